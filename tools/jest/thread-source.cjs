// Under Jest the libraries and the API run from their TypeScript source, which a worker thread
// cannot load by itself: this entry compiles the thread's module (workerData.source) with jiti,
// resolving the workspace's @redress/* paths as tsconfig.base.json maps them, and exports it.
// The built product runs the compiled thread file directly and never loads this.
const { createJiti } = require('jiti');
const { readFileSync } = require('node:fs');
const { join, resolve } = require('node:path');
const { workerData } = require('node:worker_threads');

const root = resolve(__dirname, '..', '..');
const { paths } = JSON.parse(
  readFileSync(join(root, 'tsconfig.base.json'), 'utf8'),
).compilerOptions;
const alias = Object.fromEntries(
  Object.entries(paths).map(([name, [target]]) => [name, join(root, target)]),
);

module.exports = createJiti(__filename, { alias })(workerData.source);
