import postgres, { type Sql } from 'postgres';
import { afterAll, afterEach } from 'vitest';
import { migrate } from './migrate';
import { startThrowawayPostgres } from './throwaway.test-support';

/**
 * Empty schemas for the tests of one throwaway cluster: one database for the test file, and in it
 * a schema of its own wherever a test needs empty tables (a contract case, a race), migrated
 * afresh, with every pool of that test pointed at it (`search_path`). No two tests see each
 * other's rows. Advisory locks belong to the database, not the schema: the tests of a file run
 * one after another, so none holds a lock another waits for. A schema costs a few kB where a
 * database copied per test cost several MB and 0.2 s each.
 *
 * Every pool opened is ended by `endOpen()` (after each test) or `end()` (after the file).
 */
export interface TestDatabase {
  /** The schema's name, unique in the cluster (it also names a role in one test). */
  name: string;
  sql: Sql;
  /** Another pool on the same schema: what a second process would have (as `user`, if given). */
  another(options?: { max?: number; user?: string }): Sql;
}

export interface TestDatabases {
  /** An empty schema, migrated (or, `empty`, not: for the migrations' own tests). */
  fresh(options?: { empty?: boolean }): Promise<TestDatabase>;
  endOpen(): Promise<void>;
  end(): Promise<void>;
}

export async function testDatabases(clusterUrl: string): Promise<TestDatabases> {
  const database = `test_${process.pid}`;
  const admin = postgres(clusterUrl, { max: 1, onnotice: () => undefined });
  await admin`CREATE DATABASE ${admin(database)}`;
  const url = new URL(clusterUrl);
  url.pathname = `/${database}`;
  const connect = (schema: string, max = 10, user?: string) => {
    const at = new URL(url);
    if (user !== undefined) at.username = user;
    return postgres(at.toString(), {
      max,
      onnotice: () => undefined,
      connection: { search_path: schema },
    });
  };

  let count = 0;
  let open: Sql[] = [];
  const track = (sql: Sql) => {
    open.push(sql);
    return sql;
  };
  const endOpen = async () => {
    const closing = open;
    open = [];
    await Promise.all(closing.map((sql) => sql.end()));
  };
  return {
    fresh: async (options = {}) => {
      count += 1;
      const name = `t${process.pid}_${count}`;
      const sql = track(connect(name));
      await sql`CREATE SCHEMA ${sql(name)}`;
      if (!options.empty) await migrate(sql);
      return {
        name,
        sql,
        another: (more = {}) => track(connect(name, more.max, more.user)),
      };
    },
    endOpen,
    end: async () => {
      await endOpen();
      await admin.end();
    },
  };
}

/**
 * Schemas on a throwaway PostgreSQL for the calling test file, its hooks registered: each test's
 * open pools ended after it, the cluster stopped after the file. Null when the machine has none.
 */
export async function throwawayDatabases(): Promise<TestDatabases | null> {
  const cluster = await startThrowawayPostgres();
  const databases = cluster ? await testDatabases(cluster.url) : null;
  afterEach(async () => {
    await databases?.endOpen();
  });
  // Stopping a cluster is not a timing under test: a loaded machine may take its time.
  afterAll(async () => {
    await databases?.end();
    await cluster?.stop();
  }, 120_000);
  return databases;
}
