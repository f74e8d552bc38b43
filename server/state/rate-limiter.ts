import { TokenBucket } from '../flow';

/**
 * The calls this server may still send to the service under the plan's limit, shared by every
 * process that uses one API key. The in-memory one is today's token bucket (flow.ts); the next
 * implementations (a file, PostgreSQL) keep the same promises, held by
 * `rate-limiter.contract.test-support.ts`.
 */
export interface RateLimiter {
  /** Takes one call, or says in how many milliseconds one will be there. */
  take(): Promise<{ ok: true } | { ok: false; retryAfterMs: number }>;
  /** The service said 429 anyway: nothing is taken until `ms` from now, then from empty. */
  holdOff(ms: number): Promise<void>;
  /** How many calls a take would get now, taking none: the figure an operator watches. */
  left?(): Promise<number>;
}

/**
 * One process's limiter: a token bucket in memory. A restart refills it (at most one minute's
 * calls early); a second process on the same key has a bucket of its own, so together they can
 * send twice the plan's pace and meet the service's own 429 (docs/scaling.md).
 */
export class MemoryRateLimiter implements RateLimiter {
  readonly #bucket: TokenBucket;
  constructor(perMinute: number, now: () => number) {
    this.#bucket = new TokenBucket(perMinute, now);
  }
  take(): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
    return Promise.resolve(this.#bucket.take());
  }
  holdOff(ms: number): Promise<void> {
    this.#bucket.holdOff(ms);
    return Promise.resolve();
  }
  left(): Promise<number> {
    return Promise.resolve(this.#bucket.left());
  }
}
