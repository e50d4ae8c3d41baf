#!/usr/bin/env node
// `npm run check:federation`: compares each remote's mf-manifest.json with the one of the host,
// by the rule the host applies in the browser (frontends/host/src/remotes/sharedContract.ts):
// for every singleton a remote shares, the version the host provides must satisfy the range the
// remote needs. Prints one line per shared module and exits 1 on any mismatch, so a remote that
// the host would refuse never ships. `npm test` runs it on the fresh build.
//
//   --host <path or URL>            the host's manifest (default dist/frontends/host/mf-manifest.json);
//                                   a deployed host serves its own at /mf-manifest.json
//   --remote <name>=<path or URL>   a remote's manifest (default: student and admin in dist/frontends)
import { satisfy } from '@module-federation/enhanced/runtime';
import { createJiti } from 'jiti';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './nx.mjs';

const jiti = createJiti(import.meta.url);
const { sharedMismatches, describeMismatch } = await jiti.import(
  join(root, 'frontends/host/src/remotes/sharedContract.ts'),
);

const { values } = parseArgs({
  options: {
    host: { type: 'string', default: join(root, 'dist/frontends/host/mf-manifest.json') },
    remote: { type: 'string', multiple: true },
  },
});
const remotes = (
  values.remote ??
  ['student', 'admin'].map(
    (name) => `${name}=${join(root, 'dist/frontends', name, 'mf-manifest.json')}`,
  )
).map((pair) => {
  const at = pair.indexOf('=');
  if (at < 1) throw new Error(`--remote takes <name>=<path or URL>, not "${pair}"`);
  return { name: pair.slice(0, at), location: pair.slice(at + 1) };
});

async function readManifest(location) {
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(location, { cache: 'no-store' });
    if (!response.ok) throw new Error(`${location} answered ${response.status}`);
    return response.json();
  }
  if (!existsSync(location)) throw new Error(`${location} is missing: build the front ends first`);
  return JSON.parse(readFileSync(location, 'utf8'));
}

let failed = false;
const host = await readManifest(values.host);
const provided = Object.fromEntries(
  host.shared.filter((shared) => shared.singleton).map((shared) => [shared.name, shared.version]),
);
console.log(
  `host (${values.host}) provides: ${Object.entries(provided)
    .map(([name, version]) => `${name} ${version}`)
    .join(', ')}`,
);
for (const { name, location } of remotes) {
  let manifest;
  try {
    manifest = await readManifest(location);
  } catch (error) {
    console.log(`FAIL ${name}: ${error.message}`);
    failed = true;
    continue;
  }
  const mismatches = sharedMismatches(provided, manifest.shared, satisfy);
  const byModule = new Map(mismatches.map((mismatch) => [mismatch.module, mismatch]));
  for (const shared of manifest.shared.filter((entry) => entry.singleton)) {
    const mismatch = byModule.get(shared.name);
    if (mismatch) console.log(`FAIL ${name}: ${describeMismatch(mismatch)}`);
    else if (provided[shared.name] === undefined)
      console.log(
        `ok   ${name}: ${shared.name} ${shared.version} (its own copy: the host has none)`,
      );
    else
      console.log(
        `ok   ${name}: ${shared.name} ${shared.requiredVersion}, the host provides ${provided[shared.name]}`,
      );
  }
  if (mismatches.length) failed = true;
}
if (failed) {
  console.log(
    'The host would refuse a remote above: rebuild it against the versions the host provides, or ship the host first.',
  );
  process.exit(1);
}
console.log('Every remote is compatible with the host.');
