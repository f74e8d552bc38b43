/**
 * The shop's rate limit shared fairly between its tills (decision 0024): in any minute, a till
 * may send at most the limit divided by the tills that asked for a call in that minute (itself
 * included; a refused ask counts too, so a till that was kept waiting takes its share from then
 * on). Alone, a till is held by the shop's bucket only (which lets a full bucket's burst through
 * on top of the minute's refill). A call is reserved before the shop's bucket is asked,
 * and given back if the bucket says no, so a burst from one till is held at its share however it
 * arrives.
 *
 * Per process, in memory: a restart forgets the minute (each till starts with a clean share); a
 * second process counts its own tills, so a till whose calls are spread over two processes can
 * take up to twice its share, and the shared bucket still holds the total.
 */

export const SHARE_WINDOW_MS = 60_000;

export interface FairShare {
  /** Reserves a call for `till`: ok with a release for a call the shop's bucket refused. */
  reserve(till: string): { ok: true; release: () => void } | { ok: false; retryAfterMs: number };
}

/** A till's calls and asks in the window, oldest first. */
interface TillMinute {
  used: number[];
  askedAt: number;
}

/** How many calls a till may have in the window now: the limit shared by the tills asking. */
export function shareOf(limit: number, askingTills: number): number {
  return Math.max(1, Math.floor(limit / Math.max(1, askingTills)));
}

export function createFairShare(limit: number, now: () => number): FairShare {
  const tills = new Map<string, TillMinute>();

  /** Forgets what fell out of the window. */
  function prune(at: number): void {
    for (const [till, minute] of tills) {
      while (minute.used.length > 0 && at - (minute.used[0] ?? at) >= SHARE_WINDOW_MS) {
        minute.used.shift();
      }
      if (minute.used.length === 0 && at - minute.askedAt >= SHARE_WINDOW_MS) tills.delete(till);
    }
  }

  return {
    reserve(till) {
      const at = now();
      prune(at);
      const minute = tills.get(till) ?? { used: [], askedAt: at };
      minute.askedAt = at;
      tills.set(till, minute);
      const share = shareOf(limit, tills.size);
      if (tills.size > 1 && minute.used.length >= share) {
        // The call that frees a place: the one that leaves the window first.
        const frees = minute.used[minute.used.length - share] ?? at;
        return { ok: false, retryAfterMs: Math.max(1, frees + SHARE_WINDOW_MS - at) };
      }
      minute.used.push(at);
      return {
        ok: true,
        release: () => {
          const index = minute.used.lastIndexOf(at);
          if (index >= 0) minute.used.splice(index, 1);
        },
      };
    },
  };
}
