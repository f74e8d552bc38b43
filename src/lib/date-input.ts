import { isCalendarDate } from './dates';
import { ymdToDate } from './format';

/*
 * A calendar date typed in a text field, in the page's language: written as the language writes a
 * date in figures (English "11/25/2026", Korean "2026. 11. 25."), and read back from what a person
 * types in that order with any separators. The browser's own date field shows the browser's
 * format instead, whatever the page's language (decision 0020).
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function figures(language: string): Intl.DateTimeFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      year: 'numeric',
      // As the app writes dates elsewhere ("2026. 12. 2.", the coupon's preview beside the field),
      // not "2026. 12. 02.".
      month: 'numeric',
      day: 'numeric',
      timeZone: 'UTC',
    });
    formats.set(language, format);
  }
  return format;
}

type Field = 'year' | 'month' | 'day';

/** The order the language writes year, month and day in: month-day-year, year-month-day… */
function orderOf(language: string): Field[] {
  return figures(language)
    .formatToParts(new Date(Date.UTC(2026, 10, 25)))
    .map((part) => part.type)
    .filter((type): type is Field => type === 'year' || type === 'month' || type === 'day');
}

/** "2026-11-25" → "11/25/2026" (en), "2026. 11. 25." (ko); anything else as it is. */
export function formatDateInput(ymd: string, language: string): string {
  const date = isCalendarDate(ymd) ? ymdToDate(ymd) : null;
  return date ? figures(language).format(date) : ymd;
}

const weekdays = new Map<string, Intl.DateTimeFormat>();

/** "Wed" / "수": beside a date in figures, it shows at once whether month and day were swapped. */
export function weekdayOf(ymd: string, language: string): string {
  const date = isCalendarDate(ymd) ? ymdToDate(ymd) : null;
  if (!date) return '';
  let format = weekdays.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
    weekdays.set(language, format);
  }
  return format.format(date);
}

const ENGLISH_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A month named in English, from its first three letters on ("Nov", "november"); else 0. */
function englishMonth(word: string): number {
  const lower = word.toLowerCase();
  if (lower.length < 3) return 0;
  return ENGLISH_MONTHS.findIndex((name) => name.startsWith(lower)) + 1;
}

/**
 * Eight figures with no separator: as the language writes a date ("12312026" in English, as a
 * browser's own date field takes keys), else year first ("20261231"), whichever is a real day.
 */
function eightFigures(text: string, language: string): string | null {
  const order = orderOf(language);
  const candidates: string[] = [];
  if (order[0] !== 'year') {
    const pieces = [text.slice(0, 2), text.slice(2, 4), text.slice(4)];
    const parts: Record<Field, string> = { year: '', month: '', day: '' };
    for (const [index, field] of order.entries()) parts[field] = pieces.at(index) ?? '';
    if (parts.year.length === 4) candidates.push(`${parts.year}-${parts.month}-${parts.day}`);
  }
  candidates.push(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`);
  return candidates.find(isCalendarDate) ?? null;
}

/**
 * What was typed, as YYYY-MM-DD, or null when it is not one real day. Read: three numbers in the
 * language's order ("11/25/2026", "11-25-2026", "2026. 11. 25.", "2026년 11월 25일"); a year
 * written first in any language ("2026-11-25", as the service writes dates, or pasted); eight
 * figures in the language's order or year first ("11252026", "20261125"); an English month name with the day and year ("Nov 25, 2026").
 * The year has four figures: "11/25/26" is not guessed.
 */
export function parseDateInput(text: string, language: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const words = trimmed.match(/\p{L}+/gu) ?? [];
  // Korean writes 년 월 일 after the figures; any other word must be a month's name.
  const named = words.filter((word) => !['년', '월', '일'].includes(word));
  if (named.length > 1 || !/^[\p{L}\d\s./,-]+$/u.test(trimmed)) return null;
  const numbers = trimmed.match(/\d+/g) ?? [];
  let parts: Record<Field, string> | null = null;
  if (named.length === 1) {
    const month = englishMonth(named[0] ?? '');
    const [first = '', second = ''] = numbers;
    if (month === 0 || numbers.length !== 2) return null;
    parts =
      first.length === 4
        ? { year: first, month: String(month), day: second }
        : { year: second, month: String(month), day: first };
  } else if (numbers.length === 1 && /^\d{8}$/.test(trimmed)) {
    return eightFigures(trimmed, language);
  } else if (numbers.length === 3) {
    const [first = ''] = numbers;
    const order: Field[] = first.length === 4 ? ['year', 'month', 'day'] : orderOf(language);
    parts = { year: '', month: '', day: '' };
    for (const [index, field] of order.entries()) parts[field] = numbers.at(index) ?? '';
  }
  if (!parts || !/^\d{4}$/.test(parts.year) || parts.month.length > 2 || parts.day.length > 2)
    return null;
  const ymd = `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
  return isCalendarDate(ymd) ? ymd : null;
}
