// @vitest-environment node
import { mkdtemp, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileAuditLog } from './file-log';
import { auditLine, chainedEntry, GENESIS_HASH, lineHash } from './line';
import { REDEEM, tickingClock } from './test-support';
import { describeAuditVerify, verifyAuditDir, verifyAuditLines } from './verify';

let dir = '';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'audit-verify-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const DAY1 = 'audit-2026-11-22.jsonl';
const DAY2 = 'audit-2026-11-23.jsonl';

/**
 * Six lines: seq 1–3 on Nov 22 in Seoul (14:59:57Z–14:59:59Z), seq 4–6 on Nov 23 (15:00:00Z on).
 * Seq 2 was refused; the others went through.
 */
async function writeSixLines(): Promise<void> {
  const log = new FileAuditLog({
    dir,
    timeZone: 'Asia/Seoul',
    now: tickingClock('2026-11-22T14:59:57.000Z'),
  });
  for (let seq = 1; seq <= 6; seq += 1) {
    await log.append({
      ...REDEEM,
      requestId: `req-${seq}`,
      target: `C${seq}`,
      outcome: seq === 2 ? 'refused' : 'ok',
    });
  }
}

async function linesIn(name: string): Promise<string[]> {
  return (await readFile(join(dir, name), 'utf8')).split('\n').slice(0, -1);
}

async function rewrite(name: string, lines: string[]): Promise<void> {
  await writeFile(join(dir, name), lines.map((line) => `${line}\n`).join(''));
}

/** Problems as [file, line, problem] for short expectations. */
async function problems(): Promise<[string, number, string][]> {
  const result = await verifyAuditDir(dir);
  expect(result.ok).toBe(result.problems.length === 0);
  return result.problems.map(({ file, line, problem }) => [file, line, problem]);
}

