import type { Tally } from './day-report';
import { formatMoney, formatNumber, formatPercent } from '../format';

/**
 * "Today at this till" as the rows a person reads: what was given first, then stamps, then what
 * did not go through; a row of nothing is left out except the redeems (a zero there is news) and
 * a row the tally shown beside it has.
 * Pure, with a table test.
 */

export type TallyRowKey =
  | 'redeems'
  | 'discounts'
  | 'stampsAdded'
  | 'stampsTakenBack'
  | 'rewards'
  | 'refused'
  | 'failed'
  | 'notSure';

export interface TallyRow {
  key: TallyRowKey;
  value: string;
  /** Not sure: each such write must be checked before closing. */
  warn?: true;
}

/** A fixed amount in its currency ("₩5,000"), or the bare figure when none is named. */
export function amountText(value: number, currency: string | null, locale: string): string {
  return currency ? formatMoney(value, currency, locale) : formatNumber(value, locale);
}

/** "₩8,000 (2), $5.50 (1), 15% (3)": amounts per currency, then each rate, then the rest. */
/** Each kind of discount given with its count: "₩8,000 (2)", "15% (3)", "other (1)". */
export function discountParts(tally: Tally, locale: string, otherWord: string): string[] {
  const times = (count: number) => `(${formatNumber(count, locale)})`;
  const parts = [
    ...tally.amounts.map(
      (given) => `${amountText(given.total, given.currency, locale)} ${times(given.count)}`,
    ),
    ...tally.rates.map((given) => `${formatPercent(given.rate, locale)} ${times(given.count)}`),
  ];
  if (tally.otherDiscounts > 0) parts.push(`${otherWord} ${times(tally.otherDiscounts)}`);
  return parts;
}

export function discountsText(tally: Tally, locale: string, otherWord: string): string {
  return discountParts(tally, locale, otherWord).join(', ');
}

/**
 * `alongside`: a tally shown beside this one (the till's beside the person's). A row either of
 * them has is in both, a zero included, so the two lists read row for row (but the not-sure
 * warning, which is only where there is a write to check).
 */
export function tallyRows(
  tally: Tally,
  locale: string,
  otherWord: string,
  alongside?: Tally,
): TallyRow[] {
  const count = (value: number) => formatNumber(value, locale);
  const has = (key: Exclude<TallyRowKey, 'discounts'>) =>
    tally[key] > 0 || (alongside !== undefined && alongside[key] > 0);
  const rows: TallyRow[] = [{ key: 'redeems', value: count(tally.redeems) }];
  if (has('redeems')) {
    rows.push({ key: 'discounts', value: discountsText(tally, locale, otherWord) || '—' });
  }
  for (const key of ['stampsAdded', 'stampsTakenBack', 'rewards', 'refused', 'failed'] as const) {
    if (has(key)) rows.push({ key, value: count(tally[key]) });
  }
  // A warning, so only where there is one to check.
  if (tally.notSure > 0) rows.push({ key: 'notSure', value: count(tally.notSure), warn: true });
  return rows;
}
