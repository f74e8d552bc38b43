import postgres from 'postgres';
import { readDatabaseUrl } from '../config';
import { describePostgres, reachPostgres } from './index';
import { migrate } from './migrate';
import { grantServerRole } from './roles';

/**
 * `npm run db:migrate [-- --grant-to <role>]`: applies the schema's missing migrations to
 * DATABASE_URL's database (run it as the role that is to own the tables), then, when asked, grants
 * the server's own role what it needs and nothing more (decision 0019). The server applies missing
 * migrations at start too, when its role may; several at once are safe (migrate.ts).
 */

const USAGE = 'Usage: npm run db:migrate [-- --grant-to <role the server connects as>]';

function grantRoleOf(args: string[]): string | null {
  if (args.length === 0) return null;
  if (args.length === 2 && args[0] === '--grant-to' && args[1]) return args[1];
  throw new Error(USAGE);
}

async function main(): Promise<void> {
  const role = grantRoleOf(process.argv.slice(2));
  const problems: string[] = [];
  const url = readDatabaseUrl(process.env.DATABASE_URL, problems);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  if (url === undefined) {
    throw new Error('DATABASE_URL is not set: the PostgreSQL database to migrate (postgres://…).');
  }
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    const unreachable = await reachPostgres(sql);
    if (unreachable !== null) throw new Error(unreachable);
    const applied = await migrate(sql);
    console.info(
      applied.length > 0
        ? `${describePostgres(sql)}: applied ${applied.join(', ')}.`
        : `${describePostgres(sql)}: the schema is current.`,
    );
    if (role !== null) {
      await grantServerRole(sql, role);
      console.info(`${role} may now use the tables as the server does, and nothing more.`);
    }
  } finally {
    await sql.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
