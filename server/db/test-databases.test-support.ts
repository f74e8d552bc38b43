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
  /** Another pool on the same database: what a second process would have. */
  another(options?: { max?: number }): Sql;
}

export interface TestDatabases {
  fresh(): Promise<TestDatabase>;
  endOpen(): Promise<void>;
  end(): Promise<void>;
}

const TEMPLATE = 'pos_template';

export async function testDatabases(clusterUrl: string): Promise<TestDatabases> {
  const urlOf = (name: string) => {
    const url = new URL(clusterUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const connect = (name: string, max = 10) =>
    postgres(urlOf(name), { max, onnotice: () => undefined });
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
    fresh: async () => {
      count += 1;
      const name = `test_${process.pid}_${count}`;
      await admin`CREATE DATABASE ${admin(name)} TEMPLATE ${admin(TEMPLATE)}`;
      return {
        name,
        sql: track(connect(name)),
        another: (options = {}) => track(connect(name, options.max)),
      };
    },
    endOpen,
    end: async () => {
      await endOpen();
      await admin.end();
    },
  };
}
