import { resolve } from 'node:path';
import { runCommand } from './command';
import { backupDataDir } from './files';
import { backupPostgres } from './postgres';

/**
 * `npm run backup -- <destination>`: a backup of the shop's state while the server runs (decision
 * 0029): DATA_DIR copied into a new folder, or, with DATABASE_URL, `pg_dump -Fc` into a new file.
 */

export const KEY_APART =
  'AUDIT_KEY is not in the backup: keep it apart, as it is needed to verify the restored log ' +
  'and to keep tills paired.';

export const USAGE = `Usage: npm run backup -- <destination>
  Without DATABASE_URL: copies DATA_DIR (data/ by default) into <destination>, a new or empty
  folder, consistently while the server runs (never server.lock).
  With DATABASE_URL: pg_dump -Fc of the database into <destination>, a new file.
  ${KEY_APART}
  Restore with: npm run restore -- <destination>`;

export function main(
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<number> {
  const how = { usage: USAGE, failed: 'No backup' };
  return runCommand(args, env, how, async (destination, url) => {
    const started = performance.now();
    const seconds = () => ((performance.now() - started) / 1000).toFixed(2);
    if (url !== undefined) {
      await backupPostgres(url, destination);
      return `Backed up the database into ${destination} in ${seconds()} s. ${KEY_APART}`;
    }
    const dataDir = resolve(env.DATA_DIR?.trim() || 'data');
    const done = await backupDataDir(dataDir, destination, { secret: env.AUDIT_KEY?.trim() });
    const after =
      done.auditLinesAfter > 0 ? ` (${done.auditLinesAfter} written meanwhile, for the next)` : '';
    const left = done.leftOut.length > 0 ? ` Left out: ${done.leftOut.join(', ')}.` : '';
    return (
      `Backed up ${dataDir} into ${destination}: ${done.files} files, ${done.bytes} bytes, ` +
      `the audit log to seq ${done.auditSeq}${after}, in ${seconds()} s.${left} ${KEY_APART}`
    );
  });
}

// Run as a command (the built file), not when a test imports it.
if (process.argv[1]?.endsWith('backup.js')) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
