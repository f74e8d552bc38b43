// @vitest-environment node
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isInside, type KeyPlaceFacts, keyPlaceFacts, keyPlaceProblems } from './key-place';
import { eachTempDir, expectProblems } from './doctor.test-support';

describe('isInside', () => {
  it.each([
    ['/var/lib/pos', '/var/lib/pos/.env', true],
    ['/var/lib/pos', '/var/lib/pos', true],
    ['/var/lib/pos/', '/var/lib/pos/a/../b.env', true],
    ['/var/lib/pos', '/var/lib/pos-old/.env', false],
    ['/var/lib/pos', '/etc/counter-pos/counter-pos.env', false],
    ['/var/lib/pos', '/var/lib/pos/../x.env', false],
  ])('%s holds %s: %s', (dir, path, inside) => {
    expect(isInside(dir, path)).toBe(inside);
  });
});

const APART: KeyPlaceFacts = {
  dataDir: '/var/lib/pos',
  envFiles: [{ path: '/etc/counter-pos/counter-pos.env', mode: 0o640 }],
  copiesInside: [],
};

describe('keyPlaceProblems', () => {
  it.each<[string, Partial<KeyPlaceFacts>, string[]]>([
    ['kept apart and closed', {}, []],
    ['no environment file (systemd gave the environment)', { envFiles: [] }, []],
    [
      'an environment file inside DATA_DIR',
      { envFiles: [{ path: '/var/lib/pos/.env', mode: 0o600 }] },
      ['AUDIT_KEY is kept in /var/lib/pos/.env, inside DATA_DIR /var/lib/pos: move the file out'],
    ],
    [
      'an environment file every account may read',
      { envFiles: [{ path: '/etc/counter-pos/counter-pos.env', mode: 0o644 }] },
      [
        '/etc/counter-pos/counter-pos.env holds AUDIT_KEY and API_KEY and every account may read it',
      ],
    ],
    [
      'both',
      { envFiles: [{ path: '/var/lib/pos/.env', mode: 0o666 }] },
      ['AUDIT_KEY is kept in /var/lib/pos/.env', '/var/lib/pos/.env holds AUDIT_KEY'],
    ],
    [
      'a copy of the key in the data',
      { copiesInside: ['/var/lib/pos/notes.txt'] },
      ['AUDIT_KEY is written in /var/lib/pos/notes.txt, inside DATA_DIR: remove it'],
    ],
  ])('%s', (_, change, said) => {
    expectProblems(keyPlaceProblems({ ...APART, ...change }), said);
  });
});

describe('keyPlaceFacts', () => {
  const tempDir = eachTempDir('doctor-key-');

  it('finds the key in the data but not in the audit log, and the files’ modes', async () => {
    const dir = tempDir();
    const key = 'k'.repeat(40);
    await mkdir(join(dir, 'data', 'audit'), { recursive: true });
    await writeFile(join(dir, 'data', 'copy.env'), `AUDIT_KEY=${key}\n`);
    await writeFile(join(dir, 'data', 'staff.json'), '[]');
    await writeFile(join(dir, 'data', 'audit', 'audit-2026-11-22.jsonl'), key);
    await writeFile(join(dir, 'pos.env'), `AUDIT_KEY=${key}\n`, { mode: 0o640 });
    const facts = await keyPlaceFacts(
      join(dir, 'data'),
      [join(dir, 'pos.env'), join(dir, 'none.env')],
      key,
    );
    expect(facts.envFiles).toEqual([{ path: join(dir, 'pos.env'), mode: 0o640 }]);
    expect(facts.copiesInside).toEqual([join(dir, 'data', 'copy.env')]);
  });
});
