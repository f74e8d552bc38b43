/**
 * Calls refused before they reach the service (no session, a revoked or unknown device, a role
 * that may not) can come by the thousand from one browser, and a synced line for each filled the
 * log and held every till's write behind it (a red team wrote 10,000 in 193 s). So refusals are
 * counted per device, operation and minute (decision 0013): the first of a minute gets its line
 * at once; the rest of that minute are one line of the same operation with their count
 * (`facts.calls`, which the day report adds up), written when the minute is over (at the next
 * refusal after it, or when the server's timer flushes). Pure, with a table test.
 *
 * What a restart and a second process cost: the counts of the minute under way (in memory) are
 * lost when the process dies; each process counts its own, so two processes write at most two
 * such lines a device and minute.
 */

export const REFUSAL_MINUTE_MS = 60_000;

/** Who was refused, as the audit line names them. */
export interface RefusedWho {
  device: string | null;
  staff: string | null;
  role: string | null;
}

/** One device's minute of one operation: its start, who was last refused, the refusals after the first. */
export interface RefusalMinute {
  operation: string;
  startedAt: number;
  who: RefusedWho;
  /** Refusals after the first, by reason. */
  counted: Record<string, number>;
}

export type RefusalTally = ReadonlyMap<string, RefusalMinute>;

/** The line a minute's counted refusals become: how many, and why, most frequent first. */
export function countedLine(minute: RefusalMinute): { calls: number; detail: string } | null {
  const reasons = Object.entries(minute.counted).sort((a, b) => b[1] - a[1]);
  const calls = reasons.reduce((sum, [, n]) => sum + n, 0);
  if (calls === 0) return null;
  const why = reasons.map(([reason, n]) => `${reason} ${n}`).join(', ');
  return { calls, detail: `${calls} more refused within a minute of the first (${why})` };
}

/** What a refusal is counted under: the device (one key for every browser that is no device). */
export interface RefusalKey {
  deviceId: string | null;
  operation: string;
}

/**
 * A refusal at `at`: whether it gets its own line now, and the minute of the same device and
 * operation before it that is over and must be written.
 */
export function noteRefusal(
  tally: RefusalTally,
  { deviceId, operation }: RefusalKey,
  at: number,
  reason: string,
  who: RefusedWho,
): { tally: RefusalTally; lineNow: boolean; over: RefusalMinute | null } {
  const key = `${deviceId ?? '*'} ${operation}`;
  const next = new Map(tally);
  const minute = tally.get(key);
  if (minute && at - minute.startedAt < REFUSAL_MINUTE_MS && at >= minute.startedAt) {
    const counted = { ...minute.counted, [reason]: (minute.counted[reason] ?? 0) + 1 };
    next.set(key, { operation, startedAt: minute.startedAt, who, counted });
    return { tally: next, lineNow: false, over: null };
  }
  next.set(key, { operation, startedAt: at, who, counted: {} });
  return { tally: next, lineNow: true, over: minute ?? null };
}

/** The minutes over at `at`, to be written, and the tally without them. */
export function minutesOver(
  tally: RefusalTally,
  at: number,
): { tally: RefusalTally; over: RefusalMinute[] } {
  const next = new Map(tally);
  const over: RefusalMinute[] = [];
  for (const [key, minute] of tally) {
    if (at - minute.startedAt >= REFUSAL_MINUTE_MS || at < minute.startedAt) {
      next.delete(key);
      over.push(minute);
    }
  }
  return { tally: next, over };
}
