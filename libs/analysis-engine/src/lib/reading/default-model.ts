import artefact from '../../../model/reading-model.json';
import { decodeReadingModel, type ReadingModel } from './reading-model';

// The committed model, built by `npm run engine:train`; decoded once per process, on first use.
let decoded: ReadingModel | undefined;

export function defaultReadingModel(): ReadingModel {
  decoded ??= decodeReadingModel(artefact);
  return decoded;
}
