import { serviceTimestamp } from '../../api/service-time';
import type { DeviceSettings } from '../../lib/device-settings';

/**
 * The redeem's memo: which device, which staff member, when. The time is the service's (with its
 * UTC offset), so the memo reads in the same calendar as the service's own records, whatever
 * zone the device is set to.
 */
export function redeemMemo(
  device: Pick<DeviceSettings, 'deviceName' | 'staffName'>,
  now: Date = new Date(),
): string {
  const deviceName = device.deviceName.trim() || 'unnamed device';
  const staffName = device.staffName.trim() || 'unnamed staff';
  return `Counter POS · device: ${deviceName} · staff: ${staffName} · ${serviceTimestamp(now)}`;
}
