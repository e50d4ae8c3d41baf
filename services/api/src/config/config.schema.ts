import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

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
 * Every environment variable the API and the worker read. This is the only place that knows
 * their names; `.env.example` documents the same list.
 */
export const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: url(['http:', 'https:']).optional(),
    TRUST_PROXY: booleanFlag.default(false),
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
    REMOTE_STUDENT_URL: z.string().trim().min(1).default('/remotes/student/mf-manifest.json'),
    REMOTE_ADMIN_URL: z.string().trim().min(1).default('/remotes/admin/mf-manifest.json'),

    // Sign-in and sessions.
    SESSION_SECRET: z
      .string()
      .min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)')
      .optional(),
    MAGIC_LINK_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    SESSION_IDLE_DAYS: z.coerce.number().min(0.01).max(365).default(14),
    SESSION_ABSOLUTE_DAYS: z.coerce.number().min(0.01).max(365).default(30),

    // E-mail: SMTP when SMTP_URL is set, otherwise the dev outbox at /dev/mail.
    SMTP_URL: url(['smtp:', 'smtps:']).optional(),
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
    // Case intake and analysis.
    UPLOAD_MAX_MB: z.coerce.number().min(0.1).max(100).default(10),
    UPLOAD_MAX_PDF_PAGES: z.coerce.number().int().min(1).max(5000).default(300),
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
    /** BullMQ lock duration and stalled-job check interval: how soon a dead worker's job runs again. */
    QUEUE_LOCK_MS: z.coerce.number().int().min(200).max(600000).default(30000),
    // The language model for the analysis; unset means the embedded engine.
    LLM_PROVIDER: z.enum(['openai', 'anthropic', 'none']).optional(),
    LLM_BASE_URL: url(['http:', 'https:']).optional(),
    LLM_API_KEY: z.string().trim().min(1).optional(),
    LLM_MODEL: z.string().trim().min(1).optional(),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600000).default(30000),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required in production (at least 32 random characters)',
      });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: [env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'],
        message: 'must be set together with the other Google variable (or neither)',
      });
    }
    if (
      (env.LLM_PROVIDER === 'anthropic' || (env.LLM_PROVIDER === 'openai' && !env.LLM_BASE_URL)) &&
      !env.LLM_API_KEY
    ) {
      context.addIssue({
        code: 'custom',
        path: ['LLM_API_KEY'],
        message: `is required for LLM_PROVIDER=${env.LLM_PROVIDER} (only a local OpenAI-compatible LLM_BASE_URL works without one)`,
      });
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
