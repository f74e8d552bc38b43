import fc from 'fast-check';
import * as z from 'zod/mini';
import { hourlyClickSchema, plainHourlyClick, readHourlyClicks } from './statistics';

/** What the tolerant schema alone makes of an answer's rows, as the reader did before. */
const bySchema = z.pipe(
  z.nullable(z.optional(z.array(hourlyClickSchema))),
  z.transform((records) => records ?? []),
);

describe('the hourly clicks answer', () => {
  it.each([
    ['a plain row', { ymd: '2026-11-22', hour: 9, acesCnt: 12, pernCnt: 7 }, true],
    [
      'an extra field, left out',
      { ymd: '2026-11-22', hour: 9, acesCnt: 1, pernCnt: 1, x: 1 },
      true,
    ],
    ['60.0 is a whole number', { ymd: '2026-11-22', hour: 9, acesCnt: 60.0, pernCnt: 0 }, true],
    ['a count as a string', { ymd: '2026-11-22', hour: 9, acesCnt: '12', pernCnt: 7 }, false],
    ['a date with a time', { ymd: '2026-11-22 00:00:00', hour: 9, acesCnt: 1, pernCnt: 1 }, false],
    ['a negative count', { ymd: '2026-11-22', hour: 9, acesCnt: -1, pernCnt: 1 }, false],
    ['a fraction', { ymd: '2026-11-22', hour: 9.5, acesCnt: 1, pernCnt: 1 }, false],
    ['a missing count', { ymd: '2026-11-22', hour: 9, acesCnt: 1 }, false],
    ['not an object', 'row', false],
  ])('%s: read directly %s', (_, row, direct) => {
    expect(plainHourlyClick(row) !== null).toBe(direct);
  });

  it('reads null, missing and empty as no rows', () => {
    for (const empty of [null, undefined, []])
      expect(readHourlyClicks(empty)).toMatchObject({ success: true, data: [] });
  });

  it('reads every answer as the schema alone does: the same rows, or a failure where it fails', () => {
    const field = fc.oneof(
      fc.integer({ min: -3, max: 400 }),
      fc.double({ min: -2, max: 30, noNaN: true }),
      fc.integer({ min: 0, max: 50 }).map(String),
      fc.constantFrom('', ' 7 ', '7.0', null, undefined, '2026-11-22', '2026-11-22T00:00:00', 'x'),
    );
    const row = fc.oneof(
      fc.record({
        ymd: fc.constantFrom('2026-11-22', '2026-11-22 00:00:00', '2026-1-2', 20261122, null),
        hour: field,
        acesCnt: field,
        pernCnt: field,
      }),
      fc.constantFrom(null, 'row', 7, []),
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(row, { maxLength: 6 }), fc.constant(null)), (rows) => {
        const read = readHourlyClicks(rows);
        const schema = bySchema.safeParse(rows);
        expect(read.success).toBe(schema.success);
        if (read.success && schema.success) expect(read.data).toEqual(schema.data);
      }),
      { numRuns: 500 },
    );
  });

  it('says which row failed', () => {
    const read = readHourlyClicks([
      { ymd: '2026-11-22', hour: 9, acesCnt: 1, pernCnt: 1 },
      { ymd: '2026-11-22', hour: 10, acesCnt: 'many', pernCnt: 1 },
    ]);
    expect(read.success).toBe(false);
    expect(read.error?.issues[0]?.path.slice(0, 2)).toEqual([1, 'acesCnt']);
  });
});
