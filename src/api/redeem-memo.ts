/**
 * The redeem's memo, the service's only record of who redeemed: which device, which person, when
 * (in the service's zone, with its offset, so it reads in the same calendar as the service's own
 * records). One formatter for both sides: the demo's browser writes it from the
 * device's settings; in live mode the browser sends none and our server writes it from the
 * signed-in session (server/auth/memo.ts), since a browser could write anything.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

export interface ClockParts {
  ymd: string;
  time: string;
  hour: number;
  /** "+09:00" */
  offset: string;
}

/** The wall clock of a time zone at an instant (one formatter per zone, kept). */
export function clockParts(at: Date, timeZone: string): ClockParts {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    });
    formats.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(at)) part[type] = value;
  // "GMT+09:00", or plain "GMT" for UTC itself.
  const offset = (part.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  return {
    ymd: `${part.year}-${part.month}-${part.day}`,
    time: `${part.hour}:${part.minute}:${part.second}`,
    hour: Number(part.hour),
    offset,
  };
}

/** "2026-11-21 10:30:00 +09:00": a moment as the service's records would read it. */
export function serviceStamp(at: Date, timeZone: string): string {
  const { ymd, time, offset } = clockParts(at, timeZone);
  return `${ymd} ${time} ${offset}`;
}

export function formatRedeemMemo(
  deviceName: string,
  staffName: string,
  at: Date,
  timeZone: string,
): string {
  const device = deviceName.trim() || 'unnamed device';
  const staff = staffName.trim() || 'unnamed staff';
  return `Counter POS · device: ${device} · staff: ${staff} · ${serviceStamp(at, timeZone)}`;
}
