import { isValidEmail } from '@redress/domain';
import { ValidateBy, type ValidationArguments } from 'class-validator';

/** An address as every form checks it (the domain's isValidEmail), refused with `message`. */
export function IsEmailAddress(
  message: string | ((args?: ValidationArguments) => string),
): PropertyDecorator {
  return ValidateBy({
    name: 'isEmailAddress',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && isValidEmail(value),
      defaultMessage: (args?: ValidationArguments) =>
        typeof message === 'function' ? message(args) : message,
    },
  });
}
