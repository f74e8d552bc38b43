import type { Coupon } from '../api/coupons';
import { DISC_TYPE_AMOUNT, DISC_TYPE_PERCENT } from '../api/coupons';
import { formatMoney, formatNumber, formatPercent } from '../lib/format';

/** The discount in the staff's language: "15%", "₩5,000"; the service's own text as a last resort. */
export function discountValue(
  coupon: Pick<Coupon, 'discTypeIdx' | 'disc' | 'discCurrency' | 'formatDiscCurrency'>,
  locale: string,
) {
  if (coupon.discTypeIdx === DISC_TYPE_PERCENT)
    return { kind: 'percent' as const, text: formatPercent(coupon.disc, locale) };
  if (coupon.discTypeIdx === DISC_TYPE_AMOUNT) {
    if (coupon.discCurrency)
      return {
        kind: 'amount' as const,
        text: formatMoney(coupon.disc, coupon.discCurrency, locale),
      };
    return {
      kind: 'amount' as const,
      text: coupon.formatDiscCurrency ?? formatNumber(coupon.disc, locale),
    };
  }
  return {
    kind: 'unknown' as const,
    text: coupon.formatDiscCurrency ?? formatNumber(coupon.disc, locale),
  };
}

/**
 * The discount as staff read it, and key it into the till: which sentence ("15% off", "₩5,000
 * off", "Discount: …" for a type this app does not know) with which value. The counter's verdict
 * and the recent list say it with the same words from their own namespaces.
 */
export function discountPhrase(
  coupon: Pick<Coupon, 'discTypeIdx' | 'disc' | 'discCurrency' | 'formatDiscCurrency'>,
  locale: string,
): { key: 'percent' | 'amount' | 'unknownType'; value: string } {
  const discount = discountValue(coupon, locale);
  return { key: discount.kind === 'unknown' ? 'unknownType' : discount.kind, value: discount.text };
}
