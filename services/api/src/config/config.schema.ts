import ipaddr from 'ipaddr.js';
import { llmEnvironmentIssues, llmEnvironmentShape } from '@redress/analysis-llm';
import { DEFAULT_BOOKING_TIME_ZONE, isValidTimeZone, POLICY_FILE_MAX_MB } from '@redress/domain';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Which X-Forwarded-For entries name the client: none (`false`), the one the proxy in front
 * added (`true`, or a number of proxies in a row), or those added by the listed proxies
 * (addresses or CIDR ranges, comma-separated). Never every hop: the left-most entry is whatever
 * the client wrote, and rate limits keyed on it could be escaped at will.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (['false', '0', 'no', ''].includes(value)) return false;
    if (['true', 'yes'].includes(value)) return 1;
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value);
    const proxies = value.split(',').map((entry) => entry.trim());
    if (proxies.every((entry) => ipaddr.isValid(entry) || isCidr(entry))) return proxies;
    context.addIssue({
      code: 'custom',
      message:
        'must be false, true (one proxy in front), a number of proxies (1-10), or a comma-separated list of proxy addresses or CIDR ranges',
    });
    return z.NEVER;
  });

function isCidr(value: string): boolean {
  try {
    ipaddr.parseCIDR(value);
    return true;
  } catch {
    return false;
  }
}

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    );

/**
 * Where a front-end remote's mf-manifest.json is: a path on the API's own origin (the API then
 * serves that remote's build), or an absolute address on another origin (a static host or CDN
 * serves it, and the pages' Content-Security-Policy allows that origin).
 */
const remoteManifestUrl = z
  .string()
  .trim()
  .refine((value) => {
    // A folder of this origin other than the root, which is the host's.
    if (value.startsWith('/')) return /^\/[^/]+\/(?:[^/]+\/)*[^/]+$/.test(value);
    try {
      const parsed = new URL(value);
      return ['http:', 'https:'].includes(parsed.protocol) && !parsed.username && !parsed.password;
    } catch {
      return false;
    }
  }, 'must be a path in a folder of this origin (/remotes/student/mf-manifest.json) or an http(s) URL');

/**
 * Every environment variable the API and the worker read. This is the only place that knows
 * their names, but for the LLM_* ones, which `@redress/analysis-llm` defines (the analyse CLI
 * reads them too); `.env.example` documents the same list.
 */
