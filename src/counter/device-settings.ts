import * as z from 'zod/mini';
import { lazySchema } from '../api/lazy-schema';
import { hasHiddenInName } from '../lib/hidden-characters';
import { createStoredValue, useStoredValue } from '../lib/stored-value';

/** Who and what is at this counter: written into redeem memos for the service's own records. */
export const DEVICE_NAME_MAX = 40;
/** Names offered in the staff chip's quick switch, most recent first. */
export const RECENT_STAFF_MAX = 6;

/**
 * What this device is for: a counter tablet shows the counter screens in its tab bar and keeps
 * the back office in a menu; a back-office browser the other way round; both shows all.
 */
export const DEVICE_ROLES = ['both', 'counter', 'back-office'] as const;
export type DeviceRole = (typeof DEVICE_ROLES)[number];

/**
 * Empty means "not set yet" (the counter says so). Error messages are i18n keys under
 * `settings.device`, so the form shows them in either language.
 */
export const nameSchema = lazySchema(() =>
  z.string().check(z.trim(), z.maxLength(DEVICE_NAME_MAX, { error: 'tooLong' })),
);

/**
 * A name as typed in a form: also without control or direction characters, which would go into
 * every redeem memo and, live, the audit log. Stored names are read with `nameSchema`, so one
 * saved before this rule still loads.
 */
export const typedNameSchema = lazySchema(() =>
  nameSchema().check(z.refine((name) => !hasHiddenInName(name), { error: 'hidden' })),
);

/** The message key (under `device` in settings, `staff` in common) of a name's first problem. */
export type NameProblem = 'tooLong' | 'hidden';
export function nameProblem(message: string | undefined): NameProblem | null {
  if (message === undefined) return null;
  return message === 'hidden' ? 'hidden' : 'tooLong';
}

// Fields added later have defaults, so settings stored by an older version still load whole.
export const deviceSettingsSchema = lazySchema(() =>
  z.object({
    deviceName: nameSchema(),
    staffName: nameSchema(),
    role: z._default(z.enum(DEVICE_ROLES), 'both'),
    recentStaff: z._default(z.array(z.string()), []),
  }),
);
export type DeviceSettings = z.infer<ReturnType<typeof deviceSettingsSchema>>;

const store = createStoredValue<DeviceSettings>('counter-pos.device', deviceSettingsSchema, {
  deviceName: '',
  staffName: '',
  role: 'both',
  recentStaff: [],
});

export const getDeviceSettings = store.get;
export const forgetDeviceSettings = store.reset;

/** Saves what changed (names trimmed); throws on a value the schema refuses. */
export function saveDeviceSettings(patch: Partial<DeviceSettings>): void {
  store.set(deviceSettingsSchema().parse({ ...store.get(), ...patch }));
}

/** Puts a staff name at the front of the quick-switch list (blank names are not kept). */
export function rememberStaff(staffName: string): void {
  const staff = staffName.trim();
  if (!staff || staff.length > DEVICE_NAME_MAX) return;
  const current = store.get();
  const recentStaff = [staff, ...current.recentStaff.filter((name) => name !== staff)].slice(
    0,
    RECENT_STAFF_MAX,
  );
  store.set({ ...current, recentStaff });
}

/** The quick switch: this person is at the till now. */
export function switchStaff(staffName: string): void {
  saveDeviceSettings({ staffName });
  rememberStaff(staffName);
}

export function useDeviceSettings(): DeviceSettings {
  return useStoredValue(store);
}
