import { describe, expect, it } from 'vitest';
import { auditKeyFrom } from '../audit/line';
import { verifyAuditLines } from '../audit/verify-lines';
import { REDEEM as LINE } from '../audit/test-support';
import { auditVerifyInput, PgAuditLog } from './audit-log';
import { PgIdempotencyStore } from './idempotency';
import { postgresState } from './index';
import { migrate, MIGRATIONS } from './migrate';
import { PgPinAttempts } from './pin-attempts';
import { PgRateLimiter } from './rate-limiter';
import { PgSessionStore } from './sign-in-stores';
import { grantServerRole } from './roles';
import type { TestDatabases } from './test-databases.test-support';

/**
 * What PostgreSQL promises beyond the contracts: the same guarantees when the callers are separate
 * pools (each one what a separate server process would have) on one database. The keyed lock's
 * are in keyed-lock-across.test-support.ts.
 */

/** The i-th call's caller, taking turns: what a round-robin proxy does with two processes. */
export function turn<T>(callers: readonly T[], i: number): T {
  const caller = callers[i % callers.length];
  if (caller === undefined) throw new Error('no callers');
  return caller;
}

export function severalProcessesCases(databases: () => TestDatabases): void {
  const fresh = (options?: { empty?: boolean }) => databases().fresh(options);
  const never = new AbortController().signal;

  it('migrations: three processes starting at once migrate once; an edited applied file is refused', async () => {
    const db = await fresh({ empty: true });
    const pools = [db.sql, db.another(), db.another()];
    const applied = await Promise.all(pools.map((sql) => migrate(sql)));
    const names = MIGRATIONS.map((m) => m.name);
    expect(applied.filter((list) => list.length > 0)).toEqual([names]);
    const rows = await db.sql<{ name: string }[]>`SELECT name FROM schema_migration ORDER BY 1`;
    expect(rows.map((row) => row.name)).toEqual(names);
    const edited = MIGRATIONS.map((m, i) => (i === 0 ? { ...m, checksum: 'edited' } : m));
    await expect(migrate(db.sql, edited)).rejects.toThrow(/was changed after it was applied/);
    // An older release on a database a newer one migrated refuses to start, and changes nothing.
    const older = MIGRATIONS.slice(0, -1);
    await expect(migrate(db.another(), older)).rejects.toThrow(
      new RegExp(`does not know \\(${MIGRATIONS.at(-1)?.name}\\)`),
    );
    const after = await db.sql<{ name: string }[]>`SELECT name FROM schema_migration ORDER BY 1`;
    expect(after.map((row) => row.name)).toEqual(names);
  });

  it('idempotency: twenty claims from two processes at once give one winner', async () => {
    const db = await fresh();
    const stores = [new PgIdempotencyStore(db.sql), new PgIdempotencyStore(db.another())];
    const claims = await Promise.all(
      Array.from({ length: 20 }, (_, i) => turn(stores, i).claim('shop', 'key-0001', 'body')),
    );
    const winners = claims.filter((claim) => claim.kind === 'new');
    expect(winners).toHaveLength(1);
    expect(claims.filter((claim) => claim.kind === 'running')).toHaveLength(19);
    const answer = { status: 200, body: '{}', headers: {} };
    if (winners[0]?.kind === 'new') await winners[0].finish(answer);
    for (const store of stores) {
      expect(await store.claim('shop', 'key-0001', 'body')).toEqual({ kind: 'replay', answer });
    }
  });

  it('PIN tallies: a burst of fifty from two processes is counted whole', async () => {
    const db = await fresh();
    const stores = [new PgPinAttempts(db.sql), new PgPinAttempts(db.another())];
    const oneMore = ({ tally }: { tally: { inARow: number } | null }) => {
      const inARow = (tally?.inARow ?? 0) + 1;
      return {
        tally: { recent: [], inARow, pausedUntil: 0, pauses: 0, lockedAt: null },
        answer: inARow,
      };
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => turn(stores, i).update('device:d1:s1', oneMore)),
    );
    expect(answers.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect((await stores[1]?.read('device:d1:s1'))?.tally?.inARow).toBe(50);
  });

  it('rate limit: two processes on one API key share one minute of calls and one hold-off', async () => {
    const db = await fresh();
    let at = 1_000_000;
    const now = () => at;
    const limiters = [db.sql, db.another()].map(
      (sql) => new PgRateLimiter(sql, { apiKey: 'sk_live_shared', perMinute: 60, now }),
    );
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => turn(limiters, i).take()),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(60);
    at += 60_000;
    await limiters[0]?.holdOff(5_000);
    expect(await limiters[1]?.take()).toEqual({ ok: false, retryAfterMs: 5_000 });
  });

  it('sweeps expired sessions and keys; postgresState builds every store and closes its pools', async () => {
    const db = await fresh();
    const start = 50_000_000;
    let at = start;
    const idempotency = new PgIdempotencyStore(db.sql, { now: () => at, ttlMs: 1_000 });
    await idempotency.claim('shop', 'key-0001', 'body');
    at += 1_000;
    expect(await idempotency.sweepExpired()).toBe(1);
    // A session lives 1 s here: at `start`, the one made 1 s before is past it, the other not.
    const sessions = new PgSessionStore(db.sql, { maxAgeMs: 1_000 });
    const session = { deviceId: 'd1', staffId: 's1', lastSeenAt: start };
    await sessions.save({ ...session, idHash: 'old', createdAt: start - 1_000 });
    await sessions.save({ ...session, idHash: 'new', createdAt: start - 999 });
    const state = postgresState(
      { sql: db.another(), locks: db.another() },
      {
        apiKey: 'sk_live_key',
        perMinute: 120,
        timeZone: 'Asia/Seoul',
        auditKey: null,
        sessionMaxAgeMs: 1_000,
        lockTimeoutMs: 1_000,
        sweepEveryMs: 0,
        now: () => start,
      },
    );
    expect(await state.sweep()).toEqual({ sessions: 1, idempotencyKeys: 0 });
    expect(await state.sessions.get('new')).not.toBeNull();
    expect(await state.locks.run('coupon:A', never, () => state.rateLimiter.take())).toEqual({
      ok: true,
    });
    await state.close();
    await expect(state.staff.list()).rejects.toThrow(/CONNECTION_ENDED/);
  });

  describe('the audit log', () => {
    it('stays one chain with appends from three processes interleaved', async () => {
      const db = await fresh();
      const key = await auditKeyFrom('a-test-audit-key-0123456789-abcdef');
      const logs = [db.sql, db.another(), db.another()].map(
        (sql) => new PgAuditLog(sql, { timeZone: 'Asia/Seoul', key }),
      );
      const written = await Promise.all(
        Array.from({ length: 90 }, (_, i) => turn(logs, i).append({ ...LINE, requestId: `r${i}` })),
      );
      expect(written.map((entry) => entry.seq).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 90 }, (_, i) => i + 1),
      );
      const { files, headText } = await auditVerifyInput(db.sql);
      const result = await verifyAuditLines(files, headText, 'Asia/Seoul', key);
      expect(result).toMatchObject({ ok: true, lines: 90, problems: [] });
    });

    it('refuses UPDATE, DELETE and TRUNCATE, even to its owner; the server role cannot undo that', async () => {
      const db = await fresh();
      await new PgAuditLog(db.sql, { timeZone: 'Asia/Seoul' }).append(LINE);
      for (const change of [
        db.sql`UPDATE audit_line SET line = 'edited'`,
        db.sql`DELETE FROM audit_line`,
        db.sql`TRUNCATE audit_line`,
        db.sql`DELETE FROM audit_head`,
        db.sql`UPDATE audit_head SET seq = 0`,
      ]) {
        await expect(change).rejects.toThrow(/append-only|only moves on/);
      }
      const role = `pos_server_${db.name}`;
      await db.sql`CREATE ROLE ${db.sql(role)} LOGIN`;
      await grantServerRole(db.sql, role);
      const server = db.another({ user: role });
      await new PgAuditLog(server, { timeZone: 'Asia/Seoul' }).append(LINE);
      for (const change of [
        server`UPDATE audit_line SET line = 'edited'`,
        server`DELETE FROM audit_line`,
        server`TRUNCATE audit_line`,
      ]) {
        await expect(change).rejects.toThrow(/permission denied/);
      }
      await expect(server`ALTER TABLE audit_line DISABLE TRIGGER ALL`).rejects.toThrow(
        /must be owner/,
      );
      const { files, headText } = await auditVerifyInput(db.sql);
      expect((await verifyAuditLines(files, headText, 'Asia/Seoul')).ok).toBe(true);
    });
  });
}
