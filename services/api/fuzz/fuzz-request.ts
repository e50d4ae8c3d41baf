import fc from 'fast-check';
import {
  PathValue,
  anyString,
  hostilePathValue,
  hostileString,
  hostileValue,
  longString,
  percentEncode,
} from './hostile-values';
import { FuzzWorld, Identity, SELF_EMAIL } from './fuzz-world';
import { Operation, Parameter, Schema } from './openapi-operations';
import { Hints, bodyValue, shapedValue } from './schema-values';

export type CsrfStyle = 'same-origin' | 'no-origin' | 'cross-site';

/** A multipart file part; the content is described, and built when the request is sent. */
export interface FilePart {
  field: string;
  fileName: string;
  contentType: string;
  content: 'text' | 'pdf-header' | 'zip-header' | 'binary' | 'empty' | 'over-limit';
}

/**
 * How the body goes on the wire. Large bodies are described by size, so a failing request
 * prints in a few lines and shrinks quickly.
 */
export type BodyPlan =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'raw'; text: string; contentType: string | null }
  | { kind: 'invalid-utf8'; contentType: string }
  | { kind: 'oversize'; bytes: number; contentType: string }
  | { kind: 'deep'; depth: number; shape: 'array' | 'object' }
  | { kind: 'multipart'; fields: [string, string][]; files: FilePart[]; boundary: string };

