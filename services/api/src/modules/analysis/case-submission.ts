import {
  ACTIONS_TAKEN,
  ISSUE_CATEGORIES,
  type ActionTaken,
  type IssueCategory,
} from '@redress/analysis-engine';
import { ANALYSIS_MESSAGES } from './analysis.errors';

/** Spec 1 §5 fallbacks. */
export const FALLBACKS = {
  title: 'Academic Issue Analysis',
  notSpecified: 'Not specified',
  documentType: 'Academic Policy',
} as const;

export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 10_000;

/** Every field the upload accepts: the structured /input form and the spec's original payload. */
export const SUBMISSION_FIELDS = [
  'userId',
  'title',
  'issueCategory',
  'issueDescription',
  'desiredResolution',
  'actionTaken',
  'universityName',
  'policyLink',
  'documentType',
  'description',
  'documentUrl',
] as const;

const MAX_LENGTHS: Partial<Record<(typeof SUBMISSION_FIELDS)[number], [number, string]>> = {
  title: [255, 'Please keep the title under 255 characters.'],
  desiredResolution: [2000, 'Please keep the desired resolution under 2,000 characters.'],
  universityName: [255, 'Please keep the university name under 255 characters.'],
  policyLink: [2000, 'Please keep the policy link under 2,000 characters.'],
  documentType: [100, 'Please keep the document type under 100 characters.'],
  description: [20_000, 'Please keep the description under 20,000 characters.'],
  documentUrl: [2048, 'The document URL is too long.'],
};

export interface CaseSubmission {
  /** The userId the caller named, if any; the controller compares it with the session. */
  userId?: number;
  title: string;
  issueCategory: IssueCategory;
  issueDescription: string;
  desiredResolution: string;
  actionTaken: ActionTaken;
  universityName: string;
  policyLink: string | null;
  documentType: string;
}

export type SubmissionCheck =
  { ok: true; submission: CaseSubmission } | { ok: false; problems: string[] };

const SECTION_LABELS = [
  'Issue Category',
  'Issue',
  'Desired Resolution',
  'Action Taken',
  'University Name',
  'Policy Link',
] as const;
type SectionLabel = (typeof SECTION_LABELS)[number];
const SECTION_START = new RegExp(`^(${SECTION_LABELS.join('|')}):[ \\t]*`, 'gm');

/**
 * The spec's original client sends one combined `description` with labelled sections instead of
 * the structured fields; read them back so both kinds of caller go through the same rules.
 */
export function parseDescriptionSections(
  description: string,
): Partial<Record<SectionLabel, string>> {
  const starts = [...description.matchAll(SECTION_START)];
  const sections: Partial<Record<SectionLabel, string>> = {};
  starts.forEach((match, i) => {
    const from = (match.index ?? 0) + match[0].length;
    const to = i + 1 < starts.length ? starts[i + 1].index : description.length;
    const value = description.slice(from, to).trim();
    const label = match[1] as SectionLabel;
    if (sections[label] === undefined) sections[label] = value;
  });
  return sections;
}

/** The combined description of spec 1 §3: labelled sections, 'Not specified' for missing ones. */
export function composeDescription(submission: CaseSubmission): string {
  const value = (text: string | null | undefined) => text?.trim() || FALLBACKS.notSpecified;
  const sections: [SectionLabel, string][] = [
    ['Issue Category', value(submission.issueCategory)],
    ['Issue', value(submission.issueDescription)],
    ['Desired Resolution', value(submission.desiredResolution)],
    ['Action Taken', value(submission.actionTaken)],
    ['University Name', value(submission.universityName)],
    ['Policy Link', value(submission.policyLink)],
  ];
  return sections.map(([label, text]) => `${label}: ${text}`).join('\n\n');
}

/** 'Tried informally', 'tried_informally' and 'triedinformally' all name the same action. */
function actionFrom(text: string): ActionTaken | undefined {
  const squashed = text.toLowerCase().replace(/[^a-z]/g, '');
  return (ACTIONS_TAKEN as readonly string[]).includes(squashed)
    ? (squashed as ActionTaken)
    : undefined;
}

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{1,62}$/i;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/**
 * Spec 1 §5: empty is allowed; anything else must look like a web address, and gets `https://`
 * when it has no scheme. Returns undefined when it does not look like one. Whether the address
 * may actually be fetched is decided later, when the worker fetches it.
 */
export function normalisePolicyLink(raw: string): string | null | undefined {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  if (/\s/.test(trimmed)) return undefined;
  const withScheme =
    /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d/.test(trimmed)
      ? trimmed
      : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  const host = url.hostname;
  const acceptable =
    HOST_NAME.test(host) || IPV4.test(host) || host === 'localhost' || host.startsWith('[');
  return acceptable ? withScheme : undefined;
}

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Checks a submission from either kind of caller and applies the spec's fallbacks. Problems are
 * the messages the form shows, in the order of the form's fields.
 */
