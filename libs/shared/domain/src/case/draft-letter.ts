/**
 * The draft letter (spec 1 §4 "Draft"): pure rules shared by the API (exports) and the draft page.
 * The spec's opening and status rules are kept; the letter itself is written to the institution
 * from the student's side (issue: a letter a student can send as it is).
 *
 * The spec's rules match words in the *labels* the student saw ('Not yet', 'Submitted
 * complaint', ...), while a case stores the form's codes (`notyet`, `submittedcomplaint`, ...).
 * Every rule therefore reads the label first (`actionTakenLabel`, `issueCategoryLabel`); text
 * that is not a known code (older cases, free text) is matched as it is.
 */

import { parseIsoDate } from '../dates/due-dates';
import { NOT_SPECIFIED } from './case-intake';

export const ACTION_TAKEN_LABELS: Readonly<Record<string, string>> = {
  notyet: 'Not yet',
  triedinformally: 'Tried informally',
  submittedcomplaint: 'Submitted complaint',
  requestedreview: 'Requested review',
  escalatedtoombudsman: 'Escalated to ombudsman',
};

export const ISSUE_CATEGORY_LABELS: Readonly<Record<string, string>> = {
  admissions: 'Admissions complaints and appeals',
  academic: 'Appeals about academic decisions',
  service: 'Service issue complaints',
};

function labelOf(labels: Readonly<Record<string, string>>, value?: string | null): string {
  const text = (value ?? '').trim();
  if (!text) return NOT_SPECIFIED;
  return labels[text.toLowerCase()] ?? text;
}

/** 'notyet' → 'Not yet'; unknown text as it is; empty → 'Not specified'. */
export function actionTakenLabel(actionTaken?: string | null): string {
  return labelOf(ACTION_TAKEN_LABELS, actionTaken);
}

/** 'academic' → 'Appeals about academic decisions'; unknown text as it is; empty → 'Not specified'. */
export function issueCategoryLabel(issueCategory?: string | null): string {
  return labelOf(ISSUE_CATEGORY_LABELS, issueCategory);
}

export type CaseStatusLabel = 'Initial appeal' | 'Follow-up/escalation' | 'In progress';

/**
 * The Status of the Case Overview. Applied to the label, the spec's words give, per code:
 * notyet → Initial appeal; triedinformally, submittedcomplaint, requestedreview and
 * escalatedtoombudsman → In progress (none of their labels says 'appeal' or 'reject');
 * free text such as 'Appeal rejected' → Follow-up/escalation.
 */
export function statusLabel(actionTaken?: string | null): CaseStatusLabel {
  const label = actionTakenLabel(actionTaken).toLowerCase();
  if (label === NOT_SPECIFIED.toLowerCase() || label.includes('not yet')) return 'Initial appeal';
  if (label.includes('appeal') || label.includes('reject')) return 'Follow-up/escalation';
  return 'In progress';
}

export type LetterKind = 'formal-complaint' | 'appeal' | 'follow-up' | 'escalation';

/** True when the student has not acted yet: 'not yet', 'none' or nothing said. */
export function noActionTaken(actionTaken?: string | null): boolean {
  const label = actionTakenLabel(actionTaken).toLowerCase();
  return label === NOT_SPECIFIED.toLowerCase() || label === 'none' || label.includes('not yet');
}

/**
 * Which letter this is. Order of precedence:
 * 1. no action taken → a formal complaint when the category mentions complaint, else an appeal;
 * 2. 'appeal', 'rejected' or 'denied' → escalation. It wins over 3 because a text naming both
 *    ('submitted an appeal, rejected') describes a later stage than a first submission;
 * 3. 'sent email', 'submitted' or 'contacted' → follow-up;
 * 4. any other action the spec does not name: 'Requested review' and 'Escalated to ombudsman'
 *    (an outcome has already been asked for at a higher stage) → escalation; everything else,
 *    such as 'Tried informally', → follow-up (the student has raised it and now writes again).
 */
export function letterKind(actionTaken?: string | null, issueCategory?: string | null): LetterKind {
  if (noActionTaken(actionTaken)) {
    return issueCategoryLabel(issueCategory).toLowerCase().includes('complaint')
      ? 'formal-complaint'
      : 'appeal';
  }
  const label = actionTakenLabel(actionTaken).toLowerCase();
  if (['appeal', 'rejected', 'denied'].some((word) => label.includes(word))) return 'escalation';
  if (['sent email', 'submitted', 'contacted'].some((word) => label.includes(word)))
    return 'follow-up';
  if (label.includes('review') || label.includes('escalat')) return 'escalation';
  return 'follow-up';
}

