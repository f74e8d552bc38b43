import { formatRedeemMemo } from '../../src/api/redeem-memo';

/**
 * The redeem's memo as the live server writes it: the app's one formatter
 * (src/api/redeem-memo.ts), with the device and the person taken from the session instead of
 * from the browser.
 */
export function redeemMemo(
  deviceName: string,
  staffName: string,
  nowMs: number,
  timeZone: string,
): string {
  return formatRedeemMemo(deviceName, staffName, new Date(nowMs), timeZone);
}
