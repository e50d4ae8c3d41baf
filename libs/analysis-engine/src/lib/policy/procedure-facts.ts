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
  /** Every clause offering informal resolution or denying it, in the policy's order. */
  informalClauses: { rule: PolicySentence; offered: boolean }[];
  contacts: ProcedureContact[];
  /** An address the policy gives for no procedure in particular (a casework or contacts office). */
  generalEmail?: string;
}

const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/;
// "the Academic Appeal Form (AP1)", "a Complaint Review Form (CF2)", "the SAP Appeal form".
// "Form AP1", "Complaint Form CF1": a code after the word names the form too.
const FORM =
  /\b((?:[A-Z][\w'’-]*\s+){0,5}(?:Form|form))(?:\s*\(([A-Z][A-Z0-9-]{1,8})\)|\s+([A-Z]{1,4}(?:\/[A-Z]{1,4})?-?\d{1,3}[A-Z]?)\b)?(?!\w)/;
// "the Casework Office", and "the Office of Equity and Title IX" by its whole name.
const OFFICE =
  /\b((?:[A-Z][\w'’&-]*\s+){0,4}(?:Office|Secretariat|Registry|Team|Unit|Service|Services|Registrar|Officer|Centre|Center|Committee|Panel|Board|Tribunal|Ombuds(?:man|person)?)(?:\s+(?:of|for)\s+(?:the\s+)?[A-Z][\w'’-]*(?:\s+(?:(?:and|of|for|&)\s+)?[A-Z][\w'’-]*){0,5})?)\b/;
/** An informal stage offered: "informal resolution", "early resolution", "frontline resolution". */
export const INFORMAL =
  /\binformal\w*\b|\bearly resolution\b|\bfrontline resolution\b|\binformal stage\b/i;
const KIND_WORDS: [ProcedureKind, RegExp][] = [
  ['admissions', /\badmissions?\b|\bapplicants?\b|\bapplication\b/i],
  [
    'misconduct',
    /\bmisconduct\b|\bintegrity\b|\bplagiari\w*|\bdisciplin\w*|\boffen[cs]es?\b|\b(?:student|code of) conduct\b/i,
  ],
  ['complaint', /\bcomplain\w*\b|\bgrievances?\b/i],
  ['appeal', /\bappeal\w*\b|\breview\b/i],
];

/** The procedure a clause belongs to: its sentence decides first, then its heading. */
function procedureKindOf(texts: readonly string[]): ProcedureKind | undefined {
  for (const text of texts) {
    for (const [kind, words] of KIND_WORDS) if (words.test(text)) return kind;
  }
  return undefined;
}

function kindOf(match: PolicySentence): ProcedureKind | undefined {
  return procedureKindOf([match.sentence, match.passage.heading ?? '', match.passage.location]);
}

function cleanForm(form: string): string | undefined {
  // A sentence may open with its verb: "Lodge Complaint Form RA-4 with SARO".
  const name = form
    .replace(/^(?:the|a|an|our|this|that|their|your)\s+/i, '')
    .replace(
      /^(?:Lodge|Submit|Use|Complete|Send|Return|File|Fill in|Download)\s+(?:the\s+|a\s+)?/,
      '',
    )
    .trim();
  // "Form" alone, or a form of words ("in the form of") is not a named form.
  if (!/\s/.test(name) || /^(?:in|on|of)\b/i.test(name)) return undefined;
  return name.replace(/\s+form$/, ' Form');
}

// Where the student sends it: "to the Casework Office", "with the Registry", "the Appeals Office
// (appeals@…)". Whose decision it is, is not: "a decision of the Panel", "decided by the Committee".
const SENT_TO = /\b(?:to|with|at|via|through|contact|contacting)\s+(?:the\s+)?$/i;
const NOT_RECIPIENT = /\b(?:of|by|from)\s+(?:the\s+)?$/i;
const EMAIL_NEXT = new RegExp(`^\\s*(?:at\\s+|on\\s+|[(:,]\\s*)?${EMAIL.source}`);
// Every office a sentence names (matchAll copies it, so one pattern serves every call).
const OFFICES = new RegExp(OFFICE.source, 'g');

/**
 * The office a sentence names as the one the student deals with: "to the Misconduct Appeals
 * Committee" → "Misconduct Appeals Committee". One it names as a recipient comes first; one that
 * made the decision ("a decision of the Panel") is never given.
 */
function officeNamed(sentence: string): string | undefined {
  const offices = [...sentence.matchAll(OFFICES)].flatMap((match) => {
    const name = match[1].replace(/^(?:the|a|an)\s+/i, '');
    const start = (match.index ?? 0) + match[1].length - name.length;
    const before = sentence.slice(0, start);
    if (NOT_RECIPIENT.test(before)) return [];
    const after = sentence.slice((match.index ?? 0) + match[1].length);
    return [{ name, recipient: SENT_TO.test(before) || EMAIL_NEXT.test(after) }];
  });
  return (offices.find((o) => o.recipient) ?? offices[0])?.name;
}

/** The form a sentence names, with its code: "Academic Appeal Form (AP1)", "Form AP1". */
function formNamed(sentence: string): string | undefined {
  const match = FORM.exec(sentence);
  if (!match) return undefined;
  const [, words, bracketed, bare] = match;
  const name = cleanForm(words) ?? (bare ? 'Form' : undefined);
  if (!name) return undefined;
  return bracketed ? `${name} (${bracketed})` : bare ? `${name} ${bare}` : name;
}

// The students' own advice service ("contact the Students' Union Welfare Officer for support
// (welfare@…)"): independent of the institution, never where a form is sent.
const INDEPENDENT_ADVICE =
  /\bstudents['’]?\s+(?:union|association|guild)\b|\bstudent union\b|\bSU\b|\badvice (?:centre|center|hub|service)\b|\bwelfare officer\b/i;
// An address given for no procedure in particular: a contacts list, a casework or enquiries office.
const GENERAL_ADDRESS =
  /\b(?:contacts?|casework|secretar\w*|registry|administer\w*|enquir\w*|queries|means)\b/i;
const EXTERNAL_BODY = /\bombuds\w*|\badjudicator\b|\bOIA\b|\bcommissioner\b|\bregulator\b/i;

export function readProcedureFacts(passages: Passage[]): ProcedureFacts {
  const facts: ProcedureFacts = { contacts: [], informalClauses: [] };
  for (const m of findPolicySentences(passages, INFORMAL)) {
    const polarity = clausePolarity(m.sentence, INFORMAL);
    if (polarity !== 'absent')
      facts.informalClauses.push({ rule: m, offered: polarity !== 'negated' });
  }
  Object.assign(facts, informalStageOf(facts.informalClauses));

  const seen = new Set<string>();
  for (const m of findPolicySentences(passages, new RegExp(`${EMAIL.source}|${FORM.source}`))) {
    const kind = kindOf(m);
    const email = EMAIL.exec(m.sentence)?.[0];
    if (!kind) {
      const where = `${m.sentence} ${m.passage.location}`;
      if (
        email &&
        GENERAL_ADDRESS.test(where) &&
        !EXTERNAL_BODY.test(where) &&
        !INDEPENDENT_ADVICE.test(where)
      )
        facts.generalEmail ??= email;
      continue;
    }
    const form = formNamed(m.sentence);
    if (!email && !form) continue;
    const office = officeNamed(m.sentence);
    const key = `${kind}|${email ?? ''}|${form ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    facts.contacts.push({ kind, email, form, office, rule: m });
  }
  return facts;
}

/**
 * Whether the policy offers an informal stage (where it says there is none, it has none), read
 * only from the clauses of one procedure when `kind` is given: the early resolution of the
 * complaints procedure is not offered before a misconduct appeal. A clause in a part that names
 * no procedure speaks for every one.
 */
export function informalStageOf(
  clauses: ProcedureFacts['informalClauses'],
  kind?: ProcedureKind,
): Pick<ProcedureFacts, 'informalStage' | 'noInformalStage'> {
  const ofKind = clauses.filter(({ rule }) => {
    const own = procedureKindAt(rule.passage.location, rule.sentence);
    return !kind || own === undefined || own === kind;
  });
  const noInformalStage = ofKind.find((c) => !c.offered)?.rule;
  return {
    informalStage: noInformalStage ? undefined : ofKind.find((c) => c.offered)?.rule,
    noInformalStage,
  };
}

const KINDS_FOR: Record<IssueCategory, ProcedureKind[]> = {
  academic: ['appeal', 'misconduct', 'complaint'],
  admissions: ['admissions', 'appeal', 'complaint'],
  service: ['complaint', 'appeal'],
};

/** The procedures a case can go through, the one it belongs to first. */
export function caseProcedureKinds(category: IssueCategory, misconduct: boolean): ProcedureKind[] {
  return misconduct && category === 'academic'
    ? ['misconduct', 'appeal', 'complaint']
    : KINDS_FOR[category];
}

/**
 * Whether the part of the policy at a location can bear on the case: a part of its own
 * procedures, of the misconduct procedure for any penalty (a residence fine is heard under the
 * conduct rules, whatever the category), or a part that names no procedure. Rules and passages
 * of the other parts are not cited for it, nor do their limits time it.
 */
export function partsBearingOn(
  category: IssueCategory,
  misconduct: boolean,
): (location: string) => boolean {
  const kinds: ProcedureKind[] = caseProcedureKinds(category, misconduct);
  if (misconduct && !kinds.includes('misconduct')) kinds.push('misconduct');
  return (location) => {
    const kind = procedureKindAt(location, '');
    if (ofAssessmentOnly(category, location)) return false;
    return kind === undefined || kinds.includes(kind);
  };
}

/**
 * An applicant or a resident is not assessed on a course: the appeal against an examiners' or
 * progression decision, and the rules on marking, are no part of their case.
 */
export function ofAssessmentOnly(category: IssueCategory, location: string): boolean {
  return (
    category !== 'academic' &&
    procedureKindAt(location, '') !== 'admissions' &&
    OF_ASSESSMENT.test(partOf(location))
  );
}
const OF_ASSESSMENT =
  /\b(?:academic|examinations?|exam|grade|marks?) appeals?\b|\bboards? of examiners\b|\bprogression\b|\bevaluation of student work\b|\bmarking\b/i;

/** The part of a policy a location names: "Section 4.5 — PART 4 - MISCONDUCT" → "PART 4 - MISCONDUCT". */
export function partOf(location: string): string {
  const at = location.lastIndexOf(' — ');
  return at < 0 ? location : location.slice(at + 3);
}

/**
 * The procedure a time limit or rule belongs to: its part of the policy decides first (a review
 * clause in a complaints part is a complaint's), then its own words.
 */
export function procedureKindAt(location: string, sentence: string): ProcedureKind | undefined {
  return procedureKindOf([partOf(location), sentence]);
}

/**
 * Where the student's next step goes, given the clause stating its time limit. A contact stated
 * in that clause comes first, then one in the same part of the policy, then one of the same
 * procedure, then the office the clause itself names; without that clause, the first contact
 * of the procedure the case belongs to. A multi-part policy's first form (often a complaint's)
 * is never a misconduct appeal's.
 */
export function contactFor(
  facts: ProcedureFacts,
  category: IssueCategory,
  misconduct: boolean,
  nextStep?: PolicySentence,
): ProcedureContact | undefined {
  const useful = (matches: ProcedureContact[]) =>
    // The one that names both a form and an address is the most useful.
    matches.find((c) => c.email && c.form) ?? matches[0];
  if (nextStep) {
    const part = partOf(nextStep.passage.location);
    const kind = procedureKindAt(nextStep.passage.location, nextStep.sentence);
    const found =
      useful(facts.contacts.filter((c) => c.rule.passage.id === nextStep.passage.id)) ??
      useful(facts.contacts.filter((c) => partOf(c.rule.passage.location) === part)) ??
      (kind && useful(facts.contacts.filter((c) => c.kind === kind)));
    if (found) return withAddress(facts, found);
    // The office may be named in the clause's paragraph rather than its sentence ("A student may
    // file a complaint with the Office of Equity … Complaints should be filed within 180 days").
    const office = officeNamed(nextStep.sentence) ?? officeNamed(nextStep.passage.text);
    if (kind && (office || facts.generalEmail))
      return withAddress(facts, { kind, office, rule: nextStep });
    // Another procedure's form is not this step's (the examination appeal form, for an appeal
    // against a residence fine under the integrity part): where the step's own procedure names
    // none, none is given.
    if (kind) return undefined;
  }
  for (const kind of caseProcedureKinds(category, misconduct)) {
    const best = useful(facts.contacts.filter((c) => c.kind === kind));
    if (best) return withAddress(facts, best);
  }
  return undefined;
}

/** A contact without an address takes the policy's general one ("the Casework Team, casework@…"). */
function withAddress(facts: ProcedureFacts, contact: ProcedureContact): ProcedureContact {
  if (contact.email || !facts.generalEmail) return contact;
  return { ...contact, email: facts.generalEmail };
}
