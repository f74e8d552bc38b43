// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hasOpenIntent, NO_OUTCOME_DETAIL, settledEntries } from './intents';
import type { AuditEntry, AuditLineOutcome } from './types';

let seq = 0;
function line(requestId: string, outcome: AuditLineOutcome, detail?: string): AuditEntry {
  seq += 1;
  const entry: AuditEntry = {
    seq,
    time: '2026-11-22T01:00:00.000Z',
    prev: '0'.repeat(64),
    requestId,
    device: 'Till 1 (d1)',
    staff: 'Cora',
    role: 'counter',
    operation: 'couponRedeem',
    target: 'PERCENT15',
    outcome,
  };
  if (detail !== undefined) entry.detail = detail;
  return entry;
}

const shape = (entries: readonly AuditEntry[]) =>
  entries.map((entry) => [entry.requestId, entry.outcome, entry.detail ?? null]);

describe('settledEntries: a write is its outcome line, or "not sure" with no outcome', () => {
  it.each([
    {
      name: 'an intent and its outcome: the outcome',
      today: [line('a', 'sending'), line('a', 'ok')],
      later: [],
      settled: [['a', 'ok', null]],
    },
    {
      name: 'an intent with no outcome (killed after sending): not sure, with what to check',
      today: [line('a', 'sending'), line('b', 'refused', 'code 1002')],
      later: [],
      settled: [
        ['a', 'unknown', NO_OUTCOME_DETAIL],
        ['b', 'refused', 'code 1002'],
      ],
    },
    {
      name: 'an intent whose outcome is on the next day: the outcome is there, not here',
      today: [line('a', 'sending')],
      later: [line('a', 'ok')],
      settled: [],
    },
    {
      name: 'a refusal before sending leaves no intent: the line as it is',
      today: [line('a', 'refused', 'not sent: the check was refused, code 1004')],
      later: [],
      settled: [['a', 'refused', 'not sent: the check was refused, code 1004']],
    },
    {
      name: 'two writes, interleaved from two tills',
      today: [line('a', 'sending'), line('b', 'sending'), line('b', 'unknown'), line('a', 'ok')],
      later: [],
      settled: [
        ['b', 'unknown', null],
        ['a', 'ok', null],
      ],
    },
  ])('$name', ({ today, later, settled }) => {
    expect(shape(settledEntries(today, later))).toEqual(settled);
  });

  it('leaves the lines it was given as they were', () => {
    const today = [line('a', 'sending')];
    settledEntries(today);
    expect(today[0]?.outcome).toBe('sending');
  });
});

describe('hasOpenIntent', () => {
  it.each([
    { today: [line('a', 'sending'), line('a', 'ok')], open: false },
    { today: [line('a', 'sending')], open: true },
    { today: [line('a', 'ok')], open: false },
    { today: [], open: false },
  ])('$open for $today.length lines', ({ today, open }) => {
    expect(hasOpenIntent(today)).toBe(open);
  });
});
