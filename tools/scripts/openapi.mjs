#!/usr/bin/env node
// Writes the API's OpenAPI document and regenerates the typed client from it.
// `--check` regenerates into a temporary folder and fails when the committed files are stale.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nx, root } from './nx.mjs';

const check = process.argv.includes('--check');
const libDir = join(root, 'libs', 'shared', 'api-client');
const committed = {
  document: join(libDir, 'openapi.json'),
  schema: join(libDir, 'src', 'generated', 'schema.ts'),
};
const outDir = check ? mkdtempSync(join(tmpdir(), 'redress-openapi-')) : null;
const target = check
  ? { document: join(outDir, 'openapi.json'), schema: join(outDir, 'schema.ts') }
  : committed;

function step(label, command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    console.error(`${label} failed.`);
    process.exit(result.status ?? 1);
  }
}

if (nx(['run', 'api:build'], { stdio: ['ignore', 'ignore', 'inherit'] }) !== 0) process.exit(1);
step('Writing the OpenAPI document', process.execPath, [
  join(root, 'dist/services/api/services/api/src/cli/write-openapi.js'),
  target.document,
]);
step('Generating the client types', process.execPath, [
  join(root, 'node_modules/openapi-typescript/bin/cli.js'),
  target.document,
  '--output',
  target.schema,
  '--alphabetize',
]);

if (check) {
  const stale = Object.keys(committed).filter((key) => {
    try {
      return readFileSync(committed[key], 'utf8') !== readFileSync(target[key], 'utf8');
    } catch {
      return true;
    }
  });
  rmSync(outDir, { recursive: true, force: true });
  if (stale.length) {
    console.error(
      `The committed OpenAPI ${stale.join(' and ')} ${stale.length > 1 ? 'are' : 'is'} stale. Run "npm run openapi" and commit the result.`,
    );
    process.exit(1);
  }
  console.error('The OpenAPI document and the generated client are up to date.');
}
