import { AppError } from '../../common/app-error';

export class NoDraftError extends AppError {
  readonly statusCode = 404;
  constructor() {
    super('No draft has been saved for this case yet.', 'no-draft');
  }
}

/** A step or draft the rules refuse (a date in the future, an unknown stage, ...). */
export class InvalidCaseInputError extends AppError {
  readonly statusCode = 400;
  constructor(message: string) {
    super(message, 'invalid-input');
  }
}
