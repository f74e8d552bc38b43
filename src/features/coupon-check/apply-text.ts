import type { Coupon } from '../../api/coupons';
import { discountPhrase } from '../../counter/discount';
import { currentLanguage, type useTranslation } from '../../lib/i18n';

/**
 * What to key into the till ("Apply 15% off"): the redeemed verdict's big type, a "not sure" on a
 * coupon that can be used nowhere again, and what a screen reader hears after a redeem. Small and
 * apart from the verdict, which the counter screen loads lazily.
 */
export function applyText(coupon: Coupon, t: ReturnType<typeof useTranslation<'counter'>>['t']) {
  const discount = discountPhrase(coupon, currentLanguage());
  return t('redeem.apply', { discount: t(`discount.${discount.key}`, { value: discount.value }) });
}