describe('verifyAuditDir', () => {
  it('finds a log written by FileAuditLog intact', async () => {
    await writeSixLines();
    expect(await verifyAuditDir(dir)).toEqual({ ok: true, lines: 6, files: 2, problems: [] });
  });

  it('finds an empty directory intact, and a missing one not', async () => {
    expect(await verifyAuditDir(dir)).toEqual({ ok: true, lines: 0, files: 0, problems: [] });
    const missing = join(dir, 'nowhere');
    expect(await verifyAuditDir(missing)).toEqual({
      ok: false,
      lines: 0,
      files: 0,
      problems: [{ file: missing, line: 0, problem: 'no such directory' }],
    });
  });

  it('(a) names a line whose outcome was edited, found by the next line', async () => {
    await writeSixLines();
    const lines = await linesIn(DAY1);
    // One character: "refused" becomes "refuses".
    lines[1] = (lines[1] ?? '').replace('"outcome":"refused"', '"outcome":"refuses"');
    await rewrite(DAY1, lines);
    expect(await problems()).toEqual([
      [DAY1, 2, 'outcome "refuses" is not one of ok, refused, failed, unknown, sending'],
      [DAY1, 2, "changed after it was written: the next line's prev is not its hash"],
    ]);
  });

  it('(a) names an edited line even when the edit leaves a well-formed line', async () => {
    await writeSixLines();
    const lines = await linesIn(DAY1);
    lines[1] = (lines[1] ?? '').replace('"outcome":"refused"', '"outcome":"ok"');
    await rewrite(DAY1, lines);
    expect(await problems()).toEqual([
      [DAY1, 2, "changed after it was written: the next line's prev is not its hash"],
    ]);
  });

  it('(a) names an edited last line, found by the head', async () => {
    await writeSixLines();
    const lines = await linesIn(DAY2);
    lines[2] = (lines[2] ?? '').replace('"target":"C6"', '"target":"C7"');
    await rewrite(DAY2, lines);
    expect(await problems()).toEqual([
      [DAY2, 3, 'changed after it was written: its hash is not the one audit-head.json names'],
    ]);
  });

  it('(b) finds a line removed from the middle', async () => {
    await writeSixLines();
    const lines = await linesIn(DAY1);
    await rewrite(DAY1, [lines[0] ?? '', lines[2] ?? '']);
    expect(await problems()).toEqual([
      [DAY1, 2, 'seq jumps from 1 to 3: 1 line before this one removed'],
    ]);
  });

  it('(c) finds lines removed from the end', async () => {
    await writeSixLines();
    const lines = await linesIn(DAY2);
    await rewrite(DAY2, lines.slice(0, 2));
    expect(await problems()).toEqual([
      [DAY2, 3, 'the log ends at seq 5, but audit-head.json names seq 6: the last 1 line removed'],
    ]);
  });

  it("(c) finds the last day's whole file removed", async () => {
    await writeSixLines();
    await unlink(join(dir, DAY2));
    expect(await problems()).toEqual([
      [DAY2, 0, 'the log ends at seq 3, but audit-head.json names seq 6: the last 3 lines removed'],
    ]);
  });

  it('(d) finds an inserted line, even one made to fit the chain', async () => {
    await writeSixLines();
    const lines = await linesIn(DAY1);
    // A forger knows the format: the next seq, and the hash of the line before.
    const forged = auditLine(
      chainedEntry(
        { ...REDEEM, target: 'FORGED' },
        3,
        new Date('2026-11-22T14:59:58.500Z'),
        await lineHash(lines[1] ?? ''),
      ),
    );
    await rewrite(DAY1, [lines[0] ?? '', lines[1] ?? '', forged, lines[2] ?? '']);
    expect(await problems()).toEqual([
      [DAY1, 3, 'inserted: the line after it follows on from the line before it'],
    ]);
  });

  it('(d) finds an inserted line that does not fit the chain', async () => {
    await writeSixLines();
    const lines = await linesIn(DAY2);
    const clumsy = auditLine(
      chainedEntry(REDEEM, 42, new Date('2026-11-22T15:00:00.500Z'), GENESIS_HASH),
    );
    await rewrite(DAY2, [lines[0] ?? '', clumsy, lines[1] ?? '', lines[2] ?? '']);
    expect(await problems()).toEqual([
      [DAY2, 2, 'inserted: the line after it follows on from the line before it'],
    ]);
  });

  it('(e) finds a line moved to the next day, where seq and chain alone would not', async () => {
    await writeSixLines();
    const day1 = await linesIn(DAY1);
    const day2 = await linesIn(DAY2);
    await rewrite(DAY1, day1.slice(0, 2));
    await rewrite(DAY2, [day1[2] ?? '', ...day2]);
    expect(await problems()).toEqual([
      [DAY2, 1, 'written on 2026-11-22 (Asia/Seoul), so it belongs in audit-2026-11-22.jsonl'],
    ]);
  });

  it('(e) finds a line moved to the day before, out of its place', async () => {
    await writeSixLines();
    const day1 = await linesIn(DAY1);
    const day2 = await linesIn(DAY2);
    await rewrite(DAY1, [day1[0] ?? '', day2[1] ?? '', day1[1] ?? '', day1[2] ?? '']);
    await rewrite(DAY2, [day2[0] ?? '', day2[2] ?? '']);
    const found = await problems();
    expect(found).toContainEqual([
      DAY1,
      2,
      'written on 2026-11-23 (Asia/Seoul), so it belongs in audit-2026-11-23.jsonl',
    ]);
    expect(found).toContainEqual([
      DAY2,
      2,
      'seq jumps from 4 to 6: 1 line before this one removed',
    ]);
  });

  it('finds the head missing, or unreadable', async () => {
    await writeSixLines();
    await writeFile(join(dir, 'audit-head.json'), '{"seq":6}');
    expect(await problems()).toEqual([
      ['audit-head.json', 0, 'unreadable: not { seq, hash, day }'],
    ]);
    await unlink(join(dir, 'audit-head.json'));
    expect(await problems()).toEqual([
      ['audit-head.json', 0, 'missing: without it, lines removed from the end cannot be seen'],
    ]);
  });

  it('leaves other files in the directory alone', async () => {
    await writeSixLines();
    await writeFile(join(dir, 'audit-head.json.tmp'), 'half a head');
    await writeFile(join(dir, 'notes.txt'), 'not a day file');
    expect(await verifyAuditDir(dir)).toMatchObject({ ok: true, lines: 6, files: 2 });
  });
});

