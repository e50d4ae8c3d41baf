// The Submit an Issue form (spec document 1, sections 2, 3 and 5): its options, defaults,
// messages and checks. Pure, so the form, its tests and any other caller agree on every word.

import { localIsoDate } from '../dates/dates';
import { STEP_DATE_MESSAGES, stepDateProblem } from './case-file';

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

type LimitedCaseField = keyof typeof CASE_FIELD_MAX_LENGTHS;

const characters = (count: number) => `${count.toLocaleString('en-US')} characters`;
const tooLong = (what: string, field: LimitedCaseField) =>
  `Please keep ${what} under ${characters(CASE_FIELD_MAX_LENGTHS[field])}.`;

export const CASE_FORM_MESSAGES = {
  issueCategory: 'Please select the type of issue.',
  actionTaken: "Please select what action you've taken so far.",
  issueDescriptionMissing: 'Please describe your issue.',
  issueDescriptionShort: `Please describe your issue in at least ${characters(ISSUE_DESCRIPTION_MIN_LENGTH)}.`,
  issueDescriptionLong: `Please keep the description of your issue under ${characters(ISSUE_DESCRIPTION_MAX_LENGTH)}.`,
  policyLink:
    'Please enter a valid website address (e.g., example.edu/policy or redress.example/policy).',
  decisionReceivedOn: STEP_DATE_MESSAGES.decisionReceivedOn,
  tooLong: {
    title: tooLong('the title', 'title'),
    desiredResolution: tooLong('the desired resolution', 'desiredResolution'),
    universityName: tooLong('the university name', 'universityName'),
    policyLink: tooLong('the policy link', 'policyLink'),
    documentType: tooLong('the document type', 'documentType'),
  } satisfies Record<LimitedCaseField, string>,
} as const;

export type CaseFormErrors = Partial<Record<CaseFormField, string>>;

/** The fields of a case that the intake's rules read: the form's, except the decision date. */
export type CaseIntakeField = Exclude<CaseFormField, 'decisionReceivedOn'>;

/** A case as it reaches the rules: text where the sender gave text, absent otherwise. */
export type CaseIntakeInput = Partial<Record<CaseIntakeField, string>>;

/** What is wrong with a case, one message per field, in the order the problems were found. */
export type CaseIntakeProblems = Partial<Record<CaseIntakeField, string>>;

/** The category a text names ('Academic ' is 'academic'), or undefined. */
export function issueCategoryFrom(text: string): IssueCategoryValue | undefined {
  const value = text.trim().toLowerCase();
  return ISSUE_CATEGORY_OPTIONS.find((option) => option.value === value)?.value;
}

/** 'Tried informally', 'tried_informally' and 'triedinformally' all name the same action. */
export function actionTakenFrom(text: string): ActionTakenValue | undefined {
  const squashed = text.toLowerCase().replace(/[^a-z]/g, '');
  return ACTION_TAKEN_OPTIONS.find((option) => option.value === squashed)?.value;
}

// The WHATWG URL parser is there in browsers and in Node alike; this library's `lib` setting
// (es2023, no DOM) does not declare it, so the part used here is declared for this file only.
declare const URL: new (input: string) => {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
};

const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{1,62}$/i;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
// "example.edu:8080/policy" names a port, not a scheme.
const HOST_WITH_PORT = /^[^:/]+:\d/;

/**
 * The policy link as it is sent (spec document 1, section 5): empty stays empty, a link without
 * a scheme gets https://. Undefined when it does not look like a web address. Whether the
 * address may actually be fetched is decided later, when the worker fetches it.
 */
export function normalizePolicyLink(raw: string): string | undefined {
  const trimmed = raw.trim();
  if (trimmed === '') return '';
  if (/\s/.test(trimmed)) return undefined;
  const withScheme =
    HAS_SCHEME.test(trimmed) && !HOST_WITH_PORT.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(withScheme);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  // Credentials in a link ("user:pw@host") are never a policy page.
  if (url.username || url.password) return undefined;
  const host = url.hostname;
  const looksLikeHost =
    HOST_NAME.test(host) || IPV4.test(host) || host === 'localhost' || host.startsWith('[');
  return looksLikeHost ? withScheme : undefined;
}

/**
 * The intake's rules, the same for the form and the API: what is wrong with a case, keyed by
 * field, in the words the form shows. Empty when the case can be accepted. Text too long for
 * its field is that field's only problem.
 */