/** One generated request, as data: this is what fast-check prints (shrunk) when a property fails. */
export interface FuzzRequest {
  operation: string;
  method: string;
  path: string;
  query: string;
  identity: Identity;
  /** The Cookie header sent when the identity is 'forged'. */
  forgedCookie?: string;
  csrf: CsrfStyle;
  headers: Record<string, string>;
  body: BodyPlan;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The address the Data Deletion form is sent for: nobody's account (see worldHints). */
const FORM_EMAIL = 'fuzz-form@example.edu';

/**
 * Values the world knows, by property name; the same for bodies and query strings, except the
 * Data Deletion form's address: a request naming a shared student would let the operator's
 * POST /api/admin/data-deletion-requests/{id}/complete, which any id may reach, delete them and
 * leave every later route without its signed-in students.
 */
export function worldHints(world: FuzzWorld, operation?: Operation): Hints {
  const { student, other } = world;
  const deletionForm = operation?.key === 'POST /api/data-deletion-requests';
  const cases = [...student.caseIds, ...other.caseIds];
  const slots = world.freeSlots.length ? world.freeSlots : ['2026-11-23T08:00:00.000Z'];
  const hints: Record<string, fc.Arbitrary<unknown>> = {
    userId: fc.constantFrom(
      student.id,
      other.id,
      String(student.id),
      `${student.id}.0`,
      ` ${student.id} `,
    ),
    caseId: fc.constantFrom(...cases, 0, -1),
    serviceId: fc.constantFrom(...world.serviceIds, 0, 99999),
    appointmentDate: fc.oneof(
      fc.constantFrom(...slots),
      fc.constantFrom(...slots).map((slot) => slot.replace('.000Z', '+00:00')),
    ),
    email: fc.oneof(
      deletionForm
        ? fc.constantFrom(FORM_EMAIL, FORM_EMAIL.toUpperCase(), ` ${FORM_EMAIL} `)
        : fc.constantFrom(
            student.email,
            other.email,
            student.email.toUpperCase(),
            ` ${student.email} `,
          ),
      fc.emailAddress(),
    ),
    confirmEmail: fc.constantFrom(SELF_EMAIL, student.email, other.email, ''),
    to: fc.oneof(
      fc.emailAddress(),
      fc.constantFrom('operator@example.edu', 'a@b', 'x@example.edu\r\nBcc: y@example.edu'),
    ),
    token: fc.oneof(
      fc
        .base64String({ minLength: 44, maxLength: 44 })
        .map((s) => s.replace(/[+/=]/g, '_').slice(0, 43)),
      hostileString,
    ),
    next: fc.constantFrom(
      '/input',
      '//evil.example',
      'https://evil.example/',
      '/\\evil.example',
      '/%2f%2fevil.example',
      'javascript:alert(1)',
    ),
    policyLink: fc.constantFrom(
      'policy.example.invalid/appeals',
      'http://127.0.0.1:1/policy',
      'file:///etc/passwd',
      'http://[::1]/',
      'http://169.254.169.254/latest',
      'https://exa mple.edu',
      'gopher://example.edu/',
    ),
    sql: fc.constantFrom(
      'SELECT 1',
      'SELECT id, email FROM users ORDER BY id',
      'select * from sessions',
      'SELECT * FROM admin_users',
      'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT x FROM c',
      'DELETE FROM users',
      'UPDATE users SET email = 1',
      "ATTACH DATABASE '/tmp/fuzz.sqlite' AS x",
      'PRAGMA writable_schema = 1',
      'SELECT 1; DROP TABLE users',
      'EXPLAIN SELECT 1',
      'SHOW TABLES',
      'SELECT * FROM no_such_table',
      'SELECT',
    ),
    username: fc.constantFrom('admin', 'root', ''),
    format: fc.constantFrom('docx', 'pdf', 'DOCX', 'txt'),
    limit: fc.constantFrom(1, 50, 500, 501, 0),
    offset: fc.constantFrom(0, 10, 1e9),
    sort: fc.constantFrom(
      'id',
      'email',
      'createdAt',
      'password',
      'id desc',
      '1',
      'id; drop table users',
    ),
    q: fc.constantFrom('student', '%', '_', "'", '\\'),
    currency: fc.constantFrom('USD', 'JPY', 'usd', 'XXX'),
    from: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    to_: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
  };
  return (property) => hints[property] ?? null;
}

/** Ids for a path parameter: the students' own rows, each other's, and known non-ids. */
function knownPathValues(world: FuzzWorld, operation: Operation, name: string): string[] {
  const { student, other } = world;
  const path = operation.path;
  if (name === 'userId') return [String(student.id), String(other.id)];
  if (name === 'paymentIntentId')
    return [...student.paymentIntentIds, ...other.paymentIntentIds, 'pi_unknown000'];
  if (name === 'queue') return ['jobs', 'bull', 'mail'];
  if (path.startsWith('/api/admin/queues') && name === 'id')
    return [...world.failedJobIds, 'no-such-job'];
  if (path.startsWith('/api/admin/data-deletion-requests') && name === 'id')
    return [...world.deletionRequestIds.map(String), '999999'];
  if (path.startsWith('/api/bookings') && name === 'id')
    return [...student.bookingIds, ...other.bookingIds].map(String);
  if (name === 'id') return [...student.caseIds, ...other.caseIds].map(String);
  return [];
}

function pathValue(
  world: FuzzWorld,
  operation: Operation,
  parameter: Parameter,
): fc.Arbitrary<PathValue> {
  const known = knownPathValues(world, operation, parameter.name);
  if (!known.length) return hostilePathValue;
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...known).map((encoded) => ({ encoded })) },
    { weight: 4, arbitrary: hostilePathValue },
  );
}

function renderPath(template: string, values: Record<string, PathValue>): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    return 'raw' in value ? value.raw : percentEncode(value.encoded);
  });
}

function scalarText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined');
}

/** One query parameter: left out, well-formed, hostile, repeated, or very long. */
function queryValue(parameter: Parameter, hints: Hints): fc.Arbitrary<string[] | null> {
  const shaped =
    hints(parameter.name === 'to' ? 'to_' : parameter.name) ??
    shapedValue(parameter.schema as Schema, hints);
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(null) },
    { weight: 5, arbitrary: shaped.map((value) => [scalarText(value)]) },
    { weight: 2, arbitrary: hostileValue.map((value) => [scalarText(value)]) },
    { weight: 1, arbitrary: fc.array(shaped.map(scalarText), { minLength: 2, maxLength: 3 }) },
    { weight: 1, arbitrary: longString(1000, 30_000).map((text) => [text]) },
  );
}

