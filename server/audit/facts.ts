/**
 * What a write's audit line says about what it gave, for the day report (issue 29): a redeem's
 * discount as the fresh validate just before the write read it, a stamp write's count before and
 * after. Nothing secret: no on-site password, no customer's phone, e-mail or user ID. Pure, with
 * a table test; the line format (line.ts) writes these keys in this order.
 */

/** The service's discount types (src/api/coupons.ts: 457 and 458). */
const DISC_TYPE_RATE = 457;
const DISC_TYPE_AMOUNT = 458;

export interface AuditDiscount {
  /** A rate (percent off), a fixed amount, or a type the service added that we do not know. */
  type: 'rate' | 'amount' | 'other';
  /** The percentage or the amount, as the service holds it. */
  value: number;
  /** An amount's currency as the service names it (e.g. "KRW"); null for a rate or none given. */
  currency: string | null;
}

export interface AuditStamps {
  /** The card's stamps as the fresh validate just before the write read them. */
  before: number;
  /** What the card holds if the write landed (the line's outcome says whether it did). */
  after: number;
}

export interface AuditFacts {
  discount?: AuditDiscount;
  stamps?: AuditStamps;
}

/** The service writes numbers as numbers or as text (wire.ts takes both). */
type Figure = number | string;

/** A redeem's discount; none when the service's figure is not a number. */
export function discountFacts(coupon: {
  discTypeIdx: Figure;
  disc: Figure;
  discCurrency?: Figure | null | undefined;
}): AuditFacts {
  const value = Number(coupon.disc);
  if (!Number.isFinite(value)) return {};
  const typeIdx = Number(coupon.discTypeIdx);
  const type =
    typeIdx === DISC_TYPE_RATE ? 'rate' : typeIdx === DISC_TYPE_AMOUNT ? 'amount' : 'other';
  const named = coupon.discCurrency == null ? '' : String(coupon.discCurrency).trim();
  return { discount: { type, value, currency: type === 'rate' || named === '' ? null : named } };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown) => Number.isSafeInteger(value) && (value as number) >= 0;

export type StampChange = 'add' | 'remove' | 'reward';

/**
 * A stamp write's count: one more for an add, one fewer (never below 0) for a take-back, and
 * unchanged for the reward (the card is closed with its stamps; the service issues a new one).
 */
export function stampFacts(change: StampChange, card: { stamps: Figure }): AuditFacts {
  const before = Number(card.stamps);
  if (!isCount(before)) return {};
  const after =
    change === 'add' ? before + 1 : change === 'remove' ? Math.max(0, before - 1) : before;
  return { stamps: { before, after } };
}

/** The facts with their keys in the line's order, and only the keys they have. */
export function orderedFacts(facts: AuditFacts): AuditFacts {
  const ordered: AuditFacts = {};
  if (facts.discount) {
    const { type, value, currency } = facts.discount;
    ordered.discount = { type, value, currency };
  }
  if (facts.stamps) {
    const { before, after } = facts.stamps;
    ordered.stamps = { before, after };
  }
  return ordered;
}

/** What is wrong with a line's `facts`, read back: empty when nothing is. */
export function factsProblems(value: unknown): string[] {
  if (!isRecord(value)) return ['facts is not an object'];
  const problems: string[] = [];
  for (const key of Object.keys(value)) {
    if (key !== 'discount' && key !== 'stamps')
      problems.push(`facts.${key} is not a fact we write`);
  }
  const { discount, stamps } = value;
  if (discount !== undefined) {
    if (
      !isRecord(discount) ||
      !['rate', 'amount', 'other'].includes(String(discount.type)) ||
      typeof discount.value !== 'number' ||
      !Number.isFinite(discount.value) ||
      !(discount.currency === null || typeof discount.currency === 'string')
    ) {
      problems.push('facts.discount is not a type, a value and a currency');
    }
  }
  if (
    stamps !== undefined &&
    !(isRecord(stamps) && isCount(stamps.before) && isCount(stamps.after))
  ) {
    problems.push('facts.stamps is not two counts (before, after)');
  }
  return problems;
}
