// Good and bad cases for the intake's rules, with the answer each must get, keyed by field. The
// domain's unit test runs them through checkCaseIntake and the API's integration test posts them
// to the upload route, so the form and the API are held to the same table.
import {
  CASE_FIELD_MAX_LENGTHS,
  CASE_FORM_MESSAGES,
  ISSUE_DESCRIPTION_MAX_LENGTH,
  ISSUE_DESCRIPTION_MIN_LENGTH,
  type CaseIntakeInput,
  type CaseIntakeProblems,
} from './case-intake';

/** A case that passes every rule; each case below changes it in one way or a few. */
export const GOOD_CASE_INTAKE = {
  issueCategory: 'academic',
  issueDescription: 'My grade appeal was rejected without a hearing.',
  actionTaken: 'notyet',
} as const satisfies CaseIntakeInput;

export interface CaseIntakeCase {
  name: string;
  input: CaseIntakeInput;
  /** The answer by field; empty for a good case. */
  problems: CaseIntakeProblems;
}

const text = (length: number) => 'x'.repeat(length);
const m = CASE_FORM_MESSAGES;

export const GOOD_CASE_INTAKES: readonly CaseIntakeCase[] = [
  { name: 'the three required fields', input: GOOD_CASE_INTAKE, problems: {} },
  {
    name: 'every field at its longest',
    input: {
      ...GOOD_CASE_INTAKE,
      title: text(CASE_FIELD_MAX_LENGTHS.title),
      issueDescription: text(ISSUE_DESCRIPTION_MAX_LENGTH),
      desiredResolution: text(CASE_FIELD_MAX_LENGTHS.desiredResolution),
      universityName: text(CASE_FIELD_MAX_LENGTHS.universityName),
      documentType: text(CASE_FIELD_MAX_LENGTHS.documentType),
    },
    problems: {},
  },
  {
    name: 'the shortest description',
    input: { ...GOOD_CASE_INTAKE, issueDescription: text(ISSUE_DESCRIPTION_MIN_LENGTH) },
    problems: {},
  },
  {
    name: 'each category and action as the form sends them',
    input: { ...GOOD_CASE_INTAKE, issueCategory: 'service', actionTaken: 'escalatedtoombudsman' },
    problems: {},
  },
  {
    name: 'an action written out in words',
    input: { ...GOOD_CASE_INTAKE, actionTaken: 'Tried informally' },
    problems: {},
  },
  {
    name: 'a policy link without a scheme',
    input: { ...GOOD_CASE_INTAKE, policyLink: 'example.edu/policy' },
    problems: {},
  },
  {
    name: 'a policy link with a port',
    input: { ...GOOD_CASE_INTAKE, policyLink: 'example.edu:8080/policy' },
    problems: {},
  },
];

export const BAD_CASE_INTAKES: readonly CaseIntakeCase[] = [
  {
    name: 'no category',
    input: { ...GOOD_CASE_INTAKE, issueCategory: undefined },
    problems: { issueCategory: m.issueCategory },
  },
  {
    name: 'an unknown category',
    input: { ...GOOD_CASE_INTAKE, issueCategory: 'housing' },
    problems: { issueCategory: m.issueCategory },
  },
  {
    name: 'no action',
    input: { ...GOOD_CASE_INTAKE, actionTaken: undefined },
    problems: { actionTaken: m.actionTaken },
  },
  {
    name: 'an unknown action',
    input: { ...GOOD_CASE_INTAKE, actionTaken: 'sued' },
    problems: { actionTaken: m.actionTaken },
  },
  {
    name: 'an empty description',
    input: { ...GOOD_CASE_INTAKE, issueDescription: '' },
    problems: { issueDescription: m.issueDescriptionMissing },
  },
  {
    name: 'a description of spaces',
    input: { ...GOOD_CASE_INTAKE, issueDescription: '   ' },
    problems: { issueDescription: m.issueDescriptionMissing },
  },
  {
    name: 'a short description',
    input: { ...GOOD_CASE_INTAKE, issueDescription: text(ISSUE_DESCRIPTION_MIN_LENGTH - 1) },
    problems: { issueDescription: m.issueDescriptionShort },
  },
  {
    name: 'a description over the limit',
    input: { ...GOOD_CASE_INTAKE, issueDescription: text(ISSUE_DESCRIPTION_MAX_LENGTH + 1) },
    problems: { issueDescription: m.issueDescriptionLong },
  },
  ...(Object.keys(CASE_FIELD_MAX_LENGTHS) as (keyof typeof CASE_FIELD_MAX_LENGTHS)[]).map(
    (field): CaseIntakeCase => ({
      name: `a ${field} over the limit`,
      input: { ...GOOD_CASE_INTAKE, [field]: text(CASE_FIELD_MAX_LENGTHS[field] + 1) },
      problems: { [field]: m.tooLong[field] },
    }),
  ),
  {
    name: 'a link with spaces',
    input: { ...GOOD_CASE_INTAKE, policyLink: 'not a link' },
    problems: { policyLink: m.policyLink },
  },
  {
    name: 'a word that is no address',
    input: { ...GOOD_CASE_INTAKE, policyLink: 'policy' },
    problems: { policyLink: m.policyLink },
  },
  {
    name: 'a javascript: link',
    input: { ...GOOD_CASE_INTAKE, policyLink: 'javascript:alert(1)' },
    problems: { policyLink: m.policyLink },
  },
  {
    name: 'an ftp link',
    input: { ...GOOD_CASE_INTAKE, policyLink: 'ftp://example.edu/policy' },
    problems: { policyLink: m.policyLink },
  },
  {
    name: 'a link with credentials',
    input: { ...GOOD_CASE_INTAKE, policyLink: 'https://user:pw@example.edu/policy' },
    problems: { policyLink: m.policyLink },
  },
  {
    name: 'only a description',
    input: { issueDescription: GOOD_CASE_INTAKE.issueDescription },
    problems: { issueCategory: m.issueCategory, actionTaken: m.actionTaken },
  },
  {
    name: 'nothing at all',
    input: {},
    problems: {
      issueCategory: m.issueCategory,
      issueDescription: m.issueDescriptionMissing,
      actionTaken: m.actionTaken,
    },
  },
];
