// @vitest-environment node
import { formatYmd } from './format';
import { formatDateInput, parseDateInput, weekdayOf } from './date-input';

describe('a date typed in the page’s language', () => {
  it('is shown as the language writes a date in figures', () => {
    expect(formatDateInput('2026-11-25', 'en')).toBe('11/25/2026');
    expect(formatDateInput('2026-11-25', 'ko')).toBe('2026. 11. 25.');
    // Without leading zeros, as the app writes dates everywhere else (the preview beside the
    // field said "2026. 12. 2." while the field said "2026. 12. 02.").
    expect(formatDateInput('2026-01-05', 'en')).toBe('1/5/2026');
    expect(formatDateInput('2026-12-02', 'ko')).toBe('2026. 12. 2.');
    expect(formatDateInput('2026-12-02', 'ko')).toBe(formatYmd('2026-12-02', 'ko'));
    // Not a day: shown as it was typed, so nothing typed is lost.
    expect(formatDateInput('11/31/2026', 'en')).toBe('11/31/2026');
    expect(weekdayOf('2026-11-25', 'en')).toBe('Wed');
    expect(weekdayOf('2026-11-25', 'ko')).toBe('수');
  });

  it.each([
    ['en', '11/25/2026', '2026-11-25'],
    ['en', '11-25-2026', '2026-11-25'],
    ['en', ' 1/5/2026 ', '2026-01-05'],
    ['en', '2026-11-25', '2026-11-25'],
    ['en', 'Nov 25, 2026', '2026-11-25'],
    ['en', 'november 25 2026', '2026-11-25'],
    ['en', '20261125', '2026-11-25'],
    ['en', '11252026', '2026-11-25'],
    ['en', '12312026', '2026-12-31'],
    ['ko', '20261125', '2026-11-25'],
    ['en', '02/29/2028', '2028-02-29'],
    ['ko', '2026. 11. 25.', '2026-11-25'],
    ['ko', '2026.11.25', '2026-11-25'],
    ['ko', '2026년 11월 25일', '2026-11-25'],
    ['ko', '2026-11-25', '2026-11-25'],
  ] as const)('%s: %j is %s', (language, text, ymd) => {
    expect(parseDateInput(text, language)).toBe(ymd);
    expect(formatDateInput(ymd, language)).toBeTruthy();
  });

  it.each([
    ['en', ''],
    ['en', '11/31/2026'],
    ['en', '02/29/2026'],
    ['en', '13/01/2026'],
    ['en', '11/25/26'],
    ['en', '11/25'],
    ['en', '25/11/2026'],
    ['en', 'tomorrow'],
    ['en', 'Nov 25'],
    ['en', 'Nov Dec 25 2026'],
    ['en', '11/25/2026 10:00'],
    ['en', '11/25/2026x'],
    ['en', '=1+1'],
    ['ko', '25. 11. 2026.'],
    ['ko', '11/25/2026'],
    ['en', '13312026'],
    ['en', '1125202'],
    ['ko', '11252026'],
  ] as const)('%s: %j is not a day', (language, text) => {
    expect(parseDateInput(text, language)).toBeNull();
  });

  it('reads back what it shows, in both languages, every day of a leap year', () => {
    for (let day = 0; day < 366; day += 1) {
      const ymd = new Date(Date.UTC(2028, 0, 1 + day)).toISOString().slice(0, 10);
      for (const language of ['en', 'ko'])
        expect(parseDateInput(formatDateInput(ymd, language), language)).toBe(ymd);
    }
  });
});
