import { describe, expect, it } from 'vitest';
import { checkDayLines, MAX_DAY_LINES } from './busy-day';

const line = {
  till: 'Till 2',
  person: 'Jisoo',
  operation: 'couponRedeem',
  target: 'KRW5000OFF',
  outcome: 'ok',
  facts: { discount: { type: 'amount', value: 5000, currency: 'KRW' } },
};

describe('a busy day for the demo log', () => {
  it('takes writes of other tills and people, as the log writes them', () => {
    expect(checkDayLines([line, { ...line, operation: 'stampAdd', facts: undefined }])).toEqual({
      lines: [
        {
          device: 'Till 2',
          staff: 'Jisoo',
          operation: 'couponRedeem',
          target: 'KRW5000OFF',
          outcome: 'ok',
          facts: line.facts,
        },
        {
          device: 'Till 2',
          staff: 'Jisoo',
          operation: 'stampAdd',
          target: 'KRW5000OFF',
          outcome: 'ok',
        },
      ],
    });
  });

  it.each([
    ['not a list', { line }, 'Send a list of writes.'],
    ['an empty list', [], `Send 1–${MAX_DAY_LINES} writes.`],
    [
      'too many',
      Array.from({ length: MAX_DAY_LINES + 1 }, () => line),
      `Send 1–${MAX_DAY_LINES} writes.`,
    ],
    ['a line that is no object', [line, 'x'], 'Line 2 is not an object.'],
    ['no till', [{ ...line, till: ' ' }], 'Line 1: till must be a name of 1–80 characters.'],
    [
      'a long person',
      [{ ...line, person: 'J'.repeat(81) }],
      'Line 1: person must be a name of 1–80 characters.',
    ],
    [
      'a sign-in, not a write',
      [{ ...line, operation: 'unlock' }],
      /^Line 1: operation must be one of couponRedeem/,
    ],
    ['no target', [{ ...line, target: null }], 'Line 1: target must be a code of 1–80 characters.'],
    [
      'a write still sending',
      [{ ...line, outcome: 'sending' }],
      'Line 1: outcome must be ok, refused, failed or unknown.',
    ],
    [
      'facts the log never writes',
      [{ ...line, facts: { tip: 1 } }],
      'Line 1: facts.tip is not a fact we write.',
    ],
  ])('refuses %s, saying what is wrong', (_, value, problem) => {
    const checked = checkDayLines(value);
    expect('problem' in checked && checked.problem).toEqual(
      typeof problem === 'string' ? problem : expect.stringMatching(problem),
    );
  });
});
