import { BodyPlan, FuzzRequest } from './fuzz-request';
import { Identity } from './fuzz-world';
import { Operation } from './openapi-operations';
import { Answer } from './send-request';

/** What the oracle needs to know about the world the answer came from. */
export interface OracleContext {
  /** Directories that must never show in an answer: DATA_DIR, the checkout. */
  internalPaths: string[];
  /** Keys and session tokens of the run, which no answer may ever contain. */
  secrets: string[];
  /** The two students: their ids, case ids, booking ids and payment intents. */
  people: Record<
    'student' | 'other-student',
    { userId: number; caseIds: number[]; bookingIds: number[]; paymentIntentIds: string[] }
  >;
}

// Bounded repetitions and anchored runs: the answers can be a megabyte of one character, and
// an unbounded `[\w.]+\.js` backtracks quadratically over that (a minute per answer).
const STACK_TRACE = [
  /\n\s{1,20}at [^\n]{1,300}[(:]\d+/,
  /\bat (?:async )?[\w$.<>[\]]{1,200} \([^)\n]{0,300}:\d+:\d+\)/,
  /(?<![\w./\\-])[\w./\\-]{1,300}\.(?:ts|js|mjs|cjs):\d+/,
];

/** The server's SQL and driver errors. Upper-case keywords only: see NASTY_STRINGS. */
const SQL_TEXT = [
  /\bSELECT\b[^\n]{0,300}?\bFROM\b/,
  /\bINSERT INTO\b/,
  /\bUPDATE\b[^\n]{1,100}?\bSET\b/,
  /\bDELETE FROM\b/,
  /\bER_[A-Z_]{3,}\b/,
  /\bSQLITE_[A-Z_]+\b/,
  /QueryFailedError|EntityNotFoundError|EntityPropertyNotFoundError|TypeORMError/,
  /You have an error in your SQL syntax/i,
  /: syntax error\b/,
];

const INTERNAL_NAMES = [/\/node_modules\//, /redress-it-[A-Za-z0-9]+/];

/** Stored password hashes (admins), whatever route or listing would show them. */
const PASSWORD_HASH = [/\$argon2(?:id|i|d)\$/];

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_EXEMPT = new Set(['POST /api/stripe/webhook']);

/** Everything of the request as text, so that an answer echoing our own input is not a "leak". */
export function requestText(request: FuzzRequest): string {
  const url = `${request.path}${request.query}`;
  const body = bodyText(request.body);
  return [
    url,
    ...formDecoded(url),
    body,
    ...formDecoded(body),
    ...Object.values(request.headers),
  ].join('\n');
}

/** How a server may have decoded text it echoes: a form body turns '+' into a space. */
function formDecoded(text: string): string[] {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return [spaced, decodeURIComponent(text), decodeURIComponent(spaced)];
  } catch {
    // Badly encoded on purpose; the other forms are enough.
    return [spaced];
  }
}

function bodyText(body: BodyPlan): string {
  switch (body.kind) {
    case 'json':
      return JSON.stringify(body.value) ?? '';
    case 'raw':
      return body.text;
    case 'multipart':
      return JSON.stringify(body);
    default:
      return '';
  }
}

/** The top-level fields of a body, from JSON or from a multipart form. */
export function bodyFields(body: BodyPlan): Record<string, unknown> {
  if (
    body.kind === 'json' &&
    body.value &&
    typeof body.value === 'object' &&
    !Array.isArray(body.value)
  )
    return body.value as Record<string, unknown>;
  if (body.kind === 'multipart') return Object.fromEntries(body.fields);
  return {};
}

/**
 * The texts of an answer as a client reads them: every string (and key) of a JSON answer
 * unescaped, so that an echo of our own input can be recognised; other answers as they are.
 */
function answerTexts(body: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [body];
  }
  const texts: string[] = [];
  const stack: unknown[] = [parsed];
  while (stack.length) {
    const value = stack.pop();
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) {
        texts.push(key);
        stack.push(child);
      }
  }
  return texts;
}

function leaks(
  answer: Answer,
  request: FuzzRequest,
  operation: Operation,
  context: OracleContext,
): string[] {
  const problems: string[] = [];
  const echo = requestText(request);
  const texts = answerTexts(answer.body);
  const found = (patterns: RegExp[], label: string) => {
    for (const pattern of patterns) {
      for (const text of texts) {
        const match = pattern.exec(text);
        if (match && !echo.includes(match[0]))
          problems.push(`${label} in the answer: ${JSON.stringify(match[0].slice(0, 200))}`);
      }
    }
  };
  found(STACK_TRACE, 'a stack trace');
  found(INTERNAL_NAMES, 'an internal name');
  found(PASSWORD_HASH, 'a password hash');
  for (const secret of context.secrets) {
    if (secret && texts.some((text) => text.includes(secret)))
      problems.push('a secret key or session token in the answer');
  }
  for (const path of context.internalPaths) {
    if (path && texts.some((text) => text.includes(path)) && !echo.includes(path))
      problems.push(`an internal path in the answer: ${path}`);
  }
  // Admin pages show stored rows and the SQL tool's own results, which may hold SQL as data.
  const adminData = operation.security === 'admin' && answer.status < 400;
  if (!adminData) found(SQL_TEXT, 'SQL text');
  return problems;
}

