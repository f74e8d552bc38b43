// @vitest-environment node
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { auditKeyFrom } from '../audit/line';
import { REDEEM, tickingClock } from '../audit/test-support';
import { PgAuditLog } from '../db/audit-log';
import { grantServerRole } from '../db/roles';
import { auditPgProblems } from './audit';
import { connectDoctor, databaseProblems } from './database';
import { throwawayDatabases } from '../db/test-databases.test-support';
import { eachTempDir } from './doctor.test-support';
import { runDoctor } from './run';

/*
 * The doctor's database checks on a throwaway PostgreSQL: the owner's view, a server role
 * granted nothing, then what db:migrate --grant-to gives it, and a schema behind or ahead.
 */
const databases = await throwawayDatabases();
const app = eachTempDir('doctor-pg-app-');

const SECRET = 'doctor-pg-audit-key-0123456789abcdefghij';

async function fresh() {
  if (!databases) throw new Error('PostgreSQL is not running.');
  return databases.fresh();
}

describe.skipIf(databases === null)('the database checks', () => {
  it('find nothing wrong for the tables’ owner on a current schema', async () => {
    const db = await fresh();
    expect(await databaseProblems(db.sql)).toEqual([]);
  });

  it('say what a role lacks, then nothing once db:migrate --grant-to has run', async () => {
    const db = await fresh();
    await db.sql`CREATE ROLE ${db.sql(db.name)} LOGIN`;
    const server = db.another({ user: db.name });
    expect(await databaseProblems(server)).toEqual([
      `DATABASE_URL: role ${db.name} may not use the schema; as the tables’ owner run npm run db:migrate -- --grant-to ${db.name}.`,
    ]);
    await db.sql`GRANT USAGE ON SCHEMA ${db.sql(db.name)} TO ${db.sql(db.name)}`;
    const lacking = await databaseProblems(server);
    expect(lacking).toHaveLength(9);
    expect(lacking[0]).toBe(
      `DATABASE_URL: role ${db.name} lacks SELECT on schema_migration; as the tables’ owner run npm run db:migrate -- --grant-to ${db.name}.`,
    );
    expect(lacking).toContain(
      `DATABASE_URL: role ${db.name} lacks SELECT, UPDATE on audit_head; as the tables’ owner run npm run db:migrate -- --grant-to ${db.name}.`,
    );
    await grantServerRole(db.sql, db.name);
    expect(await databaseProblems(server)).toEqual([]);
  });

  it('say a schema behind the code, and one ahead of it', async () => {
    const db = await fresh();
    await db.sql`DELETE FROM schema_migration WHERE version = (SELECT max(version) FROM schema_migration)`;
    expect(await databaseProblems(db.sql)).toEqual([
      expect.stringMatching(
        /^DATABASE_URL: the schema lacks 004_sealed_lines: run npm run db:migrate/,
      ),
    ]);
    await db.sql`INSERT INTO schema_migration (version, name, checksum)
      VALUES (4, 'x', 'x'), (999, '999_later', 'x')`;
    expect(await databaseProblems(db.sql)).toEqual([
      expect.stringContaining('the database has 999_later, which this code does not know'),
      expect.stringContaining('migration 004_sealed_lines was changed after it was applied (as x)'),
    ]);
  });

  it('say a schema not made', async () => {
    if (!databases) throw new Error('PostgreSQL is not running.');
    const db = await databases.fresh({ empty: true });
    expect(await databaseProblems(db.sql)).toEqual([
      expect.stringMatching(/^DATABASE_URL: the database has no schema yet/),
    ]);
  });

  it('say in one line where PostgreSQL was not reached', async () => {
    const sql = connectDoctor('postgres://nobody@127.0.0.1:1/none');
    try {
      expect(await databaseProblems(sql)).toEqual([
        expect.stringMatching(
          /^DATABASE_URL: PostgreSQL at 127\.0\.0\.1:1\/none cannot be reached \(.+\)\.$/,
        ),
      ]);
    } finally {
      await sql.end();
    }
  });

  it('check the audit chain in the database with the server’s key', async () => {
    const db = await fresh();
    const log = new PgAuditLog(db.sql, {
      timeZone: 'Asia/Seoul',
      now: tickingClock('2026-11-22T01:00:00.000Z'),
      key: await auditKeyFrom(SECRET),
    });
    for (let i = 0; i < 3; i += 1) await log.append({ ...REDEEM, requestId: `r${i}` });
    expect(await auditPgProblems(db.sql, 'Asia/Seoul', SECRET)).toEqual([]);
    const other = await auditPgProblems(db.sql, 'Asia/Seoul', `${SECRET}-other`);
    expect(other[0]).toMatch(
      /^Audit log in PostgreSQL at .*: \d+ problems? \(3 lines in 1 file\)\.$/,
    );
  });

  it('run in the doctor, the data folder left out', async () => {
    await writeFile(join(app(), 'index.html'), '<!doctype html>');
    const db = await fresh();
    const report = await runDoctor({
      env: {
        API_KEY: 'key-1',
        SERVICE_BASE_URL: 'https://api.example.com',
        PLAN: 'personal',
        AUDIT_KEY: SECRET,
        DATABASE_URL: 'postgres://pos@db.example.com/pos',
        HOST: '127.0.0.1',
        APP_DIR: app(),
      },
      version: '1',
      envFiles: [],
      serverDir: '/nonexistent/dist-server',
      fetch: () => Promise.resolve(new Response(null)),
      connect: () => db.another({ max: 1 }),
    });
    expect(report).toEqual({
      problems: 0,
      lines: [
        'ok: configuration',
        `ok: built app ${app()}`,
        'ok: audit key kept apart',
        'ok: proxy settings',
        'ok: clock against https://api.example.com',
        'ok: database',
        'ok: audit chain',
      ],
    });
  });
});
