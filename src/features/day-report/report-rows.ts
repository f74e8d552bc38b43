import { counterHref, stampHref } from '../../config/paths';
import { formatNumber, formatPercent } from '../../lib/format';
import { amountText } from '../../lib/report/tally-rows';
import type { ReportRow } from '../../lib/report/day-report';

/*
 * What the day report says of one write, as pure functions with table tests: where the row leads
 * (its coupon or card at the counter), what it gave, and what to check when it ended not sure.
 */

const COUPON_WRITES = new Set<ReportRow['operation']>(['couponRedeem', 'couponCreate']);

/** The coupon at the counter (`/?cpnNo=…`) or the card (`/stamps/274`); null with no target. */
export function rowHref(row: Pick<ReportRow, 'operation' | 'target'>): string | null {
  if (row.target === null || row.target === '') return null;
  return isCouponWrite(row) ? counterHref(row.target) : stampHref(row.target);
}

/** A coupon write: its target is a coupon number, a code to keep as text. */
export function isCouponWrite(row: Pick<ReportRow, 'operation'>): boolean {
  return COUPON_WRITES.has(row.operation);
}

/**
 * Whether the write may have given what its facts say: a refused or failed one gave nothing
 * (its facts are what the fresh read before it said it would give).
 */
export function mayHaveGiven(row: Pick<ReportRow, 'outcome'>): boolean {
  return row.outcome !== 'refused' && row.outcome !== 'failed';
}

/** "₩3,000", "10%", or "4 → 5" (with the words around it from the caller); '' when unknown. */
export function givenText(
  row: Pick<ReportRow, 'facts' | 'outcome'>,
  locale: string,
  stampsText: (before: string, after: string) => string,
): string {
  // A refused or failed write gave nothing: "Given 50%" beside "Refused" read as a discount given.
  if (!mayHaveGiven(row)) return '';
  const discount = row.facts?.discount;
  if (discount) {
    if (discount.type === 'rate') return formatPercent(discount.value, locale);
    if (discount.type === 'amount') return amountText(discount.value, discount.currency, locale);
    return formatNumber(discount.value, locale);
  }
  const stamps = row.facts?.stamps;
  if (stamps) {
    return stampsText(formatNumber(stamps.before, locale), formatNumber(stamps.after, locale));
  }
  return '';
}

/** The key (under `notSure.check`) of what to check for a write that ended not sure. */
export type CheckKey = ReportRow['operation'] | 'unknownCount';

export function checkKey(row: Pick<ReportRow, 'operation' | 'facts'>): CheckKey {
  const counted = row.operation === 'stampAdd' || row.operation === 'stampRemove';
  return counted && !row.facts?.stamps ? 'unknownCount' : row.operation;
}
