import { chooseEscalation } from '../src/lib/escalation/escalation-route';
import { gatherCaseEvidence, prepareCase, type PreparedCase } from '../src/lib/analyse-case';
import { groundsAllowedBy } from '../src/lib/grounds/detect-grounds';
import { READING_LABELS } from '../src/lib/reading/read-case';
import {
  decodeReadingModel,
  type ReadingModel,
  type SerialisedReadingModel,
} from '../src/lib/reading/reading-model';
import {
  thresholdEvidence,
  trainReadingModel,
  withThresholds,
  type ThresholdEvidence,
  type TrainingCase,
  type TrainingOptions,
} from '../src/lib/reading/train-model';
import { caseDetailsOf, loadCorpus, type Corpus, type CorpusStory } from './corpus';
import { score, type Scored, type Scores } from './evaluate';
import { writeModelCard } from './model-card';

export interface TrainingRun {
  model: SerialisedReadingModel;
  corpus: Corpus;
  scores: { dev: Scores; test: Scores; testRulesOnly: Scores };
  /** Test-split results case by case, for the model card's list of errors. */
  testResults: (Scored & { story: CorpusStory })[];
  /** Median and 95th percentile of the model's own time per case (features + scoring), ms. */
  inferenceMs: { median: number; p95: number };
  card: string;
}

function prepare(story: CorpusStory): PreparedCase {
  return prepareCase({ details: caseDetailsOf(story), policy: { text: story.policyText } });
}

function expectedOf(story: CorpusStory): Scored['expected'] {
  return { grounds: story.grounds, warnings: story.warnings, escalation: story.escalation };
}

function evaluate(
  stories: CorpusStory[],
  model: ReadingModel,
): (Scored & { story: CorpusStory })[] {
  return stories.map((story) => {
    const evidence = gatherCaseEvidence(
      { details: caseDetailsOf(story), policy: { text: story.policyText } },
      model,
    );
    return {
      id: story.id,
      story,
      expected: expectedOf(story),
      got: {
        grounds: evidence.grounds,
        warnings: evidence.warnings.map((w) => w.code),
        escalation: evidence.escalation.body,
      },
    };
  });
}

/** What the hand-written rules alone would have said: the baseline the model must beat. */
function evaluateRulesOnly(stories: CorpusStory[]): Scored[] {
  return stories.map((story) => {
    const prepared = prepare(story);
    const { allowed } = groundsAllowedBy(prepared.rules.grounds, prepared.passages);
    const escalation = chooseEscalation({
      jurisdiction: prepared.jurisdiction,
      category: prepared.details.issueCategory,
      grounds: allowed,
      policyText: prepared.policyText,
      narrative: prepared.narrative,
      deadlines: prepared.deadlines,
    });
    return {
      id: story.id,
      expected: expectedOf(story),
      got: {
        grounds: allowed,
        warnings: prepared.ruleWarnings,
        escalation: escalation.body,
      },
    };
  });
}

function timeInference(stories: CorpusStory[], model: ReadingModel): TrainingRun['inferenceMs'] {
  const times = stories.map((story) => {
    const started = performance.now();
    gatherCaseEvidence(
      { details: caseDetailsOf(story), policy: { text: story.policyText } },
      model,
    );
    return performance.now() - started;
  });
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] * 10) / 10;
  return { median: at(0.5), p95: at(0.95) };
}

/**
 * Reads each story once into the model's training form; the function returned hands back the
 * cases of any of those stories, however often the folds ask for them.
 */
function trainingCasesOf(stories: CorpusStory[]): (some: CorpusStory[]) => TrainingCase[] {
  const cases = new Map<string, TrainingCase>(
    stories.map((story) => [
      story.id,
      {
        id: story.id,
        features: prepare(story).features,
        labels: [...story.grounds, ...story.warnings],
      },
    ]),
  );
  return (some) => some.map((s) => cases.get(s.id) as TrainingCase);
}

