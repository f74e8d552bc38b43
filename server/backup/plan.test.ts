// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { auditLine, chainedEntry, GENESIS_HASH } from '../audit/line';
import { REDEEM } from '../audit/test-support';
import { completeText, cutDay, isPassing, planBackup } from './plan';

/** A day file's text: lines of these seqs, each with its line break. */
function lines(...seqs: number[]): string {
  const at = new Date('2026-12-04T01:00:00.000Z');
  return seqs.map((seq) => `${auditLine(chainedEntry(REDEEM, seq, at, GENESIS_HASH))}\n`).join('');
}

describe('planBackup: what is copied, in which order', () => {
  it.each([
    {
      name: 'the head, the days in date order, then the stores in their order',
      dataDir: ['idempotency.jsonl', 'sessions.json', 'audit', 'staff.json', 'devices.json'],
      audit: ['audit-2026-12-04.jsonl', 'audit-head.json', 'audit-2026-12-03.jsonl'],
      steps: [
        'head:audit/audit-head.json',
        'day:audit/audit-2026-12-03.jsonl',
        'day:audit/audit-2026-12-04.jsonl',
        'whole:staff.json',
        'whole:devices.json',
        'whole:sessions.json',
        'journal:idempotency.jsonl',
      ],
      leftOut: [],
    },
    {
      name: 'never the lock, temporary files or the probe; an operator file is named',
      dataDir: ['server.lock', 'server.lock.break', 'staff.json.1.2.tmp', 'notes.txt', 'audit'],
      audit: ['audit-head.json.tmp', '.ready-probe', 'old.jsonl'],
      steps: [],
      leftOut: ['audit/old.jsonl', 'notes.txt'],
    },
    {
      name: 'no audit folder yet, PIN tallies and lifts',
      dataDir: ['pin-lifts.json', 'pin-attempts.json'],
      audit: null,
      steps: ['whole:pin-attempts.json', 'whole:pin-lifts.json'],
      leftOut: [],
    },
  ])('$name', ({ dataDir, audit, steps, leftOut }) => {
    const plan = planBackup(dataDir, audit);
    expect(plan.steps.map((step) => `${step.kind}:${step.path}`)).toEqual(steps);
    expect(plan.leftOut).toEqual(leftOut);
  });

  it.each([
    ['server.lock', true],
    ['server.lock.123.456.tmp', true],
    ['sessions.json.9.9.tmp', true],
    ['.ready-probe', true],
    ['sessions.json', false],
  ])('isPassing(%s) is %s', (name, passing) => {
    expect(isPassing(name)).toBe(passing);
  });
});

describe('completeText: a journal cut after its last line break', () => {
  it.each([
    ['', ''],
    ['{"a":1}\n', '{"a":1}\n'],
    ['{"a":1}\n{"b":', '{"a":1}\n'],
    ['{"half', ''],
  ])('%j → %j', (text, cut) => {
    expect(completeText(text)).toBe(cut);
  });
});

describe('cutDay: a day file held to the head copied before it', () => {
  const head = { seq: 3, day: '2026-12-04' };
  it.each([
    {
      name: 'the head day, cut after its line',
      day: '2026-12-04',
      text: lines(2, 3, 4, 5),
      head,
      kept: lines(2, 3),
      leftOut: 2,
    },
    {
      name: 'the head day, a torn last line',
      day: '2026-12-04',
      text: `${lines(3)}{"seq":4,"ti`,
      head,
      kept: lines(3),
      leftOut: 0,
    },
    {
      name: 'a day before the head, whole but its torn tail',
      day: '2026-12-03',
      text: `${lines(1)}{"se`,
      head,
      kept: lines(1),
      leftOut: 0,
    },
    {
      name: 'a day after the head: nothing',
      day: '2026-12-05',
      text: lines(4, 5),
      head,
      kept: '',
      leftOut: 2,
    },
    {
      name: 'no head: no line is in the record yet',
      day: '2026-12-04',
      text: lines(1),
      head: null,
      kept: '',
      leftOut: 1,
    },
  ])('$name', ({ day, text, head: given, kept, leftOut }) => {
    expect(cutDay(day, text, given)).toEqual({ text: kept, leftOut });
  });

  it('is null when the head names a line its day file lacks (the log was not whole)', () => {
    expect(cutDay('2026-12-04', lines(1, 2), head)).toBeNull();
  });
});
