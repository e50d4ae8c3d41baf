import {
  FULL_NAME_MAX_LENGTH,
  FULL_NAME_MESSAGES,
  SIGN_IN_LINK_LIMITS,
  SIGN_IN_LINK_LIMIT_MESSAGES,
} from '@redress/domain';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Clock } from '../src/common/clock';
import { saveAdmin } from '../src/modules/admin/admin-accounts';
import { MAX_FAILED_LOGINS } from '../src/modules/admin/admin-auth.service';
import { User } from '../src/modules/users/entities/user.entity';
import { guessAdminPasswordsAtOnce } from './admin-fixture';
import {
  AdminProbeModule,
  TestSmtpServer,
  cookiesOf,
  setCookieNamed,
  signInLinkOf,
} from './auth-fixture';
import { DATABASES, RunningApp, TestDatabase, createTestDatabase, startApp } from './harness';
import { eventually } from './queue-fixture';

const OPERATOR = 'operator@redress.example';
const ADMIN_PASSWORD = 'correct horse battery staple';

let addressCounter = 0;
/** Every test speaks from its own network address, so the per-IP limit only bites where meant. */
const freshIp = () => {
  addressCounter += 1;
  return `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

describe.each(DATABASES)('accounts and sign-in on %s', (kind) => {
  let database: TestDatabase;
  let smtp: TestSmtpServer;
  let running: RunningApp;
  let url: string;
  let clock: Clock;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    smtp = await new TestSmtpServer().start();
    running = await startApp(
      {
        ...database.env,
        SMTP_URL: smtp.url,
        ADMIN_NOTIFY_EMAIL: OPERATOR,
        TRUST_PROXY: 'true',
      },
      { imports: [AdminProbeModule] },
    );
    url = running.url;
    clock = running.app.get(Clock);
    await saveAdmin(running.app.get(DataSource), 'admin', ADMIN_PASSWORD);
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(async () => {
    await running?.close();
    await smtp?.stop();
    await database?.drop();
  });

  const requestLink = (email: unknown, options: { ip?: string; next?: string } = {}) =>
    request(url)
      .post('/api/auth/magic-link')
      .set('x-forwarded-for', options.ip ?? freshIp())
      .send({ email, ...(options.next ? { next: options.next } : {}) });

  /** Requests a link and returns it once the real SMTP server has received the message. */
  async function mailedLink(email: string, options: { next?: string } = {}) {
    const before = smtp.to(email).length;
    await requestLink(email, options).expect(202);
    const messages = await eventually(
      () => smtp.to(email),
      (list) => list.length > before,
    );
    return {
      message: messages[messages.length - 1],
      ...signInLinkOf(messages[messages.length - 1].text),
    };
  }

  async function signIn(
    email: string,
    cookie = '',
  ): Promise<{ cookie: string; body: Record<string, unknown> }> {
    const { token } = await mailedLink(email);
    const response = await request(url)
      .post('/api/auth/magic-link/verify')
      .set('cookie', cookie)
      .send({ email, token })
      .expect(200);
    return { cookie: cookiesOf(response.headers['set-cookie']), body: response.body };
  }

  async function adminLogin(ip = freshIp()): Promise<string> {
    const response = await request(url)
      .post('/api/admin/login')
      .set('x-forwarded-for', ip)
      .send({ username: 'admin', password: ADMIN_PASSWORD })
      .expect(200);
    return cookiesOf(response.headers['set-cookie']);
  }

  it('mails a link through SMTP, signs in with it, and the session works', async () => {
    const response = await requestLink('  New.Student@Example.EDU ', { next: '/input' }).expect(
      202,
    );
    expect(response.body).toEqual({ message: 'Check your email for a sign-in link.' });

    const address = 'new.student@example.edu';
    const [message] = await eventually(
      () => smtp.to(address),
      (list) => list.length > 0,
    );
    expect(message.subject).toBe('Your Redress sign-in link');
    expect(message.from).toContain('no-reply@redress.example');
    expect(message.html).toContain('Sign in to Redress');
    const { link, email, token } = signInLinkOf(message.text);
    expect(`${link.origin}${link.pathname}`).toBe(`${running.config.publicUrl}/login`);
    expect(email).toBe(address);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.searchParams.get('next')).toBe('/input');

    const verified = await request(url)
      .post('/api/auth/magic-link/verify')
      .send({ email, token })
      .expect(200);
    expect(verified.body).toEqual({
      user: {
        id: expect.any(Number),
        email: address,
        emailVerified: true,
        fullName: null,
        createdAt: expect.any(String),
      },
      next: '/input',
    });
    const sessionCookie = setCookieNamed(verified.headers['set-cookie'], 'redress_session');
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);
    expect(sessionCookie).toMatch(/Path=\//);
    expect(sessionCookie).not.toMatch(/Secure/);
    const cookie = cookiesOf(verified.headers['set-cookie']);

    const me = await request(url).get('/api/auth/me').set('cookie', cookie).expect(200);
    expect(me.body).toEqual({ user: verified.body.user });
    expect(me.headers['cache-control']).toBe('no-store');

    // The first sign-in told the operator.
    const [notice] = await eventually(
      () => smtp.to(OPERATOR),
      (list) => list.some((m) => m.text.includes(address)),
    );
    expect(notice.subject).toContain(address);

    // Only the token's hash is stored.
    const rows = await running.app
      .get(DataSource)
      .query('SELECT id FROM sign_in_tokens WHERE email = ?', [address]);
    expect(rows.map((row: { id: string }) => row.id)).not.toContain(token);
  });

  it('accepts a link once: a second use fails as invalid', async () => {
    const email = 'once@example.edu';
    const { token } = await mailedLink(email);
    await request(url).post('/api/auth/magic-link/verify').send({ email, token }).expect(200);
    const again = await request(url)
      .post('/api/auth/magic-link/verify')
      .send({ email, token })
      .expect(401);
    expect(again.body).toMatchObject({
      statusCode: 401,
      code: 'invalid-action-code',
      message: 'The sign-in link is invalid or has expired. Please request a new one.',
    });
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const email = 'race@example.edu';
    const { token } = await mailedLink(email);
    const results = await Promise.all(
      [0, 1, 2].map(() => request(url).post('/api/auth/magic-link/verify').send({ email, token })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it('refuses an expired link with its own message (controlled clock)', async () => {
    const email = 'late@example.edu';
    const { token } = await mailedLink(email);
    const realNow = clock.now();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(realNow.getTime() + 16 * 60_000));
    const response = await request(url)
      .post('/api/auth/magic-link/verify')
      .send({ email, token })
      .expect(401);
    expect(response.body).toMatchObject({
      code: 'expired-action-code',
      message: 'The sign-in link has expired. Please request a new one.',
    });
    jest.restoreAllMocks();
    jest.spyOn(clock, 'now').mockReturnValue(new Date(realNow.getTime() + 14 * 60_000));
    // Still inside the 15 minutes: the same link works.
    await request(url).post('/api/auth/magic-link/verify').send({ email, token }).expect(200);
  });

  it('refuses a link for another address, a made-up token and a bad address', async () => {
    const { token } = await mailedLink('owner@example.edu');
    const stolen = await request(url)
      .post('/api/auth/magic-link/verify')
      .send({ email: 'thief@example.edu', token })
      .expect(401);
    expect(stolen.body.code).toBe('invalid-action-code');
    const madeUp = await request(url)
      .post('/api/auth/magic-link/verify')
      .send({ email: 'owner@example.edu', token: 'x'.repeat(43) })
      .expect(401);
    expect(madeUp.body.code).toBe('invalid-action-code');
    const badEmail = await request(url)
      .post('/api/auth/magic-link/verify')
      .send({ email: 'not-an-address', token })
      .expect(400);
    expect(badEmail.body).toMatchObject({
      code: 'invalid-email',
      message: 'The email address is invalid.',
    });
    // The owner's link survived the attempts.
    await request(url)
      .post('/api/auth/magic-link/verify')
      .send({ email: 'owner@example.edu', token })
      .expect(200);
  });

  it('answers an invalid address with 400 invalid-email', async () => {
    for (const email of [
      '',
      'no-at-sign',
      'a@b',
      'two@@example.edu',
      'x <y@example.edu>',
      42,
      null,
    ]) {
      const response = await requestLink(email).expect(400);
      expect(response.body).toMatchObject({
        statusCode: 400,
        code: 'invalid-email',
        message: 'The email address is invalid.',
      });
    }
    await request(url).post('/api/auth/magic-link').send({}).expect(400);
  });

  it('answers known and unknown addresses identically', async () => {
    await signIn('known@example.edu');
    const known = await requestLink('known@example.edu');
    const unknown = await requestLink('nobody-yet@example.edu');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const headerNames = (r: request.Response) =>
      Object.keys(r.headers)
        .filter((name) => !['date', 'x-request-id', 'content-length'].includes(name))
        .sort();
    expect(headerNames(unknown)).toEqual(headerNames(known));
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
  });

  it('limits the links one network may ask for with 429 and Retry-After', async () => {
    const ip = freshIp();
    for (let i = 0; i < SIGN_IN_LINK_LIMITS.perNetwork; i++)
      await requestLink(`crowd${i}@example.edu`, { ip }).expect(202);
    const fromIp = await requestLink('one-more@example.edu', { ip }).expect(429);
    expect(fromIp.body).toMatchObject({
      statusCode: 429,
      code: 'rate-limited',
      message: SIGN_IN_LINK_LIMIT_MESSAGES.tooMany,
    });
    expect(Number(fromIp.headers['retry-after'])).toBeGreaterThan(60);
    expect(Number(fromIp.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Another network is not affected.
    await requestLink('one-more@example.edu').expect(202);
  });

  it('lets a network use up only its own budget for an address: the owner still gets a link', async () => {
    const victim = 'victim@example.edu';
    const attacker = freshIp();
    const owner = freshIp();
    const burst: number[] = [];
    for (let i = 0; i < 2 * SIGN_IN_LINK_LIMITS.perAddressFromNetwork; i++)
      burst.push((await requestLink(victim, { ip: attacker })).status);
    expect(burst.every((status) => status === 202 || status === 429)).toBe(true);
    expect(burst).toContain(429);

    // For a moment the address's own limit holds whoever asks; it says links were just sent.
    const soon = await requestLink(victim, { ip: owner }).expect(429);
    expect(soon.body).toMatchObject({
      code: 'rate-limited',
      message: SIGN_IN_LINK_LIMIT_MESSAGES.justSent,
    });
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(
      SIGN_IN_LINK_LIMITS.addressIntervalSeconds,
    );

    const later = new Date(Date.now() + (SIGN_IN_LINK_LIMITS.addressIntervalSeconds + 1) * 1000);
    jest.spyOn(clock, 'now').mockReturnValue(later);
    // The attacking network has used up its budget for this address for the whole window ...
    const stillRefused = await requestLink(victim, { ip: attacker }).expect(429);
    expect(stillRefused.body.message).toBe(SIGN_IN_LINK_LIMIT_MESSAGES.tooMany);
    expect(Number(stillRefused.headers['retry-after'])).toBeGreaterThan(
      SIGN_IN_LINK_LIMITS.addressIntervalSeconds,
    );
    // ... while the owner, on another network, is sent a link.
    const mailedBefore = smtp.to(victim).length;
    await requestLink(victim, { ip: owner }).expect(202);
    await eventually(
      () => smtp.to(victim),
      (list) => list.length > mailedBefore,
    );
    // However many networks ask, an address is sent at most this many links a minute.
    expect(burst.filter((status) => status === 202)).toHaveLength(SIGN_IN_LINK_LIMITS.perAddress);
  });

  it('rotates the session id at sign-in and signs out', async () => {
    const first = await signIn('rotate@example.edu');
    const second = await signIn('rotate@example.edu', first.cookie);
    expect(second.cookie).not.toBe(first.cookie);
    expect(
      (await request(url).get('/api/auth/me').set('cookie', first.cookie).expect(200)).body,
    ).toEqual({ user: null });
    await request(url).get('/api/auth/me').set('cookie', second.cookie).expect(200);

    const out = await request(url)
      .post('/api/auth/logout')
      .set('cookie', second.cookie)
      .expect(204);
    expect(setCookieNamed(out.headers['set-cookie'], 'redress_session')).toMatch(
      /Max-Age=0|Expires=Thu, 01 Jan 1970/,
    );
    // A visitor is no error: the session probe answers 200 with no user, and a route that
    // needs a user still answers 401.
    expect(
      (await request(url).get('/api/auth/me').set('cookie', second.cookie).expect(200)).body,
    ).toEqual({ user: null });
    const needsUser = await request(url)
      .get('/api/bookings')
      .set('cookie', second.cookie)
      .expect(401);
    expect(needsUser.body).toMatchObject({
      code: 'unauthenticated',
      message: 'You need to sign in.',
    });
    await request(url).post('/api/auth/logout').expect(204);
  });

  it('ends idle sessions and sessions past their absolute lifetime', async () => {
    const { cookie } = await signIn('idle@example.edu');
    const start = clock.now().getTime();
    const day = 24 * 3600_000;
    // Seen every 10 days: never idle for 14, but the 30-day limit still ends it.
    for (const days of [10, 20, 29]) {
      jest.spyOn(clock, 'now').mockReturnValue(new Date(start + days * day));
      await request(url).get('/api/auth/me').set('cookie', cookie).expect(200);
    }
    jest.spyOn(clock, 'now').mockReturnValue(new Date(start + 31 * day));
    expect((await request(url).get('/api/auth/me').set('cookie', cookie).expect(200)).body).toEqual(
      { user: null },
    );

    jest.restoreAllMocks();
    const idle = await signIn('idle2@example.edu');
    jest.spyOn(clock, 'now').mockReturnValue(new Date(clock.now().getTime() + 15 * day));
    expect(
      (await request(url).get('/api/auth/me').set('cookie', idle.cookie).expect(200)).body,
    ).toEqual({ user: null });
  });

  it('keeps the name a student signs letters with, and refuses one that cannot be used', async () => {
    const { cookie } = await signIn('named@example.edu');
    for (const [fullName, message] of [
      ['   ', FULL_NAME_MESSAGES.required],
      [42, FULL_NAME_MESSAGES.required],
      ['Amira\nKhan', FULL_NAME_MESSAGES.invalid],
      ['x'.repeat(FULL_NAME_MAX_LENGTH + 1), FULL_NAME_MESSAGES.tooLong],
    ] as const) {
      const refused = await request(url)
        .patch('/api/auth/me')
        .set('cookie', cookie)
        .send({ fullName })
        .expect(400);
      expect(refused.body).toMatchObject({ code: 'invalid-full-name', message });
    }
    const before = await request(url).get('/api/auth/me').set('cookie', cookie).expect(200);
    expect(before.body.user.fullName).toBeNull();

    const saved = await request(url)
      .patch('/api/auth/me')
      .set('cookie', cookie)
      .send({ fullName: '  Amira Khan ' })
      .expect(200);
    expect(saved.body.user).toMatchObject({ email: 'named@example.edu', fullName: 'Amira Khan' });
    const after = await request(url).get('/api/auth/me').set('cookie', cookie).expect(200);
    expect(after.body.user.fullName).toBe('Amira Khan');

    await request(url).patch('/api/auth/me').send({ fullName: 'Nobody' }).expect(401);
    await request(url)
      .patch('/api/auth/me')
      .set('cookie', cookie)
      .set('origin', 'https://evil.example')
      .send({ fullName: 'Mallory' })
      .expect(403);
    const unchanged = await request(url).get('/api/auth/me').set('cookie', cookie).expect(200);
    expect(unchanged.body.user.fullName).toBe('Amira Khan');
  });

  it('refuses cross-site state changes and accepts same-origin ones', async () => {
    const evil = await request(url)
      .post('/api/auth/logout')
      .set('origin', 'https://evil.example')
      .expect(403);
    expect(evil.body).toMatchObject({
      statusCode: 403,
      code: 'csrf',
      message: 'Cross-site requests are not allowed.',
      requestId: evil.headers['x-request-id'],
    });
    expect(evil.headers['content-security-policy']).toBeDefined();
    const fetchMeta = await request(url)
      .post('/api/auth/magic-link')
      .set('sec-fetch-site', 'cross-site')
      .send({ email: 'csrf@example.edu' })
      .expect(403);
    expect(fetchMeta.body.code).toBe('csrf');
    await request(url).post('/api/admin/login').set('origin', 'null').send({}).expect(403);

    await request(url).post('/api/auth/logout').set('origin', url).expect(204);
    await request(url).post('/api/auth/logout').set('origin', running.config.publicUrl).expect(204);
    await request(url)
      .post('/api/auth/logout')
      .set('origin', url)
      .set('sec-fetch-site', 'same-origin')
      .expect(204);
    // Reads are never refused, and the payment webhook is exempt: Stripe signs its calls instead
    // (payments are not configured in this app, so it answers 503 rather than the CSRF 403).
    await request(url).get('/api/auth/providers').set('origin', 'https://evil.example').expect(200);
    const webhook = await request(url)
      .post('/api/stripe/webhook')
      .set('origin', 'https://evil.example')
      .set('sec-fetch-site', 'cross-site')
      .expect(503);
    expect(webhook.body.code).not.toBe('csrf');
  });

  it('keeps user and admin sessions apart', async () => {
    const user = await signIn('student@example.edu');
    const admin = await adminLogin();

    const noSession = await request(url).get('/api/admin/probe').expect(401);
    expect(noSession.body.code).toBe('unauthenticated');
    const asUser = await request(url)
      .get('/api/admin/probe')
      .set('cookie', user.cookie)
      .expect(403);
    expect(asUser.body).toMatchObject({ statusCode: 403, code: 'forbidden' });
    const asAdmin = await request(url).get('/api/admin/probe').set('cookie', admin).expect(200);
    expect(asAdmin.body).toEqual({ username: 'admin' });

    expect((await request(url).get('/api/auth/me').set('cookie', admin).expect(200)).body).toEqual({
      user: null,
    });
    const sessionAsUser = await request(url)
      .get('/api/admin/session')
      .set('cookie', user.cookie)
      .expect(200);
    expect(sessionAsUser.body).toEqual({ admin: null });
    // A user cookie value presented under the admin cookie's name is still not an admin session.
    const swapped = user.cookie.replace('redress_session=', 'redress_admin=');
    await request(url).get('/api/admin/probe').set('cookie', swapped).expect(401);
  });

  it('logs an admin in and out with a separate cookie', async () => {
    const login = await request(url)
      .post('/api/admin/login')
      .set('x-forwarded-for', freshIp())
      .send({ username: 'admin', password: ADMIN_PASSWORD })
      .expect(200);
    expect(login.body).toEqual({
      admin: { id: expect.any(Number), username: 'admin', role: 'admin' },
    });
    const adminCookie = setCookieNamed(login.headers['set-cookie'], 'redress_admin');
    expect(adminCookie).toMatch(/HttpOnly/);
    expect(adminCookie).toMatch(/SameSite=Lax/);
    const cookie = cookiesOf(login.headers['set-cookie']);

    const session = await request(url).get('/api/admin/session').set('cookie', cookie).expect(200);
    expect(session.body).toEqual(login.body);
    await request(url).get('/api/admin/session').expect(200, { admin: null });

    const out = await request(url).post('/api/admin/logout').set('cookie', cookie).expect(200);
    expect(out.body).toEqual({ success: true });
    await request(url).get('/api/admin/session').set('cookie', cookie).expect(200, { admin: null });
  });

  it('validates the admin login form with the screen texts', async () => {
    const noUser = await request(url).post('/api/admin/login').send({ password: 'x' }).expect(400);
    expect(noUser.body.message).toBe('Username is required');
    const noPassword = await request(url)
      .post('/api/admin/login')
      .send({ username: 'admin', password: '' })
      .expect(400);
    expect(noPassword.body.message).toBe('Password is required');
  });

  it('refuses wrong credentials the same way for unknown names, slows down and locks out', async () => {
    const delays: number[] = [];
    jest.spyOn(clock, 'sleep').mockImplementation(async (ms: number) => {
      delays.push(ms);
    });
    const ip = freshIp();
    const attempt = (username: string, password: string) =>
      request(url).post('/api/admin/login').set('x-forwarded-for', ip).send({ username, password });

    const unknown = await attempt('no-such-admin', 'whatever-password').expect(401);
    expect(unknown.body).toMatchObject({
      statusCode: 401,
      message: 'Invalid username or password.',
    });

    for (let i = 1; i <= 10; i++) {
      const wrong = await attempt('admin', `wrong password ${i}`).expect(401);
      expect(wrong.body.message).toBe('Invalid username or password.');
    }
    // Slower after the first few failures, never faster.
    expect(delays.slice(1)).toEqual([...delays.slice(1)].sort((a, b) => a - b));
    expect(delays[delays.length - 1]).toBeGreaterThan(delays[1]);

    const locked = await attempt('admin', ADMIN_PASSWORD).expect(429);
    expect(locked.body.message).toBe('Too many failed attempts. Try again in 15 minutes.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // The lock is per name and address: the admin can still sign in from elsewhere.
    await adminLogin(freshIp());
    // And it lifts when the window is over.
    jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + 16 * 60_000));
    await attempt('admin', ADMIN_PASSWORD).expect(200);
  });

  it('checks at most 10 of 40 simultaneous wrong passwords', async () => {
    jest.spyOn(clock, 'sleep').mockResolvedValue(undefined);
    const ip = freshIp();
    const { statuses, verifications } = await guessAdminPasswordsAtOnce(url, 'admin', { ip });
    expect(verifications).toBeGreaterThan(0);
    expect(verifications).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    // Every guess that was checked was refused as wrong; all the others without a check.
    expect(statuses.filter((status) => status === 401)).toHaveLength(verifications);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - verifications);
    // The right password from there now waits for the window too.
    await request(url)
      .post('/api/admin/login')
      .set('x-forwarded-for', ip)
      .send({ username: 'admin', password: ADMIN_PASSWORD })
      .expect(429);
  });

  it('answers 404 provider-disabled for Google when it is not configured', async () => {
    await request(url).get('/api/auth/providers').expect(200, { google: false });
    const start = await request(url).get('/api/auth/google').expect(404);
    expect(start.body).toMatchObject({ code: 'provider-disabled' });
    const callback = await request(url).get('/api/auth/google/callback?code=x').expect(404);
    expect(callback.body.code).toBe('provider-disabled');
  });

  it('describes every auth route in the OpenAPI document', async () => {
    const doc = await request(url).get('/api/docs-json').expect(200);
    for (const path of [
      '/api/auth/magic-link',
      '/api/auth/magic-link/verify',
      '/api/auth/me',
      '/api/auth/logout',
      '/api/auth/providers',
      '/api/auth/google',
      '/api/auth/google/callback',
      '/api/admin/login',
      '/api/admin/session',
      '/api/admin/logout',
    ]) {
      const operations = Object.values(doc.body.paths[path] ?? {}) as { summary?: string }[];
      expect({
        path,
        summarised: operations.length > 0 && operations.every((op) => op.summary),
      }).toEqual({
        path,
        summarised: true,
      });
    }
    expect(Object.keys(doc.body.paths)).not.toContain('/dev/mail');
  });

  it('stores Google-less accounts with the spec fields', async () => {
    const user = await running.app
      .get(DataSource)
      .getRepository(User)
      .findOneByOrFail({ email: 'new.student@example.edu' });
    expect(user).toMatchObject({ emailVerified: true, firebaseUid: null, stripeCustomerId: null });
  });
});
