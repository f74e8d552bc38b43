// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

let dir = '';
const children: ChildProcess[] = [];

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'data-dir-lock-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

/** A real process of this machine that stays up until the test ends. */
function liveProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  if (child.pid === undefined) throw new Error('no child process');
  return child.pid;
}

/** A pid that was a process a moment ago and is no more. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
  const pid = child.pid ?? 0;
  await new Promise((resolve) => child.on('exit', resolve));
  return pid;
}

describe('one server per DATA_DIR', () => {
  it('a second server on the same directory is refused, in one line naming the first', async () => {
    const first = await lockDataDir(dir, { pid: liveProcess() });
    expect(first.ok).toBe(true);
    const second = await lockDataDir(dir);
    expect(second.ok).toBe(false);
    if (second.ok) return;
    expect(second.message).toMatch(
      /^Another server \(process \d+ on .+\) is using .+: one server per DATA_DIR/,
    );
    expect(second.message).not.toContain('\n');
  });

  it('the lock of a process that is gone (a crash, a power cut) is taken over', async () => {
    const stale = await lockDataDir(dir, { pid: await deadPid() });
    expect(stale.ok).toBe(true);
    const next = await lockDataDir(dir);
    expect(next.ok).toBe(true);
    expect(JSON.parse(await readFile(join(dir, LOCK_FILE_NAME), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
  });

  it('a lock file nobody could have written (empty, not JSON) holds nobody', async () => {
    await writeFile(join(dir, LOCK_FILE_NAME), '');
    expect((await lockDataDir(dir)).ok).toBe(true);
  });

  it('our own pid in an old lock (a container restarted with the same pid) is stale', async () => {
    await writeFile(
      join(dir, LOCK_FILE_NAME),
      JSON.stringify({
        pid: process.pid,
        host: (await import('node:os')).hostname(),
        startedAt: 'x',
      }),
    );
    expect((await lockDataDir(dir)).ok).toBe(true);
  });

  it('another machine’s lock is respected: we cannot ask whether it runs', async () => {
    await writeFile(
      join(dir, LOCK_FILE_NAME),
      JSON.stringify({ pid: 4242, host: 'back-room-pc', startedAt: '2026-11-25T00:00:00.000Z' }),
    );
    const lock = await lockDataDir(dir);
    expect(lock.ok).toBe(false);
  });

  it('release removes our lock only, and leaves no temporary files', async () => {
    const lock = await lockDataDir(dir);
    if (!lock.ok) throw new Error(lock.message);
    await lock.release();
    expect(await readdir(dir)).toEqual([]);
    // A later server's lock is not ours to remove.
    const mine = await lockDataDir(dir, { pid: await deadPid() });
    if (!mine.ok) throw new Error(mine.message);
    const theirs = await lockDataDir(dir, { pid: liveProcess() });
    expect(theirs.ok).toBe(true);
    await mine.release();
    expect(await readdir(dir)).toEqual([LOCK_FILE_NAME]);
  });

  it('ten servers starting at once on a stale lock: exactly one gets it', async () => {
    await lockDataDir(dir, { pid: await deadPid() });
    const pids = Array.from({ length: 10 }, () => liveProcess());
    const results = await Promise.all(pids.map((pid) => lockDataDir(dir, { pid })));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it('thirty rounds of ten starting at once on a stale lock: one winner each time, never two', async () => {
    const starting = new Set<number>();
    const isAlive = (pid: number) => starting.has(pid);
    for (let round = 0; round < 30; round += 1) {
      starting.clear();
      await rm(join(dir, LOCK_FILE_NAME), { force: true });
      await lockDataDir(dir, { pid: 99_000 + round, isAlive });
      const pids = Array.from({ length: 10 }, (_, i) => 1_000 + round * 10 + i);
      for (const pid of pids) starting.add(pid);
      const results = await Promise.all(pids.map((pid) => lockDataDir(dir, { pid, isAlive })));
      expect(
        results.filter((r) => r.ok),
        `round ${round}`,
      ).toHaveLength(1);
    }
  });
});

describe('a lock file that cannot be one', () => {
  it('a directory in its place is refused in one line, not a stack trace', async () => {
    const { mkdir } = await import('node:fs/promises');
    await mkdir(join(dir, LOCK_FILE_NAME));
    const lock = await lockDataDir(dir);
    expect(lock.ok).toBe(false);
    if (!lock.ok) expect(lock.message).toMatch(/^Cannot take .*server\.lock: /);
  });
});
