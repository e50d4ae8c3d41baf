import {
  BOOKING_MESSAGES,
  DATA_DELETION_MESSAGES,
  EMAIL_MAX_LENGTH,
  INVALID_EMAIL_MESSAGE,
} from '@redress/domain';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { EmailTestDto } from '../modules/admin/email-test/dto/email-test.dto';
import { CreateBookingDto } from '../modules/bookings/dto/booking.dto';
import { CreateDataDeletionRequestDto } from '../modules/privacy/dto/privacy.dto';

function emailProblem(type: new () => object, email: unknown): string | undefined {
  const errors = validateSync(plainToInstance(type, { email, to: email }));
  const error = errors.find((candidate) => ['email', 'to'].includes(candidate.property));
  return error ? Object.values(error.constraints ?? {})[0] : undefined;
}

const longest = `${'a'.repeat(EMAIL_MAX_LENGTH - '@uni.edu'.length)}@uni.edu`;

describe('IsEmailAddress: every DTO checks an address with the domain rule', () => {
  it.each([
    [EmailTestDto, INVALID_EMAIL_MESSAGE],
    [CreateBookingDto, BOOKING_MESSAGES.email],
    [CreateDataDeletionRequestDto, DATA_DELETION_MESSAGES.emailInvalid],
  ])('%p refuses what isValidEmail refuses, in its own words', (type, message) => {
    expect(emailProblem(type, 'ada@uni.edu')).toBeUndefined();
    expect(emailProblem(type, longest)).toBeUndefined();
    expect(emailProblem(type, `a${longest}`)).toBe(message);
    expect(emailProblem(type, 'a,b@uni.edu')).toBe(message);
    expect(emailProblem(type, 42)).toBe(message);
  });

  it('says an empty deletion address is missing rather than invalid', () => {
    expect(emailProblem(CreateDataDeletionRequestDto, ' ')).toBe(
      DATA_DELETION_MESSAGES.emailRequired,
    );
  });
});
