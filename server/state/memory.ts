import type { ApiState } from '../api/kit';
import { MemoryIdempotencyStore } from '../idempotency';
import { MemoryKeyedLock } from './keyed-lock';
import { MemoryRateLimiter } from './rate-limiter';

/**
 * The API's state in this process's memory: the rate limit, the per-coupon and per-card lines,
 * idempotency keys. What a restart and a second process cost is in docs/scaling.md.
 */
export function memoryApiState(perMinute: number, now: () => number = () => Date.now()): ApiState {
  return {
    // One API key, one bucket: the shop's calls a minute (rateLimitOf).
    rateLimiter: new MemoryRateLimiter(perMinute, now),
    locks: new MemoryKeyedLock(),
    idempotency: new MemoryIdempotencyStore({ now }),
  };
}
