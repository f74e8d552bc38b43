// @vitest-environment node
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileSessionStore, SESSION_FILE, SESSION_TOUCH_FLUSH_MS } from './file-sessions';
import type { Session } from './stores';

const HOUR = 60 * 60_000;
let dir = '';
let clock = 0;
const open = () => FileSessionStore.open(dir, { now: () => clock, maxAgeMs: 12 * HOUR });
const onDisk = async (): Promise<Session[]> =>
  JSON.parse(await readFile(join(dir, SESSION_FILE), 'utf8')) as Session[];
const session = (idHash: string, at: number): Session => ({
  idHash,
  deviceId: 'd1',
  staffId: 's1',
  createdAt: at,
  lastSeenAt: at,
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sessions-'));
  clock = Date.parse('2026-11-25T01:00:00Z');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('sessions on a file: what a restart and a crash cost', () => {
  it('a session started is on the disk before the start is answered; a new process has it', async () => {
    const first = await open();
    await first.save(session('h1', clock));
    // A crash (kill -9): nothing more is written. A new process reads the file.
    const second = await open();
    expect(await second.get('h1')).toEqual(session('h1', clock));
  });

  it('activity is written at most every 30 s, so a crash makes a till look idle sooner, never later', async () => {
    const store = await open();
    const started = clock;
    await store.save(session('h1', started));
    clock += 10_000;
    await store.touch('h1', clock);
    expect((await onDisk())[0]?.lastSeenAt).toBe(started);
    expect(store.dirty).toBe(true);
    clock += SESSION_TOUCH_FLUSH_MS;
    await store.touch('h1', clock);
    expect((await onDisk())[0]?.lastSeenAt).toBe(clock);
    // After a crash the last activity read back is never later than the real one.
    clock += 5_000;
    await store.touch('h1', clock);
    const afterCrash = await (await open()).get('h1');
    expect(afterCrash?.lastSeenAt).toBeLessThanOrEqual(clock);
    expect(afterCrash?.createdAt).toBe(started);
  });

  it('a shutdown writes the touches still waiting', async () => {
    const store = await open();
    await store.save(session('h1', clock));
    clock += 1_000;
    await store.touch('h1', clock);
    await store.flush();
    expect((await (await open()).get('h1'))?.lastSeenAt).toBe(clock);
  });

  it('ends are on the disk at once: a till signed out stays signed out after a crash', async () => {
    const store = await open();
    await store.save(session('h1', clock));
    await store.save({ ...session('h2', clock), deviceId: 'd2' });
    await store.deleteForDevice('d1');
    expect((await onDisk()).map((s) => s.idHash)).toEqual(['h2']);
    await store.deleteAll();
    expect(await onDisk()).toEqual([]);
  });

  it('sessions past the 12-hour limit are not kept across a restart', async () => {
    const store = await open();
    await store.save(session('old', clock));
    clock += 12 * HOUR;
    await store.save(session('new', clock));
    expect((await onDisk()).map((s) => s.idHash)).toEqual(['new']);
  });

  it('a file that cannot be read stops the start with a line naming it', async () => {
    await writeFile(join(dir, SESSION_FILE), '[{"idHash": 1}]');
    await expect(open()).rejects.toThrow(/sessions\.json cannot be read/);
    await writeFile(join(dir, SESSION_FILE), '[{"idHash"');
    await expect(open()).rejects.toThrow(/sessions\.json cannot be read/);
  });
});
