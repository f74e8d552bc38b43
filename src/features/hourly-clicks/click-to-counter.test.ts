// @vitest-environment node
import fc from 'fast-check';
import {
  correlationAt,
  hourlySeries,
  redeemLag,
  redeemsByHourOfDay,
  type RedeemHour,
} from './click-to-counter';
import { toDayHourGrid } from './day-hour-grid';

/** A café-shaped week of clicks: peaks at 12 and 19, a quiet night. */
const clicksOfHour = (hour: number) => (hour === 12 ? 60 : hour === 19 ? 80 : hour > 7 ? 10 : 1);

function week(shift: number, redeemsAtPeak = 3) {
  const clicks: number[] = [];
  const redeems: number[] = [];
  for (let day = 0; day < 7; day += 1) {
    for (let hour = 0; hour < 24; hour += 1) clicks.push(clicksOfHour(hour));
  }
  for (let t = 0; t < clicks.length; t += 1) {
    const source = clicks[t - shift] ?? 0;
    redeems.push(source >= 60 ? redeemsAtPeak : 0);
  }
  return { clicks, redeems };
}

describe('redeemLag', () => {
  it.each([0, 1, 2, 5])('finds redemptions %i hours after the clicks', (shift) => {
    const { clicks, redeems } = week(shift);
    expect(redeemLag(clicks, redeems)).toMatchObject({ kind: 'lag', from: shift, to: shift });
  });

  it('names a run of lags when the redemptions spread over them', () => {
    const { clicks } = week(0);
    const spread = clicks.map((_, t) =>
      [1, 2, 3].some((shift) => (clicks[t - shift] ?? 0) >= 60) ? 2 : 0,
    );
    expect(redeemLag(clicks, spread)).toMatchObject({ kind: 'lag', from: 1, to: 3 });
  });

  it('says too few below five redemptions', () => {
    const { clicks } = week(1);
    const redeems = new Array<number>(clicks.length).fill(0);
    redeems[13] = 2;
    redeems[20] = 2;
    expect(redeemLag(clicks, redeems)).toEqual({ kind: 'few', redeems: 4 });
  });

  it('says no pattern when the redemptions do not follow the clicks', () => {
    const { clicks } = week(0);
    // At 03:00 every night, when nobody clicks.
    const redeems = clicks.map((_, t) => (t % 24 === 3 ? 2 : 0));
    expect(redeemLag(clicks, redeems)).toEqual({ kind: 'none' });
  });

  it('never names a lag outside 0–6 hours, whatever the series', () => {
    const counts = fc.array(fc.nat({ max: 50 }), { minLength: 0, maxLength: 24 * 14 });
    fc.assert(
      fc.property(counts, counts, (clicks, redeems) => {
        const lag = redeemLag(clicks, redeems);
        if (lag.kind === 'lag') {
          expect(lag.from).toBeGreaterThanOrEqual(0);
          expect(lag.to).toBeLessThanOrEqual(6);
          expect(lag.from).toBeLessThanOrEqual(lag.to);
        }
      }),
    );
  });
});

describe('correlationAt', () => {
  it('is 1 for a series with itself, 0 when one does not vary', () => {
    expect(correlationAt([1, 5, 2, 8], [1, 5, 2, 8], 0)).toBeCloseTo(1);
    expect(correlationAt([1, 5, 2, 8], [3, 3, 3, 3], 0)).toBe(0);
    expect(correlationAt([1, 2], [1, 2], 0)).toBe(0);
  });
});

describe('hourlySeries', () => {
  it('lines the redemptions up with the hours that have begun, and adds an hour’s parts', () => {
    const grid = toDayHourGrid(
      [
        { ymd: '2026-12-03', hour: 23, acesCnt: 4, pernCnt: 3 },
        { ymd: '2026-12-04', hour: 0, acesCnt: 2, pernCnt: 2 },
      ],
      { startYmd: '2026-12-03', endYmd: '2026-12-04', today: '2026-12-04', currentHour: 1 },
    );
    const rows: RedeemHour[] = [
      { ymd: '2026-12-04', hour: 1, redeems: 1, notSure: 0 },
      { ymd: '2026-12-04', hour: 1, redeems: 2, notSure: 0 },
      { ymd: '2026-12-04', hour: 5, redeems: 9, notSure: 0 },
    ];
    const series = hourlySeries(grid, rows);
    // 24 hours of the 3rd, then 00 and 01 (running) of the 4th; 05 has not begun.
    expect(series.clicks).toHaveLength(26);
    expect(series.clicks.slice(-3)).toEqual([4, 2, 0]);
    expect(series.redeems.slice(-3)).toEqual([0, 0, 3]);
  });
});

describe('redeemsByHourOfDay', () => {
  it('adds every day’s hour, and leaves an hour that is not one out', () => {
    expect(
      redeemsByHourOfDay([
        { ymd: '2026-12-03', hour: 9, redeems: 2, notSure: 1 },
        { ymd: '2026-12-04', hour: 9, redeems: 3, notSure: 0 },
        { ymd: '2026-12-04', hour: 24, redeems: 5, notSure: 0 },
      ]),
    ).toMatchObject({
      redeems: expect.arrayContaining([5]) as unknown,
      notSure: expect.arrayContaining([1]) as unknown,
    });
    const { redeems } = redeemsByHourOfDay([
      { ymd: '2026-12-04', hour: 24, redeems: 5, notSure: 0 },
    ]);
    expect(redeems.reduce((a, b) => a + b, 0)).toBe(0);
  });
});
