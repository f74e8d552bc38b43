import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';

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

const STORAGE_KEY = 'counter-pos.device';
const DEFAULTS: DeviceSettings = { deviceName: '', staffName: '' };
const listeners = new Set<() => void>();
let current: DeviceSettings | null = null;

function read(): DeviceSettings {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const parsed = deviceSettingsSchema.safeParse(raw ? JSON.parse(raw) : null);
    return parsed.success ? parsed.data : DEFAULTS;
  } catch {
    return DEFAULTS;
  }
}

export function getDeviceSettings(): DeviceSettings {
  current ??= read();
  return current;
}

export function saveDeviceSettings(settings: DeviceSettings): void {
  current = deviceSettingsSchema.parse(settings);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Storage refused (private window): the names last for this visit.
  }
  for (const listener of listeners) listener();
}

/** Forgets the names on this device (and in memory). */
export function forgetDeviceSettings(): void {
  current = DEFAULTS;
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored to forget.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDeviceSettings(): DeviceSettings {
  return useSyncExternalStore(subscribe, getDeviceSettings);
}
