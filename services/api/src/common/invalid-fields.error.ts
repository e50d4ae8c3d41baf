import { AppError } from './app-error';

/**
 * A request refused for what its fields hold (400). `details` lists every problem, in order;
 * `fields` gives the first problem of each field by the field's name, so a form can show it
 * beside the input it concerns. The message is the problems joined, as for any validation
 * answer.
 */
export class InvalidFieldsError extends AppError {
  readonly statusCode = 400;

  constructor(
    readonly details: readonly string[],
    readonly fields: Readonly<Record<string, string>>,
  ) {
    super(details.join('; '));
  }
}
