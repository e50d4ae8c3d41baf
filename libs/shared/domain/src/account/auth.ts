// Sign-in rules shared by the student pages, the guard and the API: which addresses are sent a
// link, where a visitor may be sent back to after signing in, and the words for a failed link
// (spec document 1, sections 4, 5 and 8).
import { STUDENT_ROUTES } from '../site/routes';

/** Browser storage key of the address a sign-in link was last sent to (spec document 1, section 3). */
export const EMAIL_FOR_SIGN_IN_STORAGE_KEY = 'emailForSignIn';

/** The query parameter carrying the page a visitor wanted before being asked to sign in. */
export const NEXT_PATH_PARAM = 'next';

/** `type` of the message the Google popup posts to the page that opened it. */
export const GOOGLE_AUTH_MESSAGE_TYPE = 'redress:google-auth';

export type GoogleAuthMessage =
  | { type: typeof GOOGLE_AUTH_MESSAGE_TYPE; status: 'success'; next?: string | null }
  | { type: typeof GOOGLE_AUTH_MESSAGE_TYPE; status: 'error'; message?: string };

export function isGoogleAuthMessage(data: unknown): data is GoogleAuthMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, status } = data as { type?: unknown; status?: unknown };
  return type === GOOGLE_AUTH_MESSAGE_TYPE && (status === 'success' || status === 'error');
}

/** The address as it is sent and stored: surrounding spaces removed, lower case. */
export function normalizeSignInEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

const MAX_NEXT_PATH_LENGTH = 2048;

/**
 * The path itself when it is a same-site relative path that is safe to navigate to after
 * sign-in, otherwise null. Accepted: one leading `/` followed by anything but a second `/`,
 * no backslashes (browsers read `/\evil.example` as `//evil.example`), no whitespace or control
 * characters (browsers drop tabs and newlines, so `/\t/evil.example` also becomes
 * `//evil.example`). A path never carries a scheme, so `javascript:` and `https://` fail too.
 * With those excluded, the URL parser can only read the value as a path on this site.
 */
