#!/usr/bin/env node
// `npm run test:load`: the product as it runs in production (MariaDB, Redis, one API process
// and one worker started through start.mjs) under LOAD_CONNECTIONS concurrent connections for
// LOAD_DURATION seconds, split evenly between a case's status poll
// (GET /api/analysis/documents/{id}, what the case page polls) and the catalogue
// (GET /api/services), while signed-in students submit a case every LOAD_SUBMIT_EVERY_MS.
// Each connection sends LOAD_RATE requests a second (default 2: the case page polls every 3 s,
// so this is 200 pages polling six times as often as they do); LOAD_RATE=0 sends the next
// request as soon as the answer arrives, which measures capacity: latency then only says how
// long the queue in front of a saturated server is (connections / throughput). A paced run's
// clients start at random offsets, like independent browsers (see paced-clients.mjs).
// Students keep the free plan's 3 analyses a day, so enough of them are signed in; each signs
// in from its own address (X-Forwarded-For through TRUST_PROXY=true), as real students would,
// since sign-in links per network are limited.
//
// Passes when: no request errors or non-2xx answers, every submitted case completes and the
// queue reports no failed job, p99 latency of each route < LOAD_P99_MS, and the resident memory
// of the API and the worker, sampled after a warm-up and again after a settle pause, grew by at
// most LOAD_RSS_GROWTH_MB or LOAD_RSS_GROWTH_PCT percent, whichever is larger. Exits 1 otherwise.
// The warm-up runs the same mix (reads and submissions) for LOAD_WARM_UP_S, so both processes
// have done every kind of work, and reached their working size, before memory is first sampled:
// the memory check is about growth under load (a leak), not the first case's working set.
//
// LOAD_DURATION (s, 60), LOAD_CONNECTIONS (200), LOAD_RATE (2), LOAD_SUBMIT_EVERY_MS (500),
// LOAD_PDF_PAGES (30), LOAD_WARM_UP_S (20),
// LOAD_P99_MS (100), LOAD_RSS_GROWTH_MB (30), LOAD_RSS_GROWTH_PCT (15), LOAD_SETTLE_S (10),
// LOAD_PORT (3517); BENCH_MYSQL_URL and BENCH_REDIS_URL as for the benchmarks.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { allMet, markdownTable, row, writeReport } from '../bench/report.mjs';
import { servingRss, startProduct, startWorker } from '../bench/server.mjs';
import {
  REDIS_URL,
  dropQueueKeys,
  scratchDatabase,
  signInStudent,
  studentEmail,
  submitCase,
  waitForCompletion,
} from '../bench/students.mjs';
import { pacedClients } from './paced-clients.mjs';

const number = (name, fallback) => Number(process.env[name] ?? fallback);
const duration = number('LOAD_DURATION', 60);
const connections = number('LOAD_CONNECTIONS', 200);
const rate = number('LOAD_RATE', 2);
const submitEveryMs = number('LOAD_SUBMIT_EVERY_MS', 500);
const pdfPages = number('LOAD_PDF_PAGES', 30);
const p99TargetMs = number('LOAD_P99_MS', 100);
const rssGrowthMb = number('LOAD_RSS_GROWTH_MB', 30);
const rssGrowthPct = number('LOAD_RSS_GROWTH_PCT', 15);
const settleSeconds = number('LOAD_SETTLE_S', 10);
const port = number('LOAD_PORT', 3517);
const origin = `http://127.0.0.1:${port}`;
const ANALYSES_PER_DAY = 3; // the free plan's default, left as it is
const warmUpSeconds = number('LOAD_WARM_UP_S', 20);
const MB = 1024 * 1024;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A distinct documentation-range address per student (RFC 5737), for X-Forwarded-For. */
const addressOf = (i) => `${i < 250 ? '198.51.100' : '203.0.113'}.${(i % 250) + 1}`;

/** Signs `count` students in, a few at a time (each sign-in is a queued e-mail job). */
async function signInStudents(db, count) {
  const cookies = [];
  for (let start = 0; start < count; start += 5) {
    const batch = Array.from({ length: Math.min(5, count - start) }, (_, k) =>
      signInStudent({
        origin,
        db,
        email: studentEmail('load'),
        forwardedFor: addressOf(start + k),
      }),
    );
    cookies.push(...(await Promise.all(batch)));
  }
  return cookies;
}

