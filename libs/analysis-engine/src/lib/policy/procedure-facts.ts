import { findPolicySentences, type PolicySentence } from '../citations/policy-sentences';
import { type Passage } from '../passages/split-passages';
import { type IssueCategory } from '../report/report.schema';
import { clausePolarity } from './clause-polarity';

/**
 * The concrete facts of a procedure that advice must name instead of speaking in general:
 * where to send what (office, e-mail address, form) and whether an informal stage exists.
 */
export type ProcedureKind = 'appeal' | 'complaint' | 'admissions' | 'misconduct';

export interface ProcedureContact {
  kind: ProcedureKind;
  email?: string;
  form?: string;
  office?: string;
  rule: PolicySentence;
}

export interface ProcedureFacts {
  /** A clause offering informal resolution, if the policy has one. */
  informalStage?: PolicySentence;
  /** The policy says there is no informal stage. */
  noInformalStage?: PolicySentence;
  contacts: ProcedureContact[];
}

const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/;
// "the Academic Appeal Form (AP1)", "a Complaint Review Form (CF2)", "the SAP Appeal form".
const FORM = /\b((?:[A-Z][\w'’-]*\s+){0,5}(?:Form|form))(?:\s*\(([A-Z][A-Z0-9-]{1,8})\))?(?!\w)/;
const OFFICE =
  /\b((?:[A-Z][\w'’&-]*\s+){0,4}(?:Office|Secretariat|Registry|Team|Unit|Service|Services|Registrar|Officer|Centre|Center|Ombuds(?:man|person)?))\b/;
const INFORMAL =
  /\binformal\w*\b|\bearly resolution\b|\bfrontline resolution\b|\binformal stage\b/i;
const KIND_WORDS: [ProcedureKind, RegExp][] = [
  ['admissions', /\badmissions?\b|\bapplicants?\b|\bapplication\b/i],
  ['misconduct', /\bmisconduct\b|\bintegrity\b|\bplagiari\w*|\bdisciplin\w*/i],
  ['complaint', /\bcomplain\w*\b|\bgrievance\b/i],
  ['appeal', /\bappeal\w*\b|\breview\b/i],
];

function kindOf(match: PolicySentence): ProcedureKind | undefined {
  // The sentence decides first, then its heading ("Academic appeals", "Complaints").
  for (const text of [match.sentence, match.passage.heading ?? '', match.passage.location]) {
    for (const [kind, words] of KIND_WORDS) if (words.test(text)) return kind;
  }
  return undefined;
}

function cleanForm(form: string): string | undefined {
  const name = form.replace(/^(?:the|a|an|our|this|that|their|your)\s+/i, '').trim();
  // "Form" alone, or a form of words ("in the form of") is not a named form.
  if (!/\s/.test(name) || /^(?:in|on|of)\b/i.test(name)) return undefined;
  return name.replace(/\s+form$/, ' Form');
}

export function readProcedureFacts(passages: Passage[]): ProcedureFacts {
  const facts: ProcedureFacts = { contacts: [] };
  for (const m of findPolicySentences(passages, INFORMAL)) {
    const polarity = clausePolarity(m.sentence, INFORMAL);
    if (polarity === 'negated') facts.noInformalStage ??= m;
    else if (polarity !== 'absent') facts.informalStage ??= m;
  }
  if (facts.noInformalStage) facts.informalStage = undefined;

  const seen = new Set<string>();
  for (const m of findPolicySentences(passages, new RegExp(`${EMAIL.source}|${FORM.source}`))) {
    const kind = kindOf(m);
    if (!kind) continue;
    const email = EMAIL.exec(m.sentence)?.[0];
    const formMatch = FORM.exec(m.sentence);
    const formName = formMatch ? cleanForm(formMatch[1]) : undefined;
    const form = formName ? `${formName}${formMatch?.[2] ? ` (${formMatch[2]})` : ''}` : undefined;
    if (!email && !form) continue;
    const office = OFFICE.exec(m.sentence)?.[1]?.replace(/^(?:the|a|an)\s+/i, '');
    const key = `${kind}|${email ?? ''}|${form ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    facts.contacts.push({ kind, email, form, office, rule: m });
  }
  return facts;
}

const KINDS_FOR: Record<IssueCategory, ProcedureKind[]> = {
  academic: ['appeal', 'misconduct', 'complaint'],
  admissions: ['admissions', 'appeal', 'complaint'],
  service: ['complaint', 'appeal'],
};

/** Where the student's first formal step goes, for the kind of case it is. */
export function contactFor(
  facts: ProcedureFacts,
  category: IssueCategory,
  misconduct: boolean,
): ProcedureContact | undefined {
  const kinds =
    misconduct && category === 'academic'
      ? (['misconduct', 'appeal', 'complaint'] as ProcedureKind[])
      : KINDS_FOR[category];
  for (const kind of kinds) {
    const matches = facts.contacts.filter((c) => c.kind === kind);
    // The one that names both a form and an address is the most useful.
    const best = matches.find((c) => c.email && c.form) ?? matches[0];
    if (best) return best;
  }
  return undefined;
}
