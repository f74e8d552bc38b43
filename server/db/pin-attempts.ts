import type { JSONValue, Sql, TransactionSql } from 'postgres';
import type { PinAttempts, TallyRead } from '../auth/pin-attempts';
import type { Tally } from '../auth/pin-rules';

/**
 * Wrong-PIN tallies on PostgreSQL (migrations/002_guards.sql), one row per key, shared by every
 * process: a burst of guesses at two processes is counted one after the other, so together they
 * verify no more PINs than the rules allow. The operator's lift is a column of the key's row.
 */

interface TallyRow {
  tally: Tally | null;
  lifted_lock_at: number | null;
}

/** A tally as jsonb: the object itself (postgres.js would store a JSON.stringify-ed one as text). */
function asJson(tally: Tally): JSONValue {
  return { ...tally, recent: [...tally.recent] };
}

export class PgPinAttempts implements PinAttempts {
  readonly #sql: Sql;
  constructor(sql: Sql) {
    this.#sql = sql;
  }

  /**
   * One transaction: the row inserted when missing, then taken FOR UPDATE, so every other update
   * of the key (from any process) waits here until this one commits; `change` decides on what
   * is committed, never on a stale copy.
   */
  update<T>(
    key: string,
    change: (read: TallyRead) => { tally: Tally | null; answer: T },
  ): Promise<T> {
    return this.#sql.begin(async (tx) => {
      const row = await lockRow(tx, key);
      const next = change({ tally: row.tally, liftedLockAt: row.lifted_lock_at });
      if (next.tally === null) {
        // Forgets the key, and with it a lift, which only ever applies to the lock it lifted.
        await tx`DELETE FROM pin_tally WHERE key = ${key}`;
      } else if (next.tally !== row.tally) {
        await tx`UPDATE pin_tally SET tally = ${tx.json(asJson(next.tally))} WHERE key = ${key}`;
      }
      return next.answer;
    }) as Promise<T>;
  }

  async read(key: string): Promise<TallyRead> {
    const [row] = await this.#sql<TallyRow[]>`
      SELECT tally, lifted_lock_at::float8 AS lifted_lock_at FROM pin_tally WHERE key = ${key}`;
    return { tally: row?.tally ?? null, liftedLockAt: row?.lifted_lock_at ?? null };
  }

  async withPrefix(prefix: string): Promise<[string, Tally][]> {
    const rows = await this.#sql<{ key: string; tally: Tally }[]>`
      SELECT key, tally FROM pin_tally
      WHERE starts_with(key, ${prefix}) AND tally IS NOT NULL ORDER BY key`;
    return rows.map((row): [string, Tally] => [row.key, row.tally]);
  }

  async forgetPrefix(prefix: string): Promise<void> {
    await this.#sql`DELETE FROM pin_tally WHERE starts_with(key, ${prefix})`;
  }

  /** The operator's side (`npm run staff -- unlock-pairing`): lifts the lock on `key`, if any. */
  lift(key: string): Promise<'lifted' | 'not-locked'> {
    return this.#sql.begin(async (tx) => {
      const [row] = await tx<TallyRow[]>`
        SELECT tally, lifted_lock_at::float8 AS lifted_lock_at
        FROM pin_tally WHERE key = ${key} FOR UPDATE`;
      const lockedAt = row?.tally?.lockedAt ?? null;
      if (lockedAt === null || row?.lifted_lock_at === lockedAt) return 'not-locked' as const;
      await tx`UPDATE pin_tally SET lifted_lock_at = ${lockedAt} WHERE key = ${key}`;
      return 'lifted' as const;
    });
  }
}

/**
 * The key's row, inserted when missing and locked. A row deleted by another transaction while
 * this one waited for it (a right PIN, a device unpaired) comes back as nothing: insert again.
 */
async function lockRow(tx: TransactionSql, key: string): Promise<TallyRow> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await tx`INSERT INTO pin_tally (key) VALUES (${key}) ON CONFLICT (key) DO NOTHING`;
    const [row] = await tx<TallyRow[]>`
      SELECT tally, lifted_lock_at::float8 AS lifted_lock_at
      FROM pin_tally WHERE key = ${key} FOR UPDATE`;
    if (row) return row;
  }
  throw new Error(`The PIN tally of ${key} kept disappearing while it was being counted.`);
}
