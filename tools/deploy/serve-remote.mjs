#!/usr/bin/env node
// `npm run serve:remote -- student` (or admin): serves a remote's build on its own origin with
// its production server (nginx, deploy/nginx/remote.conf.template) until stopped. Point the
// product at it with REMOTE_STUDENT_URL=http://127.0.0.1:<port>/mf-manifest.json.
//   --port <n>            where it listens on 127.0.0.1 (default 4301 for student, 4302 for admin)
//   --host-origin <url>   the origin of the pages that load it (default http://localhost:3000)
//   --root <dir>          the build to serve (default dist/frontends/<name>)
//   --copy-of <dir>       serve a fresh copy of this build from --root (emptied first), so it can
//                         be replaced there as on a real origin (the browser tests do)
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from '../scripts/nx.mjs';
import { serveRemote } from './nginx.mjs';
import { publishRemote } from './publish-remote.mjs';

const DEFAULT_PORTS = { student: '4301', admin: '4302' };
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    port: { type: 'string' },
    'host-origin': { type: 'string', default: 'http://localhost:3000' },
    root: { type: 'string' },
    'copy-of': { type: 'string' },
  },
});
const [name] = positionals;
if (!Object.hasOwn(DEFAULT_PORTS, name)) {
  console.error(
    'Usage: npm run serve:remote -- <student|admin> [--port N] [--host-origin URL] [--root DIR]',
  );
  process.exit(2);
}
const remoteRoot = resolve(values.root ?? join(root, 'dist/frontends', name));
if (values['copy-of']) {
  rmSync(remoteRoot, { recursive: true, force: true });
  publishRemote(resolve(values['copy-of']), remoteRoot);
}
if (!existsSync(join(remoteRoot, 'mf-manifest.json'))) {
  console.error(
    `${remoteRoot} has no mf-manifest.json: build it first (npx nx run ${name}:build).`,
  );
  process.exit(1);
}
const port = Number(values.port ?? DEFAULT_PORTS[name]);
const server = await serveRemote({
  name,
  root: remoteRoot,
  port,
  hostOrigin: values['host-origin'],
});
console.log(
  `The ${name} remote is served at http://127.0.0.1:${port}/mf-manifest.json (from ${remoteRoot})`,
);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void server.stop().then(() => process.exit(0)));
