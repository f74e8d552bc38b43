// @vitest-environment node
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type DataDirFacts, dataDirFacts, dataDirProblems } from './data-dir';
import { eachTempDir, expectProblems } from './doctor.test-support';

const FOLDER: DataDirFacts = {
  path: '/var/lib/pos',
  kind: 'directory',
  mode: 0o700,
  writable: true,
  openInside: [],
};

describe('dataDirProblems', () => {
  it.each<[string, Partial<DataDirFacts>, string[]]>([
    ['a closed folder it may write', {}, []],
    ['a missing folder it may make', { kind: 'missing', mode: 0 }, []],
    [
      'a missing folder it may not make',
      { kind: 'missing', mode: 0, writable: false },
      ['DATA_DIR /var/lib/pos does not exist and this account cannot make it in /var/lib; '],
    ],
    ['a file', { kind: 'other' }, ['DATA_DIR /var/lib/pos is not a folder.']],
    [
      'a folder it may not write',
      { writable: false },
      ['DATA_DIR /var/lib/pos is not writable by this account: '],
    ],
    [
      'a folder others may read',
      { mode: 0o755 },
      ['DATA_DIR /var/lib/pos is open to other accounts (mode 0755): chmod 700 /var/lib/pos.'],
    ],
    ['a folder its group may write', { mode: 0o720 }, ['(mode 0720)']],
    [
      'open files inside',
      { openInside: ['/var/lib/pos/staff.json'] },
      ['/var/lib/pos/staff.json in DATA_DIR is open to other accounts: chmod go-rwx'],
    ],
  ])('%s', (_, change, said) => {
    expectProblems(dataDirProblems({ ...FOLDER, ...change }), said);
  });
});

describe('dataDirFacts', () => {
  const dir = eachTempDir('doctor-data-');

  it('reads the mode and names what is open inside', async () => {
    await chmod(dir(), 0o750);
    await mkdir(join(dir(), 'audit'), { mode: 0o700 });
    await writeFile(join(dir(), 'audit', 'head.json'), '{}', { mode: 0o644 });
    await writeFile(join(dir(), 'staff.json'), '[]', { mode: 0o600 });
    await chmod(join(dir(), 'audit', 'head.json'), 0o644);
    const facts = await dataDirFacts(dir());
    expect(facts).toMatchObject({ kind: 'directory', mode: 0o750, writable: true });
    expect(facts.openInside).toEqual([join(dir(), 'audit', 'head.json')]);
  });

  it('tells a missing folder and a file apart', async () => {
    expect((await dataDirFacts(join(dir(), 'none'))).kind).toBe('missing');
    await writeFile(join(dir(), 'file'), '');
    expect((await dataDirFacts(join(dir(), 'file'))).kind).toBe('other');
  });
});
