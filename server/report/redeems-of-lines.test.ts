import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditLineOutcome } from '../audit/types';
import { rowsOf } from './day-report';
import {
  couponHoursOf,
  redeemsByHour,
  type RedeemHour,
} from '../../src/lib/report/redeems-by-hour';

/** A redeem's line of the log, at a UTC time. */
const line = (
  seq: number,
  requestId: string,
  time: string,
  outcome: AuditLineOutcome,
  operation = 'couponRedeem',
): AuditEntry => ({
  seq,
  time,
  prev: '0'.repeat(64),
  requestId,
  device: 'Till 1 (d1)',
  staff: 'Cora',
  role: 'counter',
  operation,
  target: `CPN-${requestId}`,
  outcome,
});

/** Two days' lines counted as the route counts them: each day's rows settled with the next's. */
function counted(day: AuditEntry[], next: AuditEntry[]): RedeemHour[] {
  return redeemsByHour(
    [
      { ymd: '2026-11-22', hours: couponHoursOf(rowsOf(day, next), 'Asia/Seoul') },
      { ymd: '2026-11-23', hours: couponHoursOf(rowsOf(next), 'Asia/Seoul') },
    ],
    '',
  );
}

describe('the log’s lines as redeems per hour, settled as the day report settles them', () => {
  it.each<[string, AuditEntry[], AuditEntry[], [string, number, number, number][]]>([
    [
      'an intent and its outcome are one redeem, in the outcome’s hour',
      [
        line(1, 'a', '2026-11-22T01:00:00.000Z', 'sending'),
        line(2, 'a', '2026-11-22T01:00:00.200Z', 'ok'),
      ],
      [],
      [['2026-11-22', 10, 1, 0]],
    ],
    [
      'an intent with no outcome anywhere is not sure, in its own hour',
      [line(1, 'a', '2026-11-22T01:00:00.000Z', 'sending')],
      [],
      [['2026-11-22', 10, 0, 1]],
    ],
    [
      'sent at 23:59:59 in Seoul, its outcome after midnight: on the outcome’s day at 00, as the report',
      [line(1, 'a', '2026-11-22T14:59:59.500Z', 'sending')],
      [line(2, 'a', '2026-11-22T15:00:00.100Z', 'ok')],
      [['2026-11-23', 0, 1, 0]],
    ],
    [
      'refused, failed, and a refused intent’s outcome count nothing; a timeout is not sure',
      [
        line(1, 'a', '2026-11-22T01:00:00.000Z', 'sending'),
        line(2, 'a', '2026-11-22T01:00:01.000Z', 'refused'),
        line(3, 'b', '2026-11-22T01:00:02.000Z', 'failed'),
        line(4, 'c', '2026-11-22T01:00:03.000Z', 'unknown'),
      ],
      [],
      [['2026-11-22', 10, 0, 1]],
    ],
    [
      'stamp writes are no redeems, their intents with no outcome neither',
      [
        line(1, 'a', '2026-11-22T01:00:00.000Z', 'ok', 'stampAdd'),
        line(2, 'b', '2026-11-22T01:00:00.000Z', 'sending', 'stampReward'),
      ],
      [],
      [],
    ],
  ])('%s', (_, day, next, expected) => {
    expect(counted(day, next)).toEqual(
      expected.map(([ymd, hour, redeems, notSure]) => ({ ymd, hour, redeems, notSure })),
    );
  });
});
