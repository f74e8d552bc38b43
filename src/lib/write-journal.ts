import * as z from 'zod/mini';
import { createStoredValue } from './stored-value';

/**
 * Writes this device has sent and not yet settled, kept across a reload or a crash. An entry is
 * made before the write leaves and removed once staff have been told what happened; one still
 * here when the app starts was cut off, and is read back then (components/interrupted-writes).
 * Holds only the code and the count before the write: no names, no passwords.
 */
const entrySchema = z.object({
  id: z.string(),
  at: z.string(),
  subject: z.enum(['coupon', 'stamp']),
  code: z.string(),
  action: z.enum(['redeem', 'add-stamp', 'reward']),
  /** `useCnt` or `stamps` as read just before the write. */
  before: z.number(),
});
export type PendingWrite = z.infer<typeof entrySchema>;

const store = createStoredValue<PendingWrite[]>(
  'counter-pos.pending-writes',
  z.array(entrySchema),
  [],
);

export const getPendingWrites = store.get;

export function recordPendingWrite(
  entry: Omit<PendingWrite, 'id' | 'at'>,
  now: Date = new Date(),
): string {
  const id = `${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`;
  store.set([...store.get(), { ...entry, id, at: now.toISOString() }]);
  return id;
}

export function settlePendingWrite(id: string): void {
  store.set(store.get().filter((entry) => entry.id !== id));
}

export function clearPendingWrites(): void {
  store.reset();
}
