import { LRUCache } from 'lru-cache';
import type { Clock } from './clock';

/**
 * A bounded in-process cache whose entries expire `ttlMs` after they were stored, by `clock`
 * when given (tests move it); null when `ttlMs` is 0, so callers write `cache?.get(...)` and
 * caching can be turned off by config.
 */
export function shortCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  ttlMs: number,
  clock?: Clock,
  max = 10_000,
): LRUCache<K, V> | null {
  if (ttlMs <= 0) return null;
  return new LRUCache<K, V>({
    max,
    ttl: ttlMs,
    // Asks the clock on every read instead of reusing one reading for a millisecond.
    ...(clock ? { perf: { now: () => clock.now().getTime() }, ttlResolution: 0 } : {}),
  });
}
