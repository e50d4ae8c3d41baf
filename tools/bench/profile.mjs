#!/usr/bin/env node
// `npm run bench:profile -- [catalogue|report]`: where the API spends its CPU under the load of
// bench:api. Starts the built API with --cpu-prof on MariaDB (a scratch database), signs a
// student in, submits a case and waits for its report, then loads one route for 5 s (warm-up)
// and 10 s (measured) with 100 connections. Writes the V8 profile to tmp/profile/ (open it in
// Chrome DevTools' Performance panel) and prints the functions and packages that took the most
// CPU during the measured 10 s. Run `npm run build` first. BENCH_PORT (3518).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../scripts/nx.mjs';
import {
  scratchDatabase,
  signInStudent,
  studentEmail,
  submitCase,
  waitForCompletion,
} from './students.mjs';

const route = process.argv[2] ?? 'report';
if (!['catalogue', 'report'].includes(route)) {
  console.error('Usage: npm run bench:profile -- [catalogue|report]');
  process.exit(2);
}
const port = Number(process.env.BENCH_PORT ?? 3518);
const origin = `http://127.0.0.1:${port}`;
const profileDir = join(root, 'tmp', 'profile');
const MEASURED_S = 10;

/** Self and inclusive CPU time of the samples in the last `seconds` before `endOffset`. */
function summarise(file, fromS, toS) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url.replace(/.*node_modules\//, '').replace(/.*\/dist\/services\/api\//, '');
    return `${functionName || '(anonymous)'} ${where}${where ? `:${lineNumber + 1}` : ''}`;
  };
  const packageOf = (node) => {
    const url = node.callFrame.url;
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (match) return match[1];
    if (url.includes('/dist/services/api/')) return 'redress api';
    return url || node.callFrame.functionName;
  };
  const selfTime = new Map();
  const inclusive = new Map();
  const byPackage = new Map();
  const add = (map, key, time) => map.set(key, (map.get(key) ?? 0) + time);
  let elapsed = 0;
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    elapsed += delta;
    if (elapsed < fromS * 1e6 || elapsed > toS * 1e6) return;
    total += delta;
    const node = nodes.get(id);
    add(selfTime, label(node), delta);
    add(byPackage, packageOf(node), delta);
    const seen = new Set();
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const name = label(nodes.get(at));
      if (!seen.has(name)) add(inclusive, name, delta);
      seen.add(name);
    }
  });
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, time]) => `${((100 * time) / total).toFixed(1).padStart(5)} %  ${name}`)
      .join('\n');
  return [
    `CPU by package (self time):\n${top(byPackage, 15)}`,
    `Functions (self time):\n${top(selfTime, 25)}`,
    `Functions (with what they call):\n${top(inclusive, 40)}`,
  ].join('\n\n');
}

const database = await scratchDatabase('redress_profile');
const dataDir = mkdtempSync(join(tmpdir(), 'redress-profile-'));
rmSync(profileDir, { recursive: true, force: true });
mkdirSync(profileDir, { recursive: true });
const pin = spawnSync('taskset', ['-c', '1', 'true']).status === 0;
const apiArgs = [
  '--cpu-prof',
  `--cpu-prof-dir=${profileDir}`,
  join(root, 'dist/services/api/services/api/src/main.js'),
];
const api = spawn(
  pin ? 'taskset' : process.execPath,
  pin ? ['-c', '0', process.execPath, ...apiArgs] : apiArgs,
  {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      SESSION_SECRET: 'profile-secret-profile-secret-profile-0123',
      DATABASE_URL: database.url,
      PUBLIC_URL: origin,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const started = Date.now();
try {
  for (;;) {
    if (api.exitCode !== null) throw new Error(`The API exited with code ${api.exitCode}`);
    if (Date.now() - started > 120_000) throw new Error('The API did not start within 120 s');
    const healthy = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  if (pin) spawnSync('taskset', ['-acp', '1', String(process.pid)], { stdio: 'ignore' });
  const cookie = await signInStudent({ origin, db: database.db, email: studentEmail('profile') });
  const id = await submitCase({ origin, cookie });
  await waitForCompletion({ origin, cookie, id });
  const path = route === 'catalogue' ? '/api/services' : `/api/analysis/results/${id}`;
  const load = (duration) =>
    autocannon({ url: origin + path, connections: 100, duration, headers: { cookie } });
  await load(5);
  const measuredFrom = (Date.now() - started) / 1000;
  const result = await load(MEASURED_S);
  const measuredTo = (Date.now() - started) / 1000;
  console.log(
    `GET ${path}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, ${result.non2xx + result.errors} errors`,
  );
  await new Promise((resolve) => {
    api.once('exit', resolve);
    api.kill('SIGTERM');
  });
  const [file] = readdirSync(profileDir)
    .filter((name) => name.endsWith('.cpuprofile'))
    .map((name) => join(profileDir, name));
  // The profile starts with the process; the load ran from measuredFrom to measuredTo.
  console.log(`\nProfile: ${file}\n\n${summarise(file, measuredFrom, measuredTo)}`);
} finally {
  if (api.exitCode === null) api.kill('SIGKILL');
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
