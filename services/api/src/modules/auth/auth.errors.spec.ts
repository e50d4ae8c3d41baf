import { SIGN_IN_LINK_ERROR_MESSAGES, type SignInLinkErrorCode } from '@redress/domain';
import type { AppError } from '../../common/app-error';
import { ExpiredActionCodeError, InvalidActionCodeError, InvalidEmailError } from './auth.errors';

describe('sign-in link errors', () => {
  it.each<[SignInLinkErrorCode, AppError]>([
    ['expired-action-code', new ExpiredActionCodeError()],
    ['invalid-action-code', new InvalidActionCodeError()],
    ['invalid-email', new InvalidEmailError()],
  ])('%s carries the words the sign-in page shows for it', (code, error) => {
    expect(error.code).toBe(code);
    expect(error.message).toBe(SIGN_IN_LINK_ERROR_MESSAGES[code]);
  });
});
