import { formatRedeemMemo } from '../../api/redeem-memo';
import { SERVICE_TIME_ZONE } from '../../api/service-time';
import type { DeviceSettings } from '../../counter/device-settings';

/**
 * The demo's redeem memo, from the device's settings (src/api/redeem-memo.ts formats it). Live
 * mode sends none: our server writes the signed-in person's.
 */
export function redeemMemo(
  device: Pick<DeviceSettings, 'deviceName' | 'staffName'>,
  now: Date = new Date(),
): string {
  return formatRedeemMemo(device.deviceName, device.staffName, now, SERVICE_TIME_ZONE);
}
