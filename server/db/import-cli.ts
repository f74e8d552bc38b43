import { resolve } from 'node:path';
import postgres from 'postgres';
import { auditKeyFrom } from '../audit/line';
import { DEFAULT_SERVICE_TIME_ZONE, readAuditKey, readDatabaseUrl } from '../config';
import { describePostgres, reachPostgres } from './index';
import { importDataDir } from './import';
import { migrate } from './migrate';

/**
 * `npm run db:import`: moves DATA_DIR (data/ by default) into DATABASE_URL's empty database
 * (import.ts says what moves and what starts afresh). Needs AUDIT_KEY, to check the files' chain
 * before anything is moved. Run it with the server stopped.
 */
export async function main(env: Record<string, string | undefined>): Promise<number> {
  const problems: string[] = [];
  const url = readDatabaseUrl(env.DATABASE_URL, problems);
  const secret = readAuditKey(env.AUDIT_KEY, problems);
  if (url === undefined && problems.length === 0) {
    problems.push('DATABASE_URL is not set: the empty PostgreSQL database to import into.');
  }
  if (problems.length > 0 || url === undefined) {
    console.error(problems.join('\n'));
    return 1;
  }
  const dataDir = resolve(env.DATA_DIR?.trim() || 'data');
  const timeZone = env.SERVICE_TIME_ZONE?.trim() || DEFAULT_SERVICE_TIME_ZONE;
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const unreachable = await reachPostgres(sql);
    if (unreachable !== null) throw new Error(unreachable);
    await migrate(sql);
    const counts = await importDataDir(sql, dataDir, { timeZone, key: await auditKeyFrom(secret) });
    console.info(
      `Imported ${dataDir} into ${describePostgres(sql)}: ${counts.staff} staff, ` +
        `${counts.devices} devices, ${counts.auditLines} audit lines (the chain as written). ` +
        'Every till unlocks once with its PIN.',
    );
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await sql.end();
  }
}

// Run as a command (the built file), not when a test imports it.
if (process.argv[1]?.endsWith('db-import.js')) process.exitCode = await main(process.env);
