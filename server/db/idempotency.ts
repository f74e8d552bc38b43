import { randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';
import type { AuditOutcome } from '../audit/types';
import {
  IDEMPOTENCY_TTL_MS,
  type IdempotencyClaim,
  type IdempotencyStore,
  type StoredAnswer,
} from '../idempotency';

/**
 * Idempotency keys on PostgreSQL (migrations/002_guards.sql), shared by every process: the same
 * create sent to two processes runs once. Times are the database's clock (`now()`), so the
 * processes' clocks need not agree; a test passes its own clock instead (`now`), sent as a
 * parameter, because no test can move the database's.
 */

export interface PgIdempotencyOptions {
  /** How long a finished answer is kept: 24 hours, as in memory. */
  ttlMs?: number;
  /**
   * How long a claim still running holds its key: by default as long as an answer (what the
   * memory store does). A process that dies mid-request leaves its row running, answered 409 until
   * then; anything above the request budget is safe (the app checks a code after a lost answer).
   */
  runningTtlMs?: number;
  /** Milliseconds; the database's clock when absent. */
  now?: () => number;
}

interface ClaimRow {
  fingerprint: string;
  status: 'running' | 'done';
  answer: StoredAnswer | null;
}

/** The answer as jsonb: a plain object (postgres.js would store a stringified one as a string). */
function stored(answer: StoredAnswer): {
  status: number;
  body: string;
  headers: Record<string, string>;
  audit?: { target: string | null; outcome: AuditOutcome };
} {
  const copy = { status: answer.status, body: answer.body, headers: { ...answer.headers } };
  return answer.audit === undefined ? copy : { ...copy, audit: { ...answer.audit } };
}

export class PgIdempotencyStore implements IdempotencyStore {
  readonly #sql: Sql;
  readonly #ttlMs: number;
  readonly #runningTtlMs: number;
  readonly #now: (() => number) | null;

  constructor(sql: Sql, options: PgIdempotencyOptions = {}) {
    this.#sql = sql;
    this.#ttlMs = options.ttlMs ?? IDEMPOTENCY_TTL_MS;
    this.#runningTtlMs = options.runningTtlMs ?? this.#ttlMs;
    this.#now = options.now ?? null;
  }

  /** The injected clock's time, or null for the database's. */
  #at(): Date | null {
    return this.#now ? new Date(this.#now()) : null;
  }

  async claim(scope: string, key: string, bodyFingerprint: string): Promise<IdempotencyClaim> {
    // Twice at most in practice: the row seen as taken was abandoned or expired before it was read.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const at = this.#at();
      const claimId = randomUUID();
      // One statement: a free or expired key becomes this claim's; a live one is left alone.
      const won = await this.#sql`
        INSERT INTO idempotency_key AS k
          (scope, key, fingerprint, claim_id, status, answer, expires_at)
        VALUES (${scope}, ${key}, ${bodyFingerprint}, ${claimId}, 'running', NULL,
                coalesce(${at}::timestamptz, now())
                  + ${this.#runningTtlMs}::float8 * interval '1 millisecond')
        ON CONFLICT (scope, key) DO UPDATE SET
          fingerprint = excluded.fingerprint,
          claim_id = excluded.claim_id,
          status = 'running',
          answer = NULL,
          expires_at = excluded.expires_at
        WHERE k.expires_at <= coalesce(${at}::timestamptz, now())
        RETURNING claim_id`;
      if (won.length > 0) return this.#newClaim(scope, key, claimId);
      const [row] = await this.#sql<ClaimRow[]>`
        SELECT fingerprint, status, answer FROM idempotency_key
        WHERE scope = ${scope} AND key = ${key}
          AND expires_at > coalesce(${at}::timestamptz, now())`;
      if (!row) continue;
      if (row.fingerprint !== bodyFingerprint) return { kind: 'mismatch' };
      if (row.status === 'done' && row.answer) return { kind: 'replay', answer: row.answer };
      return { kind: 'running' };
    }
    throw new Error('The idempotency key kept changing hands while it was being claimed.');
  }

  /** Finish and abandon touch the row only while it is this claim's and still running. */
  #newClaim(scope: string, key: string, claimId: string): IdempotencyClaim {
    return {
      kind: 'new',
      finish: async (answer) => {
        await this.#sql`
          UPDATE idempotency_key SET
            status = 'done',
            answer = ${this.#sql.json(stored(answer))},
            expires_at = coalesce(${this.#at()}::timestamptz, now())
              + ${this.#ttlMs}::float8 * interval '1 millisecond'
          WHERE scope = ${scope} AND key = ${key} AND claim_id = ${claimId}
            AND status = 'running'`;
      },
      abandon: async () => {
        await this.#sql`
          DELETE FROM idempotency_key
          WHERE scope = ${scope} AND key = ${key} AND claim_id = ${claimId}
            AND status = 'running'`;
      },
    };
  }

  /** Deletes the keys past their time (a timer calls it); answers how many. */
  async sweepExpired(): Promise<number> {
    const result = await this.#sql`
      DELETE FROM idempotency_key WHERE expires_at <= coalesce(${this.#at()}::timestamptz, now())`;
    return result.count;
  }
}
