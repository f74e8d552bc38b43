import type { PendingQuery, Row, Sql } from 'postgres';
import { KeyedSerialQueues, toError } from '../flow';
import type { KeyedLock } from '../state/keyed-lock';

/**
 * One holder at a time per key across every process: a transaction-level advisory lock,
 * `pg_advisory_xact_lock(hashtextextended(key, 0))`, taken in a transaction of its own that stays
 * open while the task runs and ends (COMMIT or ROLLBACK) when it settles, which lets the lock go.
 *
 * In front of it, this process's own line per key (flow.ts's queues): the tasks of one process
 * take their turn in arrival order and hold one connection per key between them, not one each.
 * The wait at either place is bounded by the caller's signal (the request's budget, the browser
 * leaving): an abort while waiting for the database's lock cancels that query; and by
 * `lock_timeout`, set for the transaction, should the signal never fire.
 *
 * Its connections come from a pool of their own (`db.locks`, index.ts): a held lock keeps a
 * connection for as long as its task runs, and the task itself needs the other pool (the audit
 * log, idempotency keys); one pool for both could fill up with holders that wait for it.
 */
export class PgKeyedLock implements KeyedLock {
  readonly #sql: Sql;
  readonly #lockTimeoutMs: number;
  readonly #local = new KeyedSerialQueues();

  constructor(sql: Sql, options: { lockTimeoutMs?: number } = {}) {
    this.#sql = sql;
    this.#lockTimeoutMs = options.lockTimeoutMs ?? 10_000;
  }

  run<T>(key: string, signal: AbortSignal, task: () => Promise<T>): Promise<T> {
    return this.#local.run(key, signal, () => this.#acrossProcesses(key, signal, task));
  }

  #acrossProcesses<T>(key: string, signal: AbortSignal, task: () => Promise<T>): Promise<T> {
    let started = false;
    let waiting: PendingQuery<Row[]> | null = null;
    const work = this.#sql.begin(async (tx) => {
      signal.throwIfAborted();
      await tx`SELECT set_config('lock_timeout', ${`${this.#lockTimeoutMs}ms`}, true)`;
      // Checked again right before the wait: an abort from here on finds the query to cancel.
      signal.throwIfAborted();
      waiting = tx`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
      await waiting.catch((error: unknown) => {
        throw isLockTimeout(error)
          ? new Error(`${key} stayed held for ${this.#lockTimeoutMs} ms by another process.`, {
              cause: error,
            })
          : error;
      });
      waiting = null;
      signal.throwIfAborted();
      started = true;
      return task();
    }) as Promise<T>;
    // Until the task starts, the signal settles the wait (the pool may have no connection free
    // yet); from then on, only the task does. A task once started is never abandoned half-way.
    const wait = new Promise<never>((_resolve, reject) => {
      const leave = () => {
        if (started) return;
        waiting?.cancel();
        reject(abortReason(signal));
      };
      if (signal.aborted) leave();
      else signal.addEventListener('abort', leave, { once: true });
      work.then(
        () => signal.removeEventListener('abort', leave),
        () => signal.removeEventListener('abort', leave),
      );
    });
    return Promise.race([work, wait]).catch((error: unknown) => {
      throw !started && signal.aborted ? abortReason(signal) : error;
    });
  }
}

/** The signal's reason as an Error, as the memory lock (flow.ts's untilAborted) rejects with it. */
function abortReason(signal: AbortSignal): Error {
  return toError(signal.reason);
}

/** PostgreSQL's lock_not_available: `lock_timeout` ran out. */
function isLockTimeout(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === '55P03';
}