export const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: url(['http:', 'https:']).optional(),
    TRUST_PROXY: trustProxy.default(false),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),

    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: url(['mysql:', 'mariadb:']).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    MIGRATIONS_RUN_AT_START: booleanFlag.default(true),

    REDIS_URL: url(['redis:', 'rediss:']).optional(),
    QUEUE_PREFIX: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]+$/, 'may only contain letters, digits, _ and -')
      .default('redress'),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),

    WEB_DIST_DIR: z.string().trim().min(1).default('./dist/frontends'),
    REMOTE_STUDENT_URL: remoteManifestUrl.default('/remotes/student/mf-manifest.json'),
    REMOTE_ADMIN_URL: remoteManifestUrl.default('/remotes/admin/mf-manifest.json'),
    /** The home page's introduction video: a YouTube video id. Unset: no video is shown. */
    INTRO_VIDEO_ID: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{11}$/, 'must be a YouTube video id (11 letters, digits, - or _)')
      .optional(),
    /** Page views go to this Plausible-compatible events API. Unset: no analytics. */
    ANALYTICS_EVENTS_URL: z
      .string()
      .trim()
      .url('must be an absolute URL, e.g. https://plausible.io/api/event')
      .refine((url) => /^https?:\/\//.test(url), 'must be an http(s) URL')
      .optional(),
    /** The site's name at the analytics provider. Unset: the host name of PUBLIC_URL. */
    ANALYTICS_DOMAIN: z.string().trim().min(1).max(253).optional(),
    /**
     * Where a visitor writes to a person: the footer's e-mail link, the legal pages' contact
     * sections and the reply-to of every e-mail. Unset: no address is shown.
     */
    SUPPORT_EMAIL: z.string().trim().email('must be an e-mail address').optional(),
    /** The product's profile on each network, shown in the footer; a network left unset is not. */
    SOCIAL_LINKEDIN_URL: url(['https:']).optional(),
    SOCIAL_YOUTUBE_URL: url(['https:']).optional(),
    SOCIAL_X_URL: url(['https:']).optional(),
    SOCIAL_INSTAGRAM_URL: url(['https:']).optional(),
    SOCIAL_FACEBOOK_URL: url(['https:']).optional(),
    SOCIAL_TIKTOK_URL: url(['https:']).optional(),

    // Sign-in and sessions.
    SESSION_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)')
      .optional(),
    MAGIC_LINK_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    SESSION_IDLE_DAYS: z.coerce.number().min(0.01).max(365).default(14),
    SESSION_ABSOLUTE_DAYS: z.coerce.number().min(0.01).max(365).default(30),
    /**
     * How long an API process keeps a session and its user in memory after reading them
     * (0: read both on every request). Sign-out and account deletion drop them at once in the
     * process that handles them; other API processes notice within this time.
     */
    SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),

    // E-mail: SMTP when SMTP_URL is set, otherwise the dev outbox at /dev/mail.
    SMTP_URL: url(['smtp:', 'smtps:']).optional(),
    /**
     * Production without SMTP_URL stops at start (nobody could sign in, and nothing would say
     * why) unless this says the outbox is wanted there; the admin dashboard then warns.
     */
    MAIL_OUTBOX_IN_PRODUCTION: booleanFlag.default(false),
    MAIL_FROM: z.string().trim().min(3).default('Redress <no-reply@redress.example>'),
    ADMIN_NOTIFY_EMAIL: z.string().trim().email('must be an e-mail address').optional(),

    // Google sign-in: shown only when both the client id and secret are set.
    GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
    GOOGLE_AUTHORIZATION_URL: url(['https:', 'http:']).default(
      'https://accounts.google.com/o/oauth2/v2/auth',
    ),
    GOOGLE_TOKEN_URL: url(['https:', 'http:']).default('https://oauth2.googleapis.com/token'),
    GOOGLE_USERINFO_URL: url(['https:', 'http:'])
      .refine(
        (value) => new URL(value).pathname.endsWith('/userinfo'),
        'must be an OpenID Connect userinfo endpoint (its path ends with /userinfo)',
      )
      .default('https://www.googleapis.com/oauth2/v3/userinfo'),

    /** Read only by `npm run admin:create`. */
    ADMIN_PASSWORD: z.string().optional(),
    /**
     * The admin SQL tool's own MySQL/MariaDB connection, ideally a user granted SELECT only.
     * Unset: DATABASE_URL, made read-only per session. Not used with SQLite.
     */
    ADMIN_SQL_DATABASE_URL: url(['mysql:', 'mariadb:']).optional(),
    // Case intake and analysis.
    UPLOAD_MAX_MB: z.coerce.number().min(0.1).max(100).default(POLICY_FILE_MAX_MB),
    UPLOAD_MAX_PDF_PAGES: z.coerce.number().int().min(1).max(5000).default(300),
    /** Worker threads of the API that read uploads at intake (text extraction off the event loop). */
    UPLOAD_CHECK_THREADS: z.coerce.number().int().min(1).max(16).default(1),
    ANALYSES_PER_DAY: z.coerce.number().int().min(1).max(1000).default(3),
    /**
     * Address ranges (CIDR, comma-separated) a policy link may reach although they are private
     * or local. Empty in production; tests use it to fetch from a server on 127.0.0.1.
     */
    POLICY_FETCH_ALLOW_RANGES: z
      .string()
      .trim()
      .regex(
        /^[0-9a-fA-F:.]+\/\d{1,3}(\s*,\s*[0-9a-fA-F:.]+\/\d{1,3})*$/,
        'must be CIDR ranges separated by commas (e.g. 127.0.0.1/32)',
      )
      .optional(),
    /** A job running longer than this without progress is treated as lost and its case marked failed. */
    ANALYSIS_STUCK_MINUTES: z.coerce.number().min(0.05).max(1440).default(15),
    ANALYSIS_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    /** BullMQ lock duration and stalled-job check interval: how soon a dead worker's job runs again. */
    QUEUE_LOCK_MS: z.coerce.number().int().min(200).max(600000).default(30000),
    /** How often the worker looks for paid orders undelivered past their promised day. */
    ORDER_OVERDUE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86400).default(900),
    // The language model for the analysis; unset means the embedded engine.
    ...llmEnvironmentShape,
    // Consultation bookings: the slots are wall-clock times in this IANA time zone.
    BOOKING_TIMEZONE: z
      .string()
      .trim()
      .refine(isValidTimeZone, 'must be an IANA time zone name (e.g. Europe/Rome)')
      .default(DEFAULT_BOOKING_TIME_ZONE),
    /** The video-call address of a booking; `{id}` becomes the booking's id. */
    BOOKING_MEETING_LINK_TEMPLATE: z
      .string()
      .trim()
      .refine((value) => {
        try {
          return ['http:', 'https:'].includes(new URL(value.replaceAll('{id}', '1')).protocol);
        } catch {
          return false;
        }
      }, 'must be a URL starting with http:// or https://, e.g. https://meet.example.com/redress-{id}')
      .optional(),
    // Card payments (Stripe). Unset STRIPE_SECRET_KEY: the paid pages say payments are off.
    STRIPE_SECRET_KEY: z
      .string()
      .trim()
      .regex(
        /^(sk|rk)_(test|live)_\w+$/,
        'must be a Stripe secret key (sk_test_... or sk_live_...)',
      )
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .trim()
      .regex(
        /^pk_(test|live)_\w+$/,
        'must be a Stripe publishable key (pk_test_... or pk_live_...)',
      )
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .trim()
      .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_...)')
      .optional(),
    /** Stripe's API address; tests point it at a local stand-in. */
    STRIPE_API_URL: url(['https:', 'http:']).default('https://api.stripe.com'),
    /**
     * A request header set by a trusted proxy or CDN with the visitor's country (e.g.
     * CF-IPCountry). Unset: /api/user-location goes by the Accept-Language region only.
     */
    LOCATION_COUNTRY_HEADER: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9-]+$/, 'must be an HTTP header name (e.g. CF-IPCountry)')
      .optional(),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production (at least 32 random characters)',
      });
    }
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && !env.MAIL_OUTBOX_IN_PRODUCTION) {
      context.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message:
          'is required in production: without it no sign-in link or other e-mail leaves the server (set MAIL_OUTBOX_IN_PRODUCTION=true to keep mail in the outbox on purpose)',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'must be set together with the other Google variable (or neither)',
      });
    }
    for (const { path, message } of llmEnvironmentIssues(env)) {
      context.addIssue({ code: 'custom', path: [path], message });
    }
    if (env.ADMIN_SQL_DATABASE_URL && !env.DATABASE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['ADMIN_SQL_DATABASE_URL'],
        message:
          'needs DATABASE_URL (on SQLite the SQL tool opens the database file read-only instead)',
      });
    }
    if (env.STRIPE_SECRET_KEY) {
      for (const name of ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const) {
        if (!env[name]) {
          context.addIssue({
            code: 'custom',
            path: [name],
            message:
              'is required with STRIPE_SECRET_KEY (the checkout needs the publishable key, and orders complete only through signed webhooks)',
          });
        }
      }
    }
    if (env.SESSION_ABSOLUTE_DAYS < env.SESSION_IDLE_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['SESSION_ABSOLUTE_DAYS'],
        message: 'must not be shorter than SESSION_IDLE_DAYS',
      });
    }
  });

export type Environment = z.infer<typeof environmentSchema>;

export class ConfigurationError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/** Parses the environment; throws a ConfigurationError naming every bad variable. */
export function parseEnvironment(env: Record<string, string | undefined>): Environment {
  // Empty strings in an env file mean "not set".
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = environmentSchema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigurationError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return result.data;
}
