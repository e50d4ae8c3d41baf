#!/usr/bin/env node
// `npm run bench:api`: the API against a bare node:http server answering the same bytes, side by
// side in one run (autocannon, 100 connections), for two routes:
//   GET /api/services               the public catalogue          target >= 0.6 of bare
//   GET /api/analysis/results/{id}  a signed-in student's report  target >= 0.4 of bare
// The product runs on MariaDB (a scratch database, dropped afterwards), so the report is read
// through a session lookup and the database as in production. Each server is pinned to CPU 0
// and the load generator to CPU 1 where `taskset` exists, so the figures compare like with like
// (MariaDB is not pinned: it shares both cores, as it would on a small host).
// The bare server's own figure moves by 2x between runs on a shared machine, so each route is
// measured in BENCH_ROUNDS (3) interleaved rounds (bare, API, bare, API, ...), each round's
// ratio taken from its own pair, and the median round's ratio counts; every round is printed.
// Beside req/s each round reports the CPU time each server spent per request (from /proc): on a
// machine shared with other work a server's req/s says how much CPU it was given as much as
// what it costs, while its CPU time per request is its own; their ratio is printed too.
// BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (100), BENCH_PORT (3511; +1 for bare).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { cpus } from 'node:os';
import { isMain, row, runAlone } from './report.mjs';
import { cpuSeconds, servingPid, startProduct } from './server.mjs';
import {
  scratchDatabase,
  signInStudent,
  studentEmail,
  submitCase,
  waitForCompletion,
} from './students.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const port = Number(process.env.BENCH_PORT ?? 3511);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);

const ROUTES = [
  { name: 'GET /api/services', target: 0.7 },
  { name: 'GET /api/analysis/results/{id}', target: 0.5 },
];

function load(url, headers = {}) {
  return autocannon({ url, connections, duration, pipelining: 1, headers });
}

