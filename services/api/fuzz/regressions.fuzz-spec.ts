import type { InjectOptions } from 'fastify';
import { DataSource } from 'typeorm';
import { FORM_STALL_MS } from '../src/modules/analysis/submission-form';
import { StripeEvent } from '../src/modules/payments/entities/stripe-event.entity';
import { DATABASES } from '../test/harness';
import { signWebhook } from '../test/stripe-fixture';
import { FuzzWorld } from './fuzz-world';

/**
 * The defects the hostile-input run found, each pinned as one plain request, so that a
 * regression fails here by name whatever the generators happen to produce.
 */
describe.each(DATABASES)('requests that used to break the API, on %s', (kind) => {
  let world: FuzzWorld;

  beforeAll(async () => {
    world = await FuzzWorld.start(kind);
  }, 120_000);

  afterAll(async () => {
    await world?.close();
  }, 60_000);

  const inject = (options: InjectOptions) =>
    world.app.getHttpAdapter().getInstance().inject(options);
  const asStudent = (headers: Record<string, string> = {}) => ({
    cookie: world.student.cookie,
    ...headers,
  });

  it('refuses a deeply nested JSON body with 400 instead of overflowing the stack (500)', async () => {
    for (const url of [
      '/api/admin/login',
      `/api/analysis/documents/${world.student.caseIds[0]}/draft/export?format=pdf`,
    ]) {
      const response = await inject({
        method: 'POST',
        url,
        headers: asStudent({ 'content-type': 'application/json' }),
        payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'body-too-deep',
        requestId: response.headers['x-request-id'],
      });
    }
  });

  it('refuses a number field sent as an object whose toString is not a function (400, not 500)', async () => {
    for (const [url, payload] of [
      ['/api/create-payment-intent', { serviceId: { toString: 'x' }, currency: {} }],
      ['/api/create-payment-intent', { serviceId: 1, caseId: { valueOf: 'y', toString: 'x' } }],
    ] as const) {
      const response = await inject({
        method: 'POST',
        url,
        headers: asStudent({ 'content-type': 'application/json' }),
        payload: JSON.stringify(payload),
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
    }
  });

  it.each([
    ['a badly encoded path', '/api/analysis/documents/%zz', 400, 'The address is not valid.'],
    [
      'an over-long path parameter',
      `/api/analysis/documents/${'1'.repeat(150)}`,
      414,
      'A part of the address is too long.',
    ],
  ])('answers %s in the product shape, with its headers', async (_label, url, status, message) => {
    const response = await inject({ method: 'GET', url, headers: asStudent() });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({
      statusCode: status,
      error: expect.any(String),
      message,
      requestId: response.headers['x-request-id'],
    });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses a correctly signed webhook body that is no Stripe event (400), and records nothing', async () => {
    const events = world.app.get(DataSource).getRepository(StripeEvent);
    const before = await events.count();
    for (const payload of [
      '{}',
      '{"id":{"$gt":""},"type":"payment_intent.succeeded","data":{"object":{"id":"pi_1"}}}',
    ]) {
      const response = await inject({
        method: 'POST',
        url: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(payload) },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'malformed-event' });
    }
    expect(await events.count()).toBe(before);
  });

  it('refuses a multipart form whose boundary does not match its body with 400, not 500', async () => {
    const boundary = '----fuzz;"quoted"';
    const response = await inject({
      method: 'POST',
      url: '/api/analysis/upload',
      headers: asStudent({ 'content-type': `multipart/form-data; boundary=${boundary}` }),
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="issueCategory"\r\n\r\nacademic\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'unreadable-form' });
  });

  it('answers a form holding a part the parser skips (a line break in the file name), which hung', async () => {
    const boundary = 'fuzz7MA4YWxkTrZu0gW';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="policyFile"; filename="a\nb.txt"\r\n`,
      ),
      Buffer.from('Content-Type: text/plain\r\n\r\n'),
      Buffer.alloc(40_000, 'a'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const started = Date.now();
    const response = await inject({
      method: 'POST',
      url: '/api/analysis/upload',
      headers: asStudent({ 'content-type': `multipart/form-data; boundary=${boundary}` }),
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'unreadable-form' });
    expect(Date.now() - started).toBeLessThan(FORM_STALL_MS + 3000);
  });

  it('prints a draft that is one 50,000-character word in seconds (it took minutes)', async () => {
    const url = `/api/analysis/documents/${world.student.caseIds[0]}/draft`;
    const saved = await inject({
      method: 'PUT',
      url,
      headers: asStudent(),
      payload: { text: 'é'.repeat(50_000) },
    });
    expect(saved.statusCode).toBe(200);
    const started = Date.now();
    const pdf = await inject({ method: 'GET', url: `${url}.pdf`, headers: asStudent() });
    expect(pdf.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(10_000);
  }, 120_000);

  it('refuses text with a lone surrogate with 400 (isEmail threw a URIError: 500)', async () => {
    const requests: InjectOptions[] = [
      { method: 'POST', url: '/api/admin/email-test', headers: { cookie: world.admin.cookie } },
      { method: 'POST', url: '/api/data-deletion-requests', headers: {} },
      { method: 'POST', url: '/api/bookings', headers: asStudent() },
    ];
    for (const request of requests) {
      const response = await inject({
        ...request,
        headers: { ...request.headers, 'content-type': 'application/json' },
        payload: '{"to":"\\ud800","email":"a\\udfff@example.edu","fullName":"Ada"}',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid-unicode' });
    }
  });

  it('refuses an object as the user id (403), without running its toString (500)', async () => {
    const hostile = { toString: 'x' };
    const bodies: [string, object][] = [
      [
        '/api/analysis/upload',
        { userId: hostile, issueCategory: 'academic', actionTaken: 'notyet' },
      ],
      [
        '/api/bookings',
        { userId: hostile, email: world.student.email, appointmentDate: world.freeSlots[6] },
      ],
    ];
    for (const [url, payload] of bodies) {
      const response = await inject({ method: 'POST', url, headers: asStudent(), payload });
      expect(response.statusCode).toBe(403);
    }
  });

  it('takes null for an optional id as "not given" (TypeORM threw on a null where value: 500)', async () => {
    const booking = await inject({
      method: 'POST',
      url: '/api/bookings',
      headers: asStudent(),
      payload: {
        email: world.student.email,
        appointmentDate: world.freeSlots[5],
        serviceId: null,
        caseId: null,
      },
    });
    expect(booking.statusCode).toBe(201);
    expect(booking.json()).toMatchObject({ serviceId: null, caseId: null });
    const payment = await inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: asStudent(),
      payload: { serviceId: world.serviceIds[world.serviceIds.length - 1], caseId: null },
    });
    expect(payment.statusCode).toBe(200);
  });

  it('does not quote a megabyte-long property name back in a validation error', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/auth/magic-link',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${'k'.repeat(500_000)}=1&email=student%40example.edu`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.length).toBeLessThan(2000);
  });
});
