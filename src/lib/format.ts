/**
 * Numbers, money and dates through Intl, in the UI language. Calendar dates (YYYY-MM-DD) are
 * formatted as the calendar day they name, never shifted by the device's time zone.
 */
import { serviceTimeZone } from '../config/env';

/**
 * Intl formatters are costly to build and a counter formats on every scan: keep them, by locale
 * and a name for the options. The name is the caller's, not the options serialised: a month's
 * heatmap formats its days hundreds of times in one render, and serialising each time cost more
 * than the formatting (decision 0028).
 */
function cached<Options, Format>(create: (locale: string, options: Options) => Format) {
  const cache = new Map<string, Format>();
  return (locale: string, name: string, options: Options): Format => {
    const key = `${locale}|${name}`;
    let format = cache.get(key);
    if (!format) {
      format = create(locale, options);
      cache.set(key, format);
    }
    return format;
  };
}

const numberFormat = cached(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
const dateFormat = cached(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);

export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale, 'number', {}).format(value);
}

/** "₩5,000", "$5.50"; an unknown currency code falls back to "5,000 XYZ". */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, `currency ${currency.toUpperCase()}`, {
      style: 'currency',
      currency: currency.toUpperCase(),
    }).format(amount);
  } catch {
    return `${formatNumber(amount, locale)} ${currency}`;
  }
}

/** 15 → "15%" (or the locale's own form). */
export function formatPercent(value: number, locale: string): string {
  return numberFormat(locale, 'percent', { style: 'percent', maximumFractionDigits: 2 }).format(
    value / 100,
  );
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date as a UTC midnight Date, so formatting in UTC shows the same day everywhere. */
export function ymdToDate(ymd: string): Date | null {
  const match = YMD.exec(ymd);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatYmd(
  ymd: string,
  locale: string,
  style: 'medium' | 'long' = 'medium',
): string {
  const date = ymdToDate(ymd);
  return date
    ? dateFormat(locale, `ymd ${style}`, { dateStyle: style, timeZone: 'UTC' }).format(date)
    : ymd;
}

/** "Tue, 12/1" / "12. 1. (화)": a day in a row of days, short enough for a phone's column. */
export function formatShortDay(ymd: string, locale: string): string {
  const date = ymdToDate(ymd);
  return date
    ? dateFormat(locale, 'short day', {
        weekday: 'short',
        month: 'numeric',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(date)
    : ymd;
}

/** "Tue 1" / "1 (화)": a row of a range whose months the caption already names. */
export function formatWeekdayAndDay(ymd: string, locale: string): string {
  const date = ymdToDate(ymd);
  return date
    ? dateFormat(locale, 'weekday and day', {
        weekday: 'short',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(date)
    : ymd;
}

/** "Sunday" … "Saturday" in the page's language, for 0 … 6. */
export function formatWeekday(weekday: number, locale: string): string {
  // 2026-11-01 was a Sunday: it plus n days is weekday n.
  return dateFormat(locale, 'weekday', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 1 + weekday)),
  );
}

/**
 * "2:05 PM" / "오후 2:05" on the service's clock (Asia/Seoul), as the day report, the audit log
 * and the paired devices show times: a tablet set to another zone must not show one event at two
 * different times on two screens.
 */
export function formatTime(date: Date, locale: string): string {
  return dateFormat(locale, 'service time', {
    timeStyle: 'short',
    timeZone: serviceTimeZone,
  }).format(date);
}

/** "2:05:31 PM" on the service's clock: where the seconds show that something just happened. */
export function formatTimeWithSeconds(date: Date, locale: string): string {
  return dateFormat(locale, 'service time seconds', {
    timeStyle: 'medium',
    timeZone: serviceTimeZone,
  }).format(date);
}
