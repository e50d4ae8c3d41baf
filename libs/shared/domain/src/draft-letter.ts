/**
 * The draft letter (spec 1 §4 "Draft"): pure rules shared by the API (exports) and the draft page.
 *
 * The spec's rules match words in the *labels* the student saw ('Not yet', 'Submitted
 * complaint', ...), while a case stores the form's codes (`notyet`, `submittedcomplaint`, ...).
 * Every rule therefore reads the label first (`actionTakenLabel`, `issueCategoryLabel`); text
 * that is not a known code (older cases, free text) is matched as it is.
 */

export const NOT_SPECIFIED = 'Not specified';

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

const SUBJECT_PREFIX: Record<LetterKind, string> = {
  'formal-complaint': 'Formal complaint',
  appeal: 'Appeal',
  'follow-up': 'Follow-up',
  escalation: 'Request to escalate',
};

function sentence(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (!trimmed) return trimmed;
  return /[.!?”")]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** The first paragraph, saying what the letter is and what it asks of the reader. */
export function openingParagraph(input: {
  kind: LetterKind;
  matter: string;
  actionTaken?: string | null;
}): string {
  const { kind, matter } = input;
  switch (kind) {
    case 'formal-complaint':
      return `I am writing to make a formal complaint about ${matter}. I ask that it be investigated under your complaints procedure and that I receive a written response.`;
    case 'appeal':
      return `I am writing to appeal against ${matter}. I ask that the decision be reconsidered under your appeals procedure, for the reasons set out below.`;
    case 'follow-up': {
      const done = actionTakenLabel(input.actionTaken);
      const already = done === NOT_SPECIFIED ? '' : ` (${lowerFirst(done)})`;
      return `I am writing to follow up on ${matter}, which I have already raised with you${already}. The matter has not been resolved, and I ask that it now be dealt with formally and without further delay.`;
    }
    case 'escalation':
      return `I am writing to escalate my case about ${matter}. The response I have received so far has not resolved it, and I ask that it be considered at the next stage of your procedure.`;
  }
}

export interface LetterDocument {
  title?: string | null;
  issueCategory?: string | null;
  actionTaken?: string | null;
  universityName?: string | null;
  desiredResolution?: string | null;
}

export interface LetterReport {
  keyIssues: readonly string[];
  relevantPolicies: readonly { quote: string; location?: string | null }[];
  bestCaseScenario: string;
  actionSteps: readonly string[];
  deadlines?: readonly { description: string; quote: string; location?: string | null }[];
}

export interface LetterUser {
  email?: string | null;
}

export const LETTER_PLACEHOLDERS = {
  email: '[Your email]',
  phone: '[Your phone number]',
  reference: '[Your student ID or reference number]',
} as const;

export const MAX_KEY_ISSUES = 3;

/** Spec §3: the part of the e-mail before the @, or 'Student'. */
export function signatureName(email?: string | null): string {
  const local = (email ?? '').split('@')[0]?.trim() ?? '';
  return local && (email ?? '').includes('@') ? local : 'Student';
}

/** 'To the <universityName> ...', or a generic addressee when the university is not known. */
export function addressee(universityName?: string | null): string {
  const name = (universityName ?? '').trim();
  if (!name || name.toLowerCase() === NOT_SPECIFIED.toLowerCase())
    return 'To the Student Complaints and Appeals Office';
  return `To the ${name} Student Complaints and Appeals Office`;
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

/** The date line, e.g. '22 November 2026' (UTC, so the API and a browser agree). */
export function letterDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** What the letter is about, as it reads inside a sentence ('the matter of ...'). */
function matterOf(title?: string | null): string {
  const text = (title ?? '').trim().replace(/[.\s]+$/, '');
  return text ? `my case “${text}”` : 'my case';
}

/**
 * The whole letter (spec §4): date line, addressee, subject, opening, up to the first 3 key
 * issues, the relevant policies quoted with their location, the best case as the remedy sought,
 * the first action step, the time limit the student is acting within, a placeholder sign-off and
 * the signature.
 */
export function composeLetter(input: {
  document: LetterDocument;
  report: LetterReport;
  user: LetterUser;
  today?: Date;
}): string {
  const { document, report, user } = input;
  const kind = letterKind(document.actionTaken, document.issueCategory);
  const title = (document.title ?? '').trim();
  const blocks: string[] = [];

  blocks.push(letterDate(input.today ?? new Date()));
  blocks.push(addressee(document.universityName));
  blocks.push(`Subject: ${SUBJECT_PREFIX[kind]}${title ? ` – ${title}` : ''}`);
  blocks.push('Dear Sir or Madam,');
  blocks.push(
    openingParagraph({ kind, matter: matterOf(title), actionTaken: document.actionTaken }),
  );

  const issues = report.keyIssues.map((issue) => issue.trim()).filter(Boolean);
  const shown = issues.slice(0, MAX_KEY_ISSUES);
  if (shown.length === 1) {
    blocks.push(`The key issue is this: ${sentence(lowerFirst(shown[0]))}`);
  } else if (shown.length > 1) {
    blocks.push(
      ['The key issues are:', ...shown.map((issue, i) => `${i + 1}. ${sentence(issue)}`)].join(
        '\n',
      ),
    );
  }

  const policies = report.relevantPolicies.filter((policy) => policy.quote.trim());
  if (policies.length) {
    blocks.push(
      [
        'Your own regulations are relevant here:',
        ...policies.map((policy) => {
          const where = (policy.location ?? '').trim();
          return `- “${policy.quote.trim()}”${where ? ` (${where})` : ''}`;
        }),
      ].join('\n'),
    );
  }

  const desired = (document.desiredResolution ?? '').trim();
  const remedy = report.bestCaseScenario.trim();
  if (remedy) {
    blocks.push(`The outcome I am seeking is as follows. ${sentence(remedy)}`);
  } else if (desired && desired !== NOT_SPECIFIED) {
    blocks.push(`The outcome I am seeking: ${sentence(desired)}`);
  }

  const firstStep = report.actionSteps.map((step) => step.trim()).find(Boolean);
  if (firstStep) {
    blocks.push(
      `I understand the next step in this procedure to be as follows, and I am acting on it: ${sentence(firstStep)}`,
    );
  }

  const deadline = report.deadlines?.find((item) => item.description.trim());
  if (deadline) {
    const where = (deadline.location ?? '').trim();
    blocks.push(
      `I am writing within the time limit your procedure sets: ${lowerFirst(deadline.description.trim().replace(/\.$/, ''))} (“${deadline.quote.trim()}”${where ? `, ${where}` : ''}).`,
    );
  }

  blocks.push(
    'Please acknowledge receipt of this letter and tell me when I can expect a full response. I am happy to provide any further information or evidence you need, and I can be contacted using the details below.',
  );
  blocks.push(
    [
      'Yours faithfully,',
      '',
      signatureName(user.email),
      `Email: ${LETTER_PLACEHOLDERS.email}`,
      `Phone: ${LETTER_PLACEHOLDERS.phone}`,
      `Student ID or reference number: ${LETTER_PLACEHOLDERS.reference}`,
    ].join('\n'),
  );
  return blocks.join('\n\n');
}
