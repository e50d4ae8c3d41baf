import {
  correctedFeature,
  READING_MODEL_FORMAT,
  type LabelSpec,
  type SerialisedReadingModel,
  decodeReadingModel,
  encodeWeights,
  readWithModel,
  type LabelReading,
} from './reading-model';
import { GROUNDS } from '../report/report.schema';
import { createSpellingCorrector } from './spelling';
import { allFeatures, type StoryFeatures } from './story-features';

/**
 * Trains the reading model: for each label, a logistic regression over binary features,
 * fitted by AdaGrad with L2 regularisation in a fixed, seeded order, so the same corpus always
 * gives the same model. Thresholds are chosen per label on held-out readings (dev, or out of
 * fold).
 */
export interface TrainingCase {
  id: string;
  features: StoryFeatures;
  labels: string[];
}

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  /** L2 penalty of the words of the story (many, each weak). */
  l2: number;
  /** L2 penalty of the context features (few, each strong: policy gates, detectors, timing). */
  contextL2: number;
  /** A feature seen in fewer training cases than this is left out. */
  minCount: number;
  /** A word used in fewer training stories than this is not a spelling the model corrects to. */
  minWordCount: number;
  /**
   * Thresholds of grounds maximise F-beta on held-out readings: above 1 favours recall (a missed
   * ground costs a student more than a doubtful one they can read and discard).
   */
  beta: number;
  /** The same for warnings, whose bar is recall alone. */
  warningBeta: number;
  /** The lowest threshold a label may get: below it, a probability is not a finding. */
  minThreshold: number;
  /** Weights smaller than this (in absolute value) are dropped from the artefact. */
  prune: number;
  seed: number;
  /**
   * Each label is fitted this many times, in differently seeded orders, and the weights are
   * averaged: one linear model, as cheap to use as one fit, that does not hang on the order the
   * stories happened to be read in.
   */
  fits: number;
}

// Chosen by leave-one-batch-out cross-validation over the train split (`engine:train -- --cv`).
export const DEFAULT_TRAINING_OPTIONS: TrainingOptions = {
  epochs: 40,
  learningRate: 0.4,
  l2: 0.01,
  contextL2: 0.001,
  minCount: 2,
  minWordCount: 3,
  beta: 1.25,
  warningBeta: 1.5,
  minThreshold: 0.1,
  prune: 1e-3,
  seed: 20261124,
  fits: 4,
};

import { TEXT_FEATURE, textScale } from './reading-model';

/** The intake form's category: a feature of the warnings, not of the grounds. */
const NOT_FOR_GROUNDS = /^cat:/;

function mulberry32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

interface Vectorised {
  indices: number[];
  /** The value of each feature (text features of long stories weigh less each). */
  values: number[];
  positive: boolean;
}

function fitLogistic(
  examples: Vectorised[],
  l2: Float64Array,
  options: TrainingOptions,
  seed: number,
): { bias: number; weights: Float64Array } {
  const dimensions = l2.length;
  const weights = new Float64Array(dimensions);
  const squared = new Float64Array(dimensions);
  let bias = 0;
  let biasSquared = 0;
  const positives = examples.filter((e) => e.positive).length;
  const negatives = examples.length - positives;
  // Rare labels weigh more, so that a label seen in a tenth of the cases is still learnt.
  const positiveWeight = positives > 0 ? Math.min(4, Math.sqrt(negatives / positives)) : 1;
  const random = mulberry32(seed);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const example of shuffled(examples, random)) {
      let z = bias;
      example.indices.forEach((i, j) => (z += weights[i] * example.values[j]));
      const p = 1 / (1 + Math.exp(-z));
      const weight = example.positive ? positiveWeight : 1;
      const gradient = (p - (example.positive ? 1 : 0)) * weight;
      biasSquared += gradient * gradient;
      bias -= (options.learningRate * gradient) / Math.sqrt(biasSquared + 1e-8);
      for (let j = 0; j < example.indices.length; j++) {
        const i = example.indices[j];
        const g = gradient * example.values[j] + l2[i] * weights[i];
        squared[i] += g * g;
        weights[i] -= (options.learningRate * g) / Math.sqrt(squared[i] + 1e-8);
      }
    }
  }
  return { bias, weights };
}

