// The Submit an Issue form (spec document 1, sections 2, 3 and 5): its options, defaults,
// messages and checks. Pure, so the form, its tests and any other caller agree on every word.

import { localIsoDate } from '../dates/dates';

export const ISSUE_CATEGORY_OPTIONS = [
  { value: 'admissions', label: 'Admissions complaints and appeals' },
  { value: 'academic', label: 'Appeals about academic decisions' },
  { value: 'service', label: 'Service issue complaints' },
] as const;

export const ACTION_TAKEN_OPTIONS = [
  { value: 'notyet', label: 'Not yet' },
  { value: 'triedinformally', label: 'Tried informally' },
  { value: 'submittedcomplaint', label: 'Submitted complaint' },
  { value: 'requestedreview', label: 'Requested review' },
  { value: 'escalatedtoombudsman', label: 'Escalated to ombudsman' },
] as const;

export type IssueCategoryValue = (typeof ISSUE_CATEGORY_OPTIONS)[number]['value'];
export type ActionTakenValue = (typeof ACTION_TAKEN_OPTIONS)[number]['value'];

/** What the student types. Every field is text so a half-finished draft can be kept as it is. */
export interface CaseForm {
  title: string;
  issueCategory: string;
  issueDescription: string;
  desiredResolution: string;
  actionTaken: string;
  universityName: string;
  policyLink: string;
  documentType: string;
  /**
   * The day a decision reached the student (`YYYY-MM-DD`), or empty. Not part of the case: once
   * the case exists it is recorded on its case file as "Decision received", which starts the
   * time limits that run from the decision.
   */
  decisionReceivedOn: string;
}

export type CaseFormField = keyof CaseForm;

/** The spec's defaults: title empty, category academic, action notyet. */
export const EMPTY_CASE_FORM: Readonly<CaseForm> = {
  title: '',
  issueCategory: 'academic',
  issueDescription: '',
  desiredResolution: '',
  actionTaken: 'notyet',
  decisionReceivedOn: '',
  universityName: '',
  policyLink: '',
  documentType: '',
};

export const CASE_FORM_FIELDS = Object.keys(EMPTY_CASE_FORM) as readonly CaseFormField[];

export const ISSUE_DESCRIPTION_MIN_LENGTH = 20;
export const ISSUE_DESCRIPTION_MAX_LENGTH = 10_000;

/** Longest values the API accepts for the free-text fields. */
export const CASE_FIELD_MAX_LENGTHS = {
  title: 255,
  desiredResolution: 2000,
  universityName: 255,
  policyLink: 2000,
  documentType: 100,
} as const satisfies Partial<Record<CaseFormField, number>>;

export const CASE_FORM_MESSAGES = {
  issueCategory: 'Please select the type of issue.',
  actionTaken: "Please select what action you've taken so far.",
  issueDescriptionMissing: 'Please describe your issue.',
  issueDescriptionShort: 'Please describe your issue in at least 20 characters.',
  issueDescriptionLong: 'Please keep the description of your issue under 10,000 characters.',
  policyLink:
    'Please enter a valid website address (e.g., example.edu/policy or redress.example/policy).',
  decisionReceivedOn: 'Please enter the day the decision reached you (it cannot be in the future).',
} as const;