export function safeNextPath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (value.length === 0 || value.length > MAX_NEXT_PATH_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (value.includes('\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return null;
  return value;
}

/** Where a visitor goes once signed in: the safe page they asked for, else the dashboard. */
export function signInDestination(...candidates: unknown[]): string {
  for (const candidate of candidates) {
    const path = safeNextPath(candidate);
    // Returning to the sign-in page itself would only bounce on to the dashboard.
    if (path && !isLoginPath(path)) return path;
  }
  return STUDENT_ROUTES.dashboard;
}

function isLoginPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === STUDENT_ROUTES.login || pathname === `${STUDENT_ROUTES.login}/`;
}

/** `/login`, or `/login?next=<path>` when the visitor was on their way to a page. */
export function loginPathFor(next?: string | null, email?: string | null): string {
  const path = next ? safeNextPath(next) : null;
  const params = new URLSearchParams();
  // A link that did not work (used, expired) brings its address back to the form.
  if (email?.trim()) params.set('email', email.trim());
  if (path && !isLoginPath(path)) params.set(NEXT_PATH_PARAM, path);
  const query = params.toString();
  return query ? `${STUDENT_ROUTES.login}?${query}` : STUDENT_ROUTES.login;
}

/**
 * How often sign-in links may be asked for (README, "Sign-in limits"). The budgets over the
 * window belong to a network: one for all it asks, one for what it asks for each address. A
 * network that asks too often uses up its own budget and nobody else's. The only limit an address
 * has whatever the network is `perAddress` links per `addressIntervalSeconds`, and when that one
 * refuses, links did just go to the address's inbox: nobody can keep a student from signing in.
 */
export const SIGN_IN_LINK_LIMITS = {
  /** The window of the per-network budgets. */
  windowMinutes: 15,
  /** Links one network may ask for in a window, whatever the addresses. */
  perNetwork: 20,
  /** Links one network may ask for to one address in a window. */
  perAddressFromNetwork: 5,
  /** Links to one address from all networks together, per `addressIntervalSeconds`. */
  perAddress: 2,
  addressIntervalSeconds: 60,
} as const;

export const SIGN_IN_LINK_LIMIT_MESSAGES = {
  /** A network used up its budget. */
  tooMany: 'Too many sign-in requests. Please wait a few minutes and try again.',
  /** The address's short limit: links did just go to it (the words assume a one-minute interval). */
  justSent:
    'A sign-in link was just sent to this address. Check your email, or wait a minute and try again.',
} as const;

/** Sign-in words the API sends and the pages show (spec document 1, section 8). */
export const SIGN_IN_MESSAGES = {
  /** The title of every toast about a sign-in that did not work. */
  errorTitle: 'Authentication Error',
  linkSent: 'Check your email for a sign-in link.',
  /** Google sign-in that did not complete. */
  connectionProblem: 'There was a problem connecting to your account. Please try again.',
  /** A sign-in link refused for a reason the API did not name. */
  linkFailed: 'Failed to sign in with the link. Please try again.',
} as const;

/** Error codes the API gives a sign-in link that cannot be used. */
export type SignInLinkErrorCode =
  'expired-action-code' | 'invalid-action-code' | 'invalid-email' | 'user-disabled';

export const SIGN_IN_LINK_ERROR_MESSAGES: Readonly<Record<SignInLinkErrorCode, string>> = {
  'expired-action-code': 'The sign-in link has expired. Please request a new one.',
  'invalid-action-code': 'The sign-in link is invalid or has expired. Please request a new one.',
  'invalid-email': 'The email address is invalid.',
  'user-disabled': 'This user account has been disabled.',
};

/** The 'Authentication Error' text for a sign-in link the server refused (spec document 1, section 8). */
export function signInLinkErrorMessage(code: unknown, serverMessage?: string | null): string {
  if (typeof code === 'string' && Object.hasOwn(SIGN_IN_LINK_ERROR_MESSAGES, code)) {
    return SIGN_IN_LINK_ERROR_MESSAGES[code as SignInLinkErrorCode];
  }
  const detail = serverMessage?.trim();
  return detail ? `Sign-in failed: ${detail}` : SIGN_IN_MESSAGES.linkFailed;
}

/** The name a student signs their letters with (spec: the e-mail's local part until they give one). */
export const FULL_NAME_MAX_LENGTH = 200;

export const FULL_NAME_MESSAGES = {
  required: 'Please enter your name.',
  tooLong: `Please keep your name under ${FULL_NAME_MAX_LENGTH} characters.`,
  invalid: 'Your name cannot contain line breaks or control characters.',
} as const;

/** What is wrong with a name as typed, or null when it can be used. */
export function fullNameProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return FULL_NAME_MESSAGES.required;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return FULL_NAME_MESSAGES.invalid;
  if (value.trim().length > FULL_NAME_MAX_LENGTH) return FULL_NAME_MESSAGES.tooLong;
  return null;
}

/**
 * What an answer to the session check (GET /api/auth/me) says: 'answer' carries the session in
 * its body (a visitor gets `user: null`), 'signed-out' is a refusal that still means nobody is
 * signed in (an older API's 401, a 403), and 'unavailable' means nobody could tell: no answer at
 * all (`status` null), or a server or proxy error. Only 'unavailable' may be retried: showing
 * the signed-out page then would tell a signed-in student they were signed out.
 */
export type SessionCheckOutcome = 'answer' | 'signed-out' | 'unavailable';

export function sessionCheckOutcome(status: number | null): SessionCheckOutcome {
  if (status === null || status >= 500 || status === 408 || status === 429) return 'unavailable';
  if (status === 200) return 'answer';
  return 'signed-out';
}

export const SESSION_CHECK_TEXT = {
  title: 'We cannot reach Redress right now',
  message:
    'We could not check whether you are signed in, because the server did not answer. Nothing you saved is lost. Check your connection, then try again.',
  retry: 'Retry',
  /** The header's short form, where the sign-in button would be. */
  headerRetry: 'Offline — Retry',
} as const;
