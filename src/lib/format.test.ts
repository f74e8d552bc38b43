// @vitest-environment node
import { formatMoney, formatPercent, formatTime, formatYmd, ymdToDate } from './format';

describe('format', () => {
  it('formats money per currency and language', () => {
    expect(formatMoney(5000, 'KRW', 'en')).toBe('₩5,000');
    expect(formatMoney(5.5, 'USD', 'en')).toBe('$5.50');
    expect(formatMoney(5000, 'KRW', 'ko')).toBe('₩5,000');
    expect(formatMoney(12, 'XYZ1', 'en')).toBe('12 XYZ1');
  });

  it('formats percentages', () => {
    expect(formatPercent(15, 'en')).toBe('15%');
    expect(formatPercent(12.5, 'ko')).toBe('12.5%');
  });

  it('formats a calendar date as that day, whatever the device time zone', () => {
    expect(formatYmd('2026-11-21', 'en')).toBe('Nov 21, 2026');
    expect(formatYmd('2026-11-21', 'ko')).toBe('2026. 11. 21.');
    expect(formatYmd('not a date', 'en')).toBe('not a date');
    expect(ymdToDate('2026-02-30')?.toISOString().slice(0, 10)).toBe('2026-03-02');
  });

  it("shows a time on the service's clock (Seoul), whatever the device's zone", () => {
    // The tests run under America/Los_Angeles and Pacific/Kiritimati: 05:05 UTC is 14:05 in Seoul.
    const at = new Date('2026-11-21T05:05:00Z');
    expect(formatTime(at, 'en')).toBe('2:05 PM');
    // Korean's word for PM depends on the runtime's locale data: the hour is what is checked.
    expect(formatTime(at, 'ko')).toMatch(/\b2:05$/);
  });
});
