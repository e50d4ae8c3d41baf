import { OracleContext, checkAnswer } from './answer-checks';
import { FuzzRequest } from './fuzz-request';
import { Operation, loadOperations } from './openapi-operations';
import { Answer } from './send-request';

/** The oracle itself: every property must be able to fail, and echoes of our input must not. */
const operations = new Map(loadOperations().map((operation) => [operation.key, operation]));
const operation = (key: string): Operation => operations.get(key)!;

const context: OracleContext = {
  internalPaths: ['/tmp/redress-it-abc123', '/work/main'],
  secrets: ['sk_test_secret0', 'tokenOfTheStudent0000000000000000000000000'],
  people: {
    student: { userId: 1, caseIds: [1, 2], bookingIds: [1], paymentIntentIds: ['pi_a'] },
    'other-student': { userId: 2, caseIds: [3, 4], bookingIds: [2], paymentIntentIds: ['pi_b'] },
  },
};

const request = (overrides: Partial<FuzzRequest> = {}): FuzzRequest => ({
  operation: 'GET /api/analysis/documents/{id}',
  method: 'GET',
  path: '/api/analysis/documents/1',
  query: '',
  identity: 'student',
  csrf: 'same-origin',
  headers: {},
  body: { kind: 'none' },
  ...overrides,
});

const error = (status: number, message: string, extra: Record<string, unknown> = {}): Answer => ({
  status,
  headers: { 'x-request-id': 'r1', 'content-type': 'application/json; charset=utf-8' },
  body: JSON.stringify({ statusCode: status, error: 'Error', message, requestId: 'r1', ...extra }),
  durationMs: 1,
});

const ok = (body: unknown): Answer => ({
  status: 200,
  headers: {},
  body: JSON.stringify(body),
  durationMs: 1,
});

const documentRoute = operation('GET /api/analysis/documents/{id}');

describe('the answer oracle', () => {
  it('passes a proper refusal', () => {
    expect(
      checkAnswer(error(404, 'This analysis does not exist.'), request(), documentRoute, context),
    ).toEqual([]);
  });

  it.each([
    ['a server error', error(500, 'Something went wrong'), /status 500/],
    ['a stack trace', error(400, 'Boom\n    at Foo.bar (/app/x.js:10:5)'), /stack trace/],
    ['a source position', error(400, 'failed in case-file.service.ts:120'), /stack trace/],
    ['SQL text', error(400, 'SELECT id FROM users WHERE id = 1'), /SQL text/],
    ['a driver code', error(409, 'ER_DUP_ENTRY: duplicate'), /SQL text/],
    ['an internal path', error(400, 'cannot open /tmp/redress-it-abc123/uploads/x'), /internal/],
    [
      'a password hash',
      ok({ rows: [{ password: '$argon2id$v=19$m=19456,t=2,p=1$abc' }] }),
      /password hash/,
    ],
    ['a secret key', error(400, 'Stripe said: invalid key sk_test_secret0'), /secret/],
    ['a session token', ok({ token: 'tokenOfTheStudent0000000000000000000000000' }), /secret/],
    ['a missing requestId', error(400, 'bad', { requestId: undefined }), /no requestId/],
    ['a wrong statusCode', error(400, 'bad', { statusCode: 200 }), /statusCode 200/],
  ])('flags %s', (_label, answer, problem) => {
    expect(checkAnswer(answer, request(), documentRoute, context).join('\n')).toMatch(problem);
  });

  it('flags an error answer that is not JSON', () => {
    const answer: Answer = { status: 400, headers: {}, body: '<html>Bad</html>', durationMs: 1 };
    expect(checkAnswer(answer, request(), documentRoute, context).join('\n')).toMatch(/not JSON/);
  });

  it('takes an echo of our own input for what it is, also form-decoded', () => {
    const sql = 'SELECT x + 1 FROM c';
    const sent = request({
      body: {
        kind: 'raw',
        text: `{"sql":"${sql}"}`,
        contentType: 'application/x-www-form-urlencoded',
      },
    });
    const echoed = error(400, `property {"sql":"SELECT x   1 FROM c"} should not exist`);
    expect(checkAnswer(echoed, sent, documentRoute, context)).toEqual([]);
  });

  it('flags access the identity does not have', () => {
    expect(
      checkAnswer(
        ok({ id: 3 }),
        request({ path: '/api/analysis/documents/3' }),
        documentRoute,
        context,
      ).join(),
    ).toMatch(/other student's id=3/);
    expect(
      checkAnswer(ok({ id: 1 }), request({ identity: 'anonymous' }), documentRoute, context).join(),
    ).toMatch(/answered 200 to anonymous/);
    const counts = operation('GET /api/admin/counts');
    expect(
      checkAnswer(
        ok({}),
        request({ identity: 'student', path: '/api/admin/counts' }),
        counts,
        context,
      ).join(),
    ).toMatch(/admin route/);
    const draft = operation('PUT /api/analysis/documents/{id}/draft');
    const crossSite = request({
      method: 'PUT',
      path: '/api/analysis/documents/1/draft',
      csrf: 'cross-site',
    });
    expect(checkAnswer(ok({}), crossSite, draft, context).join()).toMatch(
      /cross-site PUT was accepted/,
    );
  });

  it('flags a body naming the other student', () => {
    const pay = operation('POST /api/create-payment-intent');
    const sent = request({
      method: 'POST',
      path: '/api/create-payment-intent',
      body: { kind: 'json', value: { serviceId: 1, caseId: 4 }, contentType: 'application/json' },
    });
    expect(checkAnswer(ok({}), sent, pay, context).join()).toMatch(/caseId=4/);
  });
});
