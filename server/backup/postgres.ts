import { execFile } from 'node:child_process';
import { chmod, link, open, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { describePostgres, reachPostgres } from '../db';

/**
 * A PostgreSQL backup is `pg_dump -Fc` of DATABASE_URL's database (one snapshot: every audit
 * line with its head, as committed together), and its restore is `pg_restore` into an empty
 * database, in one transaction. The client programs come from the PATH (Debian:
 * postgresql-client), and must be at least the server's version.
 */

const run = promisify(execFile);

/** libpq's form of the URL: the password in the environment, never on a command line. */
export function libpqTarget(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const env: Record<string, string> = {};
  if (parsed.password !== '') env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env };
}

/** What a custom-format dump starts with. */
export const PG_DUMP_MAGIC = 'PGDMP';

/** Whether the file is a `pg_dump -Fc` archive. */
export async function isPgDump(path: string): Promise<boolean> {
  const handle = await open(path, 'r').catch(() => null);
  if (!handle) return false;
  try {
    const start = Buffer.alloc(PG_DUMP_MAGIC.length);
    await handle.read(start, 0, start.length, 0);
    return start.toString('latin1') === PG_DUMP_MAGIC;
  } finally {
    await handle.close();
  }
}

async function client(program: string, args: string[], url: string, file?: string): Promise<void> {
  const { dbname, env } = libpqTarget(url);
  try {
    await run(program, [...args, `--dbname=${dbname}`, ...(file === undefined ? [] : [file])], {
      env: { ...process.env, ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const e = error as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT') {
      throw new Error(
        `${program} is not on the PATH (Debian: apt-get install postgresql-client).`,
        {
          cause: error,
        },
      );
    }
    const said = (e.stderr ?? '')
      .trim()
      .split('\n')
      .find((line) => line.includes('error'));
    throw new Error(`${program} failed: ${said ?? e.message.split('\n')[0] ?? ''}`, {
      cause: error,
    });
  }
}

/** Dumps the database into `destination`, a new file (600); one that exists is never replaced. */
export async function backupPostgres(url: string, destination: string): Promise<void> {
  const partial = `${destination}.partial-${process.pid}`;
  try {
    await client('pg_dump', ['--format=custom', `--file=${partial}`], url);
    await chmod(partial, 0o600);
    // `link` fails when the name exists, where `rename` would replace it.
    await link(partial, destination).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      throw new Error(`${destination} exists: a backup goes into a new file.`);
    });
  } finally {
    await rm(partial, { force: true });
  }
}

/** Relations, functions and schemas of anyone but PostgreSQL itself: none in an empty database. */
async function objectsIn(sql: postgres.Sql): Promise<number> {
  const mine = "n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname !~ '^pg_'";
  const [row] = await sql<{ count: string }[]>`
    SELECT (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE ${sql.unsafe(mine)})
         + (SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
            WHERE ${sql.unsafe(mine)})
         + (SELECT count(*) FROM pg_namespace n WHERE ${sql.unsafe(mine)} AND n.nspname <> 'public')
         AS count`;
  return Number(row?.count ?? 0);
}

/**
 * Restores the dump into DATABASE_URL's database, which must hold nothing yet; in one
 * transaction, so a failure leaves it empty. The tables then belong to the role restoring them
 * (`--no-owner`), and no grants come back (`--no-privileges`): a server with a role of its own
 * is granted again with `npm run db:migrate -- --grant-to <role>`. Answers the audit head's seq.
 */
export async function restorePostgres(backup: string, url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  const where = describePostgres(sql);
  try {
    const unreachable = await reachPostgres(sql);
    if (unreachable !== null) throw new Error(unreachable);
    if ((await objectsIn(sql)) > 0) {
      throw new Error(
        `${where} is not empty: a restore goes into a new, empty database (createdb).`,
      );
    }
    await client(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction'],
      url,
      backup,
    );
    const [head] = await sql<{ seq: number }[]>`SELECT seq::float8 AS seq FROM audit_head`;
    return head?.seq ?? 0;
  } finally {
    await sql.end();
  }
}
