// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PgAuditLog } from '../db/audit-log';
import { PgIdempotencyStore } from '../db/idempotency';
import { PgKeyedLock } from '../db/keyed-lock';
import { PgPinAttempts } from '../db/pin-attempts';
import { PgRateLimiter } from '../db/rate-limiter';
import { PgDeviceStore, PgSessionStore, PgSignInLookup, PgStaffStore } from '../db/sign-in-stores';
import { keyedLockAcrossProcessesCases } from '../db/keyed-lock-across.test-support';
import { severalProcessesCases } from '../db/several-processes.test-support';
import { throwawayDatabases, type TestDatabases } from '../db/test-databases.test-support';
import { auditLogContract } from './audit-log.contract.test-support';
import { idempotencyStoreContract } from './idempotency.contract.test-support';
import { keyedLockContract } from './keyed-lock.contract.test-support';
import { pinAttemptsContract } from './pin-attempts.contract.test-support';
import { rateLimiterContract } from './rate-limiter.contract.test-support';
import {
  deviceStoreContract,
  sessionStoreContract,
  signInLookupContract,
  staffStoreContract,
} from './stores.contract.test-support';

const databases = await throwawayDatabases();

function started(): TestDatabases {
  if (!databases) throw new Error('PostgreSQL is not running.');
  return databases;
}
const fresh = () => started().fresh();

/**
 * Every contract suite of the server's state on a real PostgreSQL (a throwaway cluster of Debian's
 * package, startThrowawayPostgres), each case on an empty database of its own; then what
 * PostgreSQL promises beyond them, with separate pools standing for separate processes. Without
 * PostgreSQL on the machine the file is skipped, and the helper says how to install it.
 */
describe.skipIf(databases === null)('on PostgreSQL', () => {
  describe('RateLimiter', () => {
    rateLimiterContract(
      async (perMinute, now) =>
        new PgRateLimiter((await fresh()).sql, { apiKey: 'sk_test_key', perMinute, now }),
    );
  });
  describe('KeyedLock', () => {
    keyedLockContract(async () => new PgKeyedLock((await fresh()).sql));
  });
  describe('IdempotencyStore', () => {
    idempotencyStoreContract(
      async ({ now }) => new PgIdempotencyStore((await fresh()).sql, { now }),
    );
  });
  describe('PinAttempts', () => {
    pinAttemptsContract(async () => {
      const { sql } = await fresh();
      return {
        attempts: new PgPinAttempts(sql),
        lift: async (key) => {
          await new PgPinAttempts(sql).lift(key);
        },
        restart: () => new PgPinAttempts(sql),
      };
    });
  });
  describe('SessionStore', () => {
    sessionStoreContract(async () => new PgSessionStore((await fresh()).sql, { maxAgeMs: 1000 }));
  });
  describe('DeviceStore', () => {
    deviceStoreContract(async () => {
      const { sql } = await fresh();
      return { store: new PgDeviceStore(sql), restart: () => new PgDeviceStore(sql) };
    });
  });
  describe('SignInLookup (one query)', () => {
    signInLookupContract(async () => {
      const { sql } = await fresh();
      const staff = new PgStaffStore(sql);
      return {
        lookup: new PgSignInLookup(sql),
        devices: new PgDeviceStore(sql),
        sessions: new PgSessionStore(sql, { maxAgeMs: 1000 }),
        staff: (members) => staff.write(members),
      };
    });
  });
  describe('StaffStore', () => {
    staffStoreContract(async (members) => {
      const store = new PgStaffStore((await fresh()).sql);
      await store.write(members);
      return store;
    });
  });
  describe('AuditLog', () => {
    auditLogContract(
      async (now) => new PgAuditLog((await fresh()).sql, { now, timeZone: 'Asia/Seoul' }),
    );
  });
  describe('RateLimiter: what PostgreSQL adds', () => {
    it('a take waits for no flush of the write-ahead log (a lost take costs nothing)', async () => {
      // The limit's row is updated on every call sent; a crash can at worst forget the last few
      // takes, which the service's own limit forgives. Durable writes (sessions, keys, the audit
      // log) still wait for theirs. One connection, so its WAL statistics can be flushed and read:
      // a commit that waits for its flush writes the WAL itself; one that does not leaves it to
      // the WAL writer's background round (every 200 ms), far fewer than the takes.
      const one = (await fresh()).another({ max: 1 });
      const limiter = new PgRateLimiter(one, { apiKey: 'sk_test_key', perMinute: 1_200 });
      const writes = async () => {
        await one`SELECT pg_stat_force_next_flush()`;
        await one`SELECT 1`;
        return Number(
          (await one<{ n: string }[]>`SELECT wal_write::text AS n FROM pg_stat_wal`)[0]?.n,
        );
      };
      await limiter.take();
      const before = await writes();
      for (let i = 0; i < 100; i += 1) await limiter.take();
      const durable = await writes();
      for (let i = 0; i < 100; i += 1) await one`UPDATE rate_limit SET tat_ms = tat_ms`;
      const after = await writes();
      expect(after - durable).toBeGreaterThanOrEqual(100);
      expect(durable - before).toBeLessThan(50);
    });
  });
  describe('several processes on one database', () => {
    severalProcessesCases(started);
    describe('the keyed lock', () => {
      keyedLockAcrossProcessesCases(started);
    });
  });
});
