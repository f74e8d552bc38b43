import type { Sql } from 'postgres';

/**
 * The server's own database role (decision 0019): the tables belong to the role migrations run
 * as (their owner); the server may connect as another role, given exactly what it uses and no
 * more. It cannot then change or remove an audit line (not granted, and the triggers refuse even
 * the owner), nor switch the triggers off or drop a table (only the owner can).
 */

/** Tables the server reads and writes freely: sign-in and the guards. */
const STATE_TABLES = [
  'staff',
  'device',
  'staff_session',
  'pin_tally',
  'idempotency_key',
  'rate_limit',
] as const;

/** What the server's role is granted, table by table: `grantServerRole` gives it, the doctor checks it. */
export const SERVER_GRANTS: readonly { table: string; privileges: readonly string[] }[] = [
  { table: 'schema_migration', privileges: ['SELECT'] },
  ...STATE_TABLES.map((table) => ({
    table,
    privileges: ['SELECT', 'INSERT', 'UPDATE', 'DELETE'],
  })),
  { table: 'audit_line', privileges: ['SELECT', 'INSERT'] },
  { table: 'audit_head', privileges: ['SELECT', 'UPDATE'] },
];

/** Grants `role` what the server needs; refuses a role that owns the audit log (it could undo the triggers). */
export async function grantServerRole(sql: Sql, role: string): Promise<void> {
  await sql.begin(async (tx) => {
    const [found] = await tx<{ schema: string; owns: boolean | null }[]>`
      SELECT current_schema() AS schema,
             (SELECT tableowner = ${role} FROM pg_tables
              WHERE tablename = 'audit_line' AND schemaname = current_schema()) AS owns`;
    if (!found || found.owns === null) {
      throw new Error('The audit_line table is missing: run the migrations first.');
    }
    if (found.owns) {
      throw new Error(
        `${role} owns the tables: as the server's role it could switch the audit log's triggers ` +
          'off. Give the server a role of its own.',
      );
    }
    const who = tx(role);
    await tx`GRANT USAGE ON SCHEMA ${tx(found.schema)} TO ${who}`;
    for (const { table, privileges } of SERVER_GRANTS) {
      // The privileges are this file's own words, never input: safe to put in as they are.
      await tx`GRANT ${tx.unsafe(privileges.join(', '))} ON ${tx(table)} TO ${who}`;
    }
  });
}
