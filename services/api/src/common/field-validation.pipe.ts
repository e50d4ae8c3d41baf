import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { InvalidFieldsError } from './invalid-fields.error';

/**
 * The API's validation of every request body and query: unknown properties refused, values
 * transformed to their DTO's types. A refusal answers 400 with every problem (`details`, in the
 * order Nest gives them) and the first problem of each field by its path (`fields`), so a form
 * shows the API's answer beside the input it concerns.
 */
export class FieldValidationPipe extends ValidationPipe {
  constructor() {
    super({ whitelist: true, forbidNonWhitelisted: true, transform: true });
  }

  override createExceptionFactory(): (errors?: ValidationError[]) => InvalidFieldsError {
    return (errors = []) => {
      const fields = Object.fromEntries(
        Object.entries(this.groupValidationErrors(errors))
          .filter(([, problems]) => problems.length > 0)
          .map(([field, problems]) => [field, problems[0]]),
      );
      return new InvalidFieldsError(this.flattenValidationErrors(errors), fields);
    };
  }
}
