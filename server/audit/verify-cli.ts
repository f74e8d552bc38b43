import { join, resolve } from 'node:path';
import { DEFAULT_SERVICE_TIME_ZONE, readAuditKey } from '../config';
import { auditKeyFrom } from './line';
import { describeAuditVerify, verifyAuditDir } from './verify';

/**
 * `node verify.js [dir]`: checks the audit log and says whether it is intact, exiting 0 if so and
 * 1 if not (or if it could not be read), so a cron job or a monitor can act on it. The directory
 * is the first argument, else `AUDIT_DIR`, else $DATA_DIR/audit (data/audit), where the server
 * writes it; the day boundaries are those of
 * `SERVICE_TIME_ZONE`, as for the server. It needs the log's `AUDIT_KEY`: without it a log
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
  try {
    const result = await verifyAuditDir(dir, { timeZone, key: await auditKeyFrom(secret) });
    const [summary = '', ...problems] = describeAuditVerify(result, dir);
    if (result.ok) console.info(summary);
    else console.error([summary, ...problems].join('\n'));
    return result.ok ? 0 : 1;
  } catch (error) {
    console.error(`The audit log in ${dir} could not be read: ${String(error)}`);
    return 1;
  }
}

process.exitCode = await main();
