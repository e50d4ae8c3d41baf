import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import Redis from 'ioredis';
import { CreateAppOptions, createApp } from '../src/bootstrap/create-app';
import { AppConfig } from '../src/config/app-config';

export type DatabaseKind = 'sqlite' | 'mysql';

const mysqlUrl = process.env.TEST_MYSQL_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** The databases this run covers: SQLite always, MySQL/MariaDB when configured. */
export const DATABASES: DatabaseKind[] = mysqlUrl ? ['sqlite', 'mysql'] : ['sqlite'];
export const HAS_REDIS = Boolean(redisUrl);
export const HAS_MYSQL = Boolean(mysqlUrl);

/** `describe` when the service is configured; otherwise a described, printed skip (never silent). */
export function describeWith(service: 'mysql' | 'redis', name: string, body: () => void): void {
  const available = service === 'mysql' ? HAS_MYSQL : HAS_REDIS;
  if (available) {
    describe(name, body);
  } else {
    describe(name, () => {
      it(`needs ${service === 'mysql' ? 'TEST_MYSQL_URL' : 'TEST_REDIS_URL'} (not set, so not run)`, () => {
        expect(process.env.REQUIRE_SERVICES).not.toBe('1');
      });
    });
  }
}

export interface TestDatabase {
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh, empty database: a temp SQLite file, or a new MySQL schema dropped afterwards. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'redress-it-'));
  if (kind === 'sqlite') {
    return {
      env: { DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  if (!mysqlUrl) throw new Error('TEST_MYSQL_URL is not set');
  const name = `redress_it_${randomBytes(5).toString('hex')}`;
  const server = new URL(mysqlUrl);
  const admin = await createConnection({ uri: mysqlUrl });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  server.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: server.toString() },
    drop: async () => {
      const connection = await createConnection({ uri: mysqlUrl });
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await connection.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A queue prefix of its own, so parallel runs never share jobs; keys are deleted afterwards. */
export function redisEnv(): { env: Record<string, string>; cleanup(): Promise<void> } {
  if (!redisUrl) throw new Error('TEST_REDIS_URL is not set');
  const prefix = `redress-it-${randomBytes(5).toString('hex')}`;
  return {
    env: { REDIS_URL: redisUrl, QUEUE_PREFIX: prefix },
    cleanup: async () => {
      const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
          if (keys.length) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      } finally {
        redis.disconnect();
      }
    },
  };
}

/** A minimal built front end, so the static mounts and the SPA fallback can be exercised. */
export function fakeFrontendDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'redress-web-'));
  mkdirSync(join(dir, 'host'));
  mkdirSync(join(dir, 'student'));
  writeFileSync(
    join(dir, 'host', 'index.html'),
    '<!doctype html><title>Redress</title><div id="root"></div>',
  );
  writeFileSync(join(dir, 'host', 'main.3f2a.js'), 'console.log("host")');
  writeFileSync(join(dir, 'student', 'mf-manifest.json'), '{"id":"student"}');
  return dir;
}

export interface RunningApp {
  app: NestFastifyApplication;
  config: AppConfig;
  url: string;
  close(): Promise<void>;
}

export function testConfig(env: Record<string, string | undefined>): AppConfig {
  return AppConfig.from({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(tmpdir(), 'redress-no-web'),
    ...env,
  });
}

/** Boots the real application (same factory as production) on a random port. */
export async function startApp(
  env: Record<string, string | undefined>,
  options: CreateAppOptions = {},
): Promise<RunningApp> {
  const config = testConfig({ PORT: '0', HOST: '127.0.0.1', ...env });
  const app = await createApp(config, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, config, url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
