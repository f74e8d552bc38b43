/**
 * Flow control between the shop and the service: a token bucket that keeps us under the plan's
 * rate limit, and queues that let only one call at a time through where the service (or the
 * shop's own safety) wants that. Pure timing logic with an injected clock, so tests drive it
 * without waiting.
 */

/** Settles like `promise`, or rejects with the signal's reason as soon as it aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(toError(signal.reason));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(toError(signal.reason));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(toError(error));
      },
    );
  });
}

/** A rejection's reason as an Error (a signal's reason may be anything). */
export function toError(reason: unknown): Error {
  return reason instanceof Error ? reason : new Error(String(reason));
}

/**
 * Tokens refill continuously at `capacity` per minute, so a shop that stays at its plan's pace
 * never waits, a burst is capped at one minute's worth, and no call we send is one the service
 * would answer with 429. Taking a token is synchronous: two requests cannot both take the last.
 */
export class TokenBucket {
  readonly capacity: number;
  readonly #perMs: number;
  readonly #now: () => number;
  #tokens: number;
  #updatedAt: number;
  #pausedUntil = 0;

  constructor(perMinute: number, now: () => number) {
    this.capacity = perMinute;
    this.#perMs = perMinute / 60_000;
    this.#now = now;
    this.#tokens = perMinute;
    this.#updatedAt = now();
  }

  #refill(at: number): void {
    const elapsed = Math.max(0, at - this.#updatedAt);
    this.#tokens = Math.min(this.capacity, this.#tokens + elapsed * this.#perMs);
    this.#updatedAt = at;
  }

  /** Takes one token, or says in how many milliseconds one will be there. */
  take(): { ok: true } | { ok: false; retryAfterMs: number } {
    const at = this.#now();
    if (at < this.#pausedUntil) return { ok: false, retryAfterMs: this.#pausedUntil - at };
    this.#refill(at);
    if (this.#tokens >= 1) {
      this.#tokens -= 1;
      return { ok: true };
    }
    return { ok: false, retryAfterMs: (1 - this.#tokens) / this.#perMs };
  }

  /** Whole tokens there now, taking none: none while held off. */
  left(): number {
    const at = this.#now();
    if (at < this.#pausedUntil) return 0;
    this.#refill(at);
    return Math.floor(this.#tokens);
  }

  /**
   * The service said 429 anyway (another client on the same key, or its counting differs from
   * ours): send nothing until it said we may, and start again from an empty bucket.
   */
  holdOff(ms: number): void {
    const at = this.#now();
    this.#refill(at);
    this.#tokens = 0;
    this.#pausedUntil = Math.max(this.#pausedUntil, at + ms);
    this.#updatedAt = Math.max(at, this.#pausedUntil);
  }
}

/** Runs tasks one after another, in arrival order; a waiter that gives up leaves the line. */
export class SerialQueue {
  #tail: Promise<void> = Promise.resolve();
  #size = 0;

  get size(): number {
    return this.#size;
  }

  async run<T>(signal: AbortSignal, task: () => Promise<T>): Promise<T> {
    const previous = this.#tail;
    let release = () => {};
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The next waiter waits for both: us, and whoever was before us (even if we gave up early).
    this.#tail = previous.then(() => mine);
    this.#size += 1;
    try {
      await untilAborted(previous, signal);
      return await task();
    } finally {
      this.#size -= 1;
      release();
    }
  }
}

/** One SerialQueue per key (a coupon code, a stamp card), forgotten when nobody waits. */
export class KeyedSerialQueues {
  readonly #queues = new Map<string, SerialQueue>();

  get activeKeys(): number {
    return this.#queues.size;
  }

  async run<T>(key: string, signal: AbortSignal, task: () => Promise<T>): Promise<T> {
    let queue = this.#queues.get(key);
    if (!queue) {
      queue = new SerialQueue();
      this.#queues.set(key, queue);
    }
    try {
      return await queue.run(signal, task);
    } finally {
      if (queue.size === 0 && this.#queues.get(key) === queue) this.#queues.delete(key);
    }
  }
}
