import * as z from 'zod/mini';
import { lazySchema } from '../api/lazy-schema';
import { createStoredValue, useStoredValue } from '../lib/stored-value';

/** The longest till name the pairing form takes. */
export const DEVICE_NAME_MAX = 40;

/**
 * What this device is for: a counter tablet shows the counter screens in its tab bar and keeps
 * the back office in a menu; a back-office browser the other way round; both shows all. Its name
 * and who is at it come from the sign-in (the till as paired, the person who unlocked it).
 */
export const DEVICE_ROLES = ['both', 'counter', 'back-office'] as const;
export type DeviceRole = (typeof DEVICE_ROLES)[number];

// Settings stored by an older version (with the names this device once kept) still load: the
// role is read, the rest is dropped.
export const deviceSettingsSchema = lazySchema(() =>
  z.object({ role: z._default(z.enum(DEVICE_ROLES), 'both') }),
);
export type DeviceSettings = z.infer<ReturnType<typeof deviceSettingsSchema>>;

const store = createStoredValue<DeviceSettings>('counter-pos.device', deviceSettingsSchema, {
  role: 'both',
});

export const getDeviceSettings = store.get;
export const forgetDeviceSettings = store.reset;

/** Saves what changed; throws on a value the schema refuses. */
export function saveDeviceSettings(patch: Partial<DeviceSettings>): void {
  store.set(deviceSettingsSchema().parse({ ...store.get(), ...patch }));
}

export function useDeviceSettings(): DeviceSettings {
  return useStoredValue(store);
}
