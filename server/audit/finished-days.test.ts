// @vitest-environment node
import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileAuditLog } from './file-log';
import { entriesFor, FinishedDays } from './finished-days';
import { REDEEM } from './test-support';
import type { AuditEntry } from './types';

const entry = (seq: number, staff: string): AuditEntry => ({
  ...REDEEM,
  seq,
  staff,
  time: '2026-11-22T01:00:00.000Z',
  prev: '0'.repeat(64),
});

describe('FinishedDays', () => {
  it('gives back a day only under the stamp it was kept with, the least recently read going first', () => {
    const days = new FinishedDays(2);
    days.set('2026-11-20', 'a', [entry(1, 'Minji')]);
    days.set('2026-11-21', 'b', [entry(2, 'Jun')]);
    expect(days.get('2026-11-20', 'changed')).toBeNull();
    expect(days.get('2026-11-20', 'a')?.map((e) => e.seq)).toEqual([1]);
    days.set('2026-11-22', 'c', [entry(3, 'Ari')]);
    // 21 was read least recently: it went.
    expect(days.get('2026-11-21', 'b')).toBeNull();
    expect(days.get('2026-11-20', 'a')).not.toBeNull();
  });

  it('keeps the entries frozen, and filters them as a query asks', () => {
    const kept = new FinishedDays().set('d', 's', [entry(1, 'Minji'), entry(2, 'Jun')]);
    expect(Object.isFrozen(kept[0])).toBe(true);
    expect(entriesFor(kept, { day: 'd', staff: 'Jun' }).map((e) => e.seq)).toEqual([2]);
  });
});

describe('the file log reads a finished day once', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'audit-finished-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('and reads it again when its file changed', async () => {
    let now = new Date('2026-11-22T01:00:00.000Z');
    const log = new FileAuditLog({ dir, timeZone: 'Asia/Seoul', now: () => now });
    await log.append({ ...REDEEM, requestId: 'a' });
    now = new Date('2026-11-23T01:00:00.000Z');
    const first = await log.read({ day: '2026-11-22' });
    const again = await log.read({ day: '2026-11-22' });
    expect(again).toEqual(first);
    expect(again[0]).toBe(first[0]);
    // The file changed (a line put in by hand, which the log never writes to a past day).
    await appendFile(join(dir, 'audit-2026-11-22.jsonl'), 'not a line\n');
    const reread = await log.read({ day: '2026-11-22' });
    expect(reread[0]).not.toBe(first[0]);
    expect(reread).toEqual(first);
  });
});
