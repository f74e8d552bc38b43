// @vitest-environment node
import { appendFile, mkdtemp, readFile, readdir, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileAuditLog } from './file-log';
import { auditLine, chainedEntry, GENESIS_HASH, lineHash } from './line';
import { REDEEM, tickingClock } from './test-support';
import { verifyAuditDir } from './verify';

let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'audit-log-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const DAY1 = 'audit-2026-11-22.jsonl';
const DAY2 = 'audit-2026-11-23.jsonl';

function logAt(start: string, stepMs = 1_000): FileAuditLog {
  return new FileAuditLog({ dir, timeZone: 'Asia/Seoul', now: tickingClock(start, stepMs) });
}

async function linesIn(name: string): Promise<string[]> {
  return (await readFile(join(dir, name), 'utf8')).split('\n').slice(0, -1);
}

describe('FileAuditLog', () => {
  it('says whether a line could be written now, and leaves nothing behind', async () => {
    await expect(logAt('2026-11-22T01:00:00Z').ready()).resolves.toBeUndefined();
    expect(await readdir(dir)).toEqual([]);
    // A log whose directory cannot be made (a file stands where it should be).
    await writeFile(join(dir, 'not-a-dir'), '');
    const blocked = new FileAuditLog({ dir: join(dir, 'not-a-dir'), timeZone: 'Asia/Seoul' });
    await expect(blocked.ready()).rejects.toThrow();
  });

  it('writes one line per entry, keys in a fixed order, and reads it back', async () => {
    const log = logAt('2026-11-22T07:01:02.345Z');
    const entry = await log.append({ ...REDEEM, detail: 'wrong PIN', outcome: 'refused' });
    expect(entry).toEqual({
      ...REDEEM,
      outcome: 'refused',
      detail: 'wrong PIN',
      seq: 1,
      time: '2026-11-22T07:01:02.345Z',
      prev: GENESIS_HASH,
    });
    expect(await readFile(join(dir, DAY1), 'utf8')).toBe(
      `{"seq":1,"time":"2026-11-22T07:01:02.345Z","prev":"${GENESIS_HASH}","requestId":"req-1",` +
        '"device":"Till 1 (d-01)","staff":"Minji","role":"counter","operation":"couponRedeem",' +
        '"target":"ABC123","outcome":"refused","detail":"wrong PIN"}\n',
    );
    const [line = ''] = await linesIn(DAY1);
    expect(JSON.parse(await readFile(join(dir, 'audit-head.json'), 'utf8'))).toEqual({
      seq: 1,
      hash: await lineHash(line),
      day: '2026-11-22',
    });
    expect(await log.read({ day: '2026-11-22' })).toEqual([entry]);
  });

  it('reads a day without waiting behind the appends in its queue', async () => {
    const log = logAt('2026-11-22T07:00:00.000Z', 1);
    await log.append({ ...REDEEM, requestId: 'first' });
    let appended = 0;
    const appends = Array.from({ length: 500 }, (_, index) =>
      log.append({ ...REDEEM, requestId: `r${index}` }).then(() => (appended += 1)),
    );
    const read = await log.read({ day: '2026-11-22' });
    // Behind the queue, the read would have come after all 500 appends, each flushed to disk.
    expect(appended).toBeLessThan(500);
    expect(read[0]?.requestId).toBe('first');
    await Promise.all(appends);
  });

  it('keeps concurrent appends in call order, in one valid chain', async () => {
    const log = logAt('2026-11-22T07:00:00.000Z', 1);
    const entries = await Promise.all(
      Array.from({ length: 30 }, (_, index) => log.append({ ...REDEEM, requestId: `r${index}` })),
    );
    expect(entries.map((entry) => [entry.seq, entry.requestId])).toEqual(
      Array.from({ length: 30 }, (_, index) => [index + 1, `r${index}`]),
    );
    const lines = await linesIn(DAY1);
    expect(lines.map((line) => (JSON.parse(line) as { seq: number }).seq)).toEqual(
      entries.map((entry) => entry.seq),
    );
    expect(await verifyAuditDir(dir)).toEqual({ ok: true, lines: 30, files: 1, problems: [] });
  });

  it("starts a new file at the service's midnight, chained to the day before", async () => {
    // 14:59:59Z is 23:59:59 on Nov 22 in Seoul; 15:00:00Z is midnight starting Nov 23.
    const log = logAt('2026-11-22T14:59:58.000Z');
    await log.append(REDEEM);
    await log.append(REDEEM);
    const third = await log.append(REDEEM);
    expect((await readdir(dir)).sort()).toEqual([
      'audit-2026-11-22.jsonl',
      'audit-2026-11-23.jsonl',
      'audit-head.json',
    ]);
    const day1 = await linesIn(DAY1);
    expect(day1).toHaveLength(2);
    expect(await linesIn(DAY2)).toEqual([auditLine(third)]);
    // The time stays in UTC; only the file is the service's day.
    expect(third.time).toBe('2026-11-22T15:00:00.000Z');
    expect(third.prev).toBe(await lineHash(day1[1] ?? ''));
    expect((await log.read({ day: '2026-11-22' })).map((entry) => entry.seq)).toEqual([1, 2]);
    expect((await log.read({ day: '2026-11-23' })).map((entry) => entry.seq)).toEqual([3]);
    expect(await verifyAuditDir(dir)).toMatchObject({ ok: true, lines: 3, files: 2 });
  });

  it('writes a batch that crosses midnight to both day files, in one chain', async () => {
    const log = logAt('2026-11-22T14:59:58.000Z');
    // The first goes alone; the three asked while it is written go together, across midnight.
    await Promise.all([0, 1, 2, 3].map((n) => log.append({ ...REDEEM, requestId: `m${n}` })));
    expect(await linesIn(DAY1)).toHaveLength(2);
    expect((await linesIn(DAY2)).map((line) => (JSON.parse(line) as { seq: number }).seq)).toEqual([
      3, 4,
    ]);
    expect(await verifyAuditDir(dir)).toMatchObject({ ok: true, lines: 4, files: 2 });
  });

  it('goes on with the seq and the chain when a new log opens the same directory', async () => {
    await logAt('2026-11-22T07:00:00.000Z').append(REDEEM);
    await logAt('2026-11-22T07:00:00.000Z').append(REDEEM);
    const again = logAt('2026-11-23T07:00:00.000Z');
    const entry = await again.append(REDEEM);
    expect(entry.seq).toBe(3);
    expect(entry.prev).toBe(await lineHash((await linesIn(DAY1))[1] ?? ''));
    expect(await verifyAuditDir(dir)).toMatchObject({ ok: true, lines: 3, files: 2 });
  });

  it('filters a day by staff and by operation, exactly, oldest first', async () => {
    const log = logAt('2026-11-22T01:00:00.000Z');
    await log.append({ ...REDEEM, staff: 'Minji', operation: 'couponRedeem' });
    await log.append({ ...REDEEM, staff: 'Jisoo', operation: 'couponRedeem' });
    await log.append({ ...REDEEM, staff: 'Minji', operation: 'stampAdd' });
    await log.append({ ...REDEEM, staff: null, operation: 'unlockRefused', outcome: 'refused' });
    const seqs = async (query: Parameters<FileAuditLog['read']>[0]) =>
      (await log.read(query)).map((entry) => entry.seq);
    expect(await seqs({ day: '2026-11-22' })).toEqual([1, 2, 3, 4]);
    expect(await seqs({ day: '2026-11-22', staff: 'Minji' })).toEqual([1, 3]);
    expect(await seqs({ day: '2026-11-22', staff: 'minji' })).toEqual([]);
    expect(await seqs({ day: '2026-11-22', operation: 'couponRedeem' })).toEqual([1, 2]);
    expect(await seqs({ day: '2026-11-22', staff: 'Minji', operation: 'stampAdd' })).toEqual([3]);
    expect(await seqs({ day: '2026-11-21' })).toEqual([]);
    // Only a YYYY-MM-DD reaches the file system.
    expect(await seqs({ day: '../audit-2026-11-22' })).toEqual([]);
    expect(await seqs({ day: '2026-11-22.jsonl' })).toEqual([]);
  });

  it('reads back no line it did not write itself', async () => {
    const log = logAt('2026-11-22T01:00:00.000Z');
    await log.append(REDEEM);
    await appendFile(join(dir, DAY1), '{"seq":2,"staff":"Minji"}\nnot json\n');
    expect((await log.read({ day: '2026-11-22' })).map((entry) => entry.seq)).toEqual([1]);
  });

  it('takes over a line written just before a stop that left the head behind', async () => {
    const log = logAt('2026-11-22T01:00:00.000Z');
    const first = await log.append(REDEEM);
    // What the log would have written next, on the disk but not yet in the head.
    const orphan = auditLine(
      chainedEntry(
        REDEEM,
        2,
        new Date('2026-11-22T01:00:01.000Z'),
        await lineHash(auditLine(first)),
      ),
    );
    await appendFile(join(dir, DAY1), `${orphan}\n`);
    const next = await logAt('2026-11-22T01:00:02.000Z').append(REDEEM);
    expect(next.seq).toBe(3);
    expect(next.prev).toBe(await lineHash(orphan));
    expect(await verifyAuditDir(dir)).toMatchObject({ ok: true, lines: 3 });
  });

  it('refuses to go on without its head file, rather than hide removed lines', async () => {
    const log = logAt('2026-11-22T01:00:00.000Z');
    await log.append(REDEEM);
    await log.append(REDEEM);
    await unlink(join(dir, 'audit-head.json'));
    await expect(logAt('2026-11-22T02:00:00.000Z').append(REDEEM)).rejects.toThrow(
      /audit-head\.json is missing/,
    );
    expect(await linesIn(DAY1)).toHaveLength(2);
  });

  it('stops after lines at the end were removed: nothing more is written, and verify names the gap', async () => {
    const log = logAt('2026-11-22T01:00:00.000Z');
    for (let i = 0; i < 3; i += 1) await log.append(REDEEM);
    const lines = await linesIn(DAY1);
    await writeFile(join(dir, DAY1), `${lines.slice(0, 2).join('\n')}\n`);
    const reopened = logAt('2026-11-22T02:00:00.000Z');
    await expect(reopened.append(REDEEM)).rejects.toThrow(
      /cannot go on: the last line \(seq 2 .*\) is not where audit-head\.json \(seq 3\) ends/,
    );
    await expect(reopened.ready()).rejects.toThrow(/cannot go on/);
    expect(await linesIn(DAY1)).toHaveLength(2);
    const result = await verifyAuditDir(dir);
    expect(result.problems.map((p) => p.problem)).toEqual([
      'the log ends at seq 2, but audit-head.json names seq 3: the last 1 line removed',
    ]);
  });

  it('closes a line cut short by a crash, and the next line starts on its own', async () => {
    const log = logAt('2026-11-22T01:00:00.000Z');
    await log.append(REDEEM);
    await appendFile(join(dir, DAY1), '{"seq":2,"time":"2026-11');
    const next = await logAt('2026-11-22T02:00:00.000Z').append(REDEEM);
    expect(next.seq).toBe(2);
    const lines = await linesIn(DAY1);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe(auditLine(next));
    const result = await verifyAuditDir(dir);
    expect(result.problems).toEqual([
      { file: DAY1, line: 2, problem: 'unreadable: not a line of JSON' },
    ]);
  });
});
