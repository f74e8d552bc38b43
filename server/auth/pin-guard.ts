import { serialRunner } from '../audit/serial';
import {
  EMPTY_TALLY,
  type PinRules,
  type Reservation,
  reserveAttempt,
  settleAttempt,
  type Tally,
} from './pin-rules';

export { PIN_RULES } from './pin-rules';

/**
 * Where the tallies of wrong PINs are kept. The default is a JSON file in DATA_DIR
 * (file-stores.ts), so a restart forgets nothing: four wrong PINs, a restart and four more are
 * eight. One process per DATA_DIR (data-dir-lock.ts), so this process's copy is the only one.
 */
export interface PinTallyStore {
  /** Every tally, read once. */
  load(): Promise<Record<string, Tally>>;
  /** Every tally, written whole and durably before an attempt is verified. */
  save(tallies: Record<string, Tally>): Promise<void>;
  /**
   * The `lockedAt` of the lock the server's operator lifted last for this key
   * (`npm run staff -- unlock-pairing`), or null.
   */
  liftedLock(key: string): Promise<number | null>;
}

export class MemoryPinTallyStore implements PinTallyStore {
  saved: Record<string, Tally> = {};
  readonly lifts = new Map<string, number>();
  load(): Promise<Record<string, Tally>> {
    return Promise.resolve(structuredClone(this.saved));
  }
  save(tallies: Record<string, Tally>): Promise<void> {
    this.saved = structuredClone(tallies);
    return Promise.resolve();
  }
  liftedLock(key: string): Promise<number | null> {
    return Promise.resolve(this.lifts.get(key) ?? null);
  }
}

/** The tally key of pairing, which has no device yet. */
export const PAIRING_KEY = 'pair';

/**
 * The tally key of unlocking as one person on one device. Per person, not per device: a right
 * PIN clears only the count of wrong PINs typed for that same person, so an employee cannot guess
 * the owner's PIN four times, unlock as themselves, and go on (issue 22 review). A staff id that is
 * on nobody's list shares one key per device, so made-up ids cannot grow the file.
 */
export function unlockKey(deviceId: string, staffId: string | null): string {
  return `device:${deviceId}:${staffId ?? '?'}`;
}

const deviceKeys = (deviceId: string) => `device:${deviceId}:`;

/**
 * The PIN tallies of one server: every reservation and settlement runs one at a time, each
 * reading, deciding and durably storing before the next starts, so two guesses sent at once are
 * counted one after the other, never both against the same old count.
 */
export class PinGuard {
  readonly #store: PinTallyStore;
  readonly #now: () => number;
  readonly #serially = serialRunner();
  #tallies: Map<string, Tally> | null = null;

  constructor(store: PinTallyStore, now: () => number) {
    this.#store = store;
    this.#now = now;
  }

  async #all(): Promise<Map<string, Tally>> {
    this.#tallies ??= new Map(Object.entries(await this.#store.load()));
    return this.#tallies;
  }

  async #put(key: string, tally: Tally | null): Promise<void> {
    const all = await this.#all();
    if (tally === null) all.delete(key);
    else all.set(key, tally);
    await this.#store.save(Object.fromEntries(all));
  }

  /**
   * Counts an attempt before its PIN is verified. `lifted` is true when the operator had lifted a
   * lock on this key since it was set (the tally starts afresh; the caller logs it).
   */
  reserve(key: string, rules: PinRules): Promise<{ reservation: Reservation; lifted: boolean }> {
    return this.#serially(async () => {
      let tally = (await this.#all()).get(key) ?? EMPTY_TALLY;
      let lifted = false;
      if (tally.lockedAt !== null && (await this.#store.liftedLock(key)) === tally.lockedAt) {
        tally = EMPTY_TALLY;
        lifted = true;
      }
      const next = reserveAttempt(tally, rules, this.#now());
      if (next.tally !== tally || lifted) await this.#put(key, next.tally);
      return { reservation: next.reservation, lifted };
    });
  }

  /** After the verify of a reserved attempt: a right PIN clears the tally. */
  settle(
    key: string,
    rules: PinRules,
    reservation: Extract<Reservation, { kind: 'verify' }>,
    right: boolean,
  ): Promise<void> {
    return this.#serially(async () => {
      const tally = (await this.#all()).get(key) ?? EMPTY_TALLY;
      await this.#put(key, settleAttempt(tally, rules, reservation.ifWrong, right, this.#now()));
    });
  }

  /** Until when PIN entry is closed for this key, or null; `locked` for a lock-out. */
  state(key: string): Promise<{ pausedUntil: number | null; locked: boolean }> {
    return this.#serially(async () => {
      const tally = (await this.#all()).get(key);
      if (!tally) return { pausedUntil: null, locked: false };
      if (tally.lockedAt !== null) {
        const lifted = (await this.#store.liftedLock(key)) === tally.lockedAt;
        return { pausedUntil: null, locked: !lifted };
      }
      return {
        pausedUntil: tally.pausedUntil > this.#now() ? tally.pausedUntil : null,
        locked: false,
      };
    });
  }

  /** Until when the device's PIN entry is closed for someone (the latest of its people's pauses). */
  devicePausedUntil(deviceId: string): Promise<number | null> {
    return this.#serially(async () => {
      const at = this.#now();
      let until: number | null = null;
      for (const [key, tally] of await this.#all()) {
        if (key.startsWith(deviceKeys(deviceId)) && tally.pausedUntil > at) {
          until = Math.max(until ?? 0, tally.pausedUntil);
        }
      }
      return until;
    });
  }

  /** A device unpaired: its tallies go with it. */
  forgetDevice(deviceId: string): Promise<void> {
    return this.#serially(async () => {
      const all = await this.#all();
      const keys = [...all.keys()].filter((key) => key.startsWith(deviceKeys(deviceId)));
      if (keys.length === 0) return;
      for (const key of keys) all.delete(key);
      await this.#store.save(Object.fromEntries(all));
    });
  }
}
