import { PLAN_RATE_LIMITS } from '../api/interpret';
import type { ApiState } from '../api/kit';
import type { Plan } from '../config';
import { MemoryIdempotencyStore } from '../idempotency';
import { MemoryKeyedLock } from './keyed-lock';
import { MemoryRateLimiter } from './rate-limiter';

/**
 * The API's state in this process's memory: the rate limit, the per-coupon and per-card lines,
 * idempotency keys. What a restart and a second process cost is in docs/scaling.md.
 */
export function memoryApiState(plan: Plan, now: () => number = () => Date.now()): ApiState {
  return {
    // One API key, one bucket: the plan's calls a minute.
    rateLimiter: new MemoryRateLimiter(PLAN_RATE_LIMITS[plan], now),
    locks: new MemoryKeyedLock(),
    idempotency: new MemoryIdempotencyStore({ now }),
  };
}
