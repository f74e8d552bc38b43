// @vitest-environment node
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileAuditLog } from './file-log';
import { auditKeyFrom, dayFileName } from './line';
import { REDEEM, tickingClock } from './test-support';

const DAY = '2026-11-22';
let dir = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'day-tail-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("today's lines, read on from where the last read stopped", () => {
  it('gives every line of today at each read, the new ones added', async () => {
    const key = await auditKeyFrom('day-tail-key-0123456789abcdefghijklmn');
    const log = new FileAuditLog({
      dir,
      timeZone: 'Asia/Seoul',
      now: tickingClock('2026-11-22T01:00:00.000Z'),
      key,
    });
    for (let i = 0; i < 3; i += 1) await log.append({ ...REDEEM, requestId: `a${i}` });
    expect((await log.read({ day: DAY })).map((e) => e.requestId)).toEqual(['a0', 'a1', 'a2']);
    await log.append({ ...REDEEM, requestId: 'b0', staff: 'Jisoo' });
    expect((await log.read({ day: DAY })).map((e) => e.requestId)).toEqual([
      'a0',
      'a1',
      'a2',
      'b0',
    ]);
    expect((await log.read({ day: DAY, staff: 'Jisoo' })).map((e) => e.requestId)).toEqual(['b0']);
    // A half-written line is not read, and is read whole once it is complete.
    const path = join(dir, dayFileName(DAY));
    await appendFile(path, '{"seq":5,');
    expect(await log.read({ day: DAY })).toHaveLength(4);
    // A line nobody with the key wrote, completed: never counted.
    await appendFile(path, '"forged":true}\n');
    expect(await log.read({ day: DAY })).toHaveLength(4);
    // A file put back shorter than where the reading stopped: read again from its start.
    await writeFile(path, '');
    expect(await log.read({ day: DAY })).toEqual([]);
  });
});
