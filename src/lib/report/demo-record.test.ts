import { dayReport } from './day-report';
import {
  RECORD_KEY,
  RECORD_LIMIT,
  recordDemoWrite,
  setDemoRecordClock,
  storedRows,
} from './demo-record';
import { demoRowsOf } from './demo-report';

const WRITE = {
  till: 'Till 1',
  person: 'Minji',
  operation: 'couponRedeem',
  target: 'PERCENT15',
  outcome: 'ok',
  facts: { discount: { type: 'rate', value: 15, currency: null } },
} as const;

const at = (iso: string) => setDemoRecordClock(() => new Date(iso));

afterEach(() => {
  setDemoRecordClock(() => new Date());
  vi.restoreAllMocks();
});

describe("the demo's record of this browser's writes", () => {
  it('numbers each write after the last and keeps it across a reload (localStorage)', () => {
    at('2026-11-21T01:00:00Z');
    expect(recordDemoWrite(WRITE).seq).toBe(1);
    expect(recordDemoWrite({ ...WRITE, outcome: 'unknown' }).seq).toBe(2);
    const stored = JSON.parse(localStorage.getItem(RECORD_KEY) ?? '[]') as { seq: number }[];
    expect(stored.map((row) => row.seq)).toEqual([1, 2]);
  });

  it('reports a day by the service’s calendar (Seoul), whatever zone the device is in', () => {
    // 23:30 UTC on the 20th is 08:30 on the 21st in Seoul.
    at('2026-11-20T23:30:00Z');
    recordDemoWrite(WRITE);
    at('2026-11-20T14:59:59Z');
    recordDemoWrite(WRITE);
    expect(demoRowsOf('2026-11-21').map((row) => row.seq)).toEqual([1]);
    expect(demoRowsOf('2026-11-20').map((row) => row.seq)).toEqual([2]);
  });

  it('leaves out a row it cannot read, never the day with it', () => {
    at('2026-11-21T01:00:00Z');
    recordDemoWrite(WRITE);
    const stored = storedRows();
    localStorage.setItem(
      RECORD_KEY,
      JSON.stringify([
        ...stored,
        { seq: 2, time: 'yesterday' },
        { ...(stored[0] as object), seq: 3, operation: 'pair' },
        { ...(stored[0] as object), seq: 4 },
      ]),
    );
    expect(demoRowsOf('2026-11-21').map((row) => row.seq)).toEqual([1, 4]);
    // And the next write is numbered after the last kept row.
    expect(recordDemoWrite(WRITE).seq).toBe(5);
  });

  it('starts again from nothing when what is stored is not a list', () => {
    localStorage.setItem(RECORD_KEY, '{"oops":');
    at('2026-11-21T01:00:00Z');
    expect(recordDemoWrite(WRITE).seq).toBe(1);
    expect(demoRowsOf('2026-11-21')).toHaveLength(1);
  });

  it(`keeps the newest ${RECORD_LIMIT} writes`, () => {
    at('2026-11-21T01:00:00Z');
    const rows = Array.from({ length: RECORD_LIMIT }, (_, index) => ({
      seq: index + 1,
      time: '2026-11-21T01:00:00.000Z',
      ...WRITE,
    }));
    localStorage.setItem(RECORD_KEY, JSON.stringify(rows));
    recordDemoWrite(WRITE);
    const kept = storedRows() as { seq: number }[];
    expect(kept).toHaveLength(RECORD_LIMIT);
    expect(kept[0]?.seq).toBe(2);
    expect(kept.at(-1)?.seq).toBe(RECORD_LIMIT + 1);
  });

  it('drops the oldest half when storage is full, and keeps the visit’s writes in memory when it refuses all', () => {
    at('2026-11-21T01:00:00Z');
    recordDemoWrite(WRITE);
    recordDemoWrite(WRITE);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    setItem.mockImplementationOnce(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    recordDemoWrite(WRITE);
    // Three rows, the oldest of them dropped to make room.
    expect((storedRows() as { seq: number }[]).map((row) => row.seq)).toEqual([2, 3]);

    setItem.mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    recordDemoWrite(WRITE);
    expect(demoRowsOf('2026-11-21').map((row) => row.seq)).toEqual([2, 3, 4]);
    setItem.mockRestore();
    // Storage works again: the next write lands there, with what memory held.
    recordDemoWrite(WRITE);
    expect((storedRows() as { seq: number }[]).map((row) => row.seq)).toEqual([2, 3, 4, 5]);
    expect(JSON.parse(localStorage.getItem(RECORD_KEY) ?? '[]')).toHaveLength(4);
  });

  it('keeps a write once under its key, whichever tab sees it end first', () => {
    at('2026-11-21T01:00:00Z');
    const first = recordDemoWrite({ ...WRITE, outcome: 'ok' }, { key: 'journal-1' });
    // The other tab recovers the same journal entry: nothing new is kept.
    const again = recordDemoWrite({ ...WRITE, outcome: 'unknown' }, { key: 'journal-1' });
    expect(again.seq).toBe(first.seq);
    expect(demoRowsOf('2026-11-21')).toEqual([first]);
    expect(recordDemoWrite(WRITE, { key: 'journal-2' }).seq).toBe(2);
  });

  it('dates a write recovered after a reload when it was sent, not when it was recovered', () => {
    // Sent at 23:55 in Seoul on the 21st; the app reopened the next morning.
    at('2026-11-22T00:30:00Z');
    recordDemoWrite(WRITE, { at: new Date('2026-11-21T14:55:00Z') });
    expect(demoRowsOf('2026-11-21')).toHaveLength(1);
    expect(demoRowsOf('2026-11-22')).toHaveLength(0);
  });

  it('counts as our server counts its log: the same report function', () => {
    at('2026-11-21T01:00:00Z');
    recordDemoWrite(WRITE);
    recordDemoWrite({ ...WRITE, outcome: 'refused' });
    recordDemoWrite({
      ...WRITE,
      operation: 'stampAdd',
      target: '274',
      facts: { stamps: { before: 3, after: 4 } },
    });
    const report = dayReport('2026-11-21', demoRowsOf('2026-11-21'));
    expect(report.totals).toMatchObject({ redeems: 1, refused: 1, stampsAdded: 1 });
    expect(report.totals.rates).toEqual([{ rate: 15, count: 1 }]);
    expect(report.tills).toHaveLength(1);
  });
});
