import { SERVICE_TIME_ZONE, serviceClockParts } from '../api/service-time';

// The service's time zone, named the way staff read it beside a date or an hour.

/**
 * The service's zone as staff know it: "KST" for Seoul (Intl's English short name for it is only
 * "GMT+9"), else whatever Intl calls it.
 */
export function serviceZoneAbbreviation(): string {
  if (SERVICE_TIME_ZONE === 'Asia/Seoul') return 'KST';
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: SERVICE_TIME_ZONE,
    timeZoneName: 'short',
  }).formatToParts(new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? SERVICE_TIME_ZONE;
}

/** "Korean Standard Time" / "한국 표준시", in the UI's language. */
export function serviceZoneName(language: string): string {
  const parts = new Intl.DateTimeFormat(language, {
    timeZone: SERVICE_TIME_ZONE,
    timeZoneName: 'long',
  }).formatToParts(new Date());
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? SERVICE_TIME_ZONE;
}

/** "KST, UTC+9": the zone and its offset, as the clicks chart, its table and its CSV name it. */
export function serviceZoneLabel(now: Date = new Date()): string {
  const { offset } = serviceClockParts(now);
  // "+09:00" → "UTC+9", "+05:30" → "UTC+5:30", "+00:00" → "UTC".
  const [, sign, hours, minutes] = /^([+-])(\d{2}):(\d{2})$/.exec(offset) ?? [];
  const utc =
    sign === undefined
      ? 'UTC'
      : hours === '00' && minutes === '00'
        ? 'UTC'
        : `UTC${sign}${Number(hours)}${minutes === '00' ? '' : `:${minutes}`}`;
  return `${serviceZoneAbbreviation()}, ${utc}`;
}
