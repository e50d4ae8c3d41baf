import { Logger } from '@nestjs/common';
import { SIGN_IN_LINK_LIMITS, SIGN_IN_LINK_LIMIT_MESSAGES } from '@redress/domain';
import Redis from 'ioredis';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock';
import { saveAdmin } from '../src/modules/admin/admin-accounts';
import { MAX_FAILED_LOGINS } from '../src/modules/admin/admin-auth.service';
import { emailKey } from '../src/modules/auth/rate-limit/rate-limit-keys';
import { QueueJob } from '../src/modules/queue/queue-job.entity';
import { User } from '../src/modules/users/entities/user.entity';
import { guessAdminPasswordsAtOnce } from './admin-fixture';
import {
  FakeGoogle,
  TestSmtpServer,
  cookiesOf,
  setCookieNamed,
  signInLinkOf,
  startFakeGoogle,
} from './auth-fixture';
import {
  DATABASES,
  RunningApp,
  TestDatabase,
  createTestDatabase,
  describeWith,
  redisEnv,
  startApp,
} from './harness';
import { eventually } from './queue-fixture';

const decodeEntities = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

describe.each(DATABASES)('e-mail delivery on %s', (kind) => {
  let database: TestDatabase;
  let running: RunningApp | undefined;
  let smtp: TestSmtpServer | undefined;

  beforeEach(async () => {
    database = await createTestDatabase(kind);
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await running?.close();
    running = undefined;
    await smtp?.stop();
    smtp = undefined;
    await database.drop();
  });

  it('keeps messages in the dev outbox without SMTP_URL, shows them at /dev/mail and logs the link', async () => {
    const logged: string[] = [];
    jest.spyOn(Logger.prototype, 'log').mockImplementation(function (message: unknown) {
      logged.push(String(message));
    });
    running = await startApp({ ...database.env });
    const { url } = running;
    await request(url)
      .post('/api/auth/magic-link')
      .send({ email: 'outbox@example.edu' })
      .expect(202);

    const list = await eventually(
      async () => (await request(url).get('/dev/mail')).text,
      (html) => html.includes('Your Redress sign-in link'),
    );
    expect(list).toContain('outbox@example.edu');
    const href = list.match(/href="(\/dev\/mail\/[^"]+)"/)?.[1];
    expect(href).toBeDefined();

    const page = await request(url)
      .get(href!)
      .expect(200)
      .expect('content-type', /text\/html/);
    expect(page.text).toContain('<iframe title="HTML body" sandbox srcdoc=');
    const link = decodeEntities(page.text.match(/class="mail-link" href="([^"]+)"/)![1]);
    const { email, token } = signInLinkOf(link);
    expect(email).toBe('outbox@example.edu');
    expect(
      logged.some((line) =>
        line.includes(`Sign-in link for outbox@example.edu: ${running!.config.publicUrl}/login?`),
      ),
    ).toBe(true);

    await request(url).post('/api/auth/magic-link/verify').send({ email, token }).expect(200);
    await request(url).get('/dev/mail/does-not-exist').expect(404);

    // Newest first.
    await request(url)
      .post('/api/auth/magic-link')
      .send({ email: 'second@example.edu' })
      .expect(202);
    const both = await eventually(
      async () => (await request(url).get('/dev/mail')).text,
      (html) => html.includes('second@example.edu'),
    );
    expect(both.indexOf('second@example.edu')).toBeLessThan(both.indexOf('outbox@example.edu'));
  });

  it('retries a message while the SMTP server is down and delivers it once when it is back', async () => {
    const probe = await new TestSmtpServer().start();
    const port = probe.port;
    await probe.stop();
    running = await startApp({ ...database.env, SMTP_URL: `smtp://127.0.0.1:${port}` });
    await request(running.url)
      .post('/api/auth/magic-link')
      .send({ email: 'patient@example.edu' })
      .expect(202);

    const jobs = running.app.get(DataSource).getRepository(QueueJob);
    const failed = await eventually(
      () => jobs.findOneBy({ name: 'mail.send' }),
      (job) => Boolean(job && job.attempts >= 1 && job.lastError && job.status === 'waiting'),
    );
    expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);

    smtp = await new TestSmtpServer().start(port);
    const delivered = await eventually(
      () => smtp!.to('patient@example.edu'),
      (list) => list.length > 0,
      20000,
    );
    expect(delivered[0].messageId).toMatch(/^<sign-in-.+@localhost>$/);
    await eventually(
      () => jobs.findOneByOrFail({ id: failed!.id }),
      (job) => job.status === 'completed',
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.to('patient@example.edu')).toHaveLength(1);
  });

  it('hides /dev/mail in production, uses __Host- Secure cookies and creates the first admin once', async () => {
    const printed: string[] = [];
    jest.spyOn(console, 'warn').mockImplementation((message: unknown) => {
      printed.push(String(message));
    });
    const production = {
      ...database.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'a-production-secret-of-at-least-32-characters',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
    };
    running = await startApp(production);
    const { url } = running;
    await request(url).get('/dev/mail').expect(404);
    await request(url).get('/dev/mail/anything').expect(404);

    const password = printed.join('\n').match(/password: (\S+)/)?.[1];
    if (kind === 'sqlite') {
      expect(password).toBeDefined();
      const login = await request(url)
        .post('/api/admin/login')
        .send({ username: 'admin', password })
        .expect(200);
      const cookie = setCookieNamed(login.headers['set-cookie'], '__Host-redress_admin');
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Path=\//);
      // A restart does not create (or print) another one.
      await running.close();
      printed.length = 0;
      running = await startApp(production);
      expect(printed.join('\n')).not.toMatch(/password:/);
    } else {
      // With a real database, administrators come from `npm run admin:create`.
      expect(password).toBeUndefined();
    }
  });
});

