import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { DatabaseConfig } from '../config/app-config';
import { DatabaseLogger } from './database-logger';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';

/** TypeORM options for either database. `synchronize` is never on: migrations own the schema. */
export function dataSourceOptions(database: DatabaseConfig): DataSourceOptions {
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTableName: 'migrations',
    synchronize: false,
    logging: ['error', 'warn', 'migration'] as ('error' | 'warn' | 'migration')[],
    logger: new DatabaseLogger(),
    // A statement slower than this is logged, without its parameters.
    maxQueryExecutionTime: 2000,
  };
  if (database.type === 'mysql') {
    return {
      ...common,
      type: 'mysql',
      url: database.url,
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
      poolSize: database.poolSize,
      connectTimeout: 5000,
      // Keep failing fast while the server is away so requests answer 503 instead of hanging.
      extra: {
        connectionLimit: database.poolSize,
        enableKeepAlive: true,
        maxIdle: database.poolSize,
      },
    };
  }
  if (database.file !== ':memory:') mkdirSync(dirname(database.file), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: database.file,
    // WAL lets the API read while a job writes; busy_timeout waits instead of failing on a lock.
    enableWAL: true,
    prepareDatabase: (db: { pragma: (sql: string) => unknown }) => {
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
    },
  };
}