// Folds of whole batches for the out-of-fold readings the thresholds are chosen on.
const THRESHOLD_FOLDS = 7;

/**
 * Trains the reading model on the train and dev splits. Each label's threshold is chosen on
 * out-of-fold readings of those same stories (whole batches held out in turn, so a story is
 * always read by a model that never saw its batch): some 2,000 readings rather than dev's 300,
 * so a rare label's threshold does not hang on a handful of stories. The test split takes no
 * part until the model is finished.
 */
export function trainFromCorpus(
  corpusDir: string,
  options: Partial<TrainingOptions> = {},
): TrainingRun {
  const corpus = loadCorpus(corpusDir);
  const pool = [...corpus.stories.train, ...corpus.stories.dev];
  const casesOf = trainingCasesOf(pool);
  const batches = [...new Set(pool.map((s) => s.batch))].sort();
  const folds = Array.from({ length: Math.min(THRESHOLD_FOLDS, batches.length) }, (_, k) =>
    batches.filter((_, i) => i % THRESHOLD_FOLDS === k),
  );
  const foldRuns =
    folds.length > 1
      ? folds.map((held) => {
          const heldOut = pool.filter((s) => held.includes(s.batch));
          const model = trainReadingModel({
            train: casesOf(pool.filter((s) => !held.includes(s.batch))),
            dev: [],
            labels: READING_LABELS,
            corpusDigest: '',
            options,
          });
          return { heldOut, model, evidence: thresholdEvidence(model, casesOf(heldOut)) };
        })
      : [];
  const evidence: ThresholdEvidence | undefined = foldRuns.length
    ? READING_LABELS.map((_, k) => foldRuns.flatMap((run) => run.evidence[k] ?? []))
    : undefined;
  const model = trainReadingModel({
    train: casesOf(pool),
    // Too few batches to hold any out: thresholds on dev, read by the final model.
    dev: evidence ? [] : casesOf(corpus.stories.dev),
    labels: READING_LABELS,
    corpusDigest: corpus.digest,
    options,
    thresholdEvidence: evidence,
  });
  const decoded = decodeReadingModel(model);
  // Out of fold, with the final thresholds: how the settings did on stories they never saw.
  const outOfFold = foldRuns.length
    ? foldRuns.flatMap((run) =>
        evaluate(
          run.heldOut,
          decodeReadingModel(withThresholds(run.model, evidence ?? [], options)),
        ),
      )
    : evaluate(corpus.stories.dev, decoded);
  const testResults = evaluate(corpus.stories.test, decoded);
  const scores = {
    dev: score(outOfFold),
    test: score(testResults),
    testRulesOnly: score(evaluateRulesOnly(corpus.stories.test)),
  };
  const inferenceMs = timeInference(corpus.stories.test, decoded);
  const run = { model, corpus, scores, testResults, inferenceMs };
  return { ...run, card: writeModelCard(run) };
}

/**
 * Leave-one-batch-out over the train split, thresholds from dev: a steadier measure than dev
 * alone for choosing features and settings. The test split takes no part.
 */
export function crossValidate(corpusDir: string, options: Partial<TrainingOptions> = {}): Scores {
  const corpus = loadCorpus(corpusDir);
  const casesOf = trainingCasesOf([...corpus.stories.train, ...corpus.stories.dev]);
  const batches = [...new Set(corpus.stories.train.map((s) => s.batch))];
  const dev = casesOf(corpus.stories.dev);
  const results: (Scored & { story: CorpusStory })[] = [];
  for (const held of batches) {
    const train = casesOf(corpus.stories.train.filter((s) => s.batch !== held));
    const model = decodeReadingModel(
      trainReadingModel({ train, dev, labels: READING_LABELS, corpusDigest: '', options }),
    );
    results.push(
      ...evaluate(
        corpus.stories.train.filter((s) => s.batch === held),
        model,
      ),
    );
  }
  return score(results);
}
