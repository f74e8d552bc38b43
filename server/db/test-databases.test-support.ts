import postgres, { type Sql } from 'postgres';
import { migrate } from './migrate';

/**
 * Databases for the tests of one throwaway cluster: the schema migrated once into a template,
 * then a new database copied from it wherever a test needs empty tables (a contract case, a
 * race), so no two tests see each other's rows or advisory locks (those are per database too).
 * Every pool opened is ended by `endOpen()` (after each test) or `end()` (after the file).
 */
export interface TestDatabase {
  name: string;
  sql: Sql;
  /** Another pool on the same database: what a second process would have (as `user`, if given). */
  another(options?: { max?: number; user?: string }): Sql;
}

export interface TestDatabases {
  /** A database with the schema (or, `empty`, without: for the migrations' own tests). */
  fresh(options?: { empty?: boolean }): Promise<TestDatabase>;
  endOpen(): Promise<void>;
  end(): Promise<void>;
}

const TEMPLATE = 'pos_template';

export async function testDatabases(clusterUrl: string): Promise<TestDatabases> {
  const urlOf = (name: string, user?: string) => {
    const url = new URL(clusterUrl);
    url.pathname = `/${name}`;
    if (user !== undefined) url.username = user;
    return url.toString();
  };
  const connect = (name: string, max = 10, user?: string) =>
    postgres(urlOf(name, user), { max, onnotice: () => undefined });
  const admin = connect('postgres', 1);
  await admin`CREATE DATABASE ${admin(TEMPLATE)}`;
  const template = connect(TEMPLATE, 1);
  await migrate(template);
  // A template copies only while nobody is connected to it.
  await template.end();

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
      const name = `test_${process.pid}_${count}`;
      const template = options.empty ? 'template0' : TEMPLATE;
      await admin`CREATE DATABASE ${admin(name)} TEMPLATE ${admin(template)}`;
      return {
        name,
        sql: track(connect(name)),
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
