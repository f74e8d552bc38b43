import { clockParts, type ClockParts, serviceStamp } from './redeem-memo';
import { serviceTimeZone } from '../config/env';

/**
 * The service's clock: it keeps its calendar in one time zone (Asia/Seoul, UTC+9, no daylight
 * saving), and so must everything that compares or shows its dates. The device showing the app
 * may be anywhere; "today" is always the service's day. Set `VITE_SERVICE_TIME_ZONE` to change it.
 */
export const SERVICE_TIME_ZONE: string = serviceTimeZone;

/** The wall clock of the service's zone at an instant. */
export function serviceClockParts(now: Date = new Date()): ClockParts {
  return clockParts(now, SERVICE_TIME_ZONE);
}

/** The service's today, YYYY-MM-DD. */
export function serviceToday(now: Date = new Date()): string {
  return serviceClockParts(now).ymd;
}

/** "2026-11-21 10:30:00 +09:00": a moment as the service's records would read it. */
export function serviceTimestamp(now: Date = new Date()): string {
  return serviceStamp(now, SERVICE_TIME_ZONE);
}
