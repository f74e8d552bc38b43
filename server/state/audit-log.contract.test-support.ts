import { expect, it } from 'vitest';
import type { AuditEntryInput, AuditLog } from '../audit/types';

/**
 * What every AuditLog promises (decision 0018): numbered lines in call order, each chained to the
 * one before, read back by the service's day (Asia/Seoul). `make(now)` gives an empty log on a
 * clock.
 */
const REDEEM: AuditEntryInput = {
  requestId: 'req-1',
  device: 'Till 1 (d-01)',
  staff: 'Minji',
  role: 'counter',
  operation: 'couponRedeem',
  target: 'ABC123',
  outcome: 'ok',
};

export function auditLogContract(make: (now: () => Date) => AuditLog | Promise<AuditLog>): void {
  function clock(start: string) {
    let at = Date.parse(start);
    return () => new Date((at += 1_000) - 1_000);
  }

  it('numbers its lines, chains each to the one before, and reads a day back oldest first', async () => {
    const log = await make(clock('2026-11-22T14:59:58.000Z'));
    const first = await log.append(REDEEM);
    const second = await log.append({ ...REDEEM, requestId: 'req-2', staff: 'Jisoo' });
    const third = await log.append({ ...REDEEM, requestId: 'req-3', operation: 'stampAdd' });
    expect([first.seq, second.seq, third.seq]).toEqual([1, 2, 3]);
    expect(second.prev).not.toBe(first.prev);
    // 14:59:58Z and 14:59:59Z are Nov 22 in Seoul; 15:00:00Z is Nov 23.
    expect((await log.read({ day: '2026-11-22' })).map((e) => e.seq)).toEqual([1, 2]);
    expect((await log.read({ day: '2026-11-23' })).map((e) => e.seq)).toEqual([3]);
    expect((await log.read({ day: '2026-11-22', staff: 'Jisoo' })).map((e) => e.seq)).toEqual([2]);
    const stampAdds = await log.read({ day: '2026-11-23', operation: 'stampAdd' });
    expect(stampAdds).toEqual([third]);
  });

  it('keeps appends sent at once in call order, each line whole', async () => {
    const log = await make(clock('2026-11-22T01:00:00.000Z'));
    const entries = await Promise.all(
      Array.from({ length: 30 }, (_, i) => log.append({ ...REDEEM, requestId: `req-${i}` })),
    );
    expect(entries.map((e) => e.seq)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    const read = await log.read({ day: '2026-11-22' });
    expect(read.map((e) => e.requestId)).toEqual(entries.map((e) => e.requestId));
    expect(new Set(read.map((e) => e.prev)).size).toBe(30);
  });
}