/** The mean of `options.fits` fits in differently seeded orders (see `TrainingOptions.fits`). */
function averagedFit(
  examples: Vectorised[],
  l2: Float64Array,
  options: TrainingOptions,
  seed: number,
): { bias: number; weights: Float64Array } {
  const fits = Math.max(1, options.fits);
  const weights = new Float64Array(l2.length);
  let bias = 0;
  for (let j = 0; j < fits; j++) {
    const fit = fitLogistic(examples, l2, options, seed + 1000 * j);
    bias += fit.bias / fits;
    fit.weights.forEach((w, i) => (weights[i] += w / fits));
  }
  return { bias, weights };
}

/**
 * The threshold with the best F-beta on the given scores, each point of the grid (steps of
 * 0.025) scored with its two neighbours averaged in: a rare label's held-out F-beta jumps from
 * one step to the next on a handful of stories, and a threshold on a lone spike rests on those
 * few stories rather than on where the label is read well. Ties go to the one nearest 0.5.
 */
export function chooseThreshold(
  scored: { probability: number; positive: boolean }[],
  beta = 1,
  floor = DEFAULT_TRAINING_OPTIONS.minThreshold,
): number {
  const b2 = beta * beta;
  const grid: { threshold: number; f: number }[] = [];
  for (let t = floor; t <= 0.8001; t += 0.025) {
    const threshold = Math.round(t * 1000) / 1000;
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const s of scored) {
      const predicted = s.probability >= threshold;
      if (predicted && s.positive) tp++;
      else if (predicted) fp++;
      else if (s.positive) fn++;
    }
    grid.push({ threshold, f: tp === 0 ? 0 : ((1 + b2) * tp) / ((1 + b2) * tp + b2 * fn + fp) });
  }
  let best = { threshold: 0.5, f: -1 };
  grid.forEach(({ threshold }, i) => {
    const near = grid.slice(Math.max(0, i - 1), i + 2);
    const f = near.reduce((sum, point) => sum + point.f, 0) / near.length;
    if (
      f > best.f + 1e-9 ||
      (Math.abs(f - best.f) <= 1e-9 && Math.abs(threshold - 0.5) < Math.abs(best.threshold - 0.5))
    )
      best = { threshold, f };
  });
  return best.threshold;
}

/** Per label (in the model's order), held-out probabilities and whether the label applied. */
export type ThresholdEvidence = { probability: number; positive: boolean }[][];

/** How the model reads held-out cases: for each label, the cases its gate leaves open. */
export function thresholdEvidence(
  model: SerialisedReadingModel,
  cases: TrainingCase[],
): ThresholdEvidence {
  const decoded = decodeReadingModel(model);
  const readings = cases.map((c) => ({ c, read: readWithModel(decoded, c.features) }));
  return model.labels.map((label, k) =>
    readings
      .filter(({ c }) => !label.gate || c.features.context.includes(label.gate))
      .map(({ c, read }) => ({
        probability: (read[k] as LabelReading).probability,
        positive: c.labels.includes(label.label),
      })),
  );
}

/** The model with each label's threshold chosen for the best F-beta on the evidence. */
export function withThresholds(
  model: SerialisedReadingModel,
  evidence: ThresholdEvidence,
  options: Partial<Pick<TrainingOptions, 'beta' | 'warningBeta' | 'minThreshold'>> = {},
): SerialisedReadingModel {
  const { beta, warningBeta, minThreshold } = { ...DEFAULT_TRAINING_OPTIONS, ...options };
  return {
    ...model,
    labels: model.labels.map((label, k) => {
      const scored = evidence[k] ?? [];
      const labelBeta = (GROUNDS as readonly string[]).includes(label.label) ? beta : warningBeta;
      return scored.some((s) => s.positive)
        ? { ...label, threshold: chooseThreshold(scored, labelBeta, minThreshold) }
        : label;
    }),
  };
}

