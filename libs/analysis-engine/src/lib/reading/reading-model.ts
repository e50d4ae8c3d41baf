import { z } from 'zod';
import { isAside } from './asides';
import { type StorySentence } from './read-story';
import { createSpellingCorrector, type SpellingCorrector } from './spelling';
import { TEXT_FEATURE_PREFIXES, WORD_FEATURE_PREFIXES, type StoryFeatures } from './story-features';

/**
 * The trained reading model: one logistic model per label (each ground and each warning) over
 * the features of `story-features.ts`. A label with a gate is only ever predicted when its gate
 * is among the case's context features: the policy must allow it (an appeal body that can
 * increase a penalty, a rule that allows only one appeal), whatever the story says.
 */
export const READING_MODEL_FORMAT = 'redress-reading-model/2';

/**
 * A long array checked in one pass: the artefact holds thousands of words, and parsing each as
 * its own schema took longer than analysing a case.
 */
function arrayOf<T>(what: string, isItem: (item: unknown) => item is T) {
  return z.custom<T[]>((value) => Array.isArray(value) && value.every(isItem), {
    message: `Expected an array of ${what}`,
  });
}
const isString = (v: unknown): v is string => typeof v === 'string';
const isWordCount = (v: unknown): v is [string, number] =>
  Array.isArray(v) &&
  v.length === 2 &&
  typeof v[0] === 'string' &&
  Number.isInteger(v[1]) &&
  (v[1] as number) > 0;

/** How a weight is stored: a signed 16-bit count of thousandths, little-endian. */
const WEIGHT_BYTES = 2;
const WEIGHT_SCALE = 1000;
const WEIGHT_LIMIT = 32767;

/**
 * A label's weights, one per feature in the order of `features`, written as base64 of 16-bit
 * thousandths. Half a million weights parse as one string in a few milliseconds; written as
 * JSON numbers they took a tenth of a second of every process's first analysis.
 */
export function encodeWeights(weights: ArrayLike<number>): string {
  const bytes = Buffer.alloc(weights.length * WEIGHT_BYTES);
  for (let i = 0; i < weights.length; i++) {
    const milli = Math.round(weights[i] * WEIGHT_SCALE);
    bytes.writeInt16LE(Math.max(-WEIGHT_LIMIT, Math.min(WEIGHT_LIMIT, milli)), i * WEIGHT_BYTES);
  }
  return bytes.toString('base64');
}

export const serialisedLabelSchema = z.object({
  label: z.string(),
  bias: z.number(),
  threshold: z.number().gt(0).lt(1),
  gate: z.string().optional(),
  /** One weight per feature (`encodeWeights`). */
  weights: z.string(),
});

export const serialisedModelSchema = z.object({
  format: z.literal(READING_MODEL_FORMAT),
  /** What the model was trained on: corpus digest and sizes, for the model card. */
  trainedOn: z.object({ corpusDigest: z.string(), train: z.number(), dev: z.number() }),
  features: arrayOf('strings', isString),
  /** The words (lemmas) of the training stories, with how many stories used each: misspelt words are read as the nearest of these. */
  words: arrayOf('[word, count] pairs', isWordCount),
  labels: z.array(serialisedLabelSchema),
});
export type SerialisedReadingModel = z.infer<typeof serialisedModelSchema>;

export interface LabelSpec {
  label: string;
  /** A context feature that must be present for the label to apply (and to train on the case). */
  gate?: string;
}

export interface LabelModel {
  label: string;
  bias: number;
  threshold: number;
  gate?: string;
}

/** Each known feature's row of weights, one per label. */
export interface FeatureWeights {
  has(feature: string): boolean;
  get(feature: string): Float32Array | undefined;
}

/**
 * The weights as one matrix, a row per feature: tens of thousands of small arrays took longer
 * to build than a case takes to read.
 */
class WeightMatrix implements FeatureWeights {
  private readonly rows = new Map<string, number>();
  readonly values: Float32Array;

  constructor(
    private readonly features: string[],
    private readonly width: number,
  ) {
    features.forEach((feature, i) => this.rows.set(feature, i));
    this.values = new Float32Array(features.length * width);
  }

  has(feature: string): boolean {
    return this.rows.has(feature);
  }

  get(feature: string): Float32Array | undefined {
    const row = this.rows.get(feature);
    return row === undefined
      ? undefined
      : this.values.subarray(row * this.width, (row + 1) * this.width);
  }
}

export interface ReadingModel {
  labels: LabelModel[];
  /** For each known feature, its weight for each label (in `labels` order). */
  weights: FeatureWeights;
  spelling: SpellingCorrector;
}

// Word features carry the student's words after their prefix ("w:recieve", "b:never_recieve");
// only those are read for misspellings (`pr:hearing` names an idea, not something typed).
const WORD_FEATURE = new RegExp(`^(${WORD_FEATURE_PREFIXES.join('|')}):(.+)$`);

/**
 * The feature as the model knows it, with each unknown word read as the nearest known one;
 * undefined when nothing changes.
 */
export function correctedFeature(feature: string, spelling: SpellingCorrector): string | undefined {
  const match = WORD_FEATURE.exec(feature);
  if (!match) return undefined;
  let changed = false;
  const words = match[2].split('_').map((word) => {
    const known = spelling.correct(word);
    if (!known) return word;
    changed = true;
    return known.lemma;
  });
  return changed ? `${match[1]}:${words.join('_')}` : undefined;
}

