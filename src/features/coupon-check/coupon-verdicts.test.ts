// @vitest-environment node
import type { Coupon } from '../../api/coupons';
import { ApiError } from '../../api/errors';
import type { Reading, Settled } from '../../api/settle-write';
import { unsureNextStep, verdictOf, type Verdict } from './coupon-verdicts';

const before = { cpnNo: 'A1', useCnt: 1, useLimit: 3 } as Coupon;
const after: Coupon = { ...before, useCnt: 2 };
const unchanged: Coupon = { ...before };
const refusal = new ApiError({ kind: 'refused', operation: 'coupon.redeem' });
const badInput = new ApiError({ kind: 'invalid-parameter', operation: 'coupon.redeem' });
const limited = new ApiError({ kind: 'rate-limited', operation: 'coupon.redeem' });
const lost = new ApiError({ kind: 'network', operation: 'coupon.redeem' });
const read = (coupon: Coupon) => ({ kind: 'count', count: coupon.useCnt, value: coupon }) as const;
const notSure: Settled<Coupon> = {
  result: 'not-sure',
  reason: 'unreadable',
  before: 1,
  now: null,
  error: lost,
};

describe('verdictOf: the coupon verdict once a redeem is settled', () => {
  it.each<[string, Settled<Coupon>, Verdict]>([
    [
      'redeemed (the answer)',
      { result: 'went-through', proof: 'answer', before: 1, now: read(after) },
      { kind: 'redeemed', cpnNo: 'A1', before, after: read(after), proof: 'answer' },
    ],
    [
      'redeemed (read back)',
      { result: 'went-through', proof: 'read-back', before: 1, now: null },
      { kind: 'redeemed', cpnNo: 'A1', before, after: null, proof: 'read-back' },
    ],
    [
      'not redeemed (read back unchanged): still valid, as read, and said so',
      { result: 'did-not', proof: 'read-back', before: 1, now: read(unchanged), error: null },
      { kind: 'valid', cpnNo: 'A1', coupon: unchanged, note: 'not-redeemed' },
    ],
    [
      'refused by the service',
      { result: 'did-not', proof: 'refusal', before: 1, now: null, error: refusal },
      { kind: 'refused', cpnNo: 'A1', error: refusal, note: 'redeem-refused' },
    ],
    [
      'refused as bad input (653)',
      { result: 'did-not', proof: 'refusal', before: 1, now: null, error: badInput },
      { kind: 'refused', cpnNo: 'A1', error: badInput, note: 'redeem-refused' },
    ],
    [
      'not sent (rate limited)',
      { result: 'did-not', proof: 'refusal', before: 1, now: null, error: limited },
      { kind: 'failed', cpnNo: 'A1', error: limited, note: 'redeem-not-sent' },
    ],
    [
      'not sure: when the write ended is kept',
      notSure,
      { kind: 'unknown', cpnNo: 'A1', before, settled: notSure, endedAt: 1_000 },
    ],
  ])('%s', (_case, settled, expected) => {
    expect(verdictOf('A1', before, settled, 1_000)).toEqual(expected);
  });
});

describe('unsureNextStep: what the cashier does after a "not sure"', () => {
  const refusedNow = { kind: 'refused', error: refusal } as const;
  it.each<
    [Extract<Settled<Coupon>, { result: 'not-sure' }>['reason'], Reading<Coupon> | null, string]
  >([
    // Used up or withdrawn: it cannot be used twice, and it was valid when the redeem was sent.
    ['refused-now', refusedNow, 'give-discount'],
    // It may still be usable: redeeming again may use it twice.
    ['unreadable', null, 'check-first'],
    ['others-wrote', read({ ...before, useCnt: 3 }), 'check-first'],
    ['count-fell', read({ ...before, useCnt: 0 }), 'check-first'],
    ['too-late-to-tell', read(after), 'check-first'],
  ])('%s', (reason, now, expected) => {
    expect(unsureNextStep({ result: 'not-sure', reason, before: 1, now, error: lost })).toBe(
      expected,
    );
  });
});
