import type { Sql } from 'postgres';
import { expect, it } from 'vitest';
import type { KeyedLock } from '../state/keyed-lock';
import { gate } from '../state/keyed-lock.contract.test-support';
import { PgKeyedLock } from './keyed-lock';
import { turn } from './several-processes.test-support';
import type { TestDatabases } from './test-databases.test-support';

/**
 * The keyed lock across processes (separate pools on one database): one holder at a time, the
 * others waiting inside PostgreSQL, and a wait there or for a connection left on the caller's
 * signal. No sleeps: a test that needs a caller to be waiting inside PostgreSQL asks pg_locks
 * until it is.
 */

/** Resolves once `check` holds, asking again after each answer (bounded by the test's timeout). */
async function until(check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Holds `key` until `release()` (which resolves once the lock is let go); resolves once held. */
async function holdKey(lock: KeyedLock, key: string): Promise<{ release: () => Promise<void> }> {
  const held = gate();
  const release = gate();
  const holding = lock.run(key, new AbortController().signal, async () => {
    held.open();
    await release.opened;
  });
  await held.opened;
  return {
    release: () => {
      release.open();
      return holding;
    },
  };
}

/** Callers waiting for an advisory lock in this database. */
async function lockWaiters(sql: Sql): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_locks
    WHERE locktype = 'advisory' AND NOT granted
      AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
  return row?.n ?? 0;
}

export function keyedLockAcrossProcessesCases(databases: () => TestDatabases): void {
  const fresh = () => databases().fresh();
  const never = new AbortController().signal;

  it('one holder at a time across two processes; the other waits inside PostgreSQL', async () => {
    const db = await fresh();
    const locks = [new PgKeyedLock(db.sql), new PgKeyedLock(db.another())];
    let holding = 0;
    let most = 0;
    let count = 0;
    const held = gate();
    const release = gate();
    // One process holds the coupon first; ten redeems race in behind it from both.
    const holder = turn(locks, 0).run('coupon:LAST', never, async () => {
      holding += 1;
      held.open();
      await release.opened;
      holding -= 1;
    });
    await held.opened;
    const races = Array.from({ length: 10 }, (_, i) =>
      turn(locks, i).run('coupon:LAST', never, async () => {
        holding += 1;
        most = Math.max(most, holding);
        const seen = count;
        // A round trip between the read and the write, as a redeem has.
        await db.sql`SELECT 1`;
        count = seen + 1;
        holding -= 1;
      }),
    );
    // The other process's first caller waits for the lock in PostgreSQL, not in this process.
    await until(async () => (await lockWaiters(db.sql)) >= 1);
    expect(count).toBe(0);
    release.open();
    await Promise.all([holder, ...races]);
    expect(count).toBe(10);
    expect(most).toBe(1);
  });

  it("a waiter's abort cancels its wait in PostgreSQL; lock_timeout bounds it", async () => {
    const db = await fresh();
    const holder = await holdKey(new PgKeyedLock(db.sql), 'stamp:1');
    const other = db.another();
    const leaving = new AbortController();
    let ran = false;
    const waiting = new PgKeyedLock(other).run('stamp:1', leaving.signal, () => {
      ran = true;
      return Promise.resolve();
    });
    await until(async () => (await lockWaiters(db.sql)) === 1);
    leaving.abort(new DOMException('The service took too long.', 'TimeoutError'));
    await expect(waiting).rejects.toThrow('The service took too long.');
    await until(async () => (await lockWaiters(db.sql)) === 0);
    const impatient = new PgKeyedLock(other, { lockTimeoutMs: 1 });
    await expect(impatient.run('stamp:1', never, () => Promise.resolve())).rejects.toThrow(
      'stamp:1 stayed held for 1 ms by another process.',
    );
    await holder.release();
    expect(ran).toBe(false);
  });

  it('a waiter for a connection of the lock pool leaves on abort, and never runs', async () => {
    const db = await fresh();
    const lock = new PgKeyedLock(db.another({ max: 1 }));
    // The holder has the pool's one connection.
    const holder = await holdKey(lock, 'coupon:A');
    const leaving = new AbortController();
    let ran = false;
    const waiting = lock.run('coupon:B', leaving.signal, () => {
      ran = true;
      return Promise.resolve();
    });
    leaving.abort(new Error('the browser left'));
    await expect(waiting).rejects.toThrow('the browser left');
    await holder.release();
    expect(await lock.run('coupon:B', never, () => Promise.resolve('next'))).toBe('next');
    expect(ran).toBe(false);
  });
}
