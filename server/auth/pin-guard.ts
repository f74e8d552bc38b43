import type { PinAttempts } from './pin-attempts';
import {
  EMPTY_TALLY,
  PIN_RULES,
  type PinRules,
  type Reservation,
  reserveAttempt,
  reservePersonAttempt,
  settleAttempt,
  settlePersonAttempt,
  triesLeftIfWrong,
} from './pin-rules';

export { PIN_RULES };

/** The tally key of pairing, which has no device yet. */
export const PAIRING_KEY = 'pair';

/**
 * The tally key of unlocking as one person on one device. Per person, not per device: a right
 * PIN clears only the count of wrong PINs typed for that same person, so an employee cannot guess
 * the owner's PIN four times, unlock as themselves, and go on (decision 0013). A staff id that is
 * on nobody's list shares one key per device, so made-up ids cannot grow the file.
 */
export function unlockKey(deviceId: string, staffId: string | null): string {
  return `device:${deviceId}:${staffId ?? '?'}`;
}

const deviceKeys = (deviceId: string) => `device:${deviceId}:`;

/** The tally key of one person's wrong PINs across every device (PERSON_PIN_CAP). */
const personKey = (staffId: string) => `person:${staffId}`;

/**
 * The PIN rules (pin-rules.ts) applied to the tallies of `PinAttempts`: no state of its own. Each
 * reservation and settlement is one `update` of its key, so two guesses sent at once are counted
 * one after the other, never both against the same old count.
 */
export class PinGuard {
  readonly #attempts: PinAttempts;
  readonly #now: () => number;

  constructor(attempts: PinAttempts, now: () => number) {
    this.#attempts = attempts;
    this.#now = now;
  }

  /**
   * Counts an attempt before its PIN is verified. `lifted` is true when the operator had lifted a
   * lock on this key since it was set (the tally starts afresh; the caller logs it).
   */
  /** `triesLeft`: wrong PINs still allowed after this one, if it is wrong (pin-rules.ts). */
  reserve(
    key: string,
    rules: PinRules,
  ): Promise<{ reservation: Reservation; lifted: boolean; triesLeft: number }> {
    return this.#attempts.update(key, ({ tally: stored, liftedLockAt }) => {
      const lifted = stored?.lockedAt != null && liftedLockAt === stored.lockedAt;
      const tally = lifted ? EMPTY_TALLY : (stored ?? EMPTY_TALLY);
      const next = reserveAttempt(tally, rules, this.#now());
      const changed = next.tally !== tally || lifted;
      return {
        tally: changed ? next.tally : stored,
        answer: {
          reservation: next.reservation,
          lifted,
          triesLeft: triesLeftIfWrong(next.tally, rules),
        },
      };
    });
  }

  /** After the verify of a reserved attempt: a right PIN clears the tally. */
  settle(
    key: string,
    rules: PinRules,
    reservation: Extract<Reservation, { kind: 'verify' }>,
    right: boolean,
  ): Promise<void> {
    return this.#attempts.update(key, ({ tally }) => ({
      tally: settleAttempt(tally ?? EMPTY_TALLY, rules, reservation.ifWrong, right, this.#now()),
      answer: undefined,
    }));
  }

  /**
   * Counts an attempt at a person's PIN, across devices, before it is verified (PERSON_PIN_CAP):
   * `at` names the count, for `settlePerson`.
   */
  reservePerson(
    staffId: string,
  ): Promise<{ kind: 'verify'; at: number } | { kind: 'paused'; until: number }> {
    const at = this.#now();
    return this.#attempts.update(personKey(staffId), ({ tally }) => {
      const next = reservePersonAttempt(tally ?? EMPTY_TALLY, at);
      return {
        tally: next.tally,
        answer: next.reservation.kind === 'verify' ? { kind: 'verify', at } : next.reservation,
      };
    });
  }

  /** `wrong`: the PIN was verified and wrong; otherwise the count made `at` is taken back. */
  settlePerson(staffId: string, at: number, wrong: boolean): Promise<void> {
    return this.#attempts.update(personKey(staffId), ({ tally }) => ({
      tally: tally ? settlePersonAttempt(tally, at, wrong) : null,
      answer: undefined,
    }));
  }

  /** Until when PIN entry is closed for this key, or null; `locked` for a lock-out. */
  async state(key: string): Promise<{ pausedUntil: number | null; locked: boolean }> {
    const { tally, liftedLockAt } = await this.#attempts.read(key);
    if (!tally) return { pausedUntil: null, locked: false };
    if (tally.lockedAt !== null)
      return { pausedUntil: null, locked: liftedLockAt !== tally.lockedAt };
    const at = this.#now();
    return { pausedUntil: tally.pausedUntil > at ? tally.pausedUntil : null, locked: false };
  }

  /**
   * The device's PIN entry as its pad shows it, from one read of its tallies: until when it is
   * closed for someone (the latest of its people's pauses), and for each person with wrong PINs
   * counted, how many more unpair it (what the pad says after a wrong PIN, so a reload or a lock
   * does not hide the last tries).
   */
  async deviceState(
    deviceId: string,
  ): Promise<{ pausedUntil: number | null; triesLeft: Map<string, number> }> {
    const at = this.#now();
    const prefix = deviceKeys(deviceId);
    let pausedUntil: number | null = null;
    const triesLeft = new Map<string, number>();
    for (const [key, tally] of await this.#attempts.withPrefix(prefix)) {
      if (tally.pausedUntil > at) pausedUntil = Math.max(pausedUntil ?? 0, tally.pausedUntil);
      if (tally.inARow > 0) {
        triesLeft.set(key.slice(prefix.length), triesLeftIfWrong(tally, PIN_RULES.unlock));
      }
    }
    return { pausedUntil, triesLeft };
  }

  /** A device unpaired: its tallies go with it. */
  forgetDevice(deviceId: string): Promise<void> {
    return this.#attempts.forgetPrefix(deviceKeys(deviceId));
  }
}