/** A node:http server on `cpu` that answers every request with `body` as JSON. */
async function bareServer(bindPort, body, cpu) {
  const source = `
    const body = Buffer.from(${JSON.stringify(body)});
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    }).listen(${bindPort}, '127.0.0.1', () => process.send && process.send('ready'));`;
  const child = spawn(
    cpu === undefined ? process.execPath : 'taskset',
    cpu === undefined ? ['-e', source] : ['-c', String(cpu), process.execPath, '-e', source],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  await new Promise((resolve) => child.once('message', resolve));
  // taskset runs node in its own process, so the child is the server.
  return { url: `http://127.0.0.1:${bindPort}/`, pid: child.pid, stop: () => child.kill() };
}

/**
 * Both servers warmed up (JIT, caches, connection pools), then `rounds` rounds of bare then API
 * sending the same bytes; each round's ratio is its API figure over its own bare figure, and
 * the round with the median ratio is the result.
 */
async function compare(product, path, headers, cpu) {
  const answer = await fetch(product.url + path, { headers });
  if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
  const payload = await answer.text();
  const bare = await bareServer(port + 1, payload, cpu);
  try {
    await load(bare.url);
    await load(product.url + path, headers);
    const apiPid = servingPid(product.pid);
    /** The load's result and the CPU seconds the server used per request meanwhile. */
    const measure = async (pid, url, requestHeaders) => {
      const before = cpuSeconds(pid);
      const result = await load(url, requestHeaders);
      return { result, cpu: (cpuSeconds(pid) - before) / Math.max(1, result.requests.total) };
    };
    const measured = [];
    for (let i = 0; i < rounds; i++) {
      const bareRun = await measure(bare.pid, bare.url, {});
      const apiRun = await measure(apiPid, product.url + path, headers);
      measured.push({
        bareResult: bareRun.result,
        apiResult: apiRun.result,
        bareCpu: bareRun.cpu,
        apiCpu: apiRun.cpu,
        ratio: apiRun.result.requests.average / bareRun.result.requests.average,
      });
    }
    const median = [...measured].sort((a, b) => a.ratio - b.ratio)[Math.floor((rounds - 1) / 2)];
    return { bytes: Buffer.byteLength(payload), rounds: measured, ...median };
  } finally {
    bare.stop();
  }
}

/** Measures both routes; returns the combined table's rows and a detail table. */
export async function measureApi() {
  const pin = spawnSync('taskset', ['-c', '1', 'true']).status === 0;
  // The load generator (this process) moves to CPU 1 for the run and back afterwards, so what
  // runs next (`npm run bench` goes on with other parts) is not confined to one core.
  const allCpus = `0-${cpus().length - 1}`;
  if (pin) spawnSync('taskset', ['-acp', '1', String(process.pid)], { stdio: 'ignore' });
  const cpu = pin ? 0 : undefined;
  const database = await scratchDatabase();
  let product;
  try {
    const origin = `http://127.0.0.1:${port}`;
    product = await startProduct({
      port,
      cpu,
      env: { DATABASE_URL: database.url, PUBLIC_URL: origin },
    });
    const cookie = await signInStudent({ origin, db: database.db, email: studentEmail() });
    const id = await submitCase({ origin, cookie });
    await waitForCompletion({ origin, cookie, id });

    const measured = [
      await compare(product, '/api/services', {}, cpu),
      await compare(product, `/api/analysis/results/${id}`, { cookie }, cpu),
    ];
    const details = [
      `${connections} connections, ${duration} s each, ${rounds} interleaved rounds (bare, API) per route, MariaDB${pin ? ', servers on CPU 0, load on CPU 1' : ''}`,
      '',
      '| route | round | bytes | bare req/s | API req/s | API / bare | CPU µs per request: bare / API (bare / API) | p50 ms (bare) | p99 ms (bare) | errors |',
      '|---|---|---|---|---|---|---|---|---|---|',
    ];
    const rows = [];
    ROUTES.forEach(({ name, target }, i) => {
      const { bytes, bareResult, apiResult, ratio, rounds: all } = measured[i];
      all.forEach((round, n) => {
        const { bareResult: b, apiResult: a } = round;
        details.push(
          `| ${name} | ${n + 1}${round.ratio === ratio ? ' (median)' : ''} | ${bytes} | ${Math.round(b.requests.average)} | ${Math.round(a.requests.average)} | ${round.ratio.toFixed(2)} | ${Math.round(round.bareCpu * 1e6)} / ${Math.round(round.apiCpu * 1e6)} (${(round.bareCpu / round.apiCpu).toFixed(2)}) | ${a.latency.p50} (${b.latency.p50}) | ${a.latency.p99} (${b.latency.p99}) | ${a.errors + a.non2xx} |`,
        );
      });
      const failures = all.reduce((sum, r) => sum + r.apiResult.errors + r.apiResult.non2xx, 0);
      rows.push(
        row(
          'API',
          `${name}: API / bare req/s (median of ${rounds} rounds)`,
          `${ratio.toFixed(2)} (${Math.round(apiResult.requests.average)} / ${Math.round(bareResult.requests.average)}; rounds ${all.map((r) => r.ratio.toFixed(2)).join(', ')})`,
          `>= ${target.toFixed(2)}`,
          ratio >= target && failures === 0,
        ),
        row(
          'API',
          `${name}: CPU per request, bare / API (median of ${rounds} rounds)`,
          (() => {
            const cpuRatios = all.map((r) => r.bareCpu / r.apiCpu).sort((x, y) => x - y);
            return cpuRatios[Math.floor((rounds - 1) / 2)].toFixed(2);
          })(),
        ),
        row(
          'API',
          `${name}: p99 latency at ${connections} connections`,
          `${apiResult.latency.p99} ms (bare ${bareResult.latency.p99} ms)${failures ? `, ${failures} errors` : ''}`,
        ),
      );
    });
    return { rows, details };
  } finally {
    await product?.stop();
    await database.drop();
    if (pin) spawnSync('taskset', ['-acp', allCpus, String(process.pid)], { stdio: 'ignore' });
  }
}

if (isMain(import.meta.url)) await runAlone(measureApi);
