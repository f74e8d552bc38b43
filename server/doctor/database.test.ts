// @vitest-environment node
import { describe, it } from 'vitest';
import type { Migration } from '../db/migrate';
import { type AppliedMigration, grantProblems, type HeldGrant, schemaProblems } from './database';
import { expectProblems } from './doctor.test-support';

const KNOWN: Migration[] = [1, 2, 3].map((version) => ({
  version,
  name: `00${version}_step`,
  text: '',
  checksum: `sum${version}`,
}));
const applied = (versions: number[], changed?: number): AppliedMigration[] =>
  versions.map((version) => ({
    version,
    name: `00${version}_step`,
    checksum: version === changed ? 'edited' : `sum${version}`,
  }));

describe('schemaProblems', () => {
  it.each<[string, AppliedMigration[] | null, string[]]>([
    ['current', applied([1, 2, 3]), []],
    ['no schema', null, ['DATABASE_URL: the database has no schema yet: run npm run db:migrate']],
    [
      'behind',
      applied([1]),
      ['DATABASE_URL: the schema lacks 002_step, 003_step: run npm run db:migrate'],
    ],
    [
      'newer than the code',
      applied([1, 2, 3, 4]),
      ['DATABASE_URL: the database has 004_step, which this code does not know'],
    ],
    [
      'a migration edited after it was applied',
      applied([1, 2, 3], 2),
      ['DATABASE_URL: migration 002_step was changed after it was applied (as 002_step).'],
    ],
  ])('%s', (_, rows, said) => {
    expectProblems(schemaProblems(rows, KNOWN), said);
  });
});

describe('grantProblems', () => {
  const grant = (table: string, privilege: string, held: boolean | null): HeldGrant => ({
    table,
    privilege,
    held,
  });
  it.each<[string, boolean, HeldGrant[], string[]]>([
    ['everything held', true, [grant('staff', 'SELECT', true)], []],
    ['a table not there (the schema says so)', true, [grant('staff', 'SELECT', null)], []],
    [
      'no use of the schema',
      false,
      [],
      [
        'DATABASE_URL: role pos may not use the schema; as the tables’ owner run npm run db:migrate -- --grant-to pos.',
      ],
    ],
    [
      'privileges lacking, one line a table',
      true,
      [
        grant('staff', 'SELECT', true),
        grant('staff', 'INSERT', false),
        grant('staff', 'DELETE', false),
        grant('audit_line', 'INSERT', false),
      ],
      [
        'DATABASE_URL: role pos lacks INSERT, DELETE on staff; as the tables’ owner run npm run db:migrate -- --grant-to pos.',
        'DATABASE_URL: role pos lacks INSERT on audit_line;',
      ],
    ],
  ])('%s', (_, usage, held, said) => {
    expectProblems(grantProblems('pos', usage, held), said);
  });
});