export type CaseFormErrors = Partial<Record<CaseFormField, string>>;

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{1,62}$/i;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// "example.edu:8080/policy" names a port, not a scheme.
const HOST_WITH_PORT = /^[^:/]+:\d/;
const WEB_ADDRESS = /^https?:\/\/([^/?#]*)(?:[/?#]\S*)?$/i;

/**
 * The policy link as it is sent: empty stays empty, a link without http:// or https:// gets
 * https:// (spec document 1, section 5). Undefined when it does not look like a web address.
 */
export function normalizePolicyLink(raw: string): string | undefined {
  const trimmed = raw.trim();
  if (trimmed === '') return '';
  if (/\s/.test(trimmed)) return undefined;
  const withScheme =
    HAS_SCHEME.test(trimmed) && !HOST_WITH_PORT.test(trimmed) ? trimmed : `https://${trimmed}`;
  // A plain reading of scheme and authority: this library runs without the DOM's URL parser.
  const parts = WEB_ADDRESS.exec(withScheme);
  if (!parts) return undefined;
  const [, authority = ''] = parts;
  // Credentials in a link ("user:pw@host") are never a policy page.
  if (authority.includes('@')) return undefined;
  const hostAndPort = /^([^:]+)(?::\d{1,5})?$/.exec(authority);
  const host = hostAndPort?.[1] ?? '';
  const looksLikeHost = HOST_NAME.test(host) || IPV4.test(host) || host === 'localhost';
  return looksLikeHost ? withScheme : undefined;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day, `YYYY-MM-DD`, no later than `latest`. */
function isDayUpTo(value: string, latest: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value && value <= latest;
}

/**
 * The form's problems, by field, in the spec's words. Empty when the form can be sent. `today`
 * is the student's own calendar day (a decision date may not be later).
 */
export function validateCaseForm(form: CaseForm, today = localIsoDate()): CaseFormErrors {
  const errors: CaseFormErrors = {};
  if (!ISSUE_CATEGORY_OPTIONS.some((option) => option.value === form.issueCategory)) {
    errors.issueCategory = CASE_FORM_MESSAGES.issueCategory;
  }
  const description = form.issueDescription.trim();
  if (description === '') errors.issueDescription = CASE_FORM_MESSAGES.issueDescriptionMissing;
  else if (description.length < ISSUE_DESCRIPTION_MIN_LENGTH)
    errors.issueDescription = CASE_FORM_MESSAGES.issueDescriptionShort;
  else if (description.length > ISSUE_DESCRIPTION_MAX_LENGTH)
    errors.issueDescription = CASE_FORM_MESSAGES.issueDescriptionLong;
  if (!ACTION_TAKEN_OPTIONS.some((option) => option.value === form.actionTaken)) {
    errors.actionTaken = CASE_FORM_MESSAGES.actionTaken;
  }
  if (normalizePolicyLink(form.policyLink) === undefined) {
    errors.policyLink = CASE_FORM_MESSAGES.policyLink;
  }
  const decided = form.decisionReceivedOn.trim();
  if (decided !== '' && !isDayUpTo(decided, today)) {
    errors.decisionReceivedOn = CASE_FORM_MESSAGES.decisionReceivedOn;
  }
  return errors;
}

/** The fields as the API receives them: trimmed, the policy link with its scheme. */
export function caseFormPayload(form: CaseForm): CaseForm {
  const trimmed = Object.fromEntries(
    CASE_FORM_FIELDS.map((field) => [field, form[field].trim()]),
  ) as unknown as CaseForm;
  return { ...trimmed, policyLink: normalizePolicyLink(form.policyLink) ?? trimmed.policyLink };
}

/**
 * Which field a message of the API's 400 answer belongs to, so the server's words appear under
 * the right input. Messages the form does not know stay with the form as a whole.
 */
export function caseFieldOfMessage(message: string): CaseFormField | undefined {
  switch (message) {
    case CASE_FORM_MESSAGES.issueCategory:
      return 'issueCategory';
    case CASE_FORM_MESSAGES.actionTaken:
      return 'actionTaken';
    case CASE_FORM_MESSAGES.issueDescriptionMissing:
    case CASE_FORM_MESSAGES.issueDescriptionShort:
    case CASE_FORM_MESSAGES.issueDescriptionLong:
      return 'issueDescription';
    case CASE_FORM_MESSAGES.policyLink:
      return 'policyLink';
    case CASE_FORM_MESSAGES.decisionReceivedOn:
      return 'decisionReceivedOn';
    default:
      return undefined;
  }
}

/**
 * A form read back from storage or from a link that pre-fills it: known text fields only, the
 * defaults for everything missing. Anything else (a stale shape, a hostile value) is ignored.
 */
export function caseFormFrom(value: unknown): CaseForm {
  const form: CaseForm = { ...EMPTY_CASE_FORM };
  if (typeof value !== 'object' || value === null) return form;
  for (const field of CASE_FORM_FIELDS) {
    const candidate = (value as Record<string, unknown>)[field];
    if (typeof candidate === 'string') form[field] = candidate;
  }
  return form;
}

/** A stored case's fields as the API shows them (the ones the intake form has). */
export interface StoredCaseFields {
  title: string;
  issueCategory: string | null;
  issueDescription: string | null;
  desiredResolution: string | null;
  actionTaken: string | null;
  universityName: string | null;
  policyLink: string | null;
  documentType: string;
}

/**
 * The form filled from a case the student sent before, to start again from it. What the server
 * filled in for a field left empty ('Not specified') is empty again, so it is not sent back as
 * if the student had written it.
 */
export function caseFormFromCase(stored: StoredCaseFields): CaseForm {
  const given = (value: string | null) => (value && value !== 'Not specified' ? value : '');
  return {
    ...EMPTY_CASE_FORM,
    title: stored.title,
    issueCategory: stored.issueCategory ?? EMPTY_CASE_FORM.issueCategory,
    issueDescription: given(stored.issueDescription),
    desiredResolution: given(stored.desiredResolution),
    actionTaken: stored.actionTaken ?? EMPTY_CASE_FORM.actionTaken,
    universityName: given(stored.universityName),
    policyLink: given(stored.policyLink),
    documentType: stored.documentType,
  };
}

/** True when the student has typed anything worth keeping. */
export function isCaseFormTouched(form: CaseForm): boolean {
  return CASE_FORM_FIELDS.some((field) => form[field] !== EMPTY_CASE_FORM[field]);
}

// The policy document (spec document 1, sections 1 and 9).
export const POLICY_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const POLICY_FILE_EXTENSIONS = ['.pdf', '.docx', '.txt'] as const;
export const POLICY_FILE_ACCEPT = [
  ...POLICY_FILE_EXTENSIONS,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
].join(',');

export const POLICY_FILE_MESSAGES = {
  tooLarge: 'This file is larger than 10 MB. Please upload a smaller copy of the policy.',
  wrongType: 'Please upload the policy as a PDF, DOCX or TXT file.',
  empty: 'This file is empty. Please choose the policy document itself.',
} as const;

/** A problem with the chosen file that is clear before uploading it, or undefined. */
export function checkPolicyFile(file: { name: string; size: number }): string | undefined {
  const name = file.name.toLowerCase();
  if (!POLICY_FILE_EXTENSIONS.some((extension) => name.endsWith(extension)))
    return POLICY_FILE_MESSAGES.wrongType;
  if (file.size === 0) return POLICY_FILE_MESSAGES.empty;
  if (file.size > POLICY_FILE_MAX_BYTES) return POLICY_FILE_MESSAGES.tooLarge;
  return undefined;
}

/** e.g. 512 → '512 bytes', 2048 → '2 KB', 3_500_000 → '3.3 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * The free plan's allowance as the intake page states it before the form, e.g. '2 of 3 free
 * analyses left today'; at 0, when the count starts again (in the reader's time).
 */
export function analysesLeftText(remaining: number, limit: number, resetsAt?: Date): string {
  if (remaining > 0) {
    const noun = limit === 1 ? 'free analysis' : 'free analyses';
    return `${remaining} of ${limit} ${noun} left today`;
  }
  const again = resetsAt
    ? ` You can submit a new case from ${resetsAt.toLocaleString('en-US', {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      })}.`
    : ' You can submit a new case tomorrow.';
  return `You have used your ${limit} free analyses for today.${again}`;
}
