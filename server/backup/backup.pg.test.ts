// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { AUDIT_KEY, newDatabase, shop } from '../spawned-server.test-support';
import { runCli } from './backup.test-support';
import { backupMidBurst, builtSetup, expectRestoredAndPaired } from './mid-burst.test-support';

/**
 * `npm run backup` and `npm run restore` on PostgreSQL, as built, on a throwaway cluster
 * (skipped, with a line saying how to install it, when the machine has no PostgreSQL): pg_dump
 * -Fc taken while the server writes a burst, restored into a new, empty database.
 */
const run = promisify(execFile);
const setup = builtSetup({ postgres: true });

const databaseNamed = (name: string) => newDatabase(setup.cluster, `${name}_${process.pid}`);

describe('a PostgreSQL backup taken mid-burst', () => {
  it('restores into an empty database that verifies, and the till is still paired and signed in', async (context) => {
    if (setup.cluster === null) context.skip();
    const { built } = setup;
    const env = await shop(built, { DATABASE_URL: await databaseNamed('backup_live') });
    const destination = join(await mkdtemp(join(tmpdir(), 'backup-pg-')), 'shop.dump');
    const { tablet } = await backupMidBurst(setup, env, destination);
    expect((await stat(destination)).mode & 0o777).toBe(0o600);
    // Neither the archive nor the SQL it holds carries the key.
    expect((await readFile(destination)).includes(AUDIT_KEY)).toBe(false);
    const { stdout: script } = await run('pg_restore', ['--file=-', destination], {
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(script).toContain('audit_line');
    expect(script).not.toContain(AUDIT_KEY);

    const restoredUrl = await databaseNamed('backup_restored');
    const restore = await runCli(built, 'restore', [destination], { DATABASE_URL: restoredUrl });
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toMatch(/into the database, the audit log to seq [1-9]\d*\./);
    await expectRestoredAndPaired(setup, { DATABASE_URL: restoredUrl }, tablet);
  }, 120_000);

  it('is refused by restore into a database that is not empty, in one line, and a backup file is never replaced', async (context) => {
    if (setup.cluster === null) context.skip();
    const { built } = setup;
    const url = await databaseNamed('backup_taken');
    const env = await shop(built, { DATABASE_URL: url });
    const destination = join(await mkdtemp(join(tmpdir(), 'backup-pg-')), 'shop.dump');
    expect((await runCli(built, 'backup', [destination], env)).code).toBe(0);
    const before = await readFile(destination);
    const twice = await runCli(built, 'backup', [destination], env);
    expect(twice.code).toBe(1);
    expect(twice.stderr.trim().split('\n')).toEqual([
      `No backup: ${destination} exists: a backup goes into a new file.`,
    ]);
    expect((await readFile(destination)).equals(before)).toBe(true);

    const refused = await runCli(built, 'restore', [destination], { DATABASE_URL: url });
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        /^Nothing restored: PostgreSQL at 127\.0\.0\.1:\d+\/backup_taken_\d+ is not empty: a restore goes into a new, empty database \(createdb\)\.$/,
      ),
    ]);
    // Nothing was restored over it: the shop's three people, as before.
    const sql = postgres(url, { max: 1, onnotice: () => undefined });
    const [{ staff } = { staff: 0 }] = await sql<{ staff: number }[]>`
      SELECT count(*)::int AS staff FROM staff`;
    await sql.end();
    expect(staff).toBe(3);
  }, 120_000);
});
