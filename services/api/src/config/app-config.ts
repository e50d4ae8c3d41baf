import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { llmOptionsFrom, type LlmSettings } from '@redress/analysis-llm';
import { SOCIAL_NETWORKS, SocialLink, SocialNetwork } from '@redress/domain';
import { Environment, parseEnvironment } from './config.schema';

export type DatabaseConfig =
  { type: 'sqlite'; file: string } | { type: 'mysql'; url: string; poolSize: number };

export type QueueConfig =
  | { driver: 'in-process'; concurrency: number }
  | { driver: 'bullmq'; redisUrl: string; prefix: string; concurrency: number };

export type RemoteName = 'student' | 'admin';

export interface WebConfig {
  /** The front-end builds: host/, student/, admin/. */
  distDir: string;
  /** Where each remote's mf-manifest.json is (GET /remotes.json tells the host). */
  remotes: Record<RemoteName, string>;
  /** The origins of the remotes served elsewhere (absolute URLs): the pages may load from them. */
  remoteOrigins: string[];
}

export interface AuthConfig {
  magicLinkTtlMinutes: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  /** How long a session and its user are kept in memory (0: not at all). */
  sessionCacheMs: number;
  /** `__Host-` cookies need HTTPS, so only production uses them. */
  secureCookies: boolean;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export interface MailConfig {
  smtpUrl: string | null;
  from: string;
  adminNotifyEmail: string | null;
}

const DAY_MS = 24 * 3600 * 1000;

export interface AnalysisConfig {
  uploadMaxBytes: number;
  maxPdfPages: number;
  /** Threads reading uploads at intake. */
  uploadCheckThreads: number;
  perDay: number;
  /** Address ranges (CIDR) a policy link may reach although they are private or local. */
  fetchAllowRanges: string[];
  stuckAfterMs: number;
  /** How often waiting cases are queued again (and how long one may wait before that). */
  sweepEveryMs: number;
  /** Null: the embedded engine writes every report. */
  llm: LlmSettings | null;
}

/** Stripe, when STRIPE_SECRET_KEY is set (the schema then requires the other two keys). */
export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends API calls: Stripe's own address, or a local stand-in in tests. */
  api: { host: string; port: number; protocol: 'http' | 'https' };
}

export interface BookingConfig {
  /** The IANA zone the slots are defined in (BOOKING_TIMEZONE). */
  timeZone: string;
  /** The meeting address of a booking, `{id}` replaced by its id; null: none is given. */
  meetingLinkTemplate: string | null;
}

export interface PaymentsConfig {
  /** Null: card payments are off; the paid pages and routes say so (503). */
  stripe: StripeConfig | null;
  /** Lower-case name of a trusted header carrying the visitor's country, or null. */
  countryHeader: string | null;
}

