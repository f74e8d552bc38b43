import { serviceStamp } from './redeem-memo';

/**
 * The service's clock: it keeps its calendar in one time zone (Asia/Seoul, UTC+9, no daylight
 * saving), and so must everything that compares or shows its dates. The device showing the app
 * may be anywhere; "today" is always the service's day. Set `VITE_SERVICE_TIME_ZONE` to change it.
 */
export const SERVICE_TIME_ZONE: string = import.meta.env.VITE_SERVICE_TIME_ZONE || 'Asia/Seoul';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SERVICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

interface ServiceClockParts {
  ymd: string;
  time: string;
  hour: number;
  /** "+09:00" */
  offset: string;
}

/** The wall clock of the service's zone at an instant. */
export function serviceClockParts(now: Date = new Date()): ServiceClockParts {
  const part: Record<string, string> = {};
  for (const { type, value } of partsFormat.formatToParts(now)) part[type] = value;
  // "GMT+09:00", or plain "GMT" for UTC itself.
  const offset = (part.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return {
    ymd: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}:${part.second}`,
    hour: Number(part.hour),
    offset,
  };
}

/** The service's today, YYYY-MM-DD. */
export function serviceToday(now: Date = new Date()): string {
  return serviceClockParts(now).ymd;
}

/** "2026-11-21 10:30:00 +09:00": a moment as the service's records would read it. */
export function serviceTimestamp(now: Date = new Date()): string {
  return serviceStamp(now, SERVICE_TIME_ZONE);
}