/** Both routes at once, half the connections each; resolves with both autocannon results. */
function loadRoutes(pollPath, cookie, seconds) {
  const half = Math.floor(connections / 2);
  const run = (path, conns, headers) =>
    rate > 0
      ? pacedClients({ url: origin + path, connections: conns, rate, seconds, headers })
      : autocannon({ url: origin + path, connections: conns, duration: seconds, headers });
  return Promise.all([
    run(pollPath, connections - half, { cookie }),
    run('/api/services', half, {}),
  ]);
}

/**
 * Submits a case every `submitEveryMs` until `signal` aborts, each student at most 3 times.
 * Returns the submitted cases' ids and cookies, and the submissions the API refused.
 */
async function submitWhileLoaded(cookies, signal) {
  const submitted = [];
  const refused = [];
  const pending = [];
  let next = 0;
  while (!signal.aborted && next < cookies.length * ANALYSES_PER_DAY) {
    const cookie = cookies[Math.floor(next / ANALYSES_PER_DAY)];
    next++;
    pending.push(
      submitCase({ origin, cookie, pages: pdfPages }).then(
        (id) => submitted.push({ id, cookie }),
        (error) => refused.push(error.message),
      ),
    );
    await sleep(submitEveryMs);
  }
  await Promise.all(pending);
  return { submitted, refused };
}

/** Waits for every case to end; returns how many completed and the failures' reasons. */
async function outcomes(cases, timeoutMs) {
  const results = await Promise.all(
    cases.map(({ id, cookie }) =>
      Promise.race([
        waitForCompletion({ origin, cookie, id, everyMs: 250 }).then(() => null),
        // unref: a case that finished in time must not keep the process waiting for its timer.
        new Promise((resolve) => setTimeout(resolve, timeoutMs).unref()).then(
          () => `case ${id} did not finish within ${timeoutMs / 1000} s`,
        ),
      ]).catch((error) => error.message),
    ),
  );
  const failures = results.filter(Boolean);
  return { completed: results.length - failures.length, failures };
}

async function queueCounts() {
  const health = await (await fetch(`${origin}/api/health`)).json();
  return health.queue.counts ?? { failed: NaN, completed: NaN };
}

const rss = (pid) => servingRss(pid) / MB;

/** Resident memory before/after: flat when it grew by at most the MB or the percent bound. */
function rssRow(name, before, after) {
  const growth = after - before;
  const bound = Math.max(rssGrowthMb, (before * rssGrowthPct) / 100);
  return row(
    'Memory',
    `${name} RSS after warm-up → after load and ${settleSeconds} s settle`,
    `${before.toFixed(0)} → ${after.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(0)} MB, ${((growth / before) * 100).toFixed(0)}%)`,
    `growth <= ${rssGrowthMb} MB or ${rssGrowthPct}%`,
    growth <= bound,
  );
}

