import { policyFileTooLarge, SUBMISSION_KEY_MESSAGE } from '@redress/domain';
import { AppError } from '../../common/app-error';
import { InvalidFieldsError } from '../../common/invalid-fields.error';

/**
 * Texts the analysis page shows as they are (spec 1 §8). The intake form's own messages are the
 * domain's CASE_FORM_MESSAGES, shared with the form.
 */
export const ANALYSIS_MESSAGES = {
  foreignUser: 'You can only submit analyses for your own account.',
  foreignList: 'You can only see your own analyses.',
  notFound: 'This analysis does not exist, or you do not have permission to view it.',
  resultNotReady: 'The analysis is not ready yet.',
  notRetryable: 'Only a failed analysis can be run again.',
  policyGone:
    'The uploaded policy document is no longer available. Please submit the case again with the document.',
  uploadTooLarge: policyFileTooLarge,
  oneFileOnly: 'Please upload one policy document at most.',
  unexpectedFile: 'The policy document must be sent in the "policyFile" field.',
  unreadableForm: 'The form data could not be read. Please submit the form again.',
} as const;

export class ForeignUserError extends AppError {
  readonly statusCode = 403;
  constructor(message: string = ANALYSIS_MESSAGES.foreignUser) {
    super(message, 'forbidden');
  }
}

/** Unknown, or someone else's: one answer for both, so ids reveal nothing. */
export class AnalysisNotFoundError extends AppError {
  readonly statusCode = 404;
  constructor() {
    super(ANALYSIS_MESSAGES.notFound, 'not-found');
  }
}

/** The spec's clients read a 404 on the result as "not ready yet" and ask again. */
export class ResultNotReadyError extends AppError {
  readonly statusCode = 404;
  constructor() {
    super(ANALYSIS_MESSAGES.resultNotReady, 'not-ready');
  }
}

export class NotRetryableError extends AppError {
  readonly statusCode = 409;
  constructor() {
    super(ANALYSIS_MESSAGES.notRetryable, 'not-retryable');
  }
}

/** A case started again whose uploaded policy is no longer stored: nothing to reuse. */
export class PolicyGoneError extends AppError {
  readonly statusCode = 409;
  constructor() {
    super(ANALYSIS_MESSAGES.policyGone, 'policy-gone');
  }
}

export class DailyLimitReachedError extends AppError {
  readonly statusCode = 429;
  constructor(limit: number, resetsAt: Date, now: Date) {
    const when = resetsAt.toISOString().slice(0, 16).replace('T', ' ');
    super(
      `You have used your ${limit} free analyses for today. You can submit again after ${when} UTC.`,
      'daily-limit',
    );
    this.headers['Retry-After'] = String(
      Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)),
    );
  }
}

export class InvalidSubmissionKeyError extends AppError {
  readonly statusCode = 400;
  constructor() {
    super(SUBMISSION_KEY_MESSAGE, 'bad-idempotency-key');
  }
}

/**
 * A case refused by the intake's rules: every problem, and the first of each field by the
 * field's name so the form shows it beside that field.
 */
export class CaseRefusedError extends InvalidFieldsError {}

/** A policy document refused at intake: too large (413), not a PDF/DOCX/TXT (415), unreadable (422). */
export class UploadRefusedError extends AppError {
  constructor(
    readonly statusCode: number,
    message: string,
    code = 'upload-refused',
  ) {
    super(message, code);
  }
}

/** A failure that running the analysis again will not fix; the case is marked failed at once. */
export class PermanentAnalysisError extends Error {
  constructor(readonly studentMessage: string) {
    super(studentMessage);
    this.name = 'PermanentAnalysisError';
  }
}
