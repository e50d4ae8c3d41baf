#!/usr/bin/env node
// `npm run bench:analysis`: cases with a 30-page PDF policy submitted through the API, timed
// from submit to `completed`, with 1 and then 2 worker processes (BullMQ on Redis, MariaDB).
// Target: p50 <= 3 s end to end with the embedded engine.
// BENCH_MYSQL_URL (default mysql://root@127.0.0.1:3306/test) names a server on which a
// scratch database is created and dropped; BENCH_REDIS_URL defaults to redis://127.0.0.1:6379.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { root } from '../scripts/nx.mjs';
import { policyPdf } from './policy-pdf.mjs';
import { startProduct } from './server.mjs';

const cases = Number(process.env.BENCH_CASES ?? 20);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 2);
const mysqlUrl = process.env.BENCH_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const port = 3414;
const origin = `http://127.0.0.1:${port}`;

const database = `redress_bench_${randomBytes(4).toString('hex')}`;
const admin = await createConnection({ uri: mysqlUrl });
await admin.query(`CREATE DATABASE \`${database}\``);
const databaseUrl = Object.assign(new URL(mysqlUrl), { pathname: `/${database}` }).toString();
const env = {
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  QUEUE_PREFIX: `bench-${randomBytes(4).toString('hex')}`,
  NODE_ENV: 'development',
  PUBLIC_URL: origin,
  ANALYSES_PER_DAY: '1000',
  WORKER_CONCURRENCY: '1',
};

const product = await startProduct({ port, env });
const workers = [];
function startWorker() {
  const child = spawn(
    process.execPath,
    [join(root, 'dist/services/api/services/api/src/worker.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        ...env,
        LOG_LEVEL: 'warn',
        DATA_DIR: product.dataDir /* uploads are shared with the API, as on a volume */,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  workers.push(child);
}

async function signIn() {
  const email = `bench-${randomBytes(3).toString('hex')}@example.edu`;
  const json = { 'content-type': 'application/json', origin };
  await fetch(`${origin}/api/auth/magic-link`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email }),
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    const list = await (await fetch(`${origin}/dev/mail`)).text();
    const row = list.split('<tr').find((r) => r.includes(email));
    const href = row?.match(/href="(\/dev\/mail\/[^"]+)"/)?.[1];
    if (href) {
      const message = await (await fetch(origin + href)).text();
      const token = message.match(/token=([A-Za-z0-9_-]+)/)?.[1];
      const verified = await fetch(`${origin}/api/auth/magic-link/verify`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, token }),
      });
      return verified.headers.get('set-cookie').split(';')[0];
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('No sign-in e-mail arrived');
}

const pdf = policyPdf(30);
async function runCase(cookie) {
  const form = new FormData();
  form.set('issueCategory', 'academic');
  form.set('actionTaken', 'notyet');
  form.set('title', 'Appeal against a progression decision');
  form.set(
    'issueDescription',
    'I was told I cannot progress to the next year. I was in hospital during the exam period and my extenuating circumstances form was not considered by the panel.',
  );
  form.set('policyFile', new Blob([pdf], { type: 'application/pdf' }), 'policy.pdf');
  const started = performance.now();
  const response = await fetch(`${origin}/api/analysis/upload`, {
    method: 'POST',
    headers: { cookie, origin },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`Submit answered ${response.status}: ${await response.text()}`);
  const { id } = await response.json();
  for (;;) {
    const document = await (
      await fetch(`${origin}/api/analysis/documents/${id}`, { headers: { cookie } })
    ).json();
    if (document.status === 'completed') return performance.now() - started;
    if (document.status === 'failed')
      throw new Error(`Case ${id} failed: ${document.failureReason}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function round(cookie) {
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cases) {
        next++;
        times.push(await runCase(cookie));
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const pick = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: pick(0.5), p95: pick(0.95), perMinute: (cases / wall) * 60 };
}

try {
  startWorker(); // the sign-in e-mail is a job too
  const cookie = await signIn();
  const rows = [];
  for (const count of [1, 2]) {
    while (workers.length < count) startWorker();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await runCase(cookie); // warm-up
    rows.push([count, await round(cookie)]);
  }
  console.log(
    `\n${cases} cases, 30-page PDF policy, ${concurrency} submitting at a time, MariaDB + Redis`,
  );
  console.log('| workers | p50 s | p95 s | cases / min |\n|---|---|---|---|');
  for (const [count, r] of rows) {
    console.log(
      `| ${count} | ${(r.p50 / 1000).toFixed(2)} | ${(r.p95 / 1000).toFixed(2)} | ${r.perMinute.toFixed(0)} |`,
    );
  }
  const p50 = Math.min(...rows.map(([, r]) => r.p50)) / 1000;
  console.log(
    `\np50 submit-to-completed ${p50.toFixed(2)} s (target <= 3 s): ${p50 <= 3 ? 'met' : 'NOT met'}`,
  );
} finally {
  for (const worker of workers) worker.kill('SIGTERM');
  await product.stop();
  await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
  await admin.end();
}
