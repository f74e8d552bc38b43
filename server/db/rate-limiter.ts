import { createHash } from 'node:crypto';
import type { Sql } from 'postgres';
import type { RateLimiter } from '../state/rate-limiter';

/**
 * The plan's rate limit on PostgreSQL (migrations/002_guards.sql), shared by every process on one
 * API key, as GCRA (the generic cell rate algorithm): one row holds the theoretical arrival time
 * (`tat`) of the next call. A call may go when, sent now, the calls ahead of it would not exceed
 * one minute's worth (the plan's burst, as the memory token bucket allows); each call pushes
 * `tat` on by one call's time (a minute / the plan's calls). A take is one `UPDATE … RETURNING`,
 * atomic under the row's lock, so two processes never both take the last call.
 *
 * Times are the database's clock, so the processes' clocks need not agree; a test passes its own
 * clock (`now`), sent as a parameter.
 */

const MINUTE_MS = 60_000;
/** Float rounding over a minute's calls (60 000 / 7 is no exact double): far below a call's time. */
const EPSILON_MS = 1e-6;

export interface PgRateLimiterOptions {
  /** The API key the limit is for: the row is named by its SHA-256, never the key itself. */
  apiKey: string;
  perMinute: number;
  /** Milliseconds; the database's clock when absent. */
  now?: () => number;
}

/** The row's name: the SHA-256 of the API key, so the key itself never reaches the database. */
export function rateLimitName(apiKey: string): string {
  return createHash('sha256').update(apiKey).digest('hex');
}

export class PgRateLimiter implements RateLimiter {
  readonly #sql: Sql;
  readonly #name: string;
  /** One call's time, ms. */
  readonly #callMs: number;
  readonly #now: (() => number) | null;
  #row: Promise<void> | null = null;

  constructor(sql: Sql, options: PgRateLimiterOptions) {
    this.#sql = sql;
    this.#name = rateLimitName(options.apiKey);
    this.#callMs = MINUTE_MS / options.perMinute;
    this.#now = options.now ?? null;
  }

  /** The key's row, made full (tat in the past) the first time any process uses the key. */
  #ensureRow(): Promise<void> {
    this.#row ??= this.#sql`
      INSERT INTO rate_limit (name, tat_ms, paused_until_ms) VALUES (${this.#name}, 0, 0)
      ON CONFLICT (name) DO NOTHING`.then(
      () => undefined,
      (error: unknown) => {
        this.#row = null;
        throw error;
      },
    );
    return this.#row;
  }

  /** The time now, ms: the injected clock's, or the database's. */
  #nowSql(): ReturnType<Sql> {
    const at = this.#now ? this.#now() : null;
    return this.#sql`coalesce(${at}::float8, extract(epoch FROM clock_timestamp())::float8 * 1000)`;
  }

  async take(): Promise<{ ok: true } | { ok: false; retryAfterMs: number }> {
    await this.#ensureRow();
    const call = this.#callMs;
    // `base`: where this call would queue; it may go if that leaves at most a minute's calls
    // ahead. `wait_ms` keeps what this take answered (null: it got its call), for RETURNING.
    const [row] = await this.#sql<{ wait_ms: number | null }[]>`
      UPDATE rate_limit AS r SET
        tat_ms = CASE WHEN c.n >= r.paused_until_ms
                        AND greatest(r.tat_ms, c.n) + ${call} - c.n <= ${MINUTE_MS + EPSILON_MS}
                      THEN greatest(r.tat_ms, c.n) + ${call} ELSE r.tat_ms END,
        wait_ms = CASE WHEN c.n < r.paused_until_ms THEN r.paused_until_ms - c.n
                       WHEN greatest(r.tat_ms, c.n) + ${call} - c.n <= ${MINUTE_MS + EPSILON_MS}
                       THEN NULL
                       ELSE greatest(r.tat_ms, c.n) + ${call} - c.n - ${MINUTE_MS} END
      FROM (SELECT ${this.#nowSql()} AS n,
                   set_config('synchronous_commit', 'off', true) AS no_flush) AS c
      WHERE r.name = ${this.#name}
      RETURNING r.wait_ms`;
    if (!row) throw new Error('The rate limit row is missing.');
    return row.wait_ms === null ? { ok: true } : { ok: false, retryAfterMs: row.wait_ms };
  }

  /** The calls a take would get now, by every process on the key: none while held off. */
  async left(): Promise<number> {
    await this.#ensureRow();
    const [row] = await this.#sql<{ left: number }[]>`
      SELECT CASE WHEN c.n < r.paused_until_ms THEN 0
                  ELSE floor((${MINUTE_MS + EPSILON_MS} - (greatest(r.tat_ms, c.n) - c.n)) / ${this.#callMs})
             END::float8 AS left
      FROM rate_limit AS r, (SELECT ${this.#nowSql()} AS n) AS c
      WHERE r.name = ${this.#name}`;
    if (!row) throw new Error('The rate limit row is missing.');
    return Math.max(0, row.left);
  }

  /** Nothing is taken until `ms` from now, by any process, then from empty. */
  async holdOff(ms: number): Promise<void> {
    await this.#ensureRow();
    await this.#sql`
      UPDATE rate_limit AS r SET
        paused_until_ms = greatest(r.paused_until_ms, c.n + ${ms}),
        tat_ms = greatest(r.tat_ms, greatest(r.paused_until_ms, c.n + ${ms}) + ${MINUTE_MS})
      FROM (SELECT ${this.#nowSql()} AS n) AS c
      WHERE r.name = ${this.#name}`;
  }
}
