// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  countedLine,
  minutesOver,
  noteRefusal,
  REFUSAL_MINUTE_MS,
  type RefusalTally,
} from './refusal-tally';

const WHO = { device: 'Till 1 (d1)', staff: null, role: null };
const TILL = { deviceId: 'd1', operation: 'couponRedeem' };

/** The refusals at these times (ms), in order: which got a line of their own, and what was over. */
function run(times: readonly number[], reasons: readonly string[] = []) {
  let tally: RefusalTally = new Map();
  const own: number[] = [];
  const written: (number | undefined)[] = [];
  times.forEach((at, i) => {
    const noted = noteRefusal(tally, TILL, at, reasons[i] ?? 'signed-out', WHO);
    tally = noted.tally;
    if (noted.lineNow) own.push(at);
    if (noted.over) written.push(countedLine(noted.over)?.calls);
  });
  return { tally, own, written };
}

describe('noteRefusal', () => {
  it.each([
    { name: 'one refusal: its own line', times: [0], own: [0], written: [] },
    { name: 'a burst in one minute: the first', times: [0, 0, 1, 59_999], own: [0], written: [] },
    {
      name: 'the minute over: its count, then a new minute',
      times: [0, 10, 20, REFUSAL_MINUTE_MS],
      own: [0, REFUSAL_MINUTE_MS],
      written: [2],
    },
    {
      name: 'a lone refusal a minute later: nothing counted to write',
      times: [0, REFUSAL_MINUTE_MS],
      own: [0, REFUSAL_MINUTE_MS],
      written: [undefined],
    },
    {
      name: 'a clock set back: a new minute, never a negative one',
      times: [100_000, 5, 6],
      own: [100_000, 5],
      written: [undefined],
    },
  ])('$name', ({ times, own, written }) => {
    const result = run(times);
    expect(result.own).toEqual(own);
    expect(result.written).toEqual(written);
  });

  it('counts a device’s operations and a stranger apart', () => {
    let tally: RefusalTally = new Map();
    const lines: boolean[] = [];
    for (const key of [
      TILL,
      { deviceId: 'd1', operation: 'stampAdd' },
      { deviceId: null, operation: 'couponRedeem' },
      TILL,
    ]) {
      const noted = noteRefusal(tally, key, 0, 'signed-out', WHO);
      tally = noted.tally;
      lines.push(noted.lineNow);
    }
    expect(lines).toEqual([true, true, true, false]);
  });
});

describe('countedLine and minutesOver', () => {
  it('says how many and why, most frequent first', () => {
    const { tally } = run([0, 1, 2, 3, 4], ['locked', 'signed-out', 'role counter', 'signed-out']);
    const [minute] = tally.values();
    if (!minute) throw new Error('no minute');
    // The first (locked) had its own line; the four after it are counted.
    expect(countedLine(minute)).toEqual({
      calls: 4,
      detail: '4 more refused within a minute of the first (signed-out 3, role counter 1)',
    });
  });

  it('takes out only the minutes that are over', () => {
    const { tally } = run([0, 1]);
    expect(minutesOver(tally, REFUSAL_MINUTE_MS - 1).over).toEqual([]);
    const { tally: left, over } = minutesOver(tally, REFUSAL_MINUTE_MS);
    expect(over.map((minute) => countedLine(minute)?.calls)).toEqual([1]);
    expect(left.size).toBe(0);
  });
});
