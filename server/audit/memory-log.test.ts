// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { GENESIS_HASH, lineHash } from './line';
import { MemoryAuditLog } from './memory-log';
import { REDEEM, tickingClock } from './test-support';
import { verifyAuditLines } from './verify-lines';

const START = '2026-11-22T14:59:58.000Z';

describe('MemoryAuditLog', () => {
  it('numbers, times and chains its entries', async () => {
    const log = new MemoryAuditLog({ now: tickingClock(START) });
    const first = await log.append(REDEEM);
    const second = await log.append({ ...REDEEM, requestId: 'req-2', detail: 'code 1002' });
    expect(first).toEqual({
      ...REDEEM,
      seq: 1,
      time: '2026-11-22T14:59:58.000Z',
      prev: GENESIS_HASH,
    });
    expect(second).toMatchObject({ seq: 2, detail: 'code 1002' });
    expect(second.prev).toBe(await lineHash(log.lines[0] ?? ''));
  });

  it("reads a service day's entries, by staff and operation, oldest first", async () => {
    const log = new MemoryAuditLog({ now: tickingClock(START) });
    await log.append(REDEEM); // 14:59:58Z: Nov 22 in Seoul
    await log.append({ ...REDEEM, staff: 'Jisoo' }); // 14:59:59Z: Nov 22
    await log.append({ ...REDEEM, operation: 'stampAdd' }); // 15:00:00Z: Nov 23
    await log.append({ ...REDEEM, operation: 'stampAdd', staff: 'Jisoo' }); // Nov 23
    const seqs = async (query: Parameters<MemoryAuditLog['read']>[0]) =>
      (await log.read(query)).map((entry) => entry.seq);
    expect(await seqs({ day: '2026-11-22' })).toEqual([1, 2]);
    expect(await seqs({ day: '2026-11-23' })).toEqual([3, 4]);
    expect(await seqs({ day: '2026-11-23', staff: 'Jisoo' })).toEqual([4]);
    expect(await seqs({ day: '2026-11-22', operation: 'stampAdd' })).toEqual([]);
    expect(await seqs({ day: '2026-11-23', operation: 'stampAdd', staff: 'Minji' })).toEqual([3]);
    expect(await seqs({ day: '2026-11-24' })).toEqual([]);
    expect(log.dayOf(new Date('2026-11-22T15:00:00Z'))).toBe('2026-11-23');
  });

  it('keeps the order of concurrent appends, and its lines verify as a file log would', async () => {
    const log = new MemoryAuditLog({ now: tickingClock(START) });
    const entries = await Promise.all(
      Array.from({ length: 20 }, (_, index) => log.append({ ...REDEEM, requestId: `r${index}` })),
    );
    expect(entries.map((entry) => entry.requestId)).toEqual(
      Array.from({ length: 20 }, (_, index) => `r${index}`),
    );
    expect(entries.map((entry) => entry.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const lastHash = await lineHash(log.lines.at(-1) ?? '');
    const result = await verifyAuditLines(
      [
        { name: 'audit-2026-11-22.jsonl', text: log.lines.slice(0, 2).join('\n') + '\n' },
        { name: 'audit-2026-11-23.jsonl', text: log.lines.slice(2).join('\n') + '\n' },
      ],
      JSON.stringify({ seq: 20, hash: lastHash, day: '2026-11-23' }),
      'Asia/Seoul',
    );
    expect(result).toEqual({ ok: true, lines: 20, files: 2, problems: [] });
  });

  it('hands out copies: changing one changes nothing in the log', async () => {
    const log = new MemoryAuditLog({ now: tickingClock(START) });
    const entry = await log.append(REDEEM);
    entry.outcome = 'failed';
    const [read] = await log.read({ day: '2026-11-22' });
    expect(read?.outcome).toBe('ok');
    if (read) read.staff = 'Someone else';
    expect((await log.read({ day: '2026-11-22' }))[0]?.staff).toBe('Minji');
  });
});