describe.each(DATABASES)('Google sign-in on %s', (kind) => {
  let database: TestDatabase;
  let google: FakeGoogle;
  let running: RunningApp;
  let url: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    google = await startFakeGoogle();
    running = await startApp({
      ...database.env,
      GOOGLE_CLIENT_ID: 'test-client',
      GOOGLE_CLIENT_SECRET: 'test-secret',
      GOOGLE_AUTHORIZATION_URL: `${google.url}/authorize`,
      GOOGLE_TOKEN_URL: `${google.url}/token`,
      GOOGLE_USERINFO_URL: `${google.url}/userinfo`,
    });
    url = running.url;
  });

  afterAll(async () => {
    await running?.close();
    await google?.close();
    await database?.drop();
  });

  /** Opens the popup's first step and returns the state Google would receive, and our cookie. */
  async function begin(next = '/input') {
    const response = await request(url)
      .get(`/api/auth/google?next=${encodeURIComponent(next)}`)
      .expect(302);
    const location = new URL(response.headers.location);
    return {
      location,
      state: location.searchParams.get('state')!,
      cookie: cookiesOf(response.headers['set-cookie']),
    };
  }

  it('says Google is available', async () => {
    await request(url).get('/api/auth/providers').expect(200, { google: true });
  });

  it('sends the popup to the provider with state and PKCE', async () => {
    const { location, state, cookie } = await begin();
    expect(`${location.origin}${location.pathname}`).toBe(`${google.url}/authorize`);
    expect(Object.fromEntries(location.searchParams)).toMatchObject({
      client_id: 'test-client',
      response_type: 'code',
      scope: 'email profile',
      redirect_uri: `${running.config.publicUrl}/api/auth/google/callback`,
      code_challenge_method: 'S256',
    });
    expect(state.length).toBeGreaterThan(20);
    expect(cookie).toMatch(/^redress_google=/);
  });

  it('signs in on success, sets the session and posts success to the opener', async () => {
    const { state, cookie } = await begin('/input');
    const callback = await request(url)
      .get(`/api/auth/google/callback?code=good&state=${state}`)
      .set('cookie', cookie)
      .expect(200)
      .expect('content-type', /text\/html/);
    expect(callback.text).toContain(
      '"type":"redress:google-auth","status":"success","next":"/input"',
    );
    expect(callback.text).toContain('<script src="/api/auth/google/popup.js"></script>');
    // A page, though under /api: the pages' policy (which allows the script), not the API's.
    const pageCsp = (await request(url).get('/')).headers['content-security-policy'];
    expect(pageCsp).toContain("script-src 'self'");
    expect(callback.headers['content-security-policy']).toBe(pageCsp);
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(google.tokenRequests.at(-1)).toMatchObject({
      code: 'good',
      grant_type: 'authorization_code',
    });
    expect(google.tokenRequests.at(-1)!.code_verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const session = cookiesOf(callback.headers['set-cookie']);
    const me = await request(url).get('/api/auth/me').set('cookie', session).expect(200);
    expect(me.body.user).toMatchObject({ email: 'scholar@example.edu', emailVerified: true });
    const user = await running.app
      .get(DataSource)
      .getRepository(User)
      .findOneByOrFail({ email: 'scholar@example.edu' });
    expect(user.firebaseUid).toBe('google-sub-1');

    const script = await request(url).get('/api/auth/google/popup.js').expect(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.text).toContain('postMessage(result, location.origin)');
  });

  it('links Google to an existing account with the same verified address', async () => {
    const users = running.app.get(DataSource).getRepository(User);
    const existing = await users.save(
      users.create({ email: 'linked@example.edu', emailVerified: false }),
    );
    google.profile = { sub: 'google-sub-2', email: 'Linked@Example.edu', email_verified: true };
    const { state, cookie } = await begin();
    await request(url)
      .get(`/api/auth/google/callback?code=good&state=${state}`)
      .set('cookie', cookie)
      .expect(200);
    expect(await users.findOneByOrFail({ id: existing.id })).toMatchObject({
      firebaseUid: 'google-sub-2',
      emailVerified: true,
    });
    expect(await users.countBy({ email: 'linked@example.edu' })).toBe(1);
  });

  it('posts the error page when the user cancels at the provider', async () => {
    const { state, cookie } = await begin();
    const response = await request(url)
      .get(`/api/auth/google/callback?error=access_denied&state=${state}`)
      .set('cookie', cookie);
    expect(response.status).toBeLessThan(500);
    expect(response.text).toContain(
      '"type":"redress:google-auth","status":"error","message":"There was a problem connecting to your account. Please try again."',
    );
    expect(setCookieNamed(response.headers['set-cookie'], 'redress_session')).toBeUndefined();
  });

  it('posts the error page when the code exchange fails, the state is wrong or the address is unverified', async () => {
    const bad = await begin();
    const failedExchange = await request(url)
      .get(`/api/auth/google/callback?code=bad&state=${bad.state}`)
      .set('cookie', bad.cookie);
    expect(failedExchange.status).toBeLessThan(500);
    expect(failedExchange.text).toContain('"status":"error"');

    const forged = await begin();
    const wrongState = await request(url)
      .get(`/api/auth/google/callback?code=good&state=not-the-state`)
      .set('cookie', forged.cookie);
    expect(wrongState.status).toBeLessThan(500);
    expect(wrongState.text).toContain('"status":"error"');
    const noCookie = await request(url).get(
      `/api/auth/google/callback?code=good&state=${forged.state}`,
    );
    expect(noCookie.status).toBeLessThan(500);
    expect(noCookie.text).toContain('"status":"error"');

    google.profile = {
      sub: 'google-sub-3',
      email: 'unverified@example.edu',
      email_verified: false,
    };
    const unverified = await begin();
    const response = await request(url)
      .get(`/api/auth/google/callback?code=good&state=${unverified.state}`)
      .set('cookie', unverified.cookie);
    expect(response.status).toBeLessThan(500);
    expect(response.text).toContain('"status":"error"');
    expect(
      await running.app
        .get(DataSource)
        .getRepository(User)
        .countBy({ email: 'unverified@example.edu' }),
    ).toBe(0);
  });
});

