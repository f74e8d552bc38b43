import type { Coupon } from '../../api/coupons';
import { validityOn } from '../../lib/dates';

export type Usage =
  | { kind: 'unlimited'; used: number }
  | { kind: 'limited'; used: number; limit: number; left: number };

export function usageOf(coupon: Pick<Coupon, 'useCnt' | 'useLimit'>): Usage {
  if (coupon.useLimit <= 0) return { kind: 'unlimited', used: coupon.useCnt };
  return {
    kind: 'limited',
    used: coupon.useCnt,
    limit: coupon.useLimit,
    left: Math.max(0, coupon.useLimit - coupon.useCnt),
  };
}

export type Disagreement = 'expired' | 'not-yet' | 'limit';

/**
 * The app's own reading of a coupon the service called valid. Any disagreement is shown: it
 * usually means this device's clock is wrong, or the service's data is inconsistent.
 */
export function disagreements(coupon: Coupon, today: string): Disagreement[] {
  const found: Disagreement[] = [];
  const validity = validityOn(today, coupon.strtYmd, coupon.endYmd);
  if (validity.state === 'expired') found.push('expired');
  if (validity.state === 'not-yet') found.push('not-yet');
  const usage = usageOf(coupon);
  if (usage.kind === 'limited' && usage.left === 0) found.push('limit');
  return found;
}

/** Characters people mix up when reading a printed code aloud or typing it. */
export function hasLookAlikes(code: string): boolean {
  return /[0O1I5S8B]/.test(code);
}

/** Who needs to confirm what before a redeem. */
export function redeemNeeds(coupon: Pick<Coupon, 'onsiteYn' | 'useLimit' | 'userId'>) {
  return {
    password: coupon.onsiteYn === 'Y',
    person: coupon.useLimit >= 2 && coupon.userId !== null,
  };
}