export function trainReadingModel(input: {
  train: TrainingCase[];
  dev: TrainingCase[];
  labels: LabelSpec[];
  corpusDigest: string;
  options?: Partial<TrainingOptions>;
  /** Held-out readings to choose the thresholds on, instead of reading `dev`. */
  thresholdEvidence?: ThresholdEvidence;
}): SerialisedReadingModel {
  const options = { ...DEFAULT_TRAINING_OPTIONS, ...input.options };
  const featureSets = input.train.map((c) => allFeatures(c.features));
  const counts = new Map<string, number>();
  for (const set of featureSets) for (const f of set) counts.set(f, (counts.get(f) ?? 0) + 1);
  const vocabulary = [...counts.entries()]
    .filter(([, n]) => n >= options.minCount)
    .map(([f]) => f)
    .sort();
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  // The words of the stories, for reading misspellings: a rare misspelt word in training is
  // read as the known word it stands for, as it will be when the model is used.
  const words = [...counts.entries()]
    .flatMap(([f, n]) =>
      f.startsWith('w:') && n >= options.minWordCount ? [[f.slice(2), n] as [string, number]] : [],
    )
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const spelling = createSpellingCorrector(
    words.map(([word, count]) => ({ word, lemma: word, count })),
  );
  const vectors = featureSets.map((set) => {
    const indices = new Set<number>();
    for (const f of set) {
      const known = index.get(f) ?? index.get(correctedFeature(f, spelling) ?? '');
      if (known !== undefined) indices.add(known);
    }
    const sorted = [...indices].sort((a, b) => a - b);
    // As when the model is used: every word feature of the story counts, known or not.
    const scale = textScale(set.filter((f) => TEXT_FEATURE.test(f)).length);
    return {
      indices: sorted,
      values: sorted.map((i) => (TEXT_FEATURE.test(vocabulary[i]) ? scale : 1)),
    };
  });

  // Text features are read from the student's words; the rest describe the case as a whole.
  const l2 = Float64Array.from(vocabulary, (f) =>
    TEXT_FEATURE.test(f) ? options.l2 : options.contextL2,
  );
  // A ground is read from what happened, not from the box the student ticked: a tutor absent
  // for weeks is a service failure whether the case was filed as academic or as a service.
  const groundVectors = vectors.map(({ indices, values }) => {
    const kept = indices.flatMap((index, j) =>
      NOT_FOR_GROUNDS.test(vocabulary[index]) ? [] : [[index, values[j]]],
    );
    return { indices: kept.map(([index]) => index), values: kept.map(([, value]) => value) };
  });
  const fitted = input.labels.map((spec, k) => {
    const examples: Vectorised[] = [];
    const ofLabel = (GROUNDS as readonly string[]).includes(spec.label) ? groundVectors : vectors;
    input.train.forEach((c, i) => {
      if (spec.gate && !c.features.context.includes(spec.gate)) return;
      examples.push({ ...ofLabel[i], positive: c.labels.includes(spec.label) });
    });
    return { spec, ...averagedFit(examples, l2, options, options.seed + k) };
  });

  // Below the pruning floor a weight is zero; only features that carry a weight (to the
  // thousandth the artefact keeps) are kept.
  const pruned = (w: number) => (Math.abs(w) < options.prune ? 0 : w);
  const used = new Set<number>();
  const labels = fitted.map(({ spec, bias, weights }) => {
    weights.forEach((w, i) => {
      if (Math.round(pruned(w) * 1000) !== 0) used.add(i);
    });
    return { spec, bias: Math.round(bias * 1e4) / 1e4, weights };
  });
  const kept = vocabulary.map((_, i) => i).filter((i) => used.has(i));
  const keptWeights = (weights: ArrayLike<number>) => kept.map((i) => pruned(weights[i]));
  const draft: SerialisedReadingModel = {
    format: READING_MODEL_FORMAT,
    trainedOn: {
      corpusDigest: input.corpusDigest,
      train: input.train.length,
      // The stories the thresholds were chosen on.
      dev: input.thresholdEvidence
        ? Math.max(0, ...input.thresholdEvidence.map((e) => e.length))
        : input.dev.length,
    },
    features: kept.map((i) => vocabulary[i]),
    words,
    labels: labels.map(({ spec, bias, weights }) => ({
      label: spec.label,
      bias,
      threshold: 0.5,
      ...(spec.gate ? { gate: spec.gate } : {}),
      weights: encodeWeights(keptWeights(weights)),
    })),
  };

  // Thresholds from held-out readings: given (out of fold), or read on dev.
  const evidence =
    input.thresholdEvidence ??
    (input.dev.length > 0 ? thresholdEvidence(draft, input.dev) : undefined);
  if (evidence) draft.labels = withThresholds(draft, evidence, options).labels;
  return draft;
}
