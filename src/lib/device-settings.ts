import * as z from 'zod/mini';
import { createStoredValue, useStoredValue } from './stored-value';

/** Who and what is at this counter: written into redeem memos for the service's own records. */
export const DEVICE_NAME_MAX = 40;

/** Error messages are i18n keys under `settings.device`, so the form shows them in either language. */
const name = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: 'required' }),
    z.maxLength(DEVICE_NAME_MAX, { error: 'tooLong' }),
  );

export const deviceSettingsSchema = z.object({ deviceName: name, staffName: name });
export type DeviceSettings = z.infer<typeof deviceSettingsSchema>;

const store = createStoredValue<DeviceSettings>('counter-pos.device', deviceSettingsSchema, {
  deviceName: '',
  staffName: '',
});

export const getDeviceSettings = store.get;
export const forgetDeviceSettings = store.reset;

export function saveDeviceSettings(settings: DeviceSettings): void {
  store.set(deviceSettingsSchema.parse(settings));
}

export function useDeviceSettings(): DeviceSettings {
  return useStoredValue(store);
}
