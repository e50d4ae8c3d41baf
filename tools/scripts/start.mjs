#!/usr/bin/env node
// `npm start`: builds what is missing or out of date (Nx skips unchanged projects), then serves
// the API, the host and both remotes on one port. `--worker` runs a queue worker instead,
// `--migrate` applies migrations and exits, `--admin-create` creates an administrator (the
// remaining arguments, e.g. `--username NAME`, go to that command). SKIP_BUILD=1 serves what is
// already built.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { nx, root } from './nx.mjs';

const MODES = { '--worker': 'worker', '--migrate': 'migrate', '--admin-create': 'admin-create' };
const modeFlag = process.argv.slice(2).find((arg) => Object.hasOwn(MODES, arg));
const mode = modeFlag ? MODES[modeFlag] : 'api';
const entry = {
  api: 'main.js',
  worker: 'worker.js',
  migrate: 'cli/migrate.js',
  'admin-create': 'cli/create-admin.js',
}[mode];
// Everything after the mode flag (npm passes what follows `--`) belongs to the command itself.
const commandArgs = modeFlag ? process.argv.slice(2).filter((arg) => arg !== modeFlag) : [];
const apiDist = join(root, 'dist', 'services', 'api', 'services', 'api', 'src');
const projects = mode === 'api' ? 'api,host,student,admin' : 'api';

if (process.env.SKIP_BUILD !== '1') {
  console.error(`Building ${projects} (unchanged projects are skipped)...`);
  const status = nx(['run-many', '-t', 'build', `--projects=${projects}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(status);
  }
}
if (!existsSync(join(apiDist, entry))) {
  console.error(`Nothing to run: ${join(apiDist, entry)} is missing. Run without SKIP_BUILD=1.`);
  process.exit(1);
}

// V8 sizes its heap from the machine's memory (about 4 GB here) and, under a steady load,
// collects garbage lazily: in `npm run test:load` the worker grew by up to 216 MB and the API
// by 70 MB of garbage. A bound keeps each process at its working size (both ran flat with
// 192 MB); NODE_OPTIONS=--max-old-space-size=N sets another.
const HEAP_MB = 320;
const heapArgs = /--max-old-space-size/.test(process.env.NODE_OPTIONS ?? '')
  ? []
  : [`--max-old-space-size=${HEAP_MB}`];
const LONG_RUNNING = mode === 'api' || mode === 'worker';
const label = mode === 'api' ? 'The API' : 'The worker';
/** One JSON line, like the application's own, so a log collector reads it with the rest. */
const logLine = (level, msg) =>
  console.error(
    JSON.stringify({ level, time: Date.now(), service: 'redress-start', pid: process.pid, msg }),
  );

// A server that dies (out of memory, a crash) is started again, after 1 s, then 2, 4… up to
// 30 s while it keeps dying; a run of a minute resets the wait. Stopping start.mjs stops it.
const RESTART_MIN_MS = 1000;
const RESTART_MAX_MS = 30_000;
const STABLE_MS = 60_000;
let child;
let stopping = false;
let delay = RESTART_MIN_MS;
let firstRun = true;
const STARTUP_MS = 10_000;

function run() {
  const startedAt = Date.now();
  child = spawn(
    process.execPath,
    [...heapArgs, '--enable-source-maps', join(apiDist, entry), ...commandArgs],
    { cwd: root, stdio: 'inherit' },
  );
  if (LONG_RUNNING) logLine(30, `${label} started (pid ${child.pid})`);
  child.on('exit', (code, signal) => {
    if (stopping || !LONG_RUNNING) process.exit(code ?? (signal ? 1 : 0));
    // A first start that fails at once (bad configuration, a port in use) is not a crash to
    // recover from: its own message says what to fix.
    if (firstRun && code !== null && Date.now() - startedAt < STARTUP_MS) process.exit(code);
    firstRun = false;
    if (Date.now() - startedAt >= STABLE_MS) delay = RESTART_MIN_MS;
    logLine(50, `${label} exited (${signal ?? `code ${code}`}); restarting in ${delay / 1000} s`);
    setTimeout(run, delay);
    delay = Math.min(delay * 2, RESTART_MAX_MS);
  });
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stopping = true;
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    else process.exit(0);
  });
run();
