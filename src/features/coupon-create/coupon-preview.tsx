import { useId } from 'react';
import { NoBreak } from '../../components/no-break';
import { formatMoney, formatPercent, formatYmd, ymdToDate } from '../../lib/format';
import { currentLanguage, useTranslation, type TFunction } from '../../lib/i18n';
import { isCalendarDate } from '../../lib/dates';
import { discountRule, groupOf, isOnsite, parseDecimal, parseWhole } from './coupon-form-rules';
import type { CouponFormContext, CouponFormValues } from './coupon-form-values';
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

/**
 * A line of the coupon, and the values in it that must stay whole on one line (an amount, a
 * percentage, a date: "20% off" broke between "20" and "% off", a Korean date after "2026. 11.").
 */
export interface CouponText {
  text: string;
  keep: string[];
}

/**
 * "15% off" / "₩5,000 off", or null while the discount cannot be read or would be refused: a
 * preview of "150% off" beside "a percentage is between 1 and 100" shows a coupon no one can make.
 */
export function discountText(
  values: CouponFormValues,
  t: TFunction<'create'>,
  language: string,
): CouponText | null {
  if (discountRule(values) !== null) return null;
  const value = parseDecimal(values.discount);
  const currency = values.currency.trim();
  const discount =
    values.discountType === 'percentage'
      ? formatPercent(value, language)
      : currency
        ? formatMoney(value, currency, language)
        : String(value);
  return { text: t('preview.off', { discount }), keep: [discount] };
}

const rangeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "Nov 21 – Dec 31, 2026", kept whole on each side of its dash: "Nov 21" and "Dec 31, 2026",
 * "2026. 11. 21." and "12. 31.", as the language's own range format splits them.
 */
function dateRange(language: string, start: Date, end: Date): CouponText {
  let format = rangeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    rangeFormats.set(language, format);
  }
  const parts = format.formatRangeToParts(start, end);
  const join = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  const text = join(0);
  const lastOfStart = parts.findLastIndex((part) => part.source === 'startRange');
  const firstOfEnd = parts.findIndex((part) => part.source === 'endRange');
  // One day (start and end the same): one date, all of it shared.
  if (lastOfStart === -1 || firstOfEnd === -1) return { text, keep: [text] };
  // The start date's own closing mark may sit in the shared separator (Korean ". ~ "): kept with it.
  const closing = /^\S*/.exec(join(lastOfStart + 1, firstOfEnd))?.[0] ?? '';
  return { text, keep: [join(0, lastOfStart + 1) + closing, join(firstOfEnd)] };
}

/** "valid Nov 21 – Dec 31, 2026 (KST)": calendar days, shown as the days they name on any device. */
export function validityText(
  values: CouponFormValues,
  t: TFunction<'create'>,
  language: string,
): CouponText | null {
  const start = values.startDate.trim();
  const end = values.endDate.trim();
  const zone = serviceZoneAbbreviation();
  if (!isCalendarDate(start)) return null;
  const startDate = ymdToDate(start);
  const endDate = isCalendarDate(end) && end >= start ? ymdToDate(end) : null;
  if (!startDate) return null;
  if (!endDate) {
    const date = formatYmd(start, language);
    return { text: t('preview.validFrom', { date, zone }), keep: [date] };
  }
  const range = dateRange(language, startDate, endDate);
  return { text: t('preview.valid', { range: range.text, zone }), keep: range.keep };
}

/** One plain sentence: "15% off, valid Nov 21 – Dec 31, 2026 (KST), 3 uses for minji.kim, …". */
export function couponSentence(
  values: CouponFormValues,
  context: CouponFormContext,
  t: TFunction<'create'>,
  language: string,
): CouponText {
  const discount = discountText(values, t, language);
  const validity = validityText(values, t, language);
  const parts: string[] = [
    discount?.text ?? t('preview.noDiscount'),
    validity?.text ?? t('preview.noDates'),
  ];
  const limit = parseWhole(values.useLimit);
  const uses =
    limit === 0
      ? t('preview.unlimited')
      : t('preview.uses', { count: Number.isNaN(limit) ? 1 : limit });
  const userId = values.userId.trim();
  parts.push(userId ? t('preview.usesFor', { uses, userId }) : uses);
  if (isOnsite(values, context)) parts.push(t('preview.onsite'));
  return {
    text: t('preview.sentence', { parts: parts.join(t('preview.separator')) }),
    keep: [...(discount?.keep ?? []), ...(validity?.keep ?? [])],
  };
}

/** A coupon line with its values kept whole, or the words for what is missing. */
export function CouponLine({ line, missing }: { line: CouponText | null; missing?: string }) {
  return line ? <NoBreak text={line.text} keep={line.keep} /> : <>{missing}</>;
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
          <CouponLine line={discountText(values, t, language)} missing={t('preview.noDiscount')} />
        </p>
        <p className="create-preview__validity">
          <CouponLine line={validityText(values, t, language)} missing={t('preview.noDates')} />
        </p>
      </div>
      <p className="create-preview__sentence">
        <CouponLine line={couponSentence(values, context, t, language)} />
      </p>
    </section>
  );
}
