import {
  sessionCheckOutcome,
  GOOGLE_AUTH_MESSAGE_TYPE,
  isGoogleAuthMessage,
  loginPathFor,
  normalizeSignInEmail,
  safeNextPath,
  signInDestination,
  signInLinkErrorMessage,
} from './auth';

describe('safeNextPath', () => {
  it.each([
    ['/input', '/input'],
    ['/', '/'],
    ['/analysis/12/draft', '/analysis/12/draft'],
    ['/checkout?serviceId=19', '/checkout?serviceId=19'],
    ['/help/next-steps#top', '/help/next-steps#top'],
    ['/a%2F%2Fb', '/a%2F%2Fb'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('accepts %j', (value, expected) => {
    expect(safeNextPath(value)).toBe(expected);
  });

  it.each([
    ['an empty string', ''],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/input'],
    ['three slashes', '///evil.example'],
    ['a backslash after the slash', '/\\evil.example'],
    ['a backslash later on', '/input\\..\\x'],
    ['a leading backslash', '\\\\evil.example'],
    ['an absolute URL', 'https://evil.example/input'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a data: URL', 'data:text/html,hi'],
    ['a relative path', 'input'],
    ['a dot path', './input'],
    ['a tab that browsers drop', '/\t/evil.example'],
    ['a newline that browsers drop', '/\n/evil.example'],
    ['a space', '/in put'],
    ['a NUL character', '/input\u0000'],
    ['an overlong path', `/${'a'.repeat(2048)}`],
  ])('refuses %s', (_case, value) => {
    expect(safeNextPath(value)).toBeNull();
  });

  it.each([null, undefined, 42, ['/input'], { path: '/input' }])(
    'refuses the non-string %j',
    (value) => {
      expect(safeNextPath(value)).toBeNull();
    },
  );
});

describe('signInDestination', () => {
  it('takes the first safe candidate', () => {
    expect(signInDestination('//evil.example', null, '/input')).toBe('/input');
  });

  it('falls back to the dashboard', () => {
    expect(signInDestination()).toBe('/dashboard');
    expect(signInDestination(undefined, 'https://evil.example')).toBe('/dashboard');
  });

  it('never returns to the sign-in page itself', () => {
    expect(signInDestination('/login')).toBe('/dashboard');
    expect(signInDestination('/login?next=/input')).toBe('/dashboard');
    expect(signInDestination('/login/', '/services')).toBe('/services');
    expect(signInDestination('/login-help')).toBe('/login-help');
  });
});

describe('loginPathFor', () => {
  it.each([
    [undefined, '/login'],
    [null, '/login'],
    ['/input', '/login?next=%2Finput'],
    ['/checkout?serviceId=19', '/login?next=%2Fcheckout%3FserviceId%3D19'],
    ['//evil.example', '/login'],
    ['/login', '/login'],
  ])('%j gives %s', (next, expected) => {
    expect(loginPathFor(next)).toBe(expected);
  });

  it.each([
    [null, 'ada@example.edu', '/login?email=ada%40example.edu'],
    ['/input', 'ada@example.edu', '/login?email=ada%40example.edu&next=%2Finput'],
    ['/input', '  ', '/login?next=%2Finput'],
  ])('%j with %j gives %s', (next, email, expected) => {
    expect(loginPathFor(next, email)).toBe(expected);
  });
});

describe('sign-in e-mail addresses', () => {
  it('trims and lower-cases', () => {
    expect(normalizeSignInEmail('  Ada.Lovelace@Example.EDU \n')).toBe('ada.lovelace@example.edu');
  });
});

describe('signInLinkErrorMessage', () => {
  it.each([
    ['expired-action-code', 'The sign-in link has expired. Please request a new one.'],
    [
      'invalid-action-code',
      'The sign-in link is invalid or has expired. Please request a new one.',
    ],
    ['invalid-email', 'The email address is invalid.'],
    ['user-disabled', 'This user account has been disabled.'],
  ])('maps %s', (code, expected) => {
    expect(signInLinkErrorMessage(code, 'server words')).toBe(expected);
  });

  it('passes on the server message for other failures', () => {
    expect(signInLinkErrorMessage(undefined, 'Too many attempts.')).toBe(
      'Sign-in failed: Too many attempts.',
    );
    expect(signInLinkErrorMessage('rate-limited', 'Too many attempts.')).toBe(
      'Sign-in failed: Too many attempts.',
    );
  });

  it('has words of its own when the server gave none', () => {
    expect(signInLinkErrorMessage(undefined, '  ')).toBe(
      'Failed to sign in with the link. Please try again.',
    );
    expect(signInLinkErrorMessage('toString')).toBe(
      'Failed to sign in with the link. Please try again.',
    );
  });
});

describe('isGoogleAuthMessage', () => {
  it.each([
    [{ type: GOOGLE_AUTH_MESSAGE_TYPE, status: 'success', next: '/input' }, true],
    [{ type: GOOGLE_AUTH_MESSAGE_TYPE, status: 'error', message: 'Denied' }, true],
    [{ type: GOOGLE_AUTH_MESSAGE_TYPE, status: 'pending' }, false],
    [{ type: 'other', status: 'success' }, false],
    ['redress:google-auth', false],
    [null, false],
  ])('%j is %s', (data, expected) => {
    expect(isGoogleAuthMessage(data)).toBe(expected);
  });
});

describe('sessionCheckOutcome', () => {
  it('reads a 200 as the answer, whoever it names', () => {
    expect(sessionCheckOutcome(200)).toBe('answer');
  });

  it('reads a refusal as signed out', () => {
    expect(sessionCheckOutcome(401)).toBe('signed-out');
    expect(sessionCheckOutcome(403)).toBe('signed-out');
    expect(sessionCheckOutcome(404)).toBe('signed-out');
  });

  it('reads no answer, a server or proxy error, a timeout or throttling as unavailable', () => {
    for (const status of [null, 500, 502, 503, 504, 408, 429]) {
      expect(sessionCheckOutcome(status)).toBe('unavailable');
    }
  });
});
