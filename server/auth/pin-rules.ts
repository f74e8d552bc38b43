/**
 * How many PINs may be tried, as pure functions over one tally (decision 0013).
 *
 * An attempt is counted when it is **reserved**, before the PIN is verified: the (slow,
 * asynchronous) verify runs only for an attempt the rules let through, so a burst of guesses sent
 * at once can never verify more PINs than a patient guesser could. A right PIN then clears the
 * tally; a wrong one was already counted.
 *
 * - **Unlock** (per device): 5 wrong within 5 minutes pause the device's PIN entry for 30 s;
 *   10 wrong in a row unpair the device (an owner pairs it again).
 * - **Pairing** (one tally for the server: there is no device yet): 5 wrong pause pairing for
 *   30 s, and each later pause is twice as long as the one before (30 s, 60 s, 120 s); 20 wrong in
 *   a row lock pairing until the server's operator lifts it (`npm run staff -- unlock-pairing`).
 *   So someone on the shop's Wi-Fi gets 20 guesses at an owner's PIN, in all, not 1,200 an hour.
 */

export interface PinRules {
  /** Wrong PINs within `windowMs` that start a pause. */
  pauseAfter: number;
  windowMs: number;
  /** The first pause. */
  pauseMs: number;
  /** Each further pause is this many times the one before (1: always the same). */
  pauseGrowth: number;
  /** Wrong PINs in a row (no right one between) that end it: the device unpaired, or pairing locked. */
  endAfter: number;
  end: 'revoke' | 'lock';
}

export const PIN_RULES = {
  unlock: {
    pauseAfter: 5,
    windowMs: 5 * 60_000,
    pauseMs: 30_000,
    pauseGrowth: 1,
    endAfter: 10,
    end: 'revoke',
  },
  pair: {
    pauseAfter: 5,
    windowMs: 5 * 60_000,
    pauseMs: 30_000,
    pauseGrowth: 2,
    endAfter: 20,
    end: 'lock',
  },
} as const satisfies Record<string, PinRules>;

/** What is kept per device (and once for pairing): small, JSON, survives a restart. */
export interface Tally {
  /** Times (ms) of the wrong (or not yet verified) attempts within the window. */
  recent: readonly number[];
  /** Attempts since the last right PIN. */
  inARow: number;
  /** PIN entry is closed until then (ms; 0 when open). */
  pausedUntil: number;
  /** Pauses so far: the next one is `pauseMs × pauseGrowth^pauses`. */
  pauses: number;
  /** When pairing was locked (ms), until the operator lifts it; null when not locked. */
  lockedAt: number | null;
}

export const EMPTY_TALLY: Tally = {
  recent: [],
  inARow: 0,
  pausedUntil: 0,
  pauses: 0,
  lockedAt: null,
};

export type Reservation =
  /** Not verified: PIN entry is paused until then. */
  | { kind: 'paused'; until: number }
  /** Not verified: pairing is locked until the operator lifts it. */
  | { kind: 'locked' }
  /**
   * Verify it. `ifWrong` says what a wrong PIN now means: nothing more, a pause (already in the
   * tally: PIN entry stays closed while this one is verified), or the end.
   */
  | {
      kind: 'verify';
      ifWrong: { kind: 'wrong' } | { kind: 'paused'; until: number } | { kind: 'end' };
    };

/**
 * Wrong PINs still allowed after this attempt, if it is wrong, before the end (a device unpaired,
 * pairing locked): what a person at the pad is told, so the last tries are not a surprise.
 */
/** The response header that carries it, on a wrong PIN at the unlock pad. */
export const PIN_TRIES_LEFT_HEADER = 'X-Pin-Tries-Left';

export function triesLeftIfWrong(tally: Tally, rules: PinRules): number {
  return Math.max(0, rules.endAfter - tally.inARow);
}

/** The longest a pause may grow to: a day (the lock-out comes long before this). */
const LONGEST_PAUSE_MS = 24 * 60 * 60_000;

