import postgres, { type Sql } from 'postgres';
import type { AuditKey } from '../audit/line';
import { PgAuditLog } from './audit-log';
import { PgIdempotencyStore } from './idempotency';
import { PgKeyedLock } from './keyed-lock';
import { PgPinAttempts } from './pin-attempts';
import { PgRateLimiter } from './rate-limiter';
import { PgDeviceStore, PgSessionStore, PgSignInLookup, PgStaffStore } from './sign-in-stores';

/**
 * The server's state on PostgreSQL, for several processes on one database (decision 0019): what
 * node.ts builds when DATABASE_URL is set, in the shapes createAuth and createApi take.
 */

/** Two pools on one database: the stores', and the keyed lock's (keyed-lock.ts says why). */
export interface PgPools {
  sql: Sql;
  locks: Sql;
}

export interface PgPoolOptions {
  /** Connections for the stores (default 10). */
  max?: number;
  /** Connections for the keyed lock: as many keys as may be held at once (default 10). */
  lockMax?: number;
}

/** Connects lazily: nothing is opened before the first query (`reachPostgres` makes one). */
export function connectPostgres(url: string, options: PgPoolOptions = {}): PgPools {
  const common = {
    // Notices (a table that already exists, skipped) are not for the server's log.
    onnotice: () => undefined,
    connection: { application_name: 'counter-pos' },
  };
  return {
    sql: postgres(url, { ...common, max: options.max ?? 10 }),
    locks: postgres(url, { ...common, max: options.lockMax ?? 10 }),
  };
}

/** Where the pool connects, without the user or password: for messages. */
export function describePostgres(sql: Sql): string {
  const { host, port, database } = sql.options;
  const at = host.map((name, i) => `${name}:${port[i] ?? port[0] ?? 5432}`).join(',');
  return `PostgreSQL at ${at}/${database}`;
}

/** Null when a query goes through; else one line saying where PostgreSQL was not reached and why. */
export async function reachPostgres(sql: Sql): Promise<string | null> {
  try {
    await sql`SELECT 1`;
    return null;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return `DATABASE_URL: ${describePostgres(sql)} cannot be reached (${reason}).`;
  }
}

export interface PostgresStateOptions {
  /** The service's API key: the rate limit's row is named by its hash. */
  apiKey: string;
  /** The shop's calls a minute to the service, for all processes together (rateLimitOf). */
  perMinute: number;
  /** The service's zone: the audit log's days. */
  timeZone: string;
  auditKey: AuditKey | null;
  /** A session's absolute lifetime (SESSION_LIMITS.absoluteMs): rows past it are swept. */
  sessionMaxAgeMs: number;
  /** The longest wait for a keyed lock held by another process: the request's budget. */
  lockTimeoutMs: number;
  /**
   * How long a claimed idempotency key without an answer stays claimed: a little more than a
   * request's budget, so a claim of a process that died frees soon, never one still running.
   */
  idempotencyRunningMs?: number;
  /** How often expired sessions and idempotency keys are deleted (default hourly; 0: never). */
  sweepEveryMs?: number;
  /** Milliseconds, for the session sweep. */
  now?: () => number;
}

export interface PostgresState {
  staff: PgStaffStore;
  devices: PgDeviceStore;
  sessions: PgSessionStore;
  lookup: PgSignInLookup;
  pinAttempts: PgPinAttempts;
  audit: PgAuditLog;
  rateLimiter: PgRateLimiter;
  locks: PgKeyedLock;
  idempotency: PgIdempotencyStore;
  /** Deletes expired sessions and idempotency keys now (the timer calls it). */
  sweep(): Promise<{ sessions: number; idempotencyKeys: number }>;
  /** Stops the timer and closes both pools. */
  close(): Promise<void>;
}

const HOUR_MS = 60 * 60_000;

/** Every store and guard on the pools given; `close()` ends them. Run `migrate` first. */
export function postgresState(db: PgPools, options: PostgresStateOptions): PostgresState {
  const now = options.now ?? (() => Date.now());
  const sessions = new PgSessionStore(db.sql, { maxAgeMs: options.sessionMaxAgeMs });
  const idempotency = new PgIdempotencyStore(
    db.sql,
    options.idempotencyRunningMs === undefined
      ? {}
      : { runningTtlMs: options.idempotencyRunningMs },
  );
  const sweep = async () => ({
    sessions: await sessions.sweepExpired(now()),
    idempotencyKeys: await idempotency.sweepExpired(),
  });
  const every = options.sweepEveryMs ?? HOUR_MS;
  const timer =
    every > 0
      ? setInterval(() => {
          sweep().catch((error: unknown) => {
            console.warn('Deleting expired sessions and idempotency keys failed:', error);
          });
        }, every)
      : null;
  // The sweep never keeps the process alive on its own.
  timer?.unref();
  return {
    staff: new PgStaffStore(db.sql),
    devices: new PgDeviceStore(db.sql),
    sessions,
    lookup: new PgSignInLookup(db.sql),
    pinAttempts: new PgPinAttempts(db.sql),
    audit: new PgAuditLog(db.sql, { timeZone: options.timeZone, key: options.auditKey }),
    rateLimiter: new PgRateLimiter(db.sql, {
      apiKey: options.apiKey,
      perMinute: options.perMinute,
    }),
    locks: new PgKeyedLock(db.locks, { lockTimeoutMs: options.lockTimeoutMs }),
    idempotency,
    sweep,
    close: async () => {
      if (timer) clearInterval(timer);
      await Promise.all([db.sql.end(), db.locks.end()]);
    },
  };
}
