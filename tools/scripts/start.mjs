#!/usr/bin/env node
// `npm start`: builds what is missing or out of date (Nx skips unchanged projects), then serves
// the API, the host and both remotes on one port. `--worker` runs a queue worker instead,
// `--migrate` applies migrations and exits. SKIP_BUILD=1 serves what is already built.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { nx, root } from './nx.mjs';

const mode = process.argv.includes('--worker')
  ? 'worker'
  : process.argv.includes('--migrate')
    ? 'migrate'
    : 'api';
const entry = { api: 'main.js', worker: 'worker.js', migrate: 'cli/migrate.js' }[mode];
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

const child = spawn(process.execPath, ['--enable-source-maps', join(apiDist, entry)], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
