import postgres, { type Sql } from 'postgres';
import { reachPostgres } from '../db';
import { MIGRATIONS, type Migration } from '../db/migrate';
import { SERVER_GRANTS } from '../db/roles';

/**
 * The database, when DATABASE_URL is set: reached within a few seconds, its schema the one this
 * code migrates to, and the role the server connects as granted what `db:migrate --grant-to`
 * gives (roles.ts). The judging is pure; `databaseFacts` asks PostgreSQL.
 */
export interface AppliedMigration {
  version: number;
  name: string;
  checksum: string;
}

const MIGRATE = 'run npm run db:migrate as the tables’ owner';

/** `applied` null: no schema_migration table at all. */
export function schemaProblems(
  applied: readonly AppliedMigration[] | null,
  known: readonly Migration[] = MIGRATIONS,
): string[] {
  if (applied === null) return [`DATABASE_URL: the database has no schema yet: ${MIGRATE}.`];
  const problems: string[] = [];
  const byVersion = new Map(applied.map((row) => [row.version, row]));
  const missing = known.filter((migration) => !byVersion.has(migration.version));
  if (missing.length > 0) {
    problems.push(
      `DATABASE_URL: the schema lacks ${missing.map((m) => m.name).join(', ')}: ${MIGRATE}.`,
    );
  }
  const knownVersions = new Set(known.map((migration) => migration.version));
  const newer = applied.filter((row) => !knownVersions.has(row.version));
  if (newer.length > 0) {
    problems.push(
      `DATABASE_URL: the database has ${newer.map((row) => row.name).join(', ')}, which this ` +
        'code does not know: it is older than the database; deploy the newer version.',
    );
  }
  for (const migration of known) {
    const row = byVersion.get(migration.version);
    if (row && row.checksum !== migration.checksum) {
      problems.push(
        `DATABASE_URL: migration ${migration.name} was changed after it was applied (as ${row.name}).`,
      );
    }
  }
  return problems;
}

/** One privilege on one table: held or not (null: the table is not there). */
export interface HeldGrant {
  table: string;
  privilege: string;
  held: boolean | null;
}

export function grantProblems(role: string, usage: boolean, held: readonly HeldGrant[]): string[] {
  const fix = `as the tables’ owner run npm run db:migrate -- --grant-to ${role}`;
  const problems = usage ? [] : [`DATABASE_URL: role ${role} may not use the schema; ${fix}.`];
  const lacking = new Map<string, string[]>();
  for (const { table, privilege } of held.filter((grant) => grant.held === false)) {
    lacking.set(table, [...(lacking.get(table) ?? []), privilege]);
  }
  for (const [table, privileges] of lacking) {
    problems.push(`DATABASE_URL: role ${role} lacks ${privileges.join(', ')} on ${table}; ${fix}.`);
  }
  return problems;
}

/** How long PostgreSQL is given to accept the doctor's connection. */
export const CONNECT_TIMEOUT_S = 5;

export function connectDoctor(url: string): Sql {
  return postgres(url, {
    max: 1,
    connect_timeout: CONNECT_TIMEOUT_S,
    onnotice: () => undefined,
    connection: { application_name: 'counter-pos-doctor' },
  });
}

export interface DatabaseFacts {
  role: string;
  usage: boolean;
  held: HeldGrant[];
  applied: AppliedMigration[] | null;
}

export async function databaseFacts(sql: Sql): Promise<DatabaseFacts> {
  const [who] = await sql<{ role: string; usage: boolean }[]>`
    SELECT current_user AS role, has_schema_privilege(current_schema(), 'USAGE') AS usage`;
  const tables = SERVER_GRANTS.map((grant) => grant.table);
  // Asked apart: has_table_privilege fails outright on a table that is not there.
  const present = new Set(
    (
      await sql<{ name: string }[]>`
        SELECT name FROM unnest(${tables}::text[]) AS name WHERE to_regclass(name) IS NOT NULL`
    ).map((row) => row.name),
  );
  const held: HeldGrant[] = [];
  for (const { table, privileges } of SERVER_GRANTS) {
    for (const privilege of privileges) {
      if (!present.has(table)) {
        held.push({ table, privilege, held: null });
        continue;
      }
      const [row] = await sql<{ held: boolean }[]>`
        SELECT has_table_privilege(${table}, ${privilege}) AS held`;
      held.push({ table, privilege, held: row?.held ?? false });
    }
  }
  const readable = held.some((g) => g.table === 'schema_migration' && g.held === true);
  const applied = readable
    ? await sql<AppliedMigration[]>`
        SELECT version, name, checksum FROM schema_migration ORDER BY version`
    : null;
  return { role: who?.role ?? '?', usage: who?.usage ?? false, held, applied };
}

/** Every problem with the database in one line each; the first when it cannot be reached. */
export async function databaseProblems(sql: Sql): Promise<string[]> {
  const unreachable = await reachPostgres(sql);
  if (unreachable !== null) return [unreachable];
  const facts = await databaseFacts(sql);
  // Without USAGE the schema's tables are out of sight: nothing more can be told.
  if (!facts.usage) return grantProblems(facts.role, false, []);
  const grants = grantProblems(facts.role, facts.usage, facts.held);
  // A table it cannot read is a grant's problem, not a schema's.
  const tableThere = facts.held.some((g) => g.table === 'schema_migration' && g.held !== null);
  const schema = tableThere && facts.applied === null ? [] : schemaProblems(facts.applied);
  return [...grants, ...schema];
}
