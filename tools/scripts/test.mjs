#!/usr/bin/env node
// `npm test`: every check the project has, in one run. Each step runs even when an earlier one
// failed, so one run shows everything that needs fixing; the exit code is non-zero if any failed.
//   format, lint, type-check, OpenAPI/client freshness, unit tests, integration tests
//   (SQLite always; MariaDB and Redis when TEST_MYSQL_URL / TEST_REDIS_URL are set), the
//   hostile-input fuzz suite (bounded), Playwright,
//   and the fault tests (MariaDB, Redis and redis-server required; skipped with a note without).
// `npm test -- --only=unit,integration` runs a subset.
import { nx, nxEnv, run } from './nx.mjs';

const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');

// Tests that start the built API compile it once per run, not once per file.
nxEnv.API_BUILD_ONCE ??= String(Date.now());

const steps = [
  [
    'format',
    () =>
      run(process.execPath, [
        'node_modules/prettier/bin/prettier.cjs',
        '--check',
        '--log-level=warn',
        '.',
      ]),
  ],
  ['lint', () => nx(['run-many', '-t', 'lint'])],
  ['typecheck', () => nx(['run-many', '-t', 'typecheck'])],
  ['openapi', () => run(process.execPath, ['tools/scripts/openapi.mjs', '--check'])],
  ['unit', () => nx(['run-many', '-t', 'test'])],
  ['integration', () => nx(['run', 'api:integration'])],
  // One seed, so a run fails only when the code changed; `npm run test:fuzz` alone draws a new
  // seed each time (printed, to replay a failure).
  [
    'fuzz',
    () =>
      nx(['run', 'api:fuzz'], {
        env: { ...nxEnv, FUZZ_SEED: process.env.FUZZ_SEED ?? '20261123' },
      }),
  ],
  ['e2e', () => nx(['run', 'e2e:e2e'])],
  ['faults', () => nx(['run', 'api:faults'])],
];

const results = [];
for (const [name, step] of steps) {
  if (only && !only.includes(name)) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const status = step();
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push({ name, ok: status === 0, seconds });
  console.log(
    `=== ${name}: ${status === 0 ? 'passed' : `FAILED (exit ${status})`} in ${seconds} s ===`,
  );
}

console.log('\nSummary');
for (const { name, ok, seconds } of results)
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
