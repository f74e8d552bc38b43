import { resolve } from 'node:path';
import { runCommand } from './command';
import { isFilesBackup, restoreDataDir } from './files';
import { isPgDump, restorePostgres } from './postgres';

/**
 * `npm run restore -- <backup>`: a backup from `npm run backup` put back into an empty DATA_DIR,
 * or, with DATABASE_URL, into an empty database. Run it with no server on the destination.
 */

const THEN =
  'Then run `npm run audit:verify` with the AUDIT_KEY of the shop, and start the server with it.';

export const USAGE = `Usage: npm run restore -- <backup>
  A folder from npm run backup goes into DATA_DIR (data/ by default), which must be empty or
  not exist yet. A pg_dump -Fc file goes into DATABASE_URL's database, which must be empty
  (createdb a new one); its tables then belong to the role restoring, and a server role of its
  own is granted again with npm run db:migrate -- --grant-to <role>.
  ${THEN}`;

export function main(
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<number> {
  const how = { usage: USAGE, failed: 'Nothing restored' };
  return runCommand(args, env, how, async (backup, url) => {
    const files = await isFilesBackup(backup);
    if (!files && !(await isPgDump(backup))) {
      throw new Error(`${backup} is not a backup from npm run backup.`);
    }
    if (url !== undefined) {
      if (files) throw new Error(`${backup} is a backup of DATA_DIR: unset DATABASE_URL.`);
      const seq = await restorePostgres(backup, url);
      return `Restored ${backup} into the database, the audit log to seq ${seq}. ${THEN}`;
    }
    if (!files) throw new Error(`${backup} is a PostgreSQL backup: set DATABASE_URL.`);
    const dataDir = resolve(env.DATA_DIR?.trim() || 'data');
    const manifest = await restoreDataDir(backup, dataDir);
    return (
      `Restored ${backup} (taken ${manifest.takenAt}) into ${dataDir}: ` +
      `${manifest.files.length} files, the audit log to seq ${manifest.auditSeq}. ${THEN}`
    );
  });
}

// Run as a command (the built file), not when a test imports it.
if (process.argv[1]?.endsWith('restore.js')) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