export function decodeReadingModel(data: unknown): ReadingModel {
  const model = serialisedModelSchema.parse(data);
  const width = model.labels.length;
  const weights = new WeightMatrix(model.features, width);
  model.labels.forEach((label, k) => {
    const bytes = Buffer.from(label.weights, 'base64');
    if (bytes.length !== model.features.length * WEIGHT_BYTES)
      throw new Error(
        `Reading model: label ${label.label} has ${bytes.length / WEIGHT_BYTES} weights for ${model.features.length} features`,
      );
    // Read as 16-bit numbers in place (copied first if the bytes do not start on an even
    // address); the artefact is little-endian, as every machine Node runs on.
    const aligned = bytes.byteOffset % WEIGHT_BYTES === 0 ? bytes : Buffer.from(bytes);
    const milli = new Int16Array(aligned.buffer, aligned.byteOffset, model.features.length);
    for (let row = 0; row < milli.length; row++)
      weights.values[row * width + k] = milli[row] / WEIGHT_SCALE;
  });
  return {
    labels: model.labels.map(({ label, bias, threshold, gate }) => ({
      label,
      bias,
      threshold,
      gate,
    })),
    weights,
    spelling: createSpellingCorrector(
      model.words.map(([word, count]) => ({ word, lemma: word, count })),
    ),
  };
}

export interface LabelReading {
  label: string;
  probability: number;
  /** Above the label's threshold and, if it has a gate, the gate is open. */
  applies: boolean;
  /** The student's sentences that weigh most for the label, strongest first. */
  because: StorySentence[];
}

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Features read from the student's words (the rest describe the case as a whole). */
export const TEXT_FEATURE = new RegExp(`^(?:${TEXT_FEATURE_PREFIXES.join('|')}):`);
// A long story has many words, each saying little: past this many text features, each one
// counts for less (by the square root), so length alone never decides a label.
const TEXT_FEATURES_AT_FULL_WEIGHT = 80;

export function textScale(textFeatures: number): number {
  return textFeatures <= TEXT_FEATURES_AT_FULL_WEIGHT
    ? 1
    : Math.sqrt(TEXT_FEATURES_AT_FULL_WEIGHT / textFeatures);
}
const EXPLAINING_PARTS = new Set(['description', 'resolution']);
const MAX_REASONS = 2;

export interface ReadingOptions {
  /**
   * The labels whose reasons are what happened (the grounds): for them a sentence that only
   * says what the student wants, asks for help or dates an event (`isAside`) comes after every
   * sentence that tells what went wrong, however much its words weigh.
   */
  reasonsAreEvents?: (label: string) => boolean;
}

/**
 * Scores every label for a case. The reasons given for a label are the sentences of the
 * description whose own features weigh most for it (the desired resolution's only when the
 * description has none); the title counts towards the decision but is never given as a reason.
 */
export function readWithModel(
  model: ReadingModel,
  features: StoryFeatures,
  options: ReadingOptions = {},
): LabelReading[] {
  const n = model.labels.length;
  const total = new Float64Array(n);
  // Each feature's weights are looked up once (a misspelt word is corrected once).
  const rows = new Map<string, Float32Array | undefined>();
  const rowOf = (feature: string) => {
    if (rows.has(feature)) return rows.get(feature);
    const corrected = model.weights.has(feature)
      ? feature
      : correctedFeature(feature, model.spelling);
    const row = corrected === undefined ? undefined : model.weights.get(corrected);
    rows.set(feature, row);
    return row;
  };
  const add = (feature: string, into: Float64Array, value: number) => {
    const row = rowOf(feature);
    if (row) for (let k = 0; k < n; k++) into[k] += row[k] * value;
  };
  const textFeatures = new Set<string>();
  for (const s of features.sentences) for (const f of s.features) textFeatures.add(f);
  const scale = textScale(textFeatures.size);
  for (const feature of new Set(features.context)) add(feature, total, 1);
  for (const feature of textFeatures) add(feature, total, scale);
  const perSentence = features.sentences.map(({ features: sentenceFeatures }) => {
    const own = new Float64Array(n);
    for (const feature of sentenceFeatures) add(feature, own, scale);
    return own;
  });
  const context = new Set(features.context);
  return model.labels.map((label, k) => {
    const probability = sigmoid(label.bias + total[k]);
    const gateOpen = label.gate === undefined || context.has(label.gate);
    const weighing = features.sentences
      .map((s, i) => ({ sentence: s.sentence, score: perSentence[i][k] }))
      .filter((s) => EXPLAINING_PARTS.has(s.sentence.part) && s.score > 0);
    // What happened (the description) is the evidence; what the student wants is a reason only
    // when the description gives none.
    const facts = weighing.filter((s) => s.sentence.part === 'description');
    const events = options.reasonsAreEvents?.(label.label) ?? false;
    const aside = (s: { sentence: StorySentence }) => (events && isAside(s.sentence) ? 1 : 0);
    const because = (facts.length > 0 ? facts : weighing)
      .sort((a, b) => aside(a) - aside(b) || b.score - a.score)
      .slice(0, MAX_REASONS)
      .map((s) => s.sentence);
    return {
      label: label.label,
      probability,
      applies: gateOpen && probability >= label.threshold,
      because,
    };
  });
}