function queryString(operation: Operation, hints: Hints): fc.Arbitrary<string> {
  const parameters = operation.queryParams.map((parameter) =>
    queryValue(parameter, hints).map((values) =>
      (values ?? []).map((value) => `${percentEncode(parameter.name)}=${percentEncode(value)}`),
    ),
  );
  const extra = fc.oneof(
    { weight: 8, arbitrary: fc.constant<string[]>([]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostileString, hostileString)
        .map(([key, value]) => [`${percentEncode(key || 'x')}=${percentEncode(value)}`]),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ['%ff=%fe'],
        ['a=%'],
        ['__proto__[admin]=1'],
        ['limit[]=1'],
        ['&&&=&'],
      ),
    },
  );
  return fc.tuple(fc.tuple(...parameters), extra).map(([pairs, more]) => {
    const all = [...pairs.flat(), ...more];
    return all.length ? `?${all.join('&')}` : '';
  });
}

/** Session cookies nobody was given: well-formed unknown tokens, signed-looking, broken, huge. */
const forgedCookie: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(
      'redress_session',
      'redress_admin',
      '__Host-redress_session',
      'redress_session; redress_session',
    ),
    fc.oneof(
      fc
        .base64String({ minLength: 44, maxLength: 44 })
        .map((s) => s.replace(/\+/g, '-').replace(/\//g, '_').slice(0, 43)),
      fc.constantFrom('s:forged.signature', '', '=', '"', 'null', '../../etc/passwd', '%00', '\\'),
      hostileString.map(percentEncode),
      longString(100, 8000),
    ),
  )
  .map(([name, value]) => `${name}=${value}`);

function identityFor(
  operation: Operation,
): fc.Arbitrary<{ identity: Identity; forgedCookie?: string }> {
  const weights: Record<Identity, number> =
    operation.security === 'admin'
      ? { admin: 7, student: 1, 'other-student': 0, anonymous: 1, forged: 2 }
      : operation.security === 'user'
        ? { student: 6, 'other-student': 2, admin: 1, anonymous: 1, forged: 2 }
        : { anonymous: 4, student: 2, 'other-student': 0, admin: 1, forged: 1 };
  return fc.oneof(
    ...(Object.entries(weights) as [Identity, number][])
      .filter(([, weight]) => weight > 0)
      .map(([identity, weight]) => ({
        weight,
        arbitrary:
          identity === 'forged'
            ? forgedCookie.map((cookie) => ({ identity, forgedCookie: cookie }))
            : fc.constant({ identity }),
      })),
  );
}

function csrfFor(method: string): fc.Arbitrary<CsrfStyle> {
  return STATE_CHANGING.has(method)
    ? fc.oneof(
        { weight: 7, arbitrary: fc.constant<CsrfStyle>('same-origin') },
        { weight: 2, arbitrary: fc.constant<CsrfStyle>('no-origin') },
        { weight: 2, arbitrary: fc.constant<CsrfStyle>('cross-site') },
      )
    : fc.constantFrom<CsrfStyle>('same-origin', 'no-origin');
}

const MALFORMED_JSON = [
  '{',
  '{"email":',
  "{'email':'a@example.edu'}",
  '{"email":"a@example.edu"}}',
  '{"a":1,"a":2}',
  'NaN',
  '',
  '[',
  'nul',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '\u0000',
  '{"email":"\\ud800"}',
  '{"text":"\\u0000"}',
  '{"x":1e999999}',
  '\ufeff{}',
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/JSON',
  'application/vnd.api+json',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'image/png',
  '*/*',
];

const ODD_FILE_NAMES = [
  '../../etc/passwd',
  '..\\..\\boot.ini',
  '/etc/shadow',
  'policy.pdf\u0000.exe',
  '政策 ✓.txt',
  '\u202etxt.exe',
  '.htaccess',
  'CON',
  'a"; name="policyFile',
  'x\r\nContent-Type: text/html',
  '',
  '%2e%2e%2fpolicy.txt',
];

const filePart: fc.Arbitrary<FilePart> = fc.record({
  field: fc.constantFrom('policyFile', 'policyFile', 'policyFile', 'file', ''),
  fileName: fc.oneof(
    fc.constantFrom(...ODD_FILE_NAMES),
    longString(200, 5000).map((name) => `${name}.txt`),
    anyString(30),
  ),
  contentType: fc.constantFrom(
    'text/plain',
    'application/pdf',
    'application/octet-stream',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/html',
  ),
  content: fc.constantFrom(
    'text',
    'text',
    'pdf-header',
    'zip-header',
    'binary',
    'empty',
    'over-limit',
  ),
});

function multipartBody(schema: Schema | null, hints: Hints): fc.Arbitrary<BodyPlan> {
  const fields = schema ? bodyValue(schema, hints) : fc.constant({});
  return fc
    .record({
      fields,
      files: fc.array(filePart, { maxLength: 2 }),
      boundary: fc.constantFrom('----fuzz7MA4YWxkTrZu0gW', 'x', '--', '----fuzz;"quoted"'),
    })
    .map(({ fields: value, files, boundary }) => ({
      kind: 'multipart' as const,
      fields:
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(value as Record<string, unknown>).map(
              ([name, field]) => [name, scalarText(field)] as [string, string],
            )
          : [['value', scalarText(value)]],
      files,
      boundary,
    }));
}

/** The Stripe event shapes the webhook handles, with hostile content. */
function stripeEvent(world: FuzzWorld): fc.Arbitrary<unknown> {
  const intents = [
    ...world.student.paymentIntentIds,
    ...world.other.paymentIntentIds,
    'pi_unknown',
  ];
  return fc.record(
    {
      id: fc.oneof(fc.constantFrom('evt_fuzz_1', 'evt_fuzz_2'), hostileValue),
      object: fc.constant('event'),
      type: fc.oneof(
        fc.constantFrom(
          'payment_intent.succeeded',
          'payment_intent.payment_failed',
          'payment_intent.canceled',
          'charge.refunded',
          'customer.created',
        ),
        hostileValue,
      ),
      created: fc.oneof(fc.integer(), hostileValue),
      data: fc.oneof(
        fc.record({
          object: fc.record(
            {
              id: fc.oneof(fc.constantFrom(...intents), hostileValue),
              object: fc.constant('payment_intent'),
              amount: fc.oneof(fc.integer(), hostileValue),
              amount_received: fc.oneof(fc.integer(), hostileValue),
              currency: fc.oneof(fc.constantFrom('usd', 'jpy'), hostileValue),
              status: fc.constantFrom('succeeded', 'requires_payment_method', 'canceled'),
              metadata: fc.oneof(
                fc.record({ orderId: fc.oneof(fc.constantFrom('1', '2', '3'), hostileValue) }),
                hostileValue,
              ),
              payment_method_types: fc.oneof(fc.constant(['card']), hostileValue),
            },
            { requiredKeys: [] },
          ),
        }),
        hostileValue,
      ),
    },
    { requiredKeys: [] },
  );
}

function bodyFor(world: FuzzWorld, operation: Operation, hints: Hints): fc.Arbitrary<BodyPlan> {
  const schema = operation.body?.schema ?? null;
  const isWebhook = operation.key === 'POST /api/stripe/webhook';
  const value: fc.Arbitrary<unknown> = isWebhook
    ? stripeEvent(world)
    : schema
      ? bodyValue(schema, hints)
      : hostileValue;
  const takesMultipart = operation.body?.contentTypes.includes('multipart/form-data') ?? false;
  const hasBody = Boolean(schema) || isWebhook;
  const options: { weight: number; arbitrary: fc.Arbitrary<BodyPlan> }[] = [
    {
      weight: hasBody ? 10 : 2,
      arbitrary: value.map((v) => ({
        kind: 'json' as const,
        value: v,
        contentType: 'application/json',
      })),
    },
    { weight: hasBody ? 1 : 6, arbitrary: fc.constant({ kind: 'none' as const }) },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...MALFORMED_JSON)
        .map((text) => ({ kind: 'raw' as const, text, contentType: 'application/json' })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(value, fc.constantFrom<string | null>(...WRONG_CONTENT_TYPES, null))
        .map(([v, contentType]) => ({
          kind: 'raw' as const,
          text: JSON.stringify(v) ?? '',
          contentType,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constant({ kind: 'invalid-utf8' as const, contentType: 'application/json' }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('oversize' as const),
        bytes: fc.integer({ min: 1_000_000, max: 1_300_000 }),
        contentType: fc.constantFrom('application/json', 'text/plain'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('deep' as const),
        depth: fc.integer({ min: 500, max: 20_000 }),
        shape: fc.constantFrom('array' as const, 'object' as const),
      }),
    },
    { weight: takesMultipart ? 12 : 1, arbitrary: multipartBody(schema, hints) },
  ];
  return fc.oneof(...options);
}

function headersFor(operation: Operation): fc.Arbitrary<Record<string, string>> {
  const signature = operation.headerParams.some(
    (parameter) => parameter.name === 'stripe-signature',
  )
    ? fc.oneof(
        { weight: 4, arbitrary: fc.constant<string | null>(SIGN_PAYLOAD) },
        { weight: 1, arbitrary: fc.constant<string | null>(null) },
        {
          weight: 2,
          arbitrary: fc.constantFrom<string | null>(
            't=1,v1=deadbeef',
            't=,v1=',
            'v1=' + 'a'.repeat(64),
            '',
            't=99999999999999999999,v1=x',
          ),
        },
        { weight: 1, arbitrary: hostileString.map<string | null>(percentEncode) },
      )
    : fc.constant<string | null>(null);
  const requestId = fc.oneof(
    { weight: 6, arbitrary: fc.constant<string | null>(null) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<string | null>(
        'fuzz-request-1',
        '../../x',
        'a'.repeat(129),
        '<script>',
        '',
      ),
    },
  );
  const forwardedFor = fc.oneof(
    { weight: 6, arbitrary: fc.constant<string | null>(null) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<string | null>(
        '1.2.3.4',
        'not-an-ip',
        '::1, 10.0.0.1',
        'a'.repeat(2000),
      ),
    },
  );
  return fc.tuple(signature, requestId, forwardedFor).map(([sig, id, forwarded]) => {
    const headers: Record<string, string> = {};
    if (sig !== null) headers['stripe-signature'] = sig;
    if (id !== null) headers['x-request-id'] = id;
    if (forwarded !== null) headers['x-forwarded-for'] = forwarded;
    return headers;
  });
}

/** Stands for a valid Stripe signature of the exact payload, computed when the request is sent. */
export const SIGN_PAYLOAD = '$SIGN_PAYLOAD$';

/** Every hostile request fast-check may build for one operation of the document. */
export function requestArbitrary(
  world: FuzzWorld,
  operation: Operation,
): fc.Arbitrary<FuzzRequest> {
  const hints = worldHints(world, operation);
  const pathValues = fc.record(
    Object.fromEntries(
      operation.pathParams.map((parameter) => [
        parameter.name,
        pathValue(world, operation, parameter),
      ]),
    ),
  ) as fc.Arbitrary<Record<string, PathValue>>;
  const body =
    operation.method === 'GET'
      ? fc.oneof(
          { weight: 12, arbitrary: fc.constant<BodyPlan>({ kind: 'none' }) },
          { weight: 1, arbitrary: bodyFor(world, operation, hints) },
        )
      : bodyFor(world, operation, hints);
  return fc
    .record({
      path: pathValues.map((values) => renderPath(operation.path, values)),
      query: queryString(operation, hints),
      who: identityFor(operation),
      csrf: csrfFor(operation.method),
      headers: headersFor(operation),
      body,
    })
    .map(({ who, ...parts }) => ({
      operation: operation.key,
      method: operation.method,
      ...who,
      ...parts,
    }));
}
