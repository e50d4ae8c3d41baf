#!/usr/bin/env node
// `npm run bench:progress`: what open progress streams cost the database. One API process and
// one worker on MariaDB and Redis, each reaching MariaDB through a counting proxy
// (query-counter.mjs); PROGRESS_STREAMS streams (default 1000) held open on PROGRESS_CASES
// waiting cases (default 50) while the worker is paused, then the worker runs them all. Reports
// the API's reads per second while the streams wait, and its reads per state change of a case
// (the worker's writes of a case's progress) while they run. Not part of `npm run bench`.
//
// BENCH_API_DIST runs another build of the API (e.g. one of an earlier commit, to compare); its
// default is this checkout's (built first unless SKIP_BUILD=1). BENCH_PORT (3518).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { nx } from '../scripts/nx.mjs';
import { API_DIST, HEAP, startProcess, waitForHealth, waitForWorker } from './processes.mjs';
import { measureProgressStreams } from './progress-streams.mjs';
import { startQueryCounter } from './query-counter.mjs';
import { isMain, row, runAlone } from './report.mjs';
import {
  REDIS_URL,
  dropQueueKeys,
  scratchDatabase,
  signInStudent,
  studentEmail,
  submitCase,
} from './students.mjs';

const number = (name, fallback) => Number(process.env[name] ?? fallback);

export async function measure() {
  const streams = number('PROGRESS_STREAMS', 1000);
  const caseCount = number('PROGRESS_CASES', 50);
  const port = number('BENCH_PORT', 3518);
  const dist = process.env.BENCH_API_DIST ?? API_DIST;
  if (
    !process.env.BENCH_API_DIST &&
    process.env.SKIP_BUILD !== '1' &&
    nx(['run', 'api:build']) !== 0
  )
    throw new Error('The build failed');
  const origin = `http://127.0.0.1:${port}`;
  const load = loadavg()[0].toFixed(1);
  const database = await scratchDatabase('redress_progress');
  const mysql = new URL(database.url);
  const counters = {
    api: await startQueryCounter({ host: mysql.hostname, port: Number(mysql.port || 3306) }),
    worker: await startQueryCounter({ host: mysql.hostname, port: Number(mysql.port || 3306) }),
  };
  const prefix = `redress-progress-${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'redress-progress-'));
  const env = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    MAIL_OUTBOX_IN_PRODUCTION: 'true',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    TRUST_PROXY: 'true',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    DATA_DIR: dataDir,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    ANALYSES_PER_DAY: '1000',
  };
  const api = startProcess('API', [HEAP, join(dist, 'main.js')], {
    ...env,
    LOG_LEVEL: 'warn',
    DATABASE_URL: counters.api.url(database.url),
  });
  const worker = startProcess('worker', [HEAP, join(dist, 'worker.js')], {
    ...env,
    LOG_LEVEL: 'info',
    DATABASE_URL: counters.worker.url(database.url),
  });
  try {
    await waitForHealth(origin, api);
    await waitForWorker(worker);
    const students = [];
    for (let i = 0; i < Math.ceil(caseCount / 10); i++)
      students.push(
        await signInStudent({
          origin,
          db: database.db,
          email: studentEmail('progress'),
          forwardedFor: `198.51.100.${i + 1}`,
        }),
      );
    worker.signal('SIGSTOP');
    const cases = [];
    for (let i = 0; i < caseCount; i++) {
      const cookie = students[i % students.length];
      cases.push({ id: await submitCase({ origin, cookie, pages: 1 }), cookie });
    }
    const result = await measureProgressStreams({
      origin,
      cases,
      count: streams,
      idleSeconds: number('PROGRESS_IDLE_S', 10),
      reads: () => counters.api.counts().selects,
      changes: () => counters.worker.counts().updates.analysis_documents ?? 0,
      pause: async () => worker.signal('SIGSTOP'),
      resume: async () => worker.signal('SIGCONT'),
    });
    const label = `${result.streams} streams on ${result.cases} cases`;
    return {
      details: [
        `Progress streams (${dist === API_DIST ? 'this build' : dist}), ${cpus().length} cores, load ${load} at the start:`,
        `  ${label}: ${result.idleReadsPerSecond.toFixed(1)} reads/s while the cases waited`,
        `  then ${result.stateChanges} state changes in ${result.runSeconds.toFixed(1)} s, ${result.runReads} reads (${(result.runReads / result.runSeconds).toFixed(1)}/s), ${result.readsPerChange.toFixed(2)} per change; ${result.completed} streams saw completed, ${result.eventsPerStream.toFixed(1)} events each`,
      ],
      rows: [
        row('progress', `${label}, waiting: reads/s`, result.idleReadsPerSecond.toFixed(1)),
        row(
          'progress',
          `${label}, running: reads per state change`,
          result.readsPerChange.toFixed(2),
          '<= 1',
          result.readsPerChange <= 1,
        ),
      ],
    };
  } finally {
    await worker.stop();
    await api.stop();
    for (const counter of Object.values(counters)) await counter.close();
    await dropQueueKeys(prefix).catch(() => undefined);
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMain(import.meta.url)) await runAlone(measure);
