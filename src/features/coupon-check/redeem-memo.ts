import type { DeviceSettings } from '../../lib/device-settings';

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Local time with its UTC offset, so the service's records say when it happened at the shop. */
export function localTimestamp(now: Date): string {
  const offset = -now.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const hours = pad(Math.floor(Math.abs(offset) / 60));
  const minutes = pad(Math.abs(offset) % 60);
  return (
    `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ` +
    `${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())} ${sign}${hours}:${minutes}`
  );
}

/** The redeem's memo: which device, which staff member, when (in the shop's time). */
export function redeemMemo(device: DeviceSettings, now: Date = new Date()): string {
  const deviceName = device.deviceName.trim() || 'unnamed device';
  const staffName = device.staffName.trim() || 'unnamed staff';
  return `Counter POS · device: ${deviceName} · staff: ${staffName} · ${localTimestamp(now)}`;
}
