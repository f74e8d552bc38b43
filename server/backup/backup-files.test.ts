// @vitest-environment node
import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_KEY, shop } from '../spawned-server.test-support';
import { runCli, seqIn } from './backup.test-support';
import { backupMidBurst, builtSetup, expectRestoredAndPaired } from './mid-burst.test-support';

/**
 * `npm run backup` and `npm run restore` on files, as built: a backup taken while the server
 * writes a burst, restored into a new folder, verifies, and the till signed in before is still.
 */
const setup = builtSetup({ postgres: false });

const newPlace = async (name: string) => join(await mkdtemp(join(tmpdir(), 'backup-test-')), name);

/** Every entry below the folder (relative), and its mode. */
async function modes(dir: string): Promise<Map<string, number>> {
  const found = new Map<string, number>([['.', (await stat(dir)).mode & 0o777]]);
  for (const name of await readdir(dir, { recursive: true })) {
    found.set(name, (await stat(join(dir, name))).mode & 0o777);
  }
  return found;
}

const closedToOthers = async (dir: string) => {
  for (const [name, mode] of await modes(dir)) {
    const folder = (await stat(join(dir, name))).isDirectory();
    expect([name, mode]).toEqual([name, folder ? 0o700 : 0o600]);
  }
};

describe('a files backup taken mid-burst', () => {
  it('restores into an empty folder that verifies, and the till is still paired and signed in', async () => {
    const { built } = setup;
    const env = await shop(built);
    const dataDir = env.DATA_DIR ?? '';
    const destination = await newPlace('copy');
    const { tablet, backup } = await backupMidBurst(setup, env, destination);

    // Everything the server wrote but its lock, and the manifest beside; 700 and 600; no key.
    const live = [...(await modes(dataDir)).keys()].filter((name) => name !== 'server.lock');
    const copied = [...(await modes(destination)).keys()];
    expect(copied.sort()).toEqual([...live, 'backup.json'].sort());
    await closedToOthers(destination);
    for (const name of copied) {
      const path = join(destination, name);
      if ((await stat(path)).isFile())
        expect(await readFile(path, 'utf8')).not.toContain(AUDIT_KEY);
    }
    // Mid-burst: the first redeem's intent is in the copy, and the copy ends at a head.
    expect(seqIn(backup.stdout)).toBeGreaterThanOrEqual(1);

    const restored = await newPlace('data');
    const restore = await runCli(built, 'restore', [destination], { DATA_DIR: restored });
    expect(restore.stderr).toBe('');
    expect(restore.stdout).toContain(`the audit log to seq ${seqIn(backup.stdout)}`);
    await closedToOthers(restored);
    await expectRestoredAndPaired(setup, { DATA_DIR: restored }, tablet);
  }, 120_000);
});

describe('a destination that is not empty', () => {
  it('is refused by backup and by restore, in one line each, and nothing is written', async () => {
    const { built } = setup;
    const env = await shop(built);
    const destination = await newPlace('copy');
    expect((await runCli(built, 'backup', [destination], env)).code).toBe(0);

    const taken = await newPlace('taken');
    await runCli(built, 'backup', [join(taken, 'x')], env);
    await writeFile(join(taken, 'notes.txt'), 'mine\n');
    const refused = await runCli(built, 'backup', [taken], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr.trim().split('\n')).toEqual([
      `No backup: ${taken} is not empty: a backup goes into an empty folder, or one that does not exist yet.`,
    ]);

    const notEmpty = env.DATA_DIR ?? '';
    const before = await modes(notEmpty);
    const refusedRestore = await runCli(built, 'restore', [destination], { DATA_DIR: notEmpty });
    expect(refusedRestore.code).toBe(1);
    expect(refusedRestore.stderr.trim().split('\n')).toEqual([
      `Nothing restored: ${notEmpty} is not empty: a restore goes into an empty folder, or one that does not exist yet.`,
    ]);
    expect(await modes(notEmpty)).toEqual(before);
  }, 60_000);
});
