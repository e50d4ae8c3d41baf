import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { redisOptionsFromUrl } from '../../queue/redis-connection';
import { RateLimitStore, WindowCount } from './rate-limit.store';

// INCR and the expiry in one step, so a crash between them can never leave a counter that lives forever.
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/** Counters in Redis: one key per bucket, expiring with its window. */
@Injectable()
export class RedisRateLimitStore extends RateLimitStore implements OnApplicationShutdown {
  private readonly redis: Redis;

  constructor(url: string, prefix: string) {
    super();
    this.redis = new Redis({
      ...redisOptionsFromUrl(url),
      keyPrefix: `${prefix}:rate-limit:`,
      // Fail fast while Redis is away: the limiter then lets the request through (see RateLimiter).
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    this.redis.on('error', () => undefined);
  }

  async increment(bucket: string, windowMs: number): Promise<WindowCount> {
    const [count, ttl] = (await this.redis.eval(INCREMENT, 1, bucket, String(windowMs))) as [
      number,
      number,
    ];
    return { count, resetAt: new Date(Date.now() + ttl) };
  }

  async reset(bucket: string): Promise<void> {
    await this.redis.del(bucket);
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
