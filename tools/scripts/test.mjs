#!/usr/bin/env node
// `npm test`: every check the project has, in one run. Each step runs even when an earlier one
// failed, so one run shows everything that needs fixing; the exit code is non-zero if any failed.
//   format, lint, type-check, OpenAPI/client freshness, unit tests, integration tests
//   (SQLite always; MariaDB and Redis when TEST_MYSQL_URL / TEST_REDIS_URL are set), the
//   hostile-input fuzz suite (bounded), the production build (once, reused by every later step)
//   and the version contract of its remotes, Playwright (one origin, then the remotes on origins
//   of their own), the topology (nginx, two API processes, two workers) and the fault tests (the
//   last two need MariaDB and Redis: skipped with a note without, unless REQUIRE_SERVICES=1).
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
  ['build', build],
  // The remotes' manifests against the host's (run alone, it builds first).
  [
    'federation',
    () => (built ? 0 : build()) || run(process.execPath, ['tools/scripts/check-federation.mjs']),
  ],
  ['e2e', () => nx(['run', 'e2e:e2e'])],
  ['cross-origin', () => nx(['run', 'e2e:cross-origin'])],
  ['topology', topology],
  ['faults', () => nx(['run', 'api:faults'])],
];

/** The production build of every deployable; nothing unchanged is built again. */
function build() {
  const status = nx(['run-many', '-t', 'build', '--projects=api,host,student,admin']);
  built = status === 0;
  return status;
}

/** The deployed topology on the test services; the build step's output when it ran. */
function topology() {
  const { TEST_MYSQL_URL, TEST_REDIS_URL } = process.env;
  if (!TEST_MYSQL_URL || !TEST_REDIS_URL) {
    if (process.env.REQUIRE_SERVICES === '1') {
      console.error('REQUIRE_SERVICES=1 but TEST_MYSQL_URL or TEST_REDIS_URL is not set.');
      return 1;
    }
    console.log('Skipped: the topology needs TEST_MYSQL_URL and TEST_REDIS_URL (MariaDB, Redis).');
    return 0;
  }
  return run(process.execPath, ['tools/topology/run.mjs'], {
    env: {
      ...nxEnv,
      BENCH_MYSQL_URL: TEST_MYSQL_URL,
      BENCH_REDIS_URL: TEST_REDIS_URL,
      ...(built ? { SKIP_BUILD: '1' } : {}),
    },
  });
}
let built = false;

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
