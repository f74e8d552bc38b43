import * as z from 'zod/mini';
import { lazySchema } from '../api/lazy-schema';
import { createStoredValue, useStoredValue } from '../lib/stored-value';

/** How the counter behaves on this device. */
export const STAMP_GUARD_MAX_SECONDS = 600;
/**
 * How long after a stamp staff may take it back (Undo). The live server allows up to the longest
 * choice (server/stamp-undo-window.ts): keep the two the same.
 */
export const STAMP_UNDO_MINUTES = [1, 2, 3, 5] as const;
export const STAMP_UNDO_DEFAULT_MINUTES = 2;

export const counterSettingsSchema = lazySchema(() =>
  z.object({
    /** A second stamp on the same card within this many seconds asks first; 0 never asks. */
    stampGuardSeconds: z
      .int({ error: 'whole' })
      .check(
        z.minimum(0, { error: 'range' }),
        z.maximum(STAMP_GUARD_MAX_SECONDS, { error: 'range' }),
      ),
    /**
     * A short tone (and a vibration where the device has one) for valid, refused and done. Added
     * after the first release: settings stored before it have no such field and must still load
     * (a failed parse would fall back to every default and lose the stamp guard), so it defaults.
     */
    sounds: z._default(z.boolean(), true),
    /** Added with Undo (decision 0016): stored settings without it load with the default. */
    stampUndoMinutes: z._default(
      z.union(STAMP_UNDO_MINUTES.map((minutes) => z.literal(minutes))),
      STAMP_UNDO_DEFAULT_MINUTES,
    ),
  }),
);
export type CounterSettings = z.infer<ReturnType<typeof counterSettingsSchema>>;
/** What the schema takes (the settings form's values): a field with a default may be missing. */
export type CounterSettingsInput = z.input<ReturnType<typeof counterSettingsSchema>>;

const store = createStoredValue<CounterSettings>('counter-pos.counter', counterSettingsSchema, {
  stampGuardSeconds: 30,
  sounds: true,
  stampUndoMinutes: STAMP_UNDO_DEFAULT_MINUTES,
});

export const getCounterSettings = store.get;
export const resetCounterSettings = store.reset;

/** Saves what is given; a setting left out keeps its current value. */
export function saveCounterSettings(settings: Partial<CounterSettings>): void {
  store.set(counterSettingsSchema().parse({ ...store.get(), ...settings }));
}

export function useCounterSettings(): CounterSettings {
  return useStoredValue(store);
}
