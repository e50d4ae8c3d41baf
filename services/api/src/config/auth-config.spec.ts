import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from './app-config';
import { ConfigurationError } from './config.schema';

const problemsOf = (env: Record<string, string>) => {
  try {
    AppConfig.from(env);
    return [];
  } catch (error) {
    return (error as ConfigurationError).problems;
  }
};

describe('sign-in configuration', () => {
  it('has sensible defaults', () => {
    const config = AppConfig.from({});
    expect(config.auth).toEqual({
      magicLinkTtlMinutes: 15,
      sessionIdleMs: 14 * 24 * 3600_000,
      sessionAbsoluteMs: 30 * 24 * 3600_000,
      sessionCacheMs: 5000,
      secureCookies: false,
    });
    expect(config.mail).toEqual({
      smtpUrl: null,
      from: 'Redress <no-reply@redress.example>',
      adminNotifyEmail: null,
    });
    expect(config.google).toBeNull();
  });

  const SMTP = { SMTP_URL: 'smtp://mail.example.org:25' };

  it('requires a long SESSION_SECRET in production', () => {
    expect(problemsOf({ NODE_ENV: 'production', ...SMTP })).toEqual([
      expect.stringMatching(/^SESSION_SECRET: is required in production/),
    ]);
    expect(problemsOf({ NODE_ENV: 'production', SESSION_SECRET: 'short', ...SMTP })).toEqual([
      expect.stringMatching(/^SESSION_SECRET: must be at least 32 characters/),
    ]);
    const config = AppConfig.from({
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(32),
      ...SMTP,
    });
    expect(config.sessionSecret).toBe('s'.repeat(32));
    expect(config.auth.secureCookies).toBe(true);
  });

  it('requires SMTP_URL in production, unless the outbox is wanted there on purpose', () => {
    const secret = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) };
    expect(problemsOf(secret)).toEqual([
      expect.stringMatching(/^SMTP_URL: is required in production/),
    ]);
    expect(problemsOf({ ...secret, MAIL_OUTBOX_IN_PRODUCTION: 'true' })).toEqual([]);
    expect(problemsOf({ ...secret, ...SMTP })).toEqual([]);
    // Outside production the outbox is the default, as before.
    expect(problemsOf({})).toEqual([]);
  });

  it('generates a secret once outside production and keeps it private in DATA_DIR', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'redress-secret-'));
    const first = AppConfig.from({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(AppConfig.from({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
    const file = join(dataDir, 'session-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('enables Google only with both credentials, and names the missing one', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      expect.stringMatching(/^GOOGLE_CLIENT_SECRET: must be set together/),
    ]);
    const config = AppConfig.from({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.google).toMatchObject({
      clientId: 'id',
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
      userInfoUrl: 'https://www.googleapis.com/oauth2/v3/userinfo',
    });
  });

  it('explains bad values', () => {
    expect(problemsOf({ SMTP_URL: 'http://mail' })).toEqual([
      expect.stringMatching(/^SMTP_URL: must be a URL starting with smtp:\/\/ or smtps:\/\//),
    ]);
    expect(problemsOf({ ADMIN_NOTIFY_EMAIL: 'nope' })).toEqual([
      'ADMIN_NOTIFY_EMAIL: must be an e-mail address',
    ]);
    expect(problemsOf({ SESSION_IDLE_DAYS: '40', SESSION_ABSOLUTE_DAYS: '30' })).toEqual([
      'SESSION_ABSOLUTE_DAYS: must not be shorter than SESSION_IDLE_DAYS',
    ]);
  });
});
