/**
 * What a write gave, for the day report (decision 0021): a redeem's discount as the fresh validate
 * just before the write read it, a stamp write's count before and after. Nothing secret: no on-site
 * password, no customer's phone, e-mail or user ID. Pure, with a table test
 * (server/audit/facts.test.ts). Our server writes these on its audit lines (server/audit/facts.ts);
 * the demo's record of this browser's writes keeps the same.
 */

/** The service's discount types (src/api/coupons.ts: 457 and 458). */
const DISC_TYPE_RATE = 457;
const DISC_TYPE_AMOUNT = 458;

export interface WriteDiscount {
  /** A rate (percent off), a fixed amount, or a type the service added that we do not know. */
  type: 'rate' | 'amount' | 'other';
  /** The percentage or the amount, as the service holds it. */
  value: number;
  /** An amount's currency as the service names it (e.g. "KRW"); null for a rate or none given. */
  currency: string | null;
}

export interface WriteStamps {
  /** The card's stamps as the fresh validate just before the write read them. */
  before: number;
  /** What the card holds if the write landed (the line's outcome says whether it did). */
  after: number;
}

export interface WriteFacts {
  discount?: WriteDiscount;
  stamps?: WriteStamps;
  /** How many refused calls one line stands for (counted per device and minute, decision 0013). */
  calls?: number;
}

/** The service writes numbers as numbers or as text (wire.ts takes both). */
type Figure = number | string;

/** A redeem's discount; none when the service's figure is not a number. */
export function discountFacts(coupon: {
  discTypeIdx: Figure;
  disc: Figure;
  discCurrency?: Figure | null | undefined;
}): WriteFacts {
  const value = Number(coupon.disc);
  if (!Number.isFinite(value)) return {};
  const typeIdx = Number(coupon.discTypeIdx);
  const type =
    typeIdx === DISC_TYPE_RATE ? 'rate' : typeIdx === DISC_TYPE_AMOUNT ? 'amount' : 'other';
  const named = coupon.discCurrency == null ? '' : String(coupon.discCurrency).trim();
  return { discount: { type, value, currency: type === 'rate' || named === '' ? null : named } };
}

export const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

export type StampChange = 'add' | 'remove' | 'reward';

/**
 * A stamp write's count: one more for an add, one fewer (never below 0) for a take-back, and
 * unchanged for the reward (the card is closed with its stamps; the service issues a new one).
 */
export function stampFacts(change: StampChange, card: { stamps: Figure }): WriteFacts {
  const before = Number(card.stamps);
  if (!isCount(before)) return {};
  const after =
    change === 'add' ? before + 1 : change === 'remove' ? Math.max(0, before - 1) : before;
  return { stamps: { before, after } };
}
