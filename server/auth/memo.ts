/**
 * The redeem's memo as the live server writes it: the same shape as the app's own
 * (src/features/coupon-check/redeem-memo.ts), with the device and the person taken from the
 * session instead of from the browser, and the time in the service's zone with its offset.
 */
export function redeemMemo(
  deviceName: string,
  staffName: string,
  nowMs: number,
  timeZone: string,
): string {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-US', {
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
  for (const { type, value } of format.formatToParts(new Date(nowMs))) parts[type] = value;
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  const stamp = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${offset}`;
  return `Counter POS · device: ${deviceName} · staff: ${staffName} · ${stamp}`;
}
