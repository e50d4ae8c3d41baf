#!/usr/bin/env node
// `npm run dev`: the API with automatic restarts, and the host and both remotes on rspack dev
// servers with live reload. Open http://localhost:4200 (the host proxies /api to the API on 3000).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { nx, root } from './nx.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const env = {
  ...process.env,
  NODE_ENV: 'development',
  // The API tells the host to load the remotes from their dev servers.
  REMOTE_STUDENT_URL: 'http://localhost:4201/mf-manifest.json',
  REMOTE_ADMIN_URL: 'http://localhost:4202/mf-manifest.json',
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:4200',
};
const apiMain = 'dist/services/api/services/api/src/main.js';
const commands = [
  ['api:build', `${bin('tsc')} -p services/api/tsconfig.app.json --watch --preserveWatchOutput`],
  ['api:alias', `${bin('tsc-alias')} -p services/api/tsconfig.app.json --watch`],
  ['api', `node --watch-path=dist/services/api --enable-source-maps ${apiMain}`],
  ['host', `${bin('rspack')} serve -c frontends/host/rspack.config.mjs`],
  ['student', `${bin('rspack')} serve -c frontends/student/rspack.config.mjs`],
  ['admin', `${bin('rspack')} serve -c frontends/admin/rspack.config.mjs`],
];

// The API's first build must exist before node can watch it.
if (nx(['run', 'api:build']) !== 0) process.exit(1);

const child = spawn(
  bin('concurrently'),
  [
    '--kill-others-on-fail',
    '--names',
    commands.map(([name]) => name).join(','),
    ...commands.map(([, command]) => command),
  ],
  { cwd: root, env, stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 0));