function errorShape(answer: Answer, operation: Operation): string[] {
  if (answer.status < 400) return [];
  // The Google sign-in popup reports errors as a page for the opener window, as documented.
  if (operation.answersHtml && String(answer.headers['content-type']).startsWith('text/html'))
    return [];
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [
      `a ${answer.status} answer that is not JSON: ${JSON.stringify(answer.body.slice(0, 200))}`,
    ];
  }
  const problems: string[] = [];
  if (body.statusCode !== answer.status)
    problems.push(`statusCode ${String(body.statusCode)} in a ${answer.status} answer`);
  for (const field of ['error', 'message', 'requestId'])
    if (typeof body[field] !== 'string' || !body[field])
      problems.push(`the error answer has no ${field}`);
  if (answer.headers['x-request-id'] && body.requestId !== answer.headers['x-request-id'])
    problems.push('the requestId differs from the X-Request-Id header');
  return problems;
}

/** The ids a request names that belong to the other student (path segments and body fields). */
function foreignIds(request: FuzzRequest, operation: Operation, context: OracleContext): string[] {
  const me = request.identity as 'student' | 'other-student';
  const them = context.people[me === 'student' ? 'other-student' : 'student'];
  const mine = context.people[me];
  const named: string[] = [];
  const templateSegments = operation.path.split('/');
  const segments = request.path.split('/');
  templateSegments.forEach((template, index) => {
    const value = segments[index];
    if (!template.startsWith('{') || value === undefined) return;
    const name = template.slice(1, -1);
    const theirs =
      name === 'userId'
        ? [them.userId]
        : name === 'paymentIntentId'
          ? them.paymentIntentIds
          : operation.path.startsWith('/api/bookings')
            ? them.bookingIds
            : operation.path.startsWith('/api/analysis')
              ? them.caseIds
              : [];
    if (theirs.map(String).includes(value)) named.push(`${name}=${value}`);
  });
  const fields = bodyFields(request.body);
  const same = (value: unknown, id: number) =>
    value !== null && value !== undefined && String(value).trim() === String(id);
  if ('userId' in fields && same(fields.userId, them.userId) && !same(fields.userId, mine.userId))
    named.push(`userId=${String(fields.userId)}`);
  if (
    'caseId' in fields &&
    them.caseIds.some((id) => same(fields.caseId, id)) &&
    !mine.caseIds.some((id) => same(fields.caseId, id))
  )
    named.push(`caseId=${String(fields.caseId)}`);
  return named;
}

function accessControl(
  answer: Answer,
  request: FuzzRequest,
  operation: Operation,
  context: OracleContext,
): string[] {
  const problems: string[] = [];
  const granted = answer.status < 300;
  const student: Identity[] = ['student', 'other-student'];
  // Routes that say who is signed in (GET /api/admin/session) answer everyone; only those that
  // document a 401 refuse.
  const refuses = operation.statuses.includes('401');
  if (granted && refuses && operation.security === 'user' && !student.includes(request.identity))
    problems.push(`a student route answered ${answer.status} to ${request.identity}`);
  if (granted && refuses && operation.security === 'admin' && request.identity !== 'admin')
    problems.push(`an admin route answered ${answer.status} to ${request.identity}`);
  if (
    STATE_CHANGING.has(request.method) &&
    request.csrf === 'cross-site' &&
    !CSRF_EXEMPT.has(operation.key) &&
    answer.status < 400
  )
    problems.push(`a cross-site ${request.method} was accepted (${answer.status})`);
  if (granted && student.includes(request.identity)) {
    const foreign = foreignIds(request, operation, context);
    if (foreign.length)
      problems.push(
        `${request.identity} was answered ${answer.status} for the other student's ${foreign.join(', ')}`,
      );
  }
  return problems;
}

/**
 * The properties every answer must have, whatever was sent: no server error, nothing internal
 * in it, errors in the product's shape, and no access the identity does not have.
 */
export function checkAnswer(
  answer: Answer,
  request: FuzzRequest,
  operation: Operation,
  context: OracleContext,
): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  problems.push(...leaks(answer, request, operation, context));
  problems.push(...errorShape(answer, operation));
  problems.push(...accessControl(answer, request, operation, context));
  return problems;
}
