import { createHash } from 'node:crypto';
import type { Sql } from 'postgres';

/**
 * The schema, as numbered SQL files (`migrations/NNN_name.sql`), applied in order and recorded in
 * `schema_migration`. The files are bundled as text (`?raw`), so the built server in dist-server
 * carries them and needs no folder beside it.
 *
 * Several processes may start at once: each runs `migrate` in one transaction that first takes a
 * transaction-level advisory lock, so one applies what is missing and the others wait, then find
 * nothing left to do. All pending files go in that one transaction: a failure leaves the schema
 * as it was.
 */

export interface Migration {
  version: number;
  name: string;
  text: string;
  /** SHA-256 of the text: a file changed after it was applied is refused, not run again. */
  checksum: string;
}

const FILE = /\/(\d{3})_([a-z0-9_]+)\.sql$/;

function migrationsOf(files: Record<string, string>): Migration[] {
  return Object.entries(files)
    .map(([path, text]) => {
      const match = FILE.exec(path);
      if (!match?.[1] || !match[2]) throw new Error(`Migration ${path} is not named NNN_name.sql.`);
      const checksum = createHash('sha256').update(text).digest('hex');
      return { version: Number(match[1]), name: `${match[1]}_${match[2]}`, text, checksum };
    })
    .sort((a, b) => a.version - b.version);
}

export const MIGRATIONS: readonly Migration[] = migrationsOf(
  import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true }),
);

/** The applied migrations this code has no file for, by name: a newer release's. */
export function unknownMigrations(
  applied: readonly { version: number; name: string }[],
  migrations: readonly Migration[],
): string[] {
  const known = new Set(migrations.map((migration) => migration.version));
  return applied.filter((row) => !known.has(row.version)).map((row) => row.name);
}

/** hashtextextended('counter-pos:migrate', 0): apart from every KeyedLock key by its prefix. */
const LOCK = 'counter-pos:migrate';

/** Applies what is missing; answers the names applied now (none when the schema was current). */
export async function migrate(sql: Sql, migrations = MIGRATIONS): Promise<string[]> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(hashtextextended(${LOCK}, 0))`;
    // Created only when missing: a role without CREATE (the server's, see decision 0019) may
    // still check that the schema is current.
    const [found] = await tx<{ missing: boolean }[]>`
      SELECT to_regclass('schema_migration') IS NULL AS missing`;
    if (found?.missing) {
      await tx`
        CREATE TABLE schema_migration (
          version     integer     PRIMARY KEY,
          name        text        NOT NULL,
          checksum    text        NOT NULL,
          applied_at  timestamptz NOT NULL DEFAULT now()
        )`;
    }
    const applied = await tx<{ version: number; name: string; checksum: string }[]>`
      SELECT version, name, checksum FROM schema_migration ORDER BY version`;
    const byVersion = new Map(applied.map((row) => [row.version, row]));
    const unknown = unknownMigrations(applied, migrations);
    if (unknown.length > 0) {
      // A database migrated by a newer release: this code would write to tables it does not
      // know the shape of. Run the newer release, or restore a backup taken before it.
      throw new Error(
        `The database has migrations this version of the server does not know (${unknown.join(', ')}); ` +
          'it was upgraded by a newer release. Start that release, or restore a backup from before it.',
      );
    }
    const done: string[] = [];
    for (const migration of migrations) {
      const before = byVersion.get(migration.version);
      if (before) {
        if (before.checksum !== migration.checksum) {
          throw new Error(
            `Migration ${migration.name} was changed after it was applied (as ${before.name}); ` +
              'add a new numbered file instead of editing an applied one.',
          );
        }
        continue;
      }
      await tx.unsafe(migration.text).simple();
      await tx`
        INSERT INTO schema_migration (version, name, checksum)
        VALUES (${migration.version}, ${migration.name}, ${migration.checksum})`;
      done.push(migration.name);
    }
    return done;
  });
}
