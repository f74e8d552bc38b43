/**
 * Numbers, money and dates through Intl, in the UI language. Calendar dates (YYYY-MM-DD) are
 * formatted as the calendar day they name, never shifted by the device's time zone.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

export function formatNumber(value: number, locale: string): string {
  return numberFormat(locale, {}).format(value);
}

/** "₩5,000", "$5.50"; an unknown currency code falls back to "5,000 XYZ". */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
      amount,
    );
  } catch {
    return `${formatNumber(amount, locale)} ${currency}`;
  }
}

/** 15 → "15%" (or the locale's own form). */
export function formatPercent(value: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
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
  return date ? dateFormat(locale, { dateStyle: style, timeZone: 'UTC' }).format(date) : ymd;
}

export function formatTime(date: Date, locale: string): string {
  return dateFormat(locale, { timeStyle: 'short' }).format(date);
}

/** Today's calendar date (YYYY-MM-DD) in a time zone, the device's by default. */
export function todayYmd(now: Date = new Date(), timeZone?: string): string {
  return dateFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
