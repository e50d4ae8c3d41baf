import request from 'supertest';
import {
  DATABASES,
  RunningApp,
  TestDatabase,
  createTestDatabase,
  fakeFrontendDist,
  startApp,
} from './harness';

describe.each(DATABASES)('the HTTP application on %s', (kind) => {
  let database: TestDatabase;
  let running: RunningApp;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    running = await startApp({ ...database.env, WEB_DIST_DIR: fakeFrontendDist() });
  });

  afterAll(async () => {
    await running?.close();
    await database?.drop();
  });

  it('reports database and queue status', async () => {
    const response = await request(running.url).get('/api/health').expect(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      database: { status: 'up', driver: kind },
      queue: { status: 'up', driver: 'in-process' },
    });
  });

  it('serves the seeded catalogue, priced per currency, with the fixed checkout ids', async () => {
    const usd = await request(running.url).get('/api/services').expect(200);
    const byId = new Map(usd.body.map((service: { id: number }) => [service.id, service]));
    expect(byId.get(19)).toMatchObject({
      name: 'Professional Review',
      price: 4999,
      currency: 'USD',
      type: 'review',
    });
    expect(byId.get(20)).toMatchObject({
      name: 'Video Consultation',
      price: 7999,
      currency: 'USD',
    });
    expect(usd.body.find((s: { type: string }) => s.type === 'basic')).toMatchObject({ price: 0 });
    expect(usd.body.find((s: { name: string }) => s.name === 'Mediation')).toMatchObject({
      price: 24999,
    });

    const jpy = await request(running.url).get('/api/services?currency=JPY').expect(200);
    for (const service of jpy.body) {
      expect(service.currency).toBe('JPY');
      expect(Number.isInteger(service.price)).toBe(true);
    }
    const gbp = await request(running.url).get('/api/services?currency=GBP').expect(200);
    expect(
      gbp.body.find((s: { name: string }) => s.name === 'Editor Support package'),
    ).toMatchObject({ price: 19900, currency: 'GBP' });
  });

  it('serves the catalogue again from the shared cache, with the same headers', async () => {
    const first = await request(running.url).get('/api/services?currency=CAD').expect(200);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await request(running.url).get('/api/services?currency=CAD').expect(200);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.body).toEqual(first.body);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('answers bad input with the error shape, a request id and no internals', async () => {
    const response = await request(running.url).get('/api/services?currency=BTC').expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'currency must be one of USD, EUR, GBP, CAD, AUD, JPY',
      details: ['currency must be one of USD, EUR, GBP, CAD, AUD, JPY'],
      fields: { currency: 'currency must be one of USD, EUR, GBP, CAD, AUD, JPY' },
      requestId: response.headers['x-request-id'],
    });

    const unknownParam = await request(running.url)
      .get('/api/services?currency=USD&admin=1')
      .expect(400);
    expect(unknownParam.body.message).toMatch(/property admin should not exist/);
    expect(unknownParam.body.fields).toEqual({ admin: 'property admin should not exist' });

    const malformed = await request(running.url)
      .post('/api/services')
      .set('content-type', 'application/json')
      .send('{"broken"')
      .expect(400);
    expect(malformed.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(JSON.stringify(malformed.body)).not.toMatch(/at .*\.js|node_modules/);
  });

  it('keeps a sane caller request id and replaces a hostile one', async () => {
    const kept = await request(running.url)
      .get('/api/health')
      .set('x-request-id', 'trace-abc_123')
      .expect(200);
    expect(kept.headers['x-request-id']).toBe('trace-abc_123');
    const replaced = await request(running.url)
      .get('/api/health')
      .set('x-request-id', '../../etc;<script>')
      .expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers: the page policy on pages, a policy that allows nothing on API answers', async () => {
    const response = await request(running.url).get('/api/services');
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    // Served from the micro-cache this time: the same headers.
    const cached = await request(running.url).get('/api/services');
    expect(cached.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    const notFound = await request(running.url).get('/api/does-not-exist');
    expect(notFound.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    const page = await request(running.url).get('/dashboard');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain('https://js.stripe.com');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers unknown API paths with a JSON 404, never the app shell', async () => {
    const response = await request(running.url).get('/api/does-not-exist').expect(404);
    expect(response.body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    await request(running.url).get('/api').expect(404).expect('content-type', /json/);
  });

  it('serves the host shell for client routes and the built files with the right caching', async () => {
    const home = await request(running.url).get('/').expect(200);
    expect(home.text).toContain('<div id="root">');
    expect(home.headers['cache-control']).toBe('no-cache');
    const page = await request(running.url).get('/dashboard').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('<div id="root">');
    await request(running.url)
      .get('/help/step-by-step-guide')
      .expect(200)
      .expect('content-type', /html/);
    await request(running.url).head('/analysis/12').expect(200);
    await request(running.url).post('/dashboard').expect(404).expect('content-type', /json/);
    await request(running.url).get('/missing.js').expect(404).expect('content-type', /json/);

    const asset = await request(running.url).get('/main.3f2a.js').expect(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const manifest = await request(running.url)
      .get('/remotes/student/mf-manifest.json')
      .expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('tells the host where the remotes are', async () => {
    const response = await request(running.url).get('/remotes.json').expect(200);
    expect(response.body).toEqual({
      student: '/remotes/student/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
    });
  });

  it('publishes the OpenAPI document', async () => {
    const response = await request(running.url).get('/api/docs-json').expect(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/services', '/remotes.json']),
    );
  });
});
