import { type ActionTaken, type IssueCategory } from '@redress/analysis-engine';
import {
  actionTakenFrom,
  checkCaseIntake,
  issueCategoryFrom,
  normalizePolicyLink,
  NOT_SPECIFIED,
  specifiedText,
  type ActionTakenValue,
  type CaseIntakeProblems,
  type IssueCategoryValue,
} from '@redress/domain';

/** Spec 1 §5 fallbacks. */
export const FALLBACKS = {
  title: 'Academic Issue Analysis',
  notSpecified: NOT_SPECIFIED,
  documentType: 'Academic Policy',
} as const;

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

type SubmissionField = (typeof SUBMISSION_FIELDS)[number];

/** Limits of the fields only the spec's original payload sends; the form's are the intake's. */
const PAYLOAD_MAX_LENGTHS: Partial<Record<SubmissionField, [number, string]>> = {
  description: [20_000, 'Please keep the description under 20,000 characters.'],
  documentUrl: [2048, 'The document URL is too long.'],
};

// The engine's lists and the form's options name the same categories and actions.
const sameValues: [IssueCategoryValue, ActionTakenValue] extends [IssueCategory, ActionTaken]
  ? [IssueCategory, ActionTaken] extends [IssueCategoryValue, ActionTakenValue]
    ? true
    : never
  : never = true;
void sameValues;

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

/**
 * A refused submission lists every problem (`problems`, in the order of the form's fields) and,
 * for the problems that concern one field, the first of each by that field's name (`fields`), so
 * the form can show it beside the input.
 */
export type SubmissionCheck =
  | { ok: true; submission: CaseSubmission }
  | { ok: false; problems: string[]; fields: Partial<Record<SubmissionField, string>> };

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

function text(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Checks a submission from either kind of caller by the intake's rules and applies the spec's
 * fallbacks. Problems are the messages the form shows, in the order of the form's fields.
 */
export function checkSubmission(fields: Record<string, unknown>): SubmissionCheck {
  const problems: string[] = [];
  const byField: Partial<Record<SubmissionField, string>> = {};
  const refuse = (message: string, field?: SubmissionField) => {
    problems.push(message);
    if (field && !byField[field]) byField[field] = message;
  };
  for (const name of Object.keys(fields)) {
    if (!(SUBMISSION_FIELDS as readonly string[]).includes(name))
      refuse(`Unknown field "${name}".`);
  }
  for (const name of SUBMISSION_FIELDS) {
    const value = fields[name];
    if (name === 'userId' || value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      refuse(`${name} must be text.`, name);
      continue;
    }
    const limit = PAYLOAD_MAX_LENGTHS[name];
    if (limit && value.length > limit[0]) refuse(limit[1], name);
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
      refuse('userId must be a user id.', 'userId');
      userId = undefined;
    }
  }

  // The original client's combined description stands in for the fields it carries.
  const sections = parseDescriptionSections(text(fields.description) ?? '');
  const legacy = text(fields.issueDescription) === undefined;
  const fromSection = (label: SectionLabel) => {
    if (!legacy) return undefined;
    const value = sections[label];
    return specifiedText(value) || undefined;
  };
  const optional = (value: string | undefined) => value?.trim() || undefined;

  const intake = {
    title: text(fields.title),
    issueCategory: text(fields.issueCategory) ?? fromSection('Issue Category'),
    issueDescription: legacy
      ? (fromSection('Issue') ?? (Object.keys(sections).length ? '' : text(fields.description)))
      : text(fields.issueDescription),
    desiredResolution:
      optional(text(fields.desiredResolution)) ?? fromSection('Desired Resolution'),
    actionTaken: text(fields.actionTaken) ?? fromSection('Action Taken'),
    universityName: optional(text(fields.universityName)) ?? fromSection('University Name'),
    policyLink: text(fields.policyLink) ?? fromSection('Policy Link'),
    documentType: text(fields.documentType),
  };
  const intakeProblems: CaseIntakeProblems = checkCaseIntake(intake);
  for (const [field, message] of Object.entries(intakeProblems))
    refuse(message, field as SubmissionField);

  const issueCategory = issueCategoryFrom(intake.issueCategory ?? '');
  const actionTaken = actionTakenFrom(intake.actionTaken ?? '');
  const policyLink = normalizePolicyLink(intake.policyLink ?? '');
  if (problems.length || !issueCategory || !actionTaken || policyLink === undefined)
    return { ok: false, problems, fields: byField };

  return {
    ok: true,
    submission: {
      ...(userId !== undefined ? { userId } : {}),
      title: optional(intake.title) ?? FALLBACKS.title,
      issueCategory,
      issueDescription: (intake.issueDescription ?? '').trim(),
      desiredResolution: intake.desiredResolution ?? FALLBACKS.notSpecified,
      actionTaken,
      universityName: intake.universityName ?? FALLBACKS.notSpecified,
      policyLink: policyLink || null,
      documentType: optional(intake.documentType) ?? FALLBACKS.documentType,
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
  if (unknown.length) return { ok: false, problems: unknown, fields: {} };
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
