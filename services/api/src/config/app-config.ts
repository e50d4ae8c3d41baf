import { resolve } from 'node:path';
import { Environment, parseEnvironment } from './config.schema';

export type DatabaseConfig =
  { type: 'sqlite'; file: string } | { type: 'mysql'; url: string; poolSize: number };

export type QueueConfig =
  | { driver: 'in-process'; concurrency: number }
  | { driver: 'bullmq'; redisUrl: string; prefix: string; concurrency: number };

/** The typed configuration object built once at boot. */
export class AppConfig {
  readonly env: Environment['NODE_ENV'];
  readonly isProduction: boolean;
  readonly host: string;
  readonly port: number;
  readonly publicUrl: string;
  readonly trustProxy: boolean;
  readonly logLevel: Environment['LOG_LEVEL'];
  readonly dataDir: string;
  readonly database: DatabaseConfig;
  readonly runMigrationsAtStart: boolean;
  readonly queue: QueueConfig;
  readonly web: { distDir: string; remotes: { student: string; admin: string } };

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
    this.web = {
      distDir: resolve(environment.WEB_DIST_DIR),
      remotes: { student: environment.REMOTE_STUDENT_URL, admin: environment.REMOTE_ADMIN_URL },
    };
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