/** Splits an API base URL into what the Stripe SDK takes (it has no single URL option). */
export function stripeApiAddress(url: string): StripeConfig['api'] {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/** The typed configuration object built once at boot. */
export class AppConfig {
  readonly env: Environment['NODE_ENV'];
  readonly isProduction: boolean;
  readonly host: string;
  readonly port: number;
  readonly publicUrl: string;
  /** Fastify's trustProxy: false, a number of proxies in front, or the proxies' addresses. */
  readonly trustProxy: false | number | string[];
  readonly logLevel: Environment['LOG_LEVEL'];
  readonly dataDir: string;
  readonly database: DatabaseConfig;
  readonly runMigrationsAtStart: boolean;
  readonly queue: QueueConfig;
  readonly web: WebConfig;
  /** What the public pages show that an operator chooses (GET /api/site-config). */
  readonly site: {
    introVideoId: string | null;
    /** Where page views go (a Plausible-compatible events API); null: nowhere. */
    analytics: { eventsUrl: string; domain: string } | null;
    /** Where a visitor writes to a person (SUPPORT_EMAIL); null: no address is shown. */
    supportEmail: string | null;
    /** The configured profiles only, in the footer's order. */
    social: SocialLink[];
  };
  readonly auth: AuthConfig;
  /** Null when Google sign-in is not configured (the button is hidden, the routes answer 404). */
  readonly google: GoogleConfig | null;
  readonly mail: MailConfig;
  readonly analysis: AnalysisConfig;
  readonly payments: PaymentsConfig;
  readonly booking: BookingConfig;
  /** BullMQ: how long a job's lock lasts, and how often workers look for jobs whose worker died. */
  readonly queueLockMs: number;
  /** How often the worker looks for orders undelivered past their promised day. */
  readonly orderOverdueSweepMs: number;
  /** Only `npm run admin:create` reads this. */
  readonly adminPassword: string | null;
  /** The SQL tool's MySQL/MariaDB connection (null: DATABASE_URL, or the SQLite file read-only). */
  readonly adminSqlDatabaseUrl: string | null;
  private readonly configuredSessionSecret: string | null;
  private generatedSessionSecret?: string;

  constructor(environment: Environment) {
    this.env = environment.NODE_ENV;
    this.isProduction = environment.NODE_ENV === 'production';
    this.host = environment.HOST;
    this.port = environment.PORT;
    this.publicUrl = (environment.PUBLIC_URL ?? `http://localhost:${environment.PORT}`).replace(
      /\/+$/,
      '',
    );
    this.trustProxy = environment.TRUST_PROXY;
    this.logLevel = environment.LOG_LEVEL;
    this.dataDir = resolve(environment.DATA_DIR);
    this.database = environment.DATABASE_URL
      ? { type: 'mysql', url: environment.DATABASE_URL, poolSize: environment.DATABASE_POOL_SIZE }
      : { type: 'sqlite', file: resolve(this.dataDir, 'redress.sqlite') };
    this.runMigrationsAtStart = environment.MIGRATIONS_RUN_AT_START;
    this.queue = environment.REDIS_URL
      ? {
          driver: 'bullmq',
          redisUrl: environment.REDIS_URL,
          prefix: environment.QUEUE_PREFIX,
          concurrency: environment.WORKER_CONCURRENCY,
        }
      : { driver: 'in-process', concurrency: environment.WORKER_CONCURRENCY };
    const remotes = {
      student: environment.REMOTE_STUDENT_URL,
      admin: environment.REMOTE_ADMIN_URL,
    };
    this.web = {
      distDir: resolve(environment.WEB_DIST_DIR),
      remotes,
      remoteOrigins: [
        ...new Set(
          Object.values(remotes)
            .filter((url) => !url.startsWith('/'))
            .map((url) => new URL(url).origin),
        ),
      ],
    };
    this.site = {
      introVideoId: environment.INTRO_VIDEO_ID ?? null,
      analytics: environment.ANALYTICS_EVENTS_URL
        ? {
            eventsUrl: environment.ANALYTICS_EVENTS_URL,
            domain: environment.ANALYTICS_DOMAIN ?? new URL(this.publicUrl).hostname,
          }
        : null,
      supportEmail: environment.SUPPORT_EMAIL ?? null,
      social: socialLinks({
        linkedin: environment.SOCIAL_LINKEDIN_URL,
        youtube: environment.SOCIAL_YOUTUBE_URL,
        x: environment.SOCIAL_X_URL,
        instagram: environment.SOCIAL_INSTAGRAM_URL,
        facebook: environment.SOCIAL_FACEBOOK_URL,
        tiktok: environment.SOCIAL_TIKTOK_URL,
      }),
    };
    this.auth = {
      magicLinkTtlMinutes: environment.MAGIC_LINK_TTL_MINUTES,
      sessionIdleMs: environment.SESSION_IDLE_DAYS * DAY_MS,
      sessionAbsoluteMs: environment.SESSION_ABSOLUTE_DAYS * DAY_MS,
      sessionCacheMs: environment.SESSION_CACHE_SECONDS * 1000,
      secureCookies: this.isProduction,
    };
    this.google =
      environment.GOOGLE_CLIENT_ID && environment.GOOGLE_CLIENT_SECRET
        ? {
            clientId: environment.GOOGLE_CLIENT_ID,
            clientSecret: environment.GOOGLE_CLIENT_SECRET,
            authorizationUrl: environment.GOOGLE_AUTHORIZATION_URL,
            tokenUrl: environment.GOOGLE_TOKEN_URL,
            userInfoUrl: environment.GOOGLE_USERINFO_URL,
          }
        : null;
    this.mail = {
      smtpUrl: environment.SMTP_URL ?? null,
      from: environment.MAIL_FROM,
      adminNotifyEmail: environment.ADMIN_NOTIFY_EMAIL?.toLowerCase() ?? null,
    };
    this.adminPassword = environment.ADMIN_PASSWORD ?? null;
    this.adminSqlDatabaseUrl = environment.ADMIN_SQL_DATABASE_URL ?? null;
    this.analysis = {
      uploadMaxBytes: Math.round(environment.UPLOAD_MAX_MB * 1024 * 1024),
      maxPdfPages: environment.UPLOAD_MAX_PDF_PAGES,
      uploadCheckThreads: environment.UPLOAD_CHECK_THREADS,
      perDay: environment.ANALYSES_PER_DAY,
      fetchAllowRanges: (environment.POLICY_FETCH_ALLOW_RANGES ?? '')
        .split(',')
        .map((range) => range.trim())
        .filter(Boolean),
      stuckAfterMs: environment.ANALYSIS_STUCK_MINUTES * 60_000,
      sweepEveryMs: environment.ANALYSIS_SWEEP_SECONDS * 1000,
      llm: llmOptionsFrom(environment),
    };
    this.queueLockMs = environment.QUEUE_LOCK_MS;
    this.orderOverdueSweepMs = environment.ORDER_OVERDUE_SWEEP_SECONDS * 1000;
    this.booking = {
      timeZone: environment.BOOKING_TIMEZONE,
      meetingLinkTemplate: environment.BOOKING_MEETING_LINK_TEMPLATE ?? null,
    };
    this.payments = {
      stripe:
        environment.STRIPE_SECRET_KEY &&
        environment.STRIPE_PUBLISHABLE_KEY &&
        environment.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: environment.STRIPE_SECRET_KEY,
              publishableKey: environment.STRIPE_PUBLISHABLE_KEY,
              webhookSecret: environment.STRIPE_WEBHOOK_SECRET,
              api: stripeApiAddress(environment.STRIPE_API_URL),
            }
          : null,
      countryHeader: environment.LOCATION_COUNTRY_HEADER ?? null,
    };
    this.configuredSessionSecret = environment.SESSION_SECRET ?? null;
  }

  /**
   * The key that signs cookies. Production must configure it; elsewhere one is generated at the
   * first start and kept in DATA_DIR (mode 0600) so sign-ins survive restarts. Read lazily so that
   * building a configuration never touches the disk.
   */
  get sessionSecret(): string {
    if (this.configuredSessionSecret) return this.configuredSessionSecret;
    if (this.generatedSessionSecret) return this.generatedSessionSecret;
    const file = resolve(this.dataDir, 'session-secret');
    let secret = '';
    try {
      secret = readFileSync(file, 'utf8').trim();
    } catch {
      // Not there yet: created below.
    }
    if (secret.length < 32) {
      mkdirSync(this.dataDir, { recursive: true });
      const fresh = randomBytes(48).toString('base64url');
      try {
        // 'wx': when two processes start at once, the first file wins and both read it.
        writeFileSync(file, `${fresh}\n`, { mode: 0o600, flag: secret ? 'w' : 'wx' });
        chmodSync(file, 0o600);
        secret = fresh;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        secret = readFileSync(file, 'utf8').trim();
      }
    }
    this.generatedSessionSecret = secret;
    return secret;
  }

  /** Builds the configuration from an explicit set of variables (tests, tools). */
  static from(variables: Record<string, string | undefined>): AppConfig {
    return new AppConfig(parseEnvironment(variables));
  }

  /** Every variable at its default. */
  static defaults(): Environment {
    return parseEnvironment({});
  }

  /** Reads process.env: the one place in the service that does. */
  static fromProcessEnv(overrides: Record<string, string | undefined> = {}): AppConfig {
    return new AppConfig(parseEnvironment({ ...process.env, ...overrides }));
  }
}

/** The configured profiles, named and in the footer's order; the unset ones left out. */
function socialLinks(urls: Record<SocialNetwork, string | undefined>): SocialLink[] {
  return (Object.keys(SOCIAL_NETWORKS) as SocialNetwork[]).flatMap((network) => {
    const href = urls[network];
    return href ? [{ name: SOCIAL_NETWORKS[network], href }] : [];
  });
}
