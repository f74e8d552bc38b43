/**
 * Back-off for wrong PINs, per device (and one shared line for pairing, which has no device
 * yet). Five wrong PINs within five minutes pause that device's PIN entry for 30 seconds; ten
 * wrong in a row, without a right one in between, unpair the device (the caller revokes it), so
 * guessing a 4-digit PIN on a tablet left alone takes an owner's visit after ten tries.
 */
export const PIN_LIMITS = {
  pauseAfter: 5,
  windowMs: 5 * 60_000,
  pauseMs: 30_000,
  revokeAfter: 10,
} as const;

interface Tally {
  /** Times of wrong PINs within the window. */
  recent: number[];
  /** Wrong PINs since the last right one. */
  inARow: number;
  pausedUntil: number;
}

export type PinFailure = { kind: 'wrong'; pausedUntil: number | null } | { kind: 'revoke' };

export class PinGuard {
  readonly #tallies = new Map<string, Tally>();
  constructor(private readonly now: () => number) {}

  #tally(key: string): Tally {
    let tally = this.#tallies.get(key);
    if (!tally) {
      tally = { recent: [], inARow: 0, pausedUntil: 0 };
      this.#tallies.set(key, tally);
    }
    return tally;
  }

  /** Until when PINs are not taken for this key, or null. */
  pausedUntil(key: string): number | null {
    const until = this.#tallies.get(key)?.pausedUntil ?? 0;
    return until > this.now() ? until : null;
  }

  wrong(key: string): PinFailure {
    const at = this.now();
    const tally = this.#tally(key);
    tally.inARow += 1;
    tally.recent = [...tally.recent.filter((t) => at - t < PIN_LIMITS.windowMs), at];
    if (tally.inARow >= PIN_LIMITS.revokeAfter) {
      this.#tallies.delete(key);
      return { kind: 'revoke' };
    }
    if (tally.recent.length >= PIN_LIMITS.pauseAfter) {
      tally.pausedUntil = at + PIN_LIMITS.pauseMs;
      // The next pause needs five more wrong PINs, not one.
      tally.recent = [];
      return { kind: 'wrong', pausedUntil: tally.pausedUntil };
    }
    return { kind: 'wrong', pausedUntil: null };
  }

  right(key: string): void {
    this.#tallies.delete(key);
  }
}
