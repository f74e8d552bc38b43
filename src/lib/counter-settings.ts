import * as z from 'zod/mini';
import { createStoredValue, useStoredValue } from './stored-value';

/** How the counter behaves on this device. */
export const STAMP_GUARD_MAX_SECONDS = 600;

export const counterSettingsSchema = z.object({
  /** A second stamp on the same card within this many seconds asks first; 0 never asks. */
  stampGuardSeconds: z
    .int({ error: 'whole' })
    .check(
      z.minimum(0, { error: 'range' }),
      z.maximum(STAMP_GUARD_MAX_SECONDS, { error: 'range' }),
    ),
});
export type CounterSettings = z.infer<typeof counterSettingsSchema>;

const store = createStoredValue<CounterSettings>('counter-pos.counter', counterSettingsSchema, {
  stampGuardSeconds: 30,
});

export const getCounterSettings = store.get;
export const resetCounterSettings = store.reset;

export function saveCounterSettings(settings: CounterSettings): void {
  store.set(counterSettingsSchema.parse(settings));
}

export function useCounterSettings(): CounterSettings {
  return useStoredValue(store);
}
