/**
 * The case file's rules, shared by the student's pages and the API that stores them: how long
 * the saved letter and a step's reference may be.
 */

/** The longest letter the case file keeps, in characters. */
export const LETTER_MAX_LENGTH = 50_000;
/** The longest reference (the university's case number) a step may carry. */
export const STEP_REFERENCE_MAX_LENGTH = 100;

export const CASE_FILE_MESSAGES = {
  letterTooLong: `Please keep the letter under ${LETTER_MAX_LENGTH.toLocaleString('en-US')} characters.`,
  referenceTooLong: `Please keep the reference under ${STEP_REFERENCE_MAX_LENGTH} characters.`,
} as const;
