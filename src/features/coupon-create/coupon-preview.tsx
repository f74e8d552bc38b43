import { useId } from 'react';
import { formatMoney, formatPercent, formatYmd, ymdToDate } from '../../lib/format';
import { currentLanguage, useTranslation, type TFunction } from '../../lib/i18n';
import {
  groupOf,
  isCalendarDate,
  isOnsite,
  parseDecimal,
  parseWhole,
  type CouponFormContext,
  type CouponFormValues,
} from './coupon-form-schema';
import { pickerColour } from './colour';
import { serviceZoneAbbreviation } from '../../lib/service-zone';

const DEFAULT_TEXT = '#18181B';
const DEFAULT_BACKGROUND = '#FFFFFF';

/** The colours the customer will see: the group's win, then the coupon's, then the template's. */
export function effectiveColours(
  values: CouponFormValues,
  context: CouponFormContext,
): { text: string; background: string } {
  const group = groupOf(values, context)?.settings;
  const template = context.templates.find(
    (candidate) => String(candidate.tmplIdx) === values.templateIdx.trim(),
  );
  const pick = (...candidates: (string | undefined)[]) =>
    candidates.map((colour) => (colour ? pickerColour(colour) : null)).find(Boolean);
  return {
    text:
      pick(group?.textColour, values.textColour, template?.textColour) ??
      DEFAULT_TEXT.toLowerCase(),
    background:
      pick(group?.backgroundColour, values.backgroundColour, template?.backgroundColour) ??
      DEFAULT_BACKGROUND.toLowerCase(),
  };
}

/** "15% off" / "₩5,000 off", or null while the discount cannot be read. */
export function discountText(
  values: CouponFormValues,
  t: TFunction<'create'>,
  language: string,
): string | null {
  const value = parseDecimal(values.discount);
  if (!Number.isFinite(value) || value <= 0) return null;
  if (values.discountType === 'percentage')
    return t('preview.off', { discount: formatPercent(value, language) });
  const currency = values.currency.trim();
  return t('preview.off', {
    discount: currency ? formatMoney(value, currency, language) : String(value),
  });
}

const rangeFormats = new Map<string, Intl.DateTimeFormat>();

/** "Nov 21 – Dec 31, 2026": calendar days, shown as the days they name on any device. */
export function validityText(
  values: CouponFormValues,
  t: TFunction<'create'>,
  language: string,
): string | null {
  const start = values.startDate.trim();
  const end = values.endDate.trim();
  const zone = serviceZoneAbbreviation();
  if (!isCalendarDate(start)) return null;
  const startDate = ymdToDate(start);
  const endDate = isCalendarDate(end) && end >= start ? ymdToDate(end) : null;
  if (!startDate) return null;
  if (!endDate) return t('preview.validFrom', { date: formatYmd(start, language), zone });
  let format = rangeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    rangeFormats.set(language, format);
  }
  return t('preview.valid', { range: format.formatRange(startDate, endDate), zone });
}

/** One plain sentence: "15% off, valid Nov 21 – Dec 31, 2026 (KST), 3 uses for minji.kim, …". */
export function couponSentence(
  values: CouponFormValues,
  context: CouponFormContext,
  t: TFunction<'create'>,
  language: string,
): string {
  const parts: string[] = [
    discountText(values, t, language) ?? t('preview.noDiscount'),
    validityText(values, t, language) ?? t('preview.noDates'),
  ];
  const limit = parseWhole(values.useLimit);
  const uses =
    limit === 0
      ? t('preview.unlimited')
      : t('preview.uses', { count: Number.isNaN(limit) ? 1 : limit });
  const userId = values.userId.trim();
  parts.push(userId ? t('preview.usesFor', { uses, userId }) : uses);
  if (isOnsite(values, context)) parts.push(t('preview.onsite'));
  return t('preview.sentence', { parts: parts.join(t('preview.separator')) });
}

/** The coupon as the customer will see it, and the sentence that says what it is. */
export function CouponPreview({
  values,
  context,
}: {
  values: CouponFormValues;
  context: CouponFormContext;
}) {
  const { t } = useTranslation('create');
  const language = currentLanguage();
  const titleId = useId();
  const { text, background } = effectiveColours(values, context);
  const image = groupOf(values, context)?.settings.imageUrl;
  const name = values.name.trim();
  return (
    <section className="card create-preview" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('preview.title')}</h2>
      <div
        className="create-preview__coupon"
        style={{ color: text, backgroundColor: background }}
        aria-label={t('preview.asCustomer')}
        role="group"
      >
        {image && <img className="create-preview__image" src={image} alt="" />}
        <p className="create-preview__name">{name || t('preview.noName')}</p>
        <p className="create-preview__discount">
          {discountText(values, t, language) ?? t('preview.noDiscount')}
        </p>
        <p className="create-preview__validity">
          {validityText(values, t, language) ?? t('preview.noDates')}
        </p>
      </div>
      <p className="create-preview__sentence">{couponSentence(values, context, t, language)}</p>
    </section>
  );
}
