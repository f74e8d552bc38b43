import { serialRunner } from '../audit/serial';
import type { Tally } from './pin-rules';

/**
 * Where the wrong-PIN tallies live (per person on a device, and once for pairing): the state
 * under PinGuard's rules (pin-guard.ts). Every implementation keeps the promises of
 * `pin-attempts.contract.test-support.ts`; the file one (file-stores.ts) is the default, so a
 * restart forgets nothing.
 */
export interface TallyRead {
  tally: Tally | null;
  /** The `lockedAt` of the lock the server's operator lifted last for this key, or null. */
  liftedLockAt: number | null;
}

export interface PinAttempts {
  /**
   * Reads the key's tally, lets `change` (synchronous, pure) decide its next one, and keeps that
   * durably before answering what `change` answered. Two updates of one key never interleave,
   * so a burst of guesses is counted one after the other. Returning the tally it was given
   * writes nothing; null forgets the key.
   */
  update<T>(
    key: string,
    change: (read: TallyRead) => { tally: Tally | null; answer: T },
  ): Promise<T>;
  read(key: string): Promise<TallyRead>;
  /** Every tally whose key starts with `prefix` (a device's people). */
  withPrefix(prefix: string): Promise<[string, Tally][]>;
  /** Forgets every tally whose key starts with `prefix` (a device unpaired). */
  forgetPrefix(prefix: string): Promise<void>;
}

/**
 * Tallies in a plain object, one change at a time: what the file store does, without the file.
 * `saved` and `lifts` are open for tests (the operator's lift is `lifts.set(key, lockedAt)`).
 */
export class MemoryPinAttempts implements PinAttempts {
  saved: Record<string, Tally> = {};
  readonly lifts = new Map<string, number>();
  readonly #serially = serialRunner();

  update<T>(
    key: string,
    change: (read: TallyRead) => { tally: Tally | null; answer: T },
  ): Promise<T> {
    return this.#serially(() => {
      const tally = this.saved[key] ?? null;
      const next = change({ tally, liftedLockAt: this.lifts.get(key) ?? null });
      if (next.tally !== tally) {
        const others = Object.entries(this.saved).filter(([other]) => other !== key);
        const kept: [string, Tally][] =
          next.tally === null ? others : [...others, [key, structuredClone(next.tally)]];
        this.saved = Object.fromEntries(kept);
      }
      return Promise.resolve(next.answer);
    });
  }

  read(key: string): Promise<TallyRead> {
    const tally = this.saved[key];
    return Promise.resolve({
      tally: tally ? structuredClone(tally) : null,
      liftedLockAt: this.lifts.get(key) ?? null,
    });
  }

  withPrefix(prefix: string): Promise<[string, Tally][]> {
    return Promise.resolve(
      Object.entries(this.saved)
        .filter(([key]) => key.startsWith(prefix))
        .map(([key, tally]): [string, Tally] => [key, structuredClone(tally)]),
    );
  }

  forgetPrefix(prefix: string): Promise<void> {
    return this.#serially(() => {
      this.saved = Object.fromEntries(
        Object.entries(this.saved).filter(([key]) => !key.startsWith(prefix)),
      );
      return Promise.resolve();
    });
  }
}
