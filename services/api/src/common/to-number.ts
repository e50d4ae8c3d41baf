import { Transform } from 'class-transformer';

/**
 * Reads a number sent as text ("19" in a query string or a form) and leaves anything else as it
 * came, for the validators to refuse with their own message. class-transformer's
 * `@Type(() => Number)` converts every value, and converting a hostile object such as
 * `{"toString": "x"}` throws inside the validation pipe, which answered 500 to a user's mistake.
 */
export function ToNumber(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && value.trim() !== '' ? Number(value) : value,
  );
}