export interface LetterDocument {
  title?: string | null;
  issueCategory?: string | null;
  actionTaken?: string | null;
  universityName?: string | null;
  issueDescription?: string | null;
  desiredResolution?: string | null;
  /** The day the decision reached the student (`YYYY-MM-DD`), from the case file. */
  decisionReceivedOn?: string | null;
}

export interface LetterPolicy {
  quote: string;
  location?: string | null;
  /** Why the analysis cites it: `ground: <code>`, `time limit: …`, `external route: …`. */
  reason?: string | null;
  /** `supports`, `against` or `procedure`: a letter quotes only what supports the student. */
  bearing?: string | null;
}

export interface LetterReport {
  keyIssues: readonly string[];
  relevantPolicies: readonly LetterPolicy[];
  bestCaseScenario: string;
  actionSteps: readonly string[];
  deadlines?: readonly {
    description: string;
    quote: string;
    location?: string | null;
    stage?: string | null;
    /** The time limit for the student's next step, as the analysis chose it. */
    nextStep?: boolean | null;
  }[];
  grounds?: readonly string[];
  groundReasons?: readonly { ground: string; because: readonly string[] }[];
  procedure?: {
    sendTo?: { form?: string; email?: string; office?: string; location: string };
  };
  escalation?: { body: string | null; name: string } | null;
  /** The analysis's warnings, by code. */
  warnings?: readonly { code: string }[];
}

/** The warning that the institution's own stages come before any outside body. */
export const INTERNAL_STAGES_FIRST = 'internal_process_not_complete';

export interface LetterUser {
  email?: string | null;
  /** The student's name as they gave it; the e-mail's local part stands in until they do. */
  name?: string | null;
}

export const MAX_KEY_ISSUES = 3;
/** The statement of facts quotes at most this many of the student's sentences. */
export const MAX_FACT_SENTENCES = 6;

/** Spec §3: the part of the e-mail before the @, or 'Student'. */
export function signatureName(email?: string | null): string {
  const local = (email ?? '').split('@')[0]?.trim() ?? '';
  return local && (email ?? '').includes('@') ? local : 'Student';
}

function known(value?: string | null): string {
  const text = (value ?? '').trim();
  return text && text.toLowerCase() !== NOT_SPECIFIED.toLowerCase() ? text : '';
}

