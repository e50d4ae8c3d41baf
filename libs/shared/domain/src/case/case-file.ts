/**
 * The case file's rules, shared by the student's pages and the API that stores them: how long
 * the saved letter and a step's reference may be, and which days a step may be dated.
 */
import { isDayNotAfter } from '../dates/due-dates';

/** The longest letter the case file keeps, in characters. */
export const LETTER_MAX_LENGTH = 50_000;
/** The longest reference (the university's case number) a step may carry. */
export const STEP_REFERENCE_MAX_LENGTH = 100;

/** The days a step records: when it happened, and when a decision reached the student. */
export type StepDateField = 'date' | 'decisionReceivedOn';

/** What the form and the API say about a step day that is not a real date, or in the future. */
export const STEP_DATE_MESSAGES: Readonly<Record<StepDateField, string>> = {
  date: 'Please enter the day it happened (it cannot be in the future).',
  decisionReceivedOn: 'Please enter the day the decision reached you (it cannot be in the future).',
};

/**
 * The problem with a step's day, or undefined: it must be a real `YYYY-MM-DD` day no later than
 * `latest` (the form passes the student's today; the API the latest today anywhere on Earth).
 */
export function stepDateProblem(
  field: StepDateField,
  value: string,
  latest: string,
): string | undefined {
  return isDayNotAfter(value, latest) ? undefined : STEP_DATE_MESSAGES[field];
}

export const CASE_FILE_MESSAGES = {
  letterTooLong: `Please keep the letter under ${LETTER_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  referenceTooLong: `Please keep the reference under ${STEP_REFERENCE_MAX_LENGTH} characters.`,
} as const;
