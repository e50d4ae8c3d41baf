import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../common/clock';
import { RateLimitStore, WindowCount } from './rate-limit.store';

export interface LimitDecision {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Counts hits per bucket in a fixed window. When the counter store itself fails, requests are let
 * through (and the failure logged): an outage of Redis must not lock every student out.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger('RateLimit');

  constructor(
    private readonly store: RateLimitStore,
    private readonly clock: Clock,
  ) {}

  async hit(bucket: string, limit: number, windowMs: number): Promise<LimitDecision> {
    let window: WindowCount;
    try {
      window = await this.store.increment(bucket, windowMs);
    } catch (error) {
      this.logger.warn(`Rate limit store unavailable: ${(error as Error).message}`);
      return { allowed: true, count: 0, retryAfterSeconds: 0 };
    }
    return {
      allowed: window.count <= limit,
      count: window.count,
      retryAfterSeconds: this.secondsUntil(window.resetAt),
    };
  }

  async reset(bucket: string): Promise<void> {
    try {
      await this.store.reset(bucket);
    } catch (error) {
      this.logger.warn(`Rate limit store unavailable: ${(error as Error).message}`);
    }
  }

  secondsUntil(date: Date): number {
    return Math.max(1, Math.ceil((date.getTime() - this.clock.now().getTime()) / 1000));
  }
}
