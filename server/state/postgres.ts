import { auditKeyFrom } from '../audit/line';
import { SESSION_LIMITS } from '../auth/session-limits';
import { rateLimitOf, type ServerConfig } from '../config';
import { connectPostgres, postgresState, reachPostgres } from '../db';
import { migrate } from '../db/migrate';
import type { ServerState } from './types';

/**
 * Several processes on one database (DATABASE_URL set): every piece of state in PostgreSQL
 * (decision 0019), so any process can answer any till. Reached, and its schema brought up to
 * date (one process migrates; the others wait), before the server listens: a database that cannot
 * be reached is a start-up problem said in one line, never a server that 500s every call.
 */
export async function postgresServerState(
  config: ServerConfig & { databaseUrl: string },
): Promise<ServerState & { checkState: () => Promise<string | null> }> {
  const pools = connectPostgres(config.databaseUrl);
  const unreachable = await reachPostgres(pools.sql);
  if (unreachable !== null) {
    await Promise.all([pools.sql.end(), pools.locks.end()]);
    throw new Error(unreachable);
  }
  await migrate(pools.sql);
  const state = postgresState(pools, {
    apiKey: config.apiKey,
    perMinute: rateLimitOf(config),
    timeZone: config.serviceTimeZone,
    auditKey: await auditKeyFrom(config.auditKey),
    sessionMaxAgeMs: SESSION_LIMITS.absoluteMs,
    lockTimeoutMs: config.upstreamTimeoutMs,
    // A request never outlives its budget: its claim, a few seconds more.
    idempotencyRunningMs: config.upstreamTimeoutMs + 5_000,
  });
  return { ...state, checkState: () => reachPostgres(pools.sql) };
}
