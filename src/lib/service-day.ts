// The service's day: its today and hour as a screen shows them, and stepping from one day to
// another. Beside the service's clock (api/service-time.ts) and the calendar checks (dates.ts).
import { useEffect, useState } from 'react';
import { serviceClockParts } from '../api/service-time';
import { isCalendarDate } from './dates';
import { useDemoSettings } from './demo-controls';

export interface ServiceNow {
  /** The service's today, YYYY-MM-DD. */
  today: string;
  /** The service's current hour, 0–23. */
  hour: number;
  /** "14:05", the service's wall clock. */
  time: string;
}

const same = (a: ServiceNow, b: ServiceNow) =>
  a.today === b.today && a.hour === b.hour && a.time === b.time;

function read(fixedNow: string | null | undefined): ServiceNow {
  const { ymd, hour, time } = serviceClockParts(fixedNow ? new Date(fixedNow) : new Date());
  return { today: ymd, hour, time: time.slice(0, 5) };
}

/**
 * The service's day and hour (never the device's), read again every minute so "today" rolls over
 * at midnight in Seoul and the hour in progress moves on. In the demo, a pinned service clock wins.
 */
export function useServiceNow(): ServiceNow {
  const fixedNow = useDemoSettings()?.fixedNow;
  const [now, setNow] = useState(() => read(fixedNow));
  useEffect(() => {
    const update = () => {
      const next = read(fixedNow);
      setNow((previous) => (same(previous, next) ? previous : next));
    };
    update();
    if (fixedNow) return;
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [fixedNow]);
  return now;
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/**
 * Calendar arithmetic on YYYY-MM-DD (-7: the same weekday a week earlier). The Date is only a
 * calendar here, read and written in UTC, so the device's zone and its daylight saving never
 * move a day. setUTCFullYear rather than Date.UTC: Date.UTC reads years 0–99 as 1900–1999.
 * Throws a RangeError for a date that is not a real YYYY-MM-DD, a non-integer count of days,
 * or a result outside years 0000–9999: each is a caller's bug, and a wrong date would hide it.
 */
export function addDays(ymd: string, days: number): string {
  if (!isCalendarDate(ymd)) throw new RangeError(`addDays: not a calendar date: ${ymd}`);
  if (!Number.isSafeInteger(days)) throw new RangeError(`addDays: not a whole number: ${days}`);
  const date = new Date(0);
  date.setUTCFullYear(
    Number(ymd.slice(0, 4)),
    Number(ymd.slice(5, 7)) - 1,
    Number(ymd.slice(8)) + days,
  );
  const year = date.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) throw new RangeError(`addDays: out of range: ${ymd} + ${days}`);
  return `${pad(year, 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}
