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
export const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  TRUST_PROXY: booleanFlag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

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
