/**
 * Calls from browsers that are not paired devices are refused before anything else. Anyone on the
 * shop's Wi-Fi can send them by the thousand, and a line for each went through the audit log's one
 * append queue (1,000 lines in 25 s, each flushed to disk): the log filled with noise and the
 * staff's own writes waited behind it. So they are logged as a sample: the first, then at most one
 * line a minute, which says how many were refused since the line before.
 */
export const UNPAIRED_LOG_EVERY_MS = 60_000;

export interface SamplerState {
  /** When the last line was written (ms); null before the first. */
  lastLoggedAt: number | null;
  /** Refusals since that line that were not logged one by one. */
  unlogged: number;
}

export const EMPTY_SAMPLER: SamplerState = { lastLoggedAt: null, unlogged: 0 };

/** Whether this refusal gets a line, with how many went unlogged before it. */
export function sampleRefusal(
  state: SamplerState,
  now: number,
): { state: SamplerState; log: { unloggedBefore: number } | null } {
  if (state.lastLoggedAt === null || now - state.lastLoggedAt >= UNPAIRED_LOG_EVERY_MS) {
    return {
      state: { lastLoggedAt: now, unlogged: 0 },
      log: { unloggedBefore: state.unlogged },
    };
  }
  return { state: { ...state, unlogged: state.unlogged + 1 }, log: null };
}
