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
const child = spawn(
  process.execPath,
  [...heapArgs, '--enable-source-maps', join(apiDist, entry), ...commandArgs],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