export function pauseLength(rules: PinRules, pauses: number): number {
  return Math.min(LONGEST_PAUSE_MS, rules.pauseMs * rules.pauseGrowth ** pauses);
}

/**
 * Counts one attempt at `now`, before its PIN is verified. Returns the tally to store (the same
 * one when the attempt is not let through) and what to do.
 */
export function reserveAttempt(
  tally: Tally,
  rules: PinRules,
  now: number,
): { tally: Tally; reservation: Reservation } {
  if (tally.lockedAt !== null) return { tally, reservation: { kind: 'locked' } };
  if (tally.pausedUntil > now) {
    return { tally, reservation: { kind: 'paused', until: tally.pausedUntil } };
  }
  const inARow = tally.inARow + 1;
  const recent = [...tally.recent.filter((t) => now - t < rules.windowMs), now];
  if (inARow >= rules.endAfter) {
    // The last try: PIN entry stays closed while it is verified, so nothing else slips in.
    const hold = now + pauseLength(rules, tally.pauses);
    return {
      tally: { ...tally, inARow, recent, pausedUntil: hold },
      reservation: { kind: 'verify', ifWrong: { kind: 'end' } },
    };
  }
  if (recent.length >= rules.pauseAfter) {
    const until = now + pauseLength(rules, tally.pauses);
    return {
      // The next pause needs `pauseAfter` more wrong PINs, not one.
      tally: { ...tally, inARow, recent: [], pausedUntil: until, pauses: tally.pauses + 1 },
      reservation: { kind: 'verify', ifWrong: { kind: 'paused', until } },
    };
  }
  return {
    tally: { ...tally, inARow, recent },
    reservation: { kind: 'verify', ifWrong: { kind: 'wrong' } },
  };
}

/**
 * The tally after a reserved attempt was verified: cleared by a right PIN; after a wrong one that
 * was the last try, locked (pairing) or gone with the device (unlock: the caller unpairs it).
 * Null means "no tally".
 */
export function settleAttempt(
  tally: Tally,
  rules: PinRules,
  ifWrong: Extract<Reservation, { kind: 'verify' }>['ifWrong'],
  right: boolean,
  now: number,
): Tally | null {
  if (right) return null;
  if (ifWrong.kind !== 'end') return tally;
  return rules.end === 'lock' ? { ...tally, lockedAt: now, pausedUntil: 0 } : null;
}

/**
 * Wrong PINs for one person across every device, whatever happened between: the device's own
 * tallies are cleared by a right PIN, so someone at two tills could guess the owner's PIN four
 * times on each, wait for the owner's own unlock there, and start again (a red team got 27
 * guesses that way). Past 20 within a day, that person's PIN is checked nowhere until the oldest
 * of them is a day old: 20 guesses a day at a 4-digit PIN, where the devices' rules alone allowed
 * hundreds. A right PIN takes back its own count only, never the wrong ones before it.
 */
export const PERSON_PIN_CAP = { most: 20, windowMs: 24 * 60 * 60_000 } as const;

/** Counts one attempt for a person before its PIN is verified, or says until when it waits. */
export function reservePersonAttempt(
  tally: Tally,
  now: number,
): { tally: Tally; reservation: { kind: 'verify' } | { kind: 'paused'; until: number } } {
  const recent = tally.recent.filter((t) => now - t < PERSON_PIN_CAP.windowMs);
  if (recent.length >= PERSON_PIN_CAP.most) {
    const until = Math.min(...recent) + PERSON_PIN_CAP.windowMs;
    return { tally: { ...tally, recent }, reservation: { kind: 'paused', until } };
  }
  return { tally: { ...tally, recent: [...recent, now] }, reservation: { kind: 'verify' } };
}

/** After the verify: a right PIN (or an attempt never verified) takes back the count made `at`. */
export function settlePersonAttempt(tally: Tally, at: number, counted: boolean): Tally | null {
  if (counted) return tally;
  const index = tally.recent.indexOf(at);
  const recent = index < 0 ? tally.recent : tally.recent.toSpliced(index, 1);
  return recent.length === 0 ? null : { ...tally, recent };
}
