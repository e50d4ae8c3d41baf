export interface WindowCount {
  /** Hits in the current window, this one included. */
  count: number;
  resetAt: Date;
}

/**
 * Fixed-window counters shared by every API process: Redis when REDIS_URL is set, the database
 * otherwise. Nothing is kept in process memory, so the limits hold behind a load balancer.
 */
export abstract class RateLimitStore {
  abstract increment(bucket: string, windowMs: number): Promise<WindowCount>;
  abstract reset(bucket: string): Promise<void>;
}
