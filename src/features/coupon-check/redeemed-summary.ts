import type { Coupon } from '../../api/coupons';
import type { SaidBy } from '../../api/errors';
import type { Reading } from '../../api/settle-write';
import { usageOf } from './assess-coupon';

/** What is left of the coupon after a redeem, as far as the read-back tells. */
export type UsesLeft =
  | { kind: 'unlimitedNow'; count: number }
  | { kind: 'usedUp' }
  | { kind: 'usesLeftNow'; count: number }
  | { kind: 'readBackFailed'; error: unknown }
  | { kind: 'unsaid' };

export interface RedeemedSummary {
  left: UsesLeft;
  /**
   * The coupon is refused now, though it was not its last use: the words, shown apart, and whose
   * they are (the service's, or in live mode our server's: a lock, a read not sent).
   */
  refusedNow: { message: string; saidBy: SaidBy } | null;
  /** The read-back count did not move: the redeem went through, but the count disagrees. */
  countUnchanged: boolean;
}

/**
 * The redeemed verdict's lines below the discount, from the coupon as checked and as read back
 * after the redeem (null: not read back). A last use is used up whatever the read-back says.
 */
export function redeemedSummary(
  before: Pick<Coupon, 'useCnt' | 'useLimit'>,
  after: Reading<Pick<Coupon, 'useCnt' | 'useLimit'>> | null,
): RedeemedSummary {
  const lastUse = before.useLimit > 0 && before.useCnt + 1 >= before.useLimit;
  return {
    left: usesLeft(lastUse, after),
    refusedNow:
      after?.kind === 'refused' && !lastUse && after.error.serviceMessage
        ? { message: after.error.serviceMessage, saidBy: after.error.saidBy }
        : null,
    countUnchanged: after?.kind === 'count' && after.count <= before.useCnt,
  };
}

function usesLeft(
  lastUse: boolean,
  after: Reading<Pick<Coupon, 'useCnt' | 'useLimit'>> | null,
): UsesLeft {
  if (after?.kind === 'count') {
    const usage = usageOf(after.value);
    if (usage.kind === 'unlimited') return { kind: 'unlimitedNow', count: usage.used };
    return usage.left === 0 ? { kind: 'usedUp' } : { kind: 'usesLeftNow', count: usage.left };
  }
  if (lastUse) return { kind: 'usedUp' };
  if (after?.kind === 'unreadable') return { kind: 'readBackFailed', error: after.error };
  return { kind: 'unsaid' };
}
