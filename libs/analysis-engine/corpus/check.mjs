/* eslint-disable no-console -- a command-line checker: its findings are its output */
// Checks a batch of corpus stories against the corpus conventions (README.md).
// Usage: node libs/analysis-engine/corpus/check.mjs b01 [b02 ...]   (no argument: every batch)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import { JURISDICTIONS } from './jurisdictions.mjs';

const here = dirname(fileURLToPath(import.meta.url));
// The labels are the report's own: read from its schema, so the two never drift apart.
const workspace = join(here, '..', '..', '..');
const jiti = createJiti(import.meta.url, {
  alias: { '@redress/domain': join(workspace, 'libs/shared/domain/src/index.ts') },
});
const schema = await jiti.import('../src/lib/report/report.schema.ts');
const GROUNDS = schema.GROUNDS;
const WARNINGS = schema.WARNING_CODES;
const BODIES = [...schema.ESCALATION_BODIES, null];
const CATEGORIES = schema.ISSUE_CATEGORIES;
const ACTIONS = schema.ACTIONS_TAKEN;
const norm = (s) => s.replace(/\s+/g, ' ').trim();

function expectedBody(story) {
  switch (story.jurisdiction) {
    case 'england':
    case 'wales':
      return story.issueCategory === 'admissions' ? [null] : ['OIA'];
    case 'scotland':
      return ['SPSO'];
    case 'australia':
      return ['NSO'];
    case 'northern-ireland':
    case 'ireland':
    case 'new-zealand':
      return ['OTHER'];
    case 'canada':
      return ['OTHER', null];
    case 'usa':
      return story.grounds.some((g) => g === 'discrimination' || g === 'disability_adjustments')
        ? ['OCR']
        : ['OTHER', null];
    default:
      return BODIES;
  }
}

const batches = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(here).filter((d) => /^b\d\d$/.test(d));
let errors = 0;
let total = 0;
for (const batch of batches) {
  const file = join(here, batch, 'stories.jsonl');
  if (!existsSync(file)) {
    console.log(`${batch}: no stories.jsonl yet`);
    continue;
  }
  const plan = existsSync(join(here, 'plan', `${batch}.jsonl`))
    ? new Map(
        readFileSync(join(here, 'plan', `${batch}.jsonl`), 'utf8')
          .trim()
          .split('\n')
          .map((l) => {
            const r = JSON.parse(l);
            return [r.id, r];
          }),
      )
    : new Map();
  const seen = new Set();
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim());
  lines.forEach((line, n) => {
    const fail = (msg) => {
      errors++;
      console.log(`${batch} line ${n + 1}: ${msg}`);
    };
    let s;
    try {
      s = JSON.parse(line);
    } catch (e) {
      return fail(`not JSON (${e.message})`);
    }
    total++;
    if (!/^b\d\d-\d{3}$/.test(s.id ?? '')) fail('id must look like b01-001');
    if (seen.has(s.id)) fail(`duplicate id ${s.id}`);
    seen.add(s.id);
    if (plan.size && !plan.has(s.id)) fail(`id ${s.id} is not in the plan`);
    if (!CATEGORIES.includes(s.issueCategory)) fail(`issueCategory ${s.issueCategory}`);
    if (!ACTIONS.includes(s.actionTaken)) fail(`actionTaken ${s.actionTaken}`);
    if (!JURISDICTIONS.includes(s.jurisdiction)) fail(`jurisdiction ${s.jurisdiction}`);
    for (const f of [
      'title',
      'issueDescription',
      'desiredResolution',
      'universityName',
      'policy',
      'notes',
    ])
      if (typeof s[f] !== 'string') fail(`${f} must be a string`);
    if (!s.issueDescription?.trim()) fail('issueDescription is empty');
    if (s.policy && !existsSync(join(here, batch, 'policies', s.policy)))
      fail(`policy file ${s.policy} missing`);
    if (!Array.isArray(s.grounds) || s.grounds.some((g) => !GROUNDS.includes(g)))
      fail(`grounds ${JSON.stringify(s.grounds)}`);
    if (!Array.isArray(s.warnings) || s.warnings.some((w) => !WARNINGS.includes(w)))
      fail(`warnings ${JSON.stringify(s.warnings)}`);
    if (
      new Set(s.grounds).size !== s.grounds?.length ||
      new Set(s.warnings).size !== s.warnings?.length
    )
      fail('repeated label');
    if (!BODIES.includes(s.escalation)) fail(`escalation ${s.escalation}`);
    else if (Array.isArray(s.grounds) && !expectedBody(s).includes(s.escalation))
      fail(
        `escalation ${s.escalation} does not follow the convention for ${s.jurisdiction}/${s.issueCategory} (expected ${expectedBody(s).join(' or ')})`,
      );
    if (
      s.warnings?.includes('ombudsman_cannot_review_admissions') &&
      s.issueCategory !== 'admissions'
    )
      fail('ombudsman_cannot_review_admissions outside admissions');
    const story = norm(`${s.title}\n${s.issueDescription}\n${s.desiredResolution}`);
    const evidence = s.evidence ?? {};
    for (const label of [...(s.grounds ?? []), ...(s.warnings ?? [])]) {
      const storyBased =
        GROUNDS.includes(label) ||
        ['academic_judgement', 'internal_process_not_complete', 'evidence_needed'].includes(label);
      if (storyBased && !(Array.isArray(evidence[label]) && evidence[label].length))
        fail(`evidence for ${label} missing`);
    }
    for (const [label, quotes] of Object.entries(evidence)) {
      if (![...(s.grounds ?? []), ...(s.warnings ?? [])].includes(label))
        fail(`evidence for ${label}, which is not a label`);
      for (const q of Array.isArray(quotes) ? quotes : [quotes])
        if (typeof q !== 'string' || !story.includes(norm(q)))
          fail(
            `evidence for ${label} is not verbatim in the story: ${JSON.stringify(q).slice(0, 80)}`,
          );
    }
  });
  console.log(`${batch}: ${lines.length} stories checked`);
}
console.log(errors ? `${errors} problem(s) in ${total} stories` : `OK: ${total} stories`);
process.exit(errors ? 1 : 0);