describe('verifyAuditLines', () => {
  async function chain(count: number): Promise<{ lines: string[]; head: string }> {
    const lines: string[] = [];
    let prev = GENESIS_HASH;
    for (let seq = 1; seq <= count; seq += 1) {
      const line = auditLine(
        chainedEntry(REDEEM, seq, new Date(Date.UTC(2026, 10, 22, 1, 0, seq)), prev),
      );
      lines.push(line);
      prev = await lineHash(line);
    }
    return { lines, head: JSON.stringify({ seq: count, hash: prev, day: '2026-11-22' }) };
  }

  const file = (lines: string[], tail = '\n') => [{ name: DAY1, text: lines.join('\n') + tail }];

  it('finds a chain that does not start at seq 1', async () => {
    const { lines, head } = await chain(4);
    const result = await verifyAuditLines(file(lines.slice(2)), head, 'Asia/Seoul');
    expect(result.problems).toEqual([
      {
        file: DAY1,
        line: 1,
        problem: 'the log starts at seq 3, not 1: the first 2 lines were removed',
      },
    ]);
  });

  it('finds a first line that does not chain from 64 zeros', async () => {
    const line = auditLine(
      chainedEntry(REDEEM, 1, new Date('2026-11-22T01:00:00.000Z'), 'f'.repeat(64)),
    );
    const head = JSON.stringify({ seq: 1, hash: await lineHash(line), day: '2026-11-22' });
    const result = await verifyAuditLines(file([line]), head, 'Asia/Seoul');
    expect(result.problems).toEqual([
      { file: DAY1, line: 1, problem: 'the first line ever must have a prev of 64 zeros' },
    ]);
  });

  it('finds a file whose last line has no line break, and lines past the head', async () => {
    const { lines } = await chain(3);
    const oldHead = JSON.stringify({
      seq: 2,
      hash: await lineHash(lines[1] ?? ''),
      day: '2026-11-22',
    });
    const result = await verifyAuditLines(file(lines, ''), oldHead, 'Asia/Seoul');
    expect(result.problems.map((p) => [p.line, p.problem.split(':')[0]])).toEqual([
      [3, 'no line break at the end of the file (a write cut short, or an edit)'],
      [3, 'the log goes on past seq 2, where audit-head.json ends'],
    ]);
  });

  it('finds lines not written the way the log writes them', async () => {
    const { lines } = await chain(1);
    const spaced = JSON.stringify(JSON.parse(lines[0] ?? '') as unknown, null, 1).replaceAll(
      '\n',
      '',
    );
    const head = JSON.stringify({ seq: 1, hash: await lineHash(spaced), day: '2026-11-22' });
    const result = await verifyAuditLines(file([spaced, '', 'null']), head, 'Asia/Seoul');
    expect(result.problems).toEqual([
      {
        file: DAY1,
        line: 1,
        problem: 'not written the way the log writes its lines (fields, order or spacing differ)',
      },
      { file: DAY1, line: 2, problem: 'unreadable: not a line of JSON' },
      { file: DAY1, line: 3, problem: 'unreadable: not a JSON object' },
    ]);
    expect(result).toMatchObject({ ok: false, lines: 3, files: 1 });
  });

  it('names a time that is not one once, without a day to compare', async () => {
    const line = `{"seq":1,"time":123,"prev":"${GENESIS_HASH}"}`;
    const head = JSON.stringify({ seq: 1, hash: await lineHash(line), day: '2026-11-22' });
    const result = await verifyAuditLines(file([line]), head, 'Asia/Seoul');
    expect(result.problems.map((p) => p.problem)).toEqual([
      'time is not a UTC time with milliseconds',
      'requestId is not text',
      'device is neither text nor null',
      'staff is neither text nor null',
      'role is neither text nor null',
      'operation is not text',
      'target is neither text nor null',
      'outcome missing is not one of ok, refused, failed, unknown, sending',
    ]);
  });

  it('finds a head with no lines', async () => {
    const { head } = await chain(2);
    expect((await verifyAuditLines([], head, 'Asia/Seoul')).problems).toEqual([
      {
        file: 'audit-head.json',
        line: 0,
        problem: 'names seq 2, but there are no audit lines: they were removed',
      },
    ]);
  });
});

describe('describeAuditVerify', () => {
  it('says in one line that the log is intact', () => {
    expect(
      describeAuditVerify({ ok: true, lines: 1, files: 1, problems: [] }, '/srv/audit'),
    ).toEqual(['Audit log intact: 1 line in 1 file.']);
    expect(
      describeAuditVerify({ ok: true, lines: 120, files: 3, problems: [] }, '/srv/audit'),
    ).toEqual(['Audit log intact: 120 lines in 3 files.']);
  });

  it('gives each problem a line of its own, with the file and line', () => {
    expect(
      describeAuditVerify(
        {
          ok: false,
          lines: 6,
          files: 2,
          problems: [
            {
              file: DAY1,
              line: 2,
              problem: 'seq jumps from 1 to 3: 1 line before this one removed',
            },
            { file: 'audit-head.json', line: 0, problem: 'missing' },
          ],
        },
        '/srv/audit',
      ),
    ).toEqual([
      'Audit log in /srv/audit: 2 problems (6 lines in 2 files).',
      'audit-2026-11-22.jsonl line 2: seq jumps from 1 to 3: 1 line before this one removed',
      'audit-head.json: missing',
    ]);
  });
});
