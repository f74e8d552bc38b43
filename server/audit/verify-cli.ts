import { join, resolve } from 'node:path';
import postgres from 'postgres';
import { DEFAULT_SERVICE_TIME_ZONE, readAuditKey, readDatabaseUrl } from '../config';
import { auditVerifyInput } from '../db/audit-log';
import { describePostgres, reachPostgres } from '../db';
import { verifyAuditLines } from './verify-lines';
import { auditKeyFrom } from './line';
import { describeAuditVerify, verifyAuditDir } from './verify';

/**
 * `node verify.js [dir]`: checks the audit log and says whether it is intact, exiting 0 if so and
 * 1 if not (or if it could not be read), so a cron job or a monitor can act on it. The directory
 * is the first argument, else `AUDIT_DIR`, else $DATA_DIR/audit (data/audit), where the server
 * writes it; the day boundaries are those of
 * `SERVICE_TIME_ZONE`, as for the server. With `DATABASE_URL` it checks the log in PostgreSQL. It needs the log's `AUDIT_KEY`: without it a log
 * re-chained by someone who could write the directory would look intact, so it does not run.
 */
export async function main(
  args: readonly string[] = process.argv.slice(2),
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const dataDir = env.DATA_DIR?.trim() || 'data';
  const dir = resolve(args[0] ?? (env.AUDIT_DIR?.trim() || join(dataDir, 'audit')));
  const timeZone = env.SERVICE_TIME_ZONE?.trim() || DEFAULT_SERVICE_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone });
  } catch {
    console.error(
      `SERVICE_TIME_ZONE must be an IANA time zone such as Asia/Seoul; got "${timeZone}".`,
    );
    return 1;
  }
  const problems: string[] = [];
  const secret = readAuditKey(env.AUDIT_KEY, problems);
  if (problems.length > 0) {
    console.error(
      `${problems.join('\n')}\nThe audit log is checked with the key the server writes it with.`,
    );
    return 1;
  }
  const key = await auditKeyFrom(secret);
  if (env.DATABASE_URL?.trim()) return verifyInPostgres(env.DATABASE_URL, timeZone, key);
  try {
    const result = await verifyAuditDir(dir, { timeZone, key });
    const [summary = '', ...problems] = describeAuditVerify(result, dir);
    if (result.ok) console.info(summary);
    else console.error([summary, ...problems].join('\n'));
    return result.ok ? 0 : 1;
  } catch (error) {
    console.error(`The audit log in ${dir} could not be read: ${String(error)}`);
    return 1;
  }
}

/** With DATABASE_URL, the log is the audit_line table, read in seq order as day files. */
async function verifyInPostgres(
  raw: string,
  timeZone: string,
  key: Awaited<ReturnType<typeof auditKeyFrom>>,
): Promise<number> {
  const problems: string[] = [];
  const url = readDatabaseUrl(raw, problems);
  if (url === undefined) {
    console.error(problems.join('\n'));
    return 1;
  }
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  const where = describePostgres(sql);
  try {
    const unreachable = await reachPostgres(sql);
    if (unreachable !== null) {
      console.error(unreachable);
      return 1;
    }
    const { files, headText } = await auditVerifyInput(sql);
    const result = await verifyAuditLines(files, headText, timeZone, key);
    const [summary = '', ...found] = describeAuditVerify(result, where);
    if (result.ok) console.info(summary);
    else console.error([summary, ...found].join('\n'));
    return result.ok ? 0 : 1;
  } catch (error) {
    console.error(`The audit log in ${where} could not be read: ${String(error)}`);
    return 1;
  } finally {
    await sql.end();
  }
}

// Run as a command (the built file), not when a test imports it.
if (process.argv[1]?.endsWith('audit-verify.js')) process.exitCode = await main();