export function checkSubmission(fields: Record<string, unknown>): SubmissionCheck {
  const problems: string[] = [];
  for (const name of Object.keys(fields)) {
    if (!(SUBMISSION_FIELDS as readonly string[]).includes(name))
      problems.push(`Unknown field "${name}".`);
  }
  for (const name of SUBMISSION_FIELDS) {
    const value = fields[name];
    if (name === 'userId' || value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      problems.push(`${name} must be text.`);
      continue;
    }
    const limit = MAX_LENGTHS[name];
    if (limit && value.length > limit[0]) problems.push(limit[1]);
  }

  let userId: number | undefined;
  const rawUserId = fields.userId;
  if (rawUserId !== undefined && rawUserId !== null && rawUserId !== '') {
    // Only text and numbers can be ids; String() of an object would run its own toString.
    userId =
      typeof rawUserId === 'number'
        ? rawUserId
        : typeof rawUserId === 'string'
          ? Number(rawUserId.trim())
          : Number.NaN;
    if (!Number.isSafeInteger(userId) || userId <= 0) {
      problems.push('userId must be a user id.');
      userId = undefined;
    }
  }

  // The original client's combined description stands in for the fields it carries.
  const sections = parseDescriptionSections(text(fields.description) ?? '');
  const legacy = text(fields.issueDescription) === undefined;
  const fromSection = (label: SectionLabel) => {
    const value = sections[label];
    return value && value !== FALLBACKS.notSpecified ? value : undefined;
  };

  const categoryText = (
    text(fields.issueCategory) ??
    (legacy ? fromSection('Issue Category') : undefined) ??
    ''
  )
    .trim()
    .toLowerCase();
  const issueCategory = (ISSUE_CATEGORIES as readonly string[]).includes(categoryText)
    ? (categoryText as IssueCategory)
    : undefined;
  if (!issueCategory) problems.push(ANALYSIS_MESSAGES.issueCategory);

  const issueDescription = (
    legacy
      ? (fromSection('Issue') ??
        (Object.keys(sections).length ? '' : text(fields.description)) ??
        '')
      : (text(fields.issueDescription) ?? '')
  ).trim();
  if (issueDescription === '') problems.push(ANALYSIS_MESSAGES.issueDescriptionMissing);
  else if (issueDescription.length < DESCRIPTION_MIN)
    problems.push(ANALYSIS_MESSAGES.issueDescriptionShort);
  else if (issueDescription.length > DESCRIPTION_MAX)
    problems.push(ANALYSIS_MESSAGES.issueDescriptionLong);

  const actionText =
    text(fields.actionTaken) ?? (legacy ? fromSection('Action Taken') : undefined) ?? '';
  const actionTaken = actionFrom(actionText);
  if (!actionTaken) problems.push(ANALYSIS_MESSAGES.actionTaken);

  const rawLink =
    text(fields.policyLink) ?? (legacy ? fromSection('Policy Link') : undefined) ?? '';
  const policyLink = normalisePolicyLink(rawLink);
  if (policyLink === undefined) problems.push(ANALYSIS_MESSAGES.policyLink);

  if (problems.length || !issueCategory || !actionTaken || policyLink === undefined)
    return { ok: false, problems };

  const optional = (value: string | undefined) => value?.trim() || undefined;
  return {
    ok: true,
    submission: {
      ...(userId !== undefined ? { userId } : {}),
      title: optional(text(fields.title)) ?? FALLBACKS.title,
      issueCategory,
      issueDescription,
      desiredResolution:
        optional(text(fields.desiredResolution)) ??
        (legacy ? fromSection('Desired Resolution') : undefined) ??
        FALLBACKS.notSpecified,
      actionTaken,
      universityName:
        optional(text(fields.universityName)) ??
        (legacy ? fromSection('University Name') : undefined) ??
        FALLBACKS.notSpecified,
      policyLink,
      documentType: optional(text(fields.documentType)) ?? FALLBACKS.documentType,
    },
  };
}

/** The fields a case started again from an earlier one may send: all but the policy's. */
export const REMIX_FIELDS = [
  'title',
  'issueCategory',
  'issueDescription',
  'desiredResolution',
  'actionTaken',
  'universityName',
] as const;

/**
 * Checks the corrected story of a case started again from `earlier`, by the intake's own rules.
 * The policy is the earlier case's (its link, or its upload, which the service copies), so a
 * policy sent here is refused rather than silently ignored.
 */
export function checkRemix(
  fields: Record<string, unknown>,
  earlier: { policyLink: string | null; documentType: string },
): SubmissionCheck {
  const unknown = Object.keys(fields)
    .filter((name) => !(REMIX_FIELDS as readonly string[]).includes(name))
    .map((name) => `Unknown field "${name}".`);
  if (unknown.length) return { ok: false, problems: unknown };
  return checkSubmission({
    ...fields,
    // Present, so a missing story is "Please describe your issue." and never read as the
    // original client's combined description.
    issueDescription: fields.issueDescription ?? '',
    policyLink: earlier.policyLink ?? '',
    documentType: earlier.documentType,
  });
}

/** A file name fit to show back to the student: no path, no control characters, bounded. */
export function displayFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'policy').slice(0, 200);
}
