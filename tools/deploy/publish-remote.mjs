#!/usr/bin/env node
// `npm run publish:remote -- student /srv/redress/student` (or admin, or the folder of any
// remote's build instead of its name): copies a remote's build
// into the folder its static server serves, in the order that never breaks a page: every other
// file first (content-hashed names, so nothing in use is overwritten), mf-manifest.json last,
// which switches the next page load to the new build at once. Files of earlier builds stay, so a
// page opened before the switch can still load the chunks it names; remove old ones now and then.
// To a CDN or object store, upload in the same order.
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../scripts/nx.mjs';

/** What a page reads first: written last, each replaced in one step (a rename). */
const SWITCH_FILES = ['mf-stats.json', 'mf-manifest.json'];

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Copies the build in `from` into `to` (created if missing); returns how many files. */
export function publishRemote(from, to) {
  if (!existsSync(join(from, 'mf-manifest.json')))
    throw new Error(`${from} is not a remote's build: it has no mf-manifest.json`);
  // Hashed files first; then each switch file, its compressed copies (what browsers get) before it.
  const rank = (file) => SWITCH_FILES.indexOf(file.replace(/\.(?:gz|br)$/, '')) + 1;
  const files = filesUnder(from)
    .map((file) => relative(from, file))
    .sort(
      (a, b) =>
        rank(a) - rank(b) || Number(!/\.(?:gz|br)$/.test(a)) - Number(!/\.(?:gz|br)$/.test(b)),
    );
  for (const file of files) {
    const target = join(to, file);
    mkdirSync(dirname(target), { recursive: true });
    const partial = `${target}.publishing`;
    copyFileSync(join(from, file), partial);
    renameSync(partial, target);
  }
  return files.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [build, to] = process.argv.slice(2);
  if (!build || !to) {
    console.error(
      "Usage: npm run publish:remote -- <student|admin|build folder> <folder the remote's server serves>",
    );
    process.exit(2);
  }
  const from = ['student', 'admin'].includes(build)
    ? join(root, 'dist/frontends', build)
    : resolve(build);
  const count = publishRemote(from, resolve(to));
  console.log(`Published ${count} files of ${from} to ${resolve(to)} (mf-manifest.json last).`);
}