describeWith('redis', 'sign-in rate limits kept in Redis', () => {
  let database: TestDatabase;
  let redis: ReturnType<typeof redisEnv>;
  let running: RunningApp;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    redis = redisEnv();
    running = await startApp({ ...database.env, ...redis.env, TRUST_PROXY: 'true' });
  });

  afterAll(async () => {
    await running?.close();
    await redis?.cleanup();
    await database?.drop();
  });

  async function counter(bucket: string): Promise<{ count: number; ttlMs: number }> {
    const client = new Redis(redis.env.REDIS_URL);
    try {
      const key = `${redis.env.QUEUE_PREFIX}:rate-limit:${bucket}`;
      return { count: Number(await client.get(key)), ttlMs: await client.pttl(key) };
    } finally {
      client.disconnect();
    }
  }

  it('answers 429 past the limits, with the counters in Redis and the address held a minute at most', async () => {
    const email = 'redis@example.edu';
    const ask = (ip: string) =>
      request(running.url).post('/api/auth/magic-link').set('x-forwarded-for', ip).send({ email });
    for (let i = 0; i < SIGN_IN_LINK_LIMITS.perAddress; i++) await ask('10.20.0.1').expect(202);
    const limited = await ask('10.20.0.1').expect(429);
    expect(limited.body).toMatchObject({
      code: 'rate-limited',
      message: SIGN_IN_LINK_LIMIT_MESSAGES.justSent,
    });
    const elsewhere = await ask('10.20.0.2').expect(429);
    expect(Number(elsewhere.headers['retry-after'])).toBeLessThanOrEqual(
      SIGN_IN_LINK_LIMITS.addressIntervalSeconds,
    );

    const address = emailKey(email);
    const byAddress = await counter(`sign-in-link:email:${address}`);
    expect(byAddress.count).toBe(SIGN_IN_LINK_LIMITS.perAddress + 2);
    expect(byAddress.ttlMs).toBeGreaterThan(0);
    expect(byAddress.ttlMs).toBeLessThanOrEqual(SIGN_IN_LINK_LIMITS.addressIntervalSeconds * 1000);
    // What the first network asked is counted against that network, for the whole window.
    const fromFirst = await counter(`sign-in-link:email-ip:${address}:10.20.0.1`);
    expect(fromFirst.count).toBe(SIGN_IN_LINK_LIMITS.perAddress + 1);
    expect(fromFirst.ttlMs).toBeGreaterThan(SIGN_IN_LINK_LIMITS.addressIntervalSeconds * 1000);
    expect((await counter(`sign-in-link:email-ip:${address}:10.20.0.2`)).count).toBe(1);
  });

  it('checks at most 10 of 40 simultaneous wrong admin passwords', async () => {
    jest.spyOn(running.app.get(Clock), 'sleep').mockResolvedValue(undefined);
    await saveAdmin(running.app.get(DataSource), 'redis-admin', 'the real redis admin password');
    const { statuses, verifications } = await guessAdminPasswordsAtOnce(
      running.url,
      'redis-admin',
      { ip: '10.20.1.1' },
    );
    expect(verifications).toBeGreaterThan(0);
    expect(verifications).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(statuses.filter((status) => status === 401)).toHaveLength(verifications);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - verifications);
    expect((await counter('admin-login:redis-admin:10.20.1.1')).count).toBe(40);
    jest.restoreAllMocks();
  });
});
