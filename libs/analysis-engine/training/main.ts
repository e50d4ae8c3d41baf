import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Scores } from './evaluate';
import { crossValidate, trainFromCorpus } from './train';

// `npm run engine:train`: rebuilds model/reading-model.json and MODEL.md from the corpus.
// `npm run engine:train -- --check` trains and prints the out-of-fold scores without writing anything;
// `-- --cv` prints leave-one-batch-out scores over the train split. Neither looks at test.
// TRAINING_OPTIONS='{"l2":0.02}' tries other settings (see DEFAULT_TRAINING_OPTIONS).
const root = join(__dirname, '..');
const check = process.argv.includes('--check');
const started = Date.now();
const line = (name: string, s: Scores) =>
  `${name.padEnd(16)} grounds P ${s.grounds.precision.toFixed(3)} R ${s.grounds.recall.toFixed(3)}  warnings P ${s.warnings.precision.toFixed(3)} R ${s.warnings.recall.toFixed(3)}  per case: gR ${s.perCase.groundsRecall.toFixed(3)} gP ${s.perCase.groundsPrecision.toFixed(3)} wR ${s.perCase.warningRecall.toFixed(3)} esc ${s.perCase.escalation.toFixed(3)}`;
const options = process.env.TRAINING_OPTIONS ? JSON.parse(process.env.TRAINING_OPTIONS) : {};
if (process.argv.includes('--cv')) {
  const cv = crossValidate(join(root, 'corpus'), options);
  console.error(line('cv', cv));
  for (const l of cv.labels)
    console.error(
      `  ${l.label.padEnd(36)} n=${String(l.support).padStart(3)} P ${l.precision.toFixed(2)} R ${l.recall.toFixed(2)}`,
    );
  process.exit(0);
}
const run = trainFromCorpus(join(root, 'corpus'), options);
const { dev, test, testRulesOnly } = run.scores;
console.error(line('out of fold', dev));
if (!check) {
  console.error(line('test', test));
  console.error(line('test, rules', testRulesOnly));
}
console.error(
  `inference ${run.inferenceMs.median} ms median, ${run.inferenceMs.p95} ms p95; ${run.model.features.length} features; ${Math.round((Date.now() - started) / 1000)} s`,
);
async function writeArtefacts(): Promise<void> {
  writeFileSync(join(root, 'model', 'reading-model.json'), `${JSON.stringify(run.model)}\n`);
  // The card is formatted as the repository formats Markdown, so format checks stay quiet.
  const prettier = await import('prettier');
  const cardPath = join(root, 'MODEL.md');
  const config = (await prettier.resolveConfig(cardPath)) ?? {};
  writeFileSync(cardPath, await prettier.format(run.card, { ...config, filepath: cardPath }));
  console.error('Wrote model/reading-model.json and MODEL.md');
}
if (!check)
  writeArtefacts().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