/** 'To the <universityName> ...', or a generic addressee when the university is not known. */
export function addressee(universityName?: string | null, office?: string | null): string {
  const name = known(universityName);
  const to = known(office) || 'Student Complaints and Appeals Office';
  return name ? `To the ${to}, ${name}` : `To the ${to}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A form as a sentence names it: 'Review Request Form' → 'the Review Request Form'. */
/** A form as a sentence names it: "the Academic Appeal Form (AP1)", but "Form AP1" as it is. */
export function theForm(form: string): string {
  const name = form.trim();
  return /^(?:the|a|an|your|our)\b/i.test(name) || /^Form\s/.test(name) ? name : `the ${name}`;
}

/** The date line, e.g. '22 November 2026' (UTC, so the API and a browser agree). */
export function letterDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** Each ground as a student states it to the institution. */
export const LETTER_GROUND_HEADINGS: Readonly<Record<string, string>> = {
  procedural_irregularity: 'The procedure was not followed',
  bias: 'The decision was not made impartially',
  extenuating_circumstances: 'My circumstances affected my performance',
  new_evidence: 'There is evidence that I could not provide earlier',
  disproportionate_sanction: 'The penalty is out of proportion',
  administrative_error: 'An administrative error affected the decision',
  discrimination: 'I was treated unfairly because of who I am',
  disability_adjustments: 'My agreed adjustments were not put in place',
  service_failure: 'The service I was promised was not provided',
  misrepresentation: 'What I was told is not what I received',
};

/** What a student encloses for each ground, in the letter's own words. */
export const LETTER_ENCLOSURES: Readonly<Record<string, string>> = {
  procedural_irregularity: 'the correspondence showing how the procedure was handled',
  bias: 'a record of what was said or done, by whom and when',
  extenuating_circumstances:
    'independent evidence of my circumstances (for example a medical note)',
  new_evidence: 'the new evidence, with an explanation of why it was not available earlier',
  disproportionate_sanction: 'the decision letter setting out the penalty',
  administrative_error: 'the record showing the error',
  discrimination: 'a dated record of the treatment I describe',
  disability_adjustments: 'my agreed support plan or adjustments',
  service_failure: 'my requests and the replies, with their dates',
  misrepresentation: 'the published information I relied on',
};

const SUBJECT_PREFIX: Record<LetterKind, string> = {
  'formal-complaint': 'Formal complaint',
  appeal: 'Appeal',
  'follow-up': 'Follow-up',
  escalation: 'Request to escalate',
};

function sentence(text: string): string {
  // The student's "i" and "i'm" are written as the letter would write them.
  const trimmed = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\bi\b(?=$|[\s'’,.!?;:])/g, 'I');
  if (!trimmed) return trimmed;
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?”")]$/.test(capital) ? capital : `${capital}.`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The first paragraph, saying what the letter is and what it asks of the reader. */
export function openingParagraph(input: { kind: LetterKind; actionTaken?: string | null }): string {
  switch (input.kind) {
    case 'formal-complaint':
      return 'I am writing to make a formal complaint about the matter set out below. I ask that it be investigated under your complaints procedure and that I receive a written response.';
    case 'appeal':
      return 'I am writing to appeal against the decision referred to above. I ask that it be reconsidered under your appeals procedure, for the reasons set out below.';
    case 'follow-up': {
      const done = actionTakenLabel(input.actionTaken);
      const already = done === NOT_SPECIFIED ? '' : ` (${lowerFirst(done)})`;
      return `I am writing to follow up on the matter referred to above, which I have already raised with you${already}. It has not been resolved, and I ask that it now be dealt with formally and without further delay.`;
    }
    case 'escalation':
      return 'I am writing to ask that the matter referred to above be considered at the next stage of your procedure. The response I have received so far has not resolved it.';
  }
}

// The student's sentences, split where a sentence ends; line breaks end sentences too.
function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.match(/[^.!?]+(?:[.!?]+["”’)]*|$)/g) ?? [])
    .map((part) => part.trim())
    .filter((part) => /[a-z0-9]/i.test(part));
}

/** The facts as the student told them: their own sentences, in order, at most MAX_FACT_SENTENCES. */
export function statementOfFacts(description?: string | null): string {
  const text = known(description);
  if (!text) return '';
  return sentencesOf(text).slice(0, MAX_FACT_SENTENCES).map(sentence).join(' ');
}

function quoted(policy: LetterPolicy): string {
  const where = known(policy.location);
  return `“${policy.quote.trim()}”${where ? ` (${where})` : ''}`;
}

/** The clause a ground rests on: one the analysis cites for that ground and that does not cut against the student. */
function ruleFor(ground: string, policies: readonly LetterPolicy[]): LetterPolicy | undefined {
  return policies.find(
    (p) => p.quote.trim() && p.reason === `ground: ${ground}` && p.bearing !== 'against',
  );
}

function groundsSection(report: LetterReport, kind: LetterKind): string {
  const grounds = (report.grounds ?? []).filter((g) => LETTER_GROUND_HEADINGS[g]);
  if (grounds.length === 0) {
    // A report without grounds: its key issues, as the points the student raises.
    const issues = report.keyIssues
      .map((issue) => issue.trim())
      .filter((issue) => issue && !/^next time limit/i.test(issue))
      .slice(0, MAX_KEY_ISSUES);
    if (issues.length === 0) return '';
    return [
      'The points I ask you to consider are:',
      ...issues.map((issue, i) => `${i + 1}. ${sentence(issue)}`),
    ].join('\n');
  }
  const lead =
    kind === 'appeal' || kind === 'escalation'
      ? 'My grounds of appeal are:'
      : 'The grounds of my complaint are:';
  return groundList(lead, grounds, report, 'Your policy provides');
}

/** Each ground, numbered, with the clause it rests on when the analysis cites one. */
function groundList(
  lead: string,
  grounds: readonly string[],
  report: LetterReport,
  rulePrefix: string,
): string {
  const items = grounds.map((ground, i) => {
    const rule = ruleFor(ground, report.relevantPolicies);
    const lines = [`${i + 1}. ${LETTER_GROUND_HEADINGS[ground]}.`];
    if (rule) lines.push(`   ${rulePrefix}: ${quoted(rule)}.`);
    return lines.join('\n');
  });
  return [lead, ...items].join('\n');
}

function enclosures(report: LetterReport): string {
  const items = [
    'the decision or correspondence this letter is about',
    ...(report.grounds ?? []).flatMap((g) => (LETTER_ENCLOSURES[g] ? [LETTER_ENCLOSURES[g]] : [])),
  ];
  return ['I enclose:', ...[...new Set(items)].map((item) => `- ${item}`)].join('\n');
}

function remedy(document: LetterDocument, kind: LetterKind): string {
  const desired = known(document.desiredResolution);
  if (desired) return `What I am asking for: ${sentence(desired)}`;
  return kind === 'formal-complaint' || kind === 'follow-up'
    ? 'I ask that the matter be put right and that you tell me in writing what will be done.'
    : 'I ask that the decision be reconsidered.';
}

/** The stage of the procedure a letter of this kind starts. */
function letterStage(kind: LetterKind): string {
  return kind === 'escalation' ? 'review' : 'initial';
}

/** The time limit the analysis chose for the student's next step, if it marked one. */
export function nextStepTimeLimit<T extends { nextStep?: boolean | null }>(
  deadlines: readonly T[] | undefined,
): T | undefined {
  return deadlines?.find((d) => d.nextStep);
}

const nextStepOf = (report: LetterReport) => nextStepTimeLimit(report.deadlines);

/**
 * Whether this letter takes the step the analysis chose the time limit for: its form and time
 * limit belong in it only then (a letter chasing a complaint is not a review request).
 */
function takesNextStep(report: LetterReport, kind: LetterKind): boolean {
  const next = nextStepOf(report);
  return !next || (next.stage ?? 'initial') === letterStage(kind);
}

/** The time limit the letter is sent within; reports without the analysis's choice: the stage's first. */
function letterDeadline(report: LetterReport, kind: LetterKind) {
  const next = nextStepOf(report);
  if (next) return takesNextStep(report, kind) ? next : undefined;
  const stage = letterStage(kind);
  return (
    report.deadlines?.find((d) => d.description.trim() && (d.stage ?? 'initial') === stage) ??
    (report.deadlines?.some((d) => d.stage) ? undefined : report.deadlines?.[0])
  );
}

function timeLimit(report: LetterReport, kind: LetterKind): string {
  const deadline = letterDeadline(report, kind);
  if (!deadline || !deadline.quote.trim()) return '';
  const where = known(deadline.location);
  return `I am sending this within the time limit your procedure sets (“${deadline.quote.trim()}”${where ? `, ${where}` : ''}).`;
}

function signature(user: LetterUser): string[] {
  const name = known(user.name) || signatureName(user.email);
  const email = known(user.email);
  return ['Yours faithfully,', '', name, ...(email ? [`Email: ${email}`] : [])];
}

export interface LetterInput {
  document: LetterDocument;
  report: LetterReport;
  user: LetterUser;
  today?: Date;
}

/**
 * The letter to the institution, written from the student's side: date, the office the policy
 * names, subject, opening, the facts in the student's own words, each ground with the rule it
 * rests on (only rules that support the student), what is enclosed, the remedy in the
 * student's words, the time limit being met, and the signature with the account's e-mail.
 * No report text, no rules of an external body, nothing addressed to the student.
 */
export function composeLetter(input: LetterInput): string {
  const { document, report, user } = input;
  const goneOutside = isExternalEscalation(document.actionTaken, report);
  // A student who went to the ombudsman before the institution's own stages writes to the
  // institution first: the outside body will not look at it until they are done.
  const internalFirst = report.warnings?.some((w) => w.code === INTERNAL_STAGES_FIRST) ?? false;
  const kind =
    goneOutside && internalFirst
      ? letterKind(null, document.issueCategory)
      : letterKind(document.actionTaken, document.issueCategory);
  // Once the institution's own procedure is behind the student (an appeal decided where only
  // one is allowed), the analysis names the outside body's limit as the next step: the letter
  // goes there, not to the institution for a stage it does not have.
  const nextIsOutside =
    Boolean(report.escalation?.body) &&
    report.deadlines?.find((d) => d.nextStep)?.stage === 'external';
  if (kind === 'escalation' && (goneOutside || nextIsOutside)) return composeExternalLetter(input);
  const title = known(document.title);
  const sendTo = report.procedure?.sendTo;
  const blocks: string[] = [letterDate(input.today ?? new Date())];
  blocks.push(
    [
      addressee(document.universityName, sendTo?.office),
      ...(sendTo?.email ? [`By e-mail: ${sendTo.email}`] : []),
    ].join('\n'),
  );
  blocks.push(`Subject: ${SUBJECT_PREFIX[kind]}${title ? ` – ${title}` : ''}`);
  blocks.push('Dear Sir or Madam,');
  const received = parseIsoDate(document.decisionReceivedOn ?? '');
  blocks.push(
    [
      openingParagraph({ kind, actionTaken: document.actionTaken }),
      ...(received && kind !== 'formal-complaint'
        ? [`I received the decision on ${letterDate(received)}.`]
        : []),
      ...(sendTo?.form && takesNextStep(report, kind)
        ? [`I enclose ${theForm(sendTo.form)}, completed.`]
        : []),
    ].join(' '),
  );
  const facts = statementOfFacts(document.issueDescription);
  if (facts) blocks.push(`What happened: ${facts}`);
  const grounds = groundsSection(report, kind);
  if (grounds) blocks.push(grounds);
  blocks.push(enclosures(report));
  blocks.push(remedy(document, kind));
  const limit = timeLimit(report, kind);
  if (limit) blocks.push(limit);
  blocks.push(
    'Please acknowledge receipt of this letter and tell me when I can expect a full response. I can provide any further information you need.',
  );
  blocks.push(signature(user).join('\n'));
  return blocks.join('\n\n');
}

/** Only a case already taken to an external body gets a letter addressed to that body. */
function isExternalEscalation(
  actionTaken: string | null | undefined,
  report: LetterReport,
): boolean {
  return (
    actionTakenLabel(actionTaken).toLowerCase().includes('ombudsman') &&
    Boolean(report.escalation?.body)
  );
}

/** What each external body asks a complaint to include. */
export const EXTERNAL_BODY_ASKS: Readonly<Record<string, string>> = {
  OIA: 'I enclose my Completion of Procedures Letter from the university, which confirms that its internal procedures are complete.',
  SPSO: 'I enclose the final response from the institution, which ends its complaints procedure.',
  NSO: 'I enclose the provider’s final response to my complaint.',
  OCR: 'The discrimination I describe happened within the last 180 days, or I explain below why my complaint is later.',
  PSOW: 'I enclose the final response I received.',
  OTHER: 'I enclose the institution’s final response, which ends its own procedure.',
};

/** The letter to the external body (OIA, SPSO, NSO, OCR…): its own template and requirements. */
function composeExternalLetter(input: LetterInput): string {
  const { document, report, user } = input;
  const body = report.escalation?.body ?? 'OTHER';
  const name = report.escalation?.name ?? 'the ombudsman';
  const institution = known(document.universityName) || 'my institution';
  const title = known(document.title);
  const blocks: string[] = [letterDate(input.today ?? new Date())];
  blocks.push(`To the ${name.replace(/^the\s+/i, '')}`);
  blocks.push(`Subject: Complaint about ${institution}${title ? ` – ${title}` : ''}`);
  blocks.push('Dear Sir or Madam,');
  blocks.push(
    `I am writing to ask you to review my complaint about ${institution}. I have completed the institution’s internal procedures and remain dissatisfied with the outcome. ${EXTERNAL_BODY_ASKS[body] ?? EXTERNAL_BODY_ASKS.OTHER}`,
  );
  const facts = statementOfFacts(document.issueDescription);
  if (facts) blocks.push(`What happened: ${facts}`);
  const grounds = (report.grounds ?? []).filter((g) => LETTER_GROUND_HEADINGS[g]);
  if (grounds.length > 0)
    blocks.push(
      groundList(
        'Why I believe the institution got it wrong:',
        grounds,
        report,
        'The institution’s own policy provides',
      ),
    );
  blocks.push(remedy(document, 'appeal'));
  blocks.push(
    'I can send copies of all the correspondence with the institution. Please tell me if you need anything else to consider my complaint.',
  );
  blocks.push(signature(user).join('\n'));
  return blocks.join('\n\n');
}

/**
 * The letter with `name` signed under "Yours faithfully," where it was signed `previous` (the
 * e-mail's local part); the text as it is when the student has already changed the signature.
 */
export function signLetterAs(text: string, previous: string, name: string): string {
  const closing = 'Yours faithfully,\n\n';
  const at = text.lastIndexOf(`${closing}${previous}`);
  if (at < 0) return text;
  const start = at + closing.length;
  const end = start + previous.length;
  if (end < text.length && text[end] !== '\n') return text;
  return `${text.slice(0, start)}${name}${text.slice(end)}`;
}
