#!/usr/bin/env node
// Writes batch b25 from the engine's read test sets (test-cases/<set>/NN-slug): cases written
// by other hands from the evaluation's README and examples, each already read in a walk-through.
// Every case becomes a story on its own policy; the sealed sets are never read here.
// Usage: node corpus/from-read-sets.mjs
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const cases = join(here, '..', 'test-cases');
const READ_SETS = [
  'fresh-a',
  'fresh-b',
  'fresh-c',
  'fresh-e',
  'fresh-f',
  'fresh-i',
  'holdout',
  'fresh-l',
  'fresh-n',
  'fresh-p',
  'fresh-r',
];
const JURISDICTIONS = [
  [/northern-ireland|\bni\b/, 'northern-ireland'],
  [/england/, 'england'],
  [/wales/, 'wales'],
  [/scotland/, 'scotland'],
  [/ireland/, 'ireland'],
  [/australia/, 'australia'],
  [/new-zealand|\bnz\b/, 'new-zealand'],
  [/usa|texas|california|oregon|ohio|new-york|florida/, 'usa'],
  [/canada|ontario|british-columbia|\bbc\b|alberta|quebec/, 'canada'],
];
const batch = join(here, 'b25');
rmSync(batch, { recursive: true, force: true });
mkdirSync(join(batch, 'policies'), { recursive: true });
const lines = [];
for (const set of READ_SETS) {
  for (const slug of readdirSync(join(cases, set)).sort()) {
    const dir = join(cases, set, slug);
    if (!existsSync(join(dir, 'case.json'))) continue;
    const input = JSON.parse(readFileSync(join(dir, 'case.json'), 'utf8'));
    const expected = JSON.parse(readFileSync(join(dir, 'expected.json'), 'utf8'));
    const policyFile = input.policyFile
      ? /\.(pdf|docx)$/.test(input.policyFile)
        ? 'policy.extracted.txt'
        : input.policyFile
      : undefined;
    const policy = `${set}-${slug}.txt`;
    if (policyFile)
      writeFileSync(join(batch, 'policies', policy), readFileSync(join(dir, policyFile)));
    const jurisdiction = JURISDICTIONS.find(([pattern]) => pattern.test(slug))?.[1] ?? '';
    lines.push(
      JSON.stringify({
        id: `b25-${set}-${slug}`,
        issueCategory: input.issueCategory,
        jurisdiction,
        actionTaken: input.actionTaken,
        universityName: input.universityName ?? '',
        policy: policyFile ? policy : '',
        title: input.title ?? '',
        issueDescription: input.issueDescription,
        desiredResolution: input.desiredResolution ?? '',
        grounds: expected.grounds ?? [],
        warnings: expected.warnings ?? [],
        escalation: expected.escalation ?? null,
        register: 'test case',
        notes: expected.notes ?? '',
      }),
    );
  }
}
writeFileSync(join(batch, 'stories.jsonl'), `${lines.join('\n')}\n`);
console.error(`b25: ${lines.length} stories`);
