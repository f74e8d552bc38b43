// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileAuditLog } from './file-log';
import { auditKeyFrom, auditLine, chainedEntry } from './line';
import { HEAD_FILE_NAME, parseAuditHead } from './head';
import { REDEEM, tickingClock } from './test-support';
import { verifyAuditDir } from './verify';

/*
 * An insider who can write DATA_DIR but does not hold AUDIT_KEY (decision 0021). The head file
 * shows the last line's link in clear, so a line at head+1 chained to it fits the chain; only the
 * line's own MAC tells it from one the log wrote. It is never taken into the record: the log stops
 * instead, reads do not count it, and verify names it.
 */

const SECRET = 'forged-lines-audit-key-0123456789abcdef';
const DAY = 'audit-2026-11-22.jsonl';
let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'audit-forged-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function logAt(start: string): Promise<FileAuditLog> {
  return new FileAuditLog({
    dir,
    timeZone: 'Asia/Seoul',
    now: tickingClock(start),
    key: await auditKeyFrom(SECRET),
  });
}

async function lines(): Promise<string[]> {
  return (await readFile(join(dir, DAY), 'utf8')).split('\n').slice(0, -1);
}

async function head() {
  const parsed = parseAuditHead(await readFile(join(dir, HEAD_FILE_NAME), 'utf8'));
  if (!parsed) throw new Error('no head');
  return parsed;
}

/** What the insider writes: the next line, chained to the head's hash, with no key to seal it. */
function forgedRedeem(seq: number, prev: string): string {
  const entry = chainedEntry(
    { ...REDEEM, requestId: 'forged', target: 'FREE100', staff: 'Minji' },
    seq,
    new Date('2026-11-22T03:00:00.000Z'),
    prev,
  );
  return auditLine(entry);
}

const keyed = async () => verifyAuditDir(dir, { key: await auditKeyFrom(SECRET) });

describe('a forged line at the end of the file log', () => {
  it('written while the server was down: the restarted log stops, reads leave it out, verify names it', async () => {
    const first = await logAt('2026-11-22T01:00:00.000Z');
    for (let i = 0; i < 3; i += 1) await first.append({ ...REDEEM, requestId: `r${i}` });
    const { seq, hash } = await head();
    await writeFile(
      join(dir, DAY),
      `${(await lines()).join('\n')}\n${forgedRedeem(seq + 1, hash)}\n`,
    );

    const restarted = await logAt('2026-11-22T04:00:00.000Z');
    await expect(restarted.ready()).rejects.toThrow(
      /cannot go on: the last line \(seq 4 in audit-2026-11-22\.jsonl\) was not written with this AUDIT_KEY/,
    );
    await expect(restarted.append(REDEEM)).rejects.toThrow(/not taken into the record/);
    expect(await lines()).toHaveLength(4);
    expect((await head()).seq).toBe(3);
    // The owner can still read the day while writes wait: without the forged line.
    const read = await restarted.read({ day: '2026-11-22' });
    expect(read.map((entry) => entry.requestId)).toEqual(['r0', 'r1', 'r2']);

    const result = await keyed();
    expect(result.ok).toBe(false);
    expect(result.problems.map((p) => [p.line, p.problem])).toEqual([
      [4, 'carries no MAC, after lines that do: not written by the log'],
      [4, expect.stringMatching(/^the log goes on past seq 3.*not one the log can take over/)],
    ]);
  });

  it('the same line with a MAC (a stop between a line and its head) is ours, and is taken over', async () => {
    const first = await logAt('2026-11-22T01:00:00.000Z');
    for (let i = 0; i < 3; i += 1) await first.append({ ...REDEEM, requestId: `r${i}` });
    const before = await readFile(join(dir, HEAD_FILE_NAME), 'utf8');
    await first.append({ ...REDEEM, requestId: 'r3' });
    // The process stopped after the line, before the head.
    await writeFile(join(dir, HEAD_FILE_NAME), before);
    const restarted = await logAt('2026-11-22T04:00:00.000Z');
    expect((await restarted.append({ ...REDEEM, requestId: 'r4' })).seq).toBe(5);
    expect(await keyed()).toMatchObject({ ok: true, lines: 5 });
  });

  it('put in place of a line whose head failed, with no restart: the next write stops instead of adopting it', async () => {
    const log = await logAt('2026-11-22T01:00:00.000Z');
    await log.append({ ...REDEEM, requestId: 'r0' });
    // The head's temporary file made a directory: the next append writes its line, then fails.
    await mkdir(join(dir, `${HEAD_FILE_NAME}.tmp`));
    await expect(log.append({ ...REDEEM, requestId: 'real-redeem' })).rejects.toThrow();
    await rmdir(join(dir, `${HEAD_FILE_NAME}.tmp`));
    const { seq, hash } = await head();
    const [kept = ''] = await lines();
    await writeFile(join(dir, DAY), `${kept}\n${forgedRedeem(seq + 1, hash)}\n`);

    await expect(log.append({ ...REDEEM, requestId: 'next' })).rejects.toThrow(
      /was not written with this AUDIT_KEY/,
    );
    expect((await head()).seq).toBe(1);
    expect((await keyed()).ok).toBe(false);
  });

  it('in the middle of a day, as an extra line with a fitting seq: never counted by a read', async () => {
    const log = await logAt('2026-11-22T01:00:00.000Z');
    for (let i = 0; i < 3; i += 1) await log.append({ ...REDEEM, requestId: `r${i}` });
    const all = await lines();
    const forged = forgedRedeem(2, (JSON.parse(all[1] ?? '{}') as { prev: string }).prev);
    await writeFile(join(dir, DAY), `${[all[0], forged, ...all.slice(1)].join('\n')}\n`);
    const read = await log.read({ day: '2026-11-22' });
    expect(read.map((entry) => entry.requestId)).toEqual(['r0', 'r1', 'r2']);
    expect((await keyed()).ok).toBe(false);
  });

  it('a head rewritten without the key stops the log', async () => {
    const log = await logAt('2026-11-22T01:00:00.000Z');
    for (let i = 0; i < 2; i += 1) await log.append({ ...REDEEM, requestId: `r${i}` });
    const { seq, hash, day, sealedFrom } = await head();
    await writeFile(
      join(dir, HEAD_FILE_NAME),
      `${JSON.stringify({ seq, hash, day, sealedFrom, mac: '0'.repeat(64) })}\n`,
    );
    await expect((await logAt('2026-11-22T04:00:00.000Z')).ready()).rejects.toThrow(
      /audit-head\.json was not written with this AUDIT_KEY/,
    );
  });
});
