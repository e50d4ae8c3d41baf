import { decodeReadingModel, type ReadingModel } from './reading-model';
// Type-only: it keeps the artefact in every build of the engine without loading it.
import type { artefact as Artefact } from './model-artefact';

declare function require(id: './model-artefact'): { artefact: typeof Artefact };

// The committed model, built by `npm run engine:train`; read and decoded once per process, on
// first use.
let decoded: ReadingModel | undefined;

export function defaultReadingModel(): ReadingModel {
  decoded ??= decodeReadingModel(require('./model-artefact').artefact);
  return decoded;
}
