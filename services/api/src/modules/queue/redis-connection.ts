import type { RedisOptions } from 'ioredis';

/** ioredis takes options, not a URL, when BullMQ creates its connections. */
export function redisOptionsFromUrl(url: string): RedisOptions {
  const parsed = new URL(url);
  const db = parsed.pathname.replace(/^\//, '');
  return {
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : 6379,
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: db ? Number(db) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    // BullMQ requires this for blocking commands; offline queueing keeps producers alive across a Redis restart.
    maxRetriesPerRequest: null,
    enableOfflineQueue: true,
  };
}