async function main() {
  const database = await scratchDatabase('redress_load');
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL,
    QUEUE_PREFIX: `load-${randomBytes(4).toString('hex')}`,
    PUBLIC_URL: origin,
    TRUST_PROXY: 'true',
  };
  let product;
  let worker;
  try {
    product = await startProduct({ port, env });
    worker = startWorker({ env, dataDir: product.dataDir });
    const studentsFor = (seconds) =>
      Math.ceil(Math.ceil((seconds * 1000) / submitEveryMs) / ANALYSES_PER_DAY) + 1;
    const cookies = await signInStudents(
      database.db,
      1 + studentsFor(warmUpSeconds) + studentsFor(duration),
    );
    // The first student's case is the one the load polls; the others submit during the warm-up
    // and during the load.
    const [pollCookie, ...others] = cookies;
    const warmUpSubmitters = others.slice(0, studentsFor(warmUpSeconds));
    const submitters = others.slice(warmUpSubmitters.length);
    const pollId = await submitCase({ origin, cookie: pollCookie, pages: pdfPages });
    await waitForCompletion({ origin, cookie: pollCookie, id: pollId });
    const pollPath = `/api/analysis/documents/${pollId}`;

    const countsBefore = await queueCounts();
    // Warm-up: the same mix as the run (JIT, pools, caches, heap sizes, reader threads).
    const stopWarmUp = new AbortController();
    const warmUpSubmitting = submitWhileLoaded(warmUpSubmitters, stopWarmUp.signal);
    await loadRoutes(pollPath, pollCookie, warmUpSeconds);
    stopWarmUp.abort();
    const warmUp = await warmUpSubmitting;
    const warmUpCases = await outcomes(warmUp.submitted, 120_000);
    await sleep(settleSeconds * 1000);
    const rssBefore = { api: rss(product.pid), worker: rss(worker.pid) };

    const stopSubmitting = new AbortController();
    const submitting = submitWhileLoaded(submitters, stopSubmitting.signal);
    const [poll, services] = await loadRoutes(pollPath, pollCookie, duration);
    stopSubmitting.abort();
    const measured = await submitting;
    const measuredCases = await outcomes(measured.submitted, 120_000);
    // Every case counts, the warm-up's too.
    const submitted = [...warmUp.submitted, ...measured.submitted];
    const refused = [...warmUp.refused, ...measured.refused];
    const cases = {
      completed: warmUpCases.completed + measuredCases.completed,
      failures: [...warmUpCases.failures, ...measuredCases.failures],
    };
    const countsAfter = await queueCounts();
    await sleep(settleSeconds * 1000);
    const rssAfter = { api: rss(product.pid), worker: rss(worker.pid) };

    const routeRows = [
      ['status poll GET /api/analysis/documents/{id}', poll],
      ['GET /api/services', services],
    ].flatMap(([name, r]) => [
      row(
        'Load',
        `${name}: errors + non-2xx of ${r.requests.total}`,
        `${r.errors + r.non2xx} (${Math.round(r.requests.average)} req/s)`,
        '0',
        r.errors + r.non2xx === 0,
      ),
      row(
        'Load',
        `${name}: p99 latency`,
        `${r.latency.p99} ms (p50 ${r.latency.p50} ms, max ${r.latency.max} ms)`,
        `< ${p99TargetMs} ms`,
        r.latency.p99 < p99TargetMs,
      ),
    ]);
    const failedJobs = countsAfter.failed - countsBefore.failed;
    const rows = [
      ...routeRows,
      row(
        'Load',
        'cases submitted during the warm-up and the load: refused / completed / failed',
        `${refused.length} / ${cases.completed} / ${cases.failures.length} of ${submitted.length + refused.length}`,
        'none refused or failed',
        refused.length === 0 && cases.failures.length === 0 && submitted.length > 0,
      ),
      row(
        'Load',
        'failed jobs in the queue (/api/health)',
        `${failedJobs} (${countsAfter.completed - countsBefore.completed} completed)`,
        '0',
        failedJobs === 0,
      ),
      rssRow('API', rssBefore.api, rssAfter.api),
      rssRow('worker', rssBefore.worker, rssAfter.worker),
    ];
    const pacing = rate > 0 ? `${rate} requests/s each` : 'unpaced (capacity)';
    const header = `${new Date().toISOString()}, ${cpus().length} CPUs, load average ${loadavg()[0].toFixed(2)}: ${connections} connections, ${pacing}, for ${duration} s after a ${warmUpSeconds} s warm-up, a ${pdfPages}-page case every ${submitEveryMs} ms by ${warmUpSubmitters.length + submitters.length} students, MariaDB + Redis, one worker`;
    const problems = [...refused, ...cases.failures].slice(0, 10);
    const report = [
      header,
      '',
      markdownTable(rows),
      ...(problems.length ? ['', 'First problems:', ...problems.map((p) => `- ${p}`)] : []),
    ].join('\n');
    console.log(`\n${report}`);
    writeReport('load.md', `# Redress load test\n\n${report}\n`);
    return allMet(rows);
  } finally {
    await worker?.stop();
    await product?.stop();
    await database.drop();
    await dropQueueKeys(env.QUEUE_PREFIX);
  }
}

// Exits outright: a case that never finished would otherwise keep its poll going forever.
process.exit((await main()) ? 0 : 1);
