import { KeyedSerialQueues } from '../flow';

/**
 * One holder at a time per key: two tills racing for a coupon's last use, or the last stamp of a
 * card, go one after the other (the key is `coupon:<CODE>` or `stamp:<idx>`); the statistics
 * call the service allows once at a time per account, and the taking back of stamps (each read
 * against the audit log the one before wrote), use their own keys.
 *
 * The wait is bounded by `signal`: the request's time budget, or the browser leaving. A waiter
 * whose signal aborts leaves the line with the signal's reason and never runs its task. The
 * contract (`keyed-lock.contract.test-support.ts`) holds every implementation to this.
 */
export interface KeyedLock {
  run<T>(key: string, signal: AbortSignal, task: () => Promise<T>): Promise<T>;
}

/**
 * One process's lines, in memory (today's queues). A restart loses nothing that outlives a
 * request; a second process has lines of its own, so two processes could each run a write to the
 * same coupon at once (docs/scaling.md).
 */
export class MemoryKeyedLock implements KeyedLock {
  readonly #queues = new KeyedSerialQueues();
  /** Keys someone holds or waits for (tests, monitoring). */
  get activeKeys(): number {
    return this.#queues.activeKeys;
  }
  run<T>(key: string, signal: AbortSignal, task: () => Promise<T>): Promise<T> {
    return this.#queues.run(key, signal, task);
  }
}
