#!/usr/bin/env node
// Entry of `npm run analyse`: runs the CLI from built JavaScript, building it first when the
// build is missing or older than any source it is made from. Build output goes to stderr so
// stdout carries only the report.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspace = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const outDir = join(workspace, 'dist', 'tools', 'analyse');
const entry = join(outDir, 'tools', 'analyse', 'src', 'main.js');
const stamp = join(outDir, '.build-stamp');
const lockDir = join(outDir, '.build-lock');
const buildConfig = join(workspace, 'tools', 'analyse', 'tsconfig.build.json');
const sourceRoots = [
  'tools/analyse/src',
  'libs/analysis-engine/src',
  'libs/analysis-engine/model',
  'libs/document-text/src',
  'libs/analysis-llm/src',
].map((p) => join(workspace, p));
const configFiles = [
  buildConfig,
  join(workspace, 'tools', 'analyse', 'tsconfig.json'),
  join(workspace, 'tsconfig.base.json'),
];

function newestSourceTime() {
  let newest = 0;
  const visit = (path) => {
    const info = statSync(path);
    if (info.isDirectory()) {
      for (const name of readdirSync(path)) visit(join(path, name));
    } else if (
      (path.endsWith('.ts') && !path.endsWith('.spec.ts')) ||
      // The trained reading model is part of the engine: a new one means a new build.
      path.endsWith('.json')
    ) {
      newest = Math.max(newest, info.mtimeMs);
    }
  };
  sourceRoots.filter(existsSync).forEach(visit);
  configFiles
    .filter(existsSync)
    .forEach((file) => (newest = Math.max(newest, statSync(file).mtimeMs)));
  return newest;
}

function isBuildCurrent() {
  return existsSync(entry) && existsSync(stamp) && statSync(stamp).mtimeMs >= newestSourceTime();
}

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

// Two runs at once must not build over each other: the first takes the lock, the others wait.
function withBuildLock(build) {
  mkdirSync(outDir, { recursive: true });
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch {
      if (Date.now() > deadline) rmSync(lockDir, { recursive: true, force: true });
      else sleep(200);
    }
  }
  try {
    if (!isBuildCurrent()) build();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

function build() {
  const bin = (name) => join(workspace, 'node_modules', '.bin', name);
  const started = Date.now();
  process.stderr.write('analyse: building the CLI...\n');
  const run = (command, args) =>
    execFileSync(command, args, {
      cwd: workspace,
      stdio: ['ignore', process.stderr, process.stderr],
    });
  run(bin('tsc'), ['-p', buildConfig]);
  run(bin('tsc-alias'), ['-p', buildConfig]);
  writeFileSync(stamp, new Date().toISOString());
  process.stderr.write(`analyse: built in ${Date.now() - started} ms\n`);
}

if (!isBuildCurrent()) withBuildLock(build);

const require = createRequire(import.meta.url);
const { runAnalyse } = require(entry);
process.exitCode = await runAnalyse(process.argv.slice(2));
