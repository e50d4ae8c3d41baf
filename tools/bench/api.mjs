#!/usr/bin/env node
// `npm run bench:api`: the API against a bare node:http server answering the same bytes, side by
// side in one run (autocannon, 100 connections). Each server is pinned to CPU 0 and the load
// generator to CPU 1 where `taskset` exists, so the two figures compare like with like.
// Target: GET /api/services at >= 0.6 of the bare server's requests per second.
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { startProduct } from './server.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const pin = spawnSync('taskset', ['-c', '1', 'true']).status === 0;
if (pin) spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });

function load(url) {
  return autocannon({ url, connections, duration, pipelining: 1 });
}

async function bareServer(port, body) {
  const source = `
    const body = Buffer.from(${JSON.stringify(body)});
    require('node:http').createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1', () => process.send && process.send('ready'));`;
  const child = spawn(
    pin ? 'taskset' : process.execPath,
    pin ? ['-c', '0', process.execPath, '-e', source] : ['-e', source],
    {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  await new Promise((resolve) => child.once('message', resolve));
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

const product = await startProduct({ port: 3411, cpu: pin ? 0 : undefined });
const path = '/api/services';
const payload = await (await fetch(product.url + path)).text();
const bare = await bareServer(3412, payload);

try {
  await load(product.url + path); // warm-up: JIT, caches, connection pools
  const bareResult = await load(bare.url + '/');
  const apiResult = await load(product.url + path);
  const rows = [
    ['bare node:http', bareResult],
    [`API GET ${path}`, apiResult],
  ];
  console.log(
    `\n${connections} connections, ${duration} s each, payload ${payload.length} bytes${pin ? ', servers on CPU 0, load on CPU 1' : ''}`,
  );
  console.log('| server | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|');
  for (const [name, r] of rows) {
    console.log(
      `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} |`,
    );
  }
  const ratio = apiResult.requests.average / bareResult.requests.average;
  console.log(
    `\nratio API / bare = ${ratio.toFixed(2)} (target >= 0.60): ${ratio >= 0.6 ? 'met' : 'NOT met'}`,
  );
} finally {
  bare.stop();
  await product.stop();
}
