import { getApiClientConfig } from '../../api/client';
import type { Coupon } from '../../api/coupons';
import { countNow, PROOF_WINDOW_MS, readBack, settleWrite } from '../../api/settle-write';
import { activityOutcome, couponFacts, recordActivity } from '../../counter/activity-log';
import { clearUnsure } from '../../counter/write-journal';
import { addLateResult } from '../../counter/write-lock';
import { verdictOf, type Verdict } from './coupon-verdicts';

/** What the counter's hook lends a re-check: its fresh read and its verdicts. */
export interface RecheckDeps {
  freshRead: (cpnNo: string) => Promise<Coupon>;
  showFor: (owner: number, view: Verdict) => number | null;
}

/**
 * Reads a redeem that ended "not sure" back again, and never redeems: its result is shown on the
 * verdict it was started from, or as a late notice. Its own chunk with the write path's code
 * (decision 0023): a "not sure" exists only after a write ran.
 */
export async function recheckRedeem(
  verdict: Extract<Verdict, { kind: 'unknown' }>,
  owner: number,
  { freshRead, showFor }: RecheckDeps,
): Promise<void> {
  const countOf = (coupon: Coupon) => coupon.useCnt;
  const { cpnNo, before, settled: previous } = verdict;
  const current = showFor(owner, { kind: 'settling', cpnNo, before });
  const outcome = { kind: 'unknown', error: previous.error } as const;
  // Long after the write, a count up by one may be another till's.
  const options = { countUpIsOurs: Date.now() - verdict.endedAt < PROOF_WINDOW_MS };
  const readings = await readBack<Coupon>(
    {
      action: 'redeem',
      read: () => freshRead(cpnNo),
      countOf,
      readBackDelaysMs: getApiClientConfig().readBackDelaysMs,
    },
    previous.before,
    outcome,
    options,
  );
  const settled = settleWrite('redeem', previous.before, outcome, readings, options);
  if (settled.result !== 'not-sure') {
    clearUnsure(cpnNo, 'redeem');
    recordActivity({
      subject: 'coupon',
      code: cpnNo,
      action: 'redeem',
      outcome: activityOutcome(settled),
      ...couponFacts(before),
    });
  }
  // Still not sure: the write ended when it did, not now; and this check's time is said, or
  // the screen looks as if nothing ran.
  const view = verdictOf(cpnNo, before, settled, verdict.endedAt);
  const next = view.kind === 'unknown' ? { ...view, checkedAgainAt: Date.now() } : view;
  if (current === null || showFor(current, next) === null)
    addLateResult({
      subject: 'coupon',
      code: cpnNo,
      action: 'redeem',
      result: settled.result,
      before: settled.before,
      now: countNow(settled),
    });
}