export function checkCaseIntake(input: CaseIntakeInput): CaseIntakeProblems {
  const problems: CaseIntakeProblems = {};
  for (const field of Object.keys(CASE_FIELD_MAX_LENGTHS) as LimitedCaseField[]) {
    if ((input[field]?.length ?? 0) > CASE_FIELD_MAX_LENGTHS[field])
      problems[field] = CASE_FORM_MESSAGES.tooLong[field];
  }
  if (!issueCategoryFrom(input.issueCategory ?? ''))
    problems.issueCategory = CASE_FORM_MESSAGES.issueCategory;
  const description = (input.issueDescription ?? '').trim();
  if (description === '') problems.issueDescription = CASE_FORM_MESSAGES.issueDescriptionMissing;
  else if (description.length < ISSUE_DESCRIPTION_MIN_LENGTH)
    problems.issueDescription = CASE_FORM_MESSAGES.issueDescriptionShort;
  else if (description.length > ISSUE_DESCRIPTION_MAX_LENGTH)
    problems.issueDescription = CASE_FORM_MESSAGES.issueDescriptionLong;
  if (!actionTakenFrom(input.actionTaken ?? ''))
    problems.actionTaken = CASE_FORM_MESSAGES.actionTaken;
  if (!problems.policyLink && normalizePolicyLink(input.policyLink ?? '') === undefined)
    problems.policyLink = CASE_FORM_MESSAGES.policyLink;
  return problems;
}

/**
 * The form's problems, by field, in the spec's words: the intake's rules, and the decision
 * date that only the form asks for. Empty when the form can be sent. `today` is the student's
 * own calendar day (a decision date may not be later).
 */
export function validateCaseForm(form: CaseForm, today = localIsoDate()): CaseFormErrors {
  const errors: CaseFormErrors = checkCaseIntake(form);
  const decided = form.decisionReceivedOn.trim();
  const decidedProblem =
    decided === '' ? undefined : stepDateProblem('decisionReceivedOn', decided, today);
  if (decidedProblem) errors.decisionReceivedOn = decidedProblem;
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

/** What a case shows for a field the student left empty (spec 1 §3 and §5). */
export const NOT_SPECIFIED = 'Not specified';

/** The text the student gave: '' for nothing, and for the NOT_SPECIFIED put in its place. */
export function specifiedText(value: string | null | undefined): string {
  return value && value !== NOT_SPECIFIED ? value : '';
}

/**
 * The form filled from a case the student sent before, to start again from it. What the server
 * filled in for a field left empty ('Not specified') is empty again, so it is not sent back as
 * if the student had written it.
 */
export function caseFormFromCase(stored: StoredCaseFields): CaseForm {
  return {
    ...EMPTY_CASE_FORM,
    title: stored.title,
    issueCategory: stored.issueCategory ?? EMPTY_CASE_FORM.issueCategory,
    issueDescription: specifiedText(stored.issueDescription),
    desiredResolution: specifiedText(stored.desiredResolution),
    actionTaken: stored.actionTaken ?? EMPTY_CASE_FORM.actionTaken,
    universityName: specifiedText(stored.universityName),
    policyLink: specifiedText(stored.policyLink),
    documentType: stored.documentType,
  };
}

/** True when the student has typed anything worth keeping. */
export function isCaseFormTouched(form: CaseForm): boolean {
  return CASE_FORM_FIELDS.some((field) => form[field] !== EMPTY_CASE_FORM[field]);
}

// The policy document (spec document 1, sections 1 and 9).
/**
 * The largest policy file, in MB: the API's default (an operator may set another with
 * UPLOAD_MAX_MB) and the limit the form checks before uploading.
 */
export const POLICY_FILE_MAX_MB = 10;
export const POLICY_FILE_MAX_BYTES = POLICY_FILE_MAX_MB * 1024 * 1024;
export const POLICY_FILE_EXTENSIONS = ['.pdf', '.docx', '.txt'] as const;
export const POLICY_FILE_ACCEPT = [
  ...POLICY_FILE_EXTENSIONS,
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
].join(',');

/** A policy file over the limit, `limitMb` megabytes (up to two decimals are shown). */
export function policyFileTooLarge(limitMb: number): string {
  return `This file is larger than ${Number(limitMb.toFixed(2))} MB. Please upload a smaller copy of the policy.`;
}

export const POLICY_FILE_MESSAGES = {
  tooLarge: policyFileTooLarge(POLICY_FILE_MAX_MB),
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
