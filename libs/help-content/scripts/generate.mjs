#!/usr/bin/env node
// `npm run help:generate`: rewrites libs/help-content/src/generated/ from the Markdown in
// libs/help-content/content/. `--check` only reports whether the committed files are current.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readHelpContent, renderGeneratedFiles } from './help-content-build.mjs';

const libDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(libDir, 'src', 'generated');
const check = process.argv.includes('--check');

let files;
try {
  files = renderGeneratedFiles(readHelpContent(join(libDir, 'content')));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const stale = Object.entries(files).filter(([name, text]) => {
  const path = join(outDir, name);
  return !existsSync(path) || readFileSync(path, 'utf8') !== text;
});

if (check) {
  if (stale.length > 0) {
    console.error(
      `Out of date: ${stale.map(([name]) => `src/generated/${name}`).join(', ')}. Run \`npm run help:generate\`.`,
    );
    process.exit(1);
  }
  console.log('The generated help content is up to date.');
} else {
  mkdirSync(outDir, { recursive: true });
  for (const [name, text] of stale) writeFileSync(join(outDir, name), text);
  console.log(
    stale.length > 0
      ? `Wrote ${stale.map(([name]) => `src/generated/${name}`).join(', ')}.`
      : 'Nothing to do: the generated help content is up to date.',
  );
}
