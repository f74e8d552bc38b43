import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serialRunner } from '../audit/serial';
import { writeJsonAtomically } from './file-stores';
import type { PinAttempts, TallyRead } from './pin-attempts';
import type { Tally } from './pin-rules';

function isTally(value: unknown): value is Tally {
  const v = value as Partial<Tally> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    Array.isArray(v.recent) &&
    v.recent.every((t) => typeof t === 'number') &&
    typeof v.inARow === 'number' &&
    typeof v.pausedUntil === 'number' &&
    typeof v.pauses === 'number' &&
    (v.lockedAt === null || typeof v.lockedAt === 'number')
  );
}

async function readJsonObject(path: string): Promise<Record<string, unknown>> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error(`${path} does not hold a JSON object.`);
    }
    return parsed as Record<string, unknown>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

export const PIN_TALLY_FILE = 'pin-attempts.json';
/** Written only by `npm run staff -- unlock-pairing`, read only by the server: no two writers. */
export const PIN_LIFT_FILE = 'pin-lifts.json';

/**
 * Wrong-PIN tallies in `$DATA_DIR/pin-attempts.json`, written whole (atomically) after every
 * change: a restart keeps every count, pause and lock-out. A tally the server cannot read is a
 * reason not to start, not to forget it (forgetting would hand a guesser a fresh set of tries).
 */
export class FilePinAttempts implements PinAttempts {
  readonly #tallies: string;
  readonly #lifts: string;
  readonly #serially = serialRunner();
  #writing: Promise<void> = Promise.resolve();
  /** This process's copy: one server per DATA_DIR (data-dir-lock.ts), so the only one. */
  #cache: Record<string, Tally> | null = null;
  constructor(dataDir: string) {
    this.#tallies = join(dataDir, PIN_TALLY_FILE);
    this.#lifts = join(dataDir, PIN_LIFT_FILE);
  }

  async #all(): Promise<Record<string, Tally>> {
    this.#cache ??= await this.load();
    return this.#cache;
  }

  update<T>(
    key: string,
    change: (read: TallyRead) => { tally: Tally | null; answer: T },
  ): Promise<T> {
    return this.#serially(async () => {
      const all = await this.#all();
      const tally = all[key] ?? null;
      const next = change({ tally, liftedLockAt: await this.liftedLock(key) });
      if (next.tally !== tally) {
        const others = Object.entries(all).filter(([other]) => other !== key);
        const copy = Object.fromEntries(
          next.tally === null ? others : [...others, [key, next.tally]],
        );
        // On disk before the attempt it counts is verified.
        await this.save(copy);
      }
      return next.answer;
    });
  }

  read(key: string): Promise<TallyRead> {
    return this.#serially(async () => ({
      tally: (await this.#all())[key] ?? null,
      liftedLockAt: await this.liftedLock(key),
    }));
  }

  withPrefix(prefix: string): Promise<[string, Tally][]> {
    return this.#serially(async () =>
      Object.entries(await this.#all()).filter(([key]) => key.startsWith(prefix)),
    );
  }

  forgetPrefix(prefix: string): Promise<void> {
    return this.#serially(async () => {
      const all = Object.entries(await this.#all());
      const kept = all.filter(([key]) => !key.startsWith(prefix));
      if (kept.length < all.length) await this.save(Object.fromEntries(kept));
    });
  }

  async load(): Promise<Record<string, Tally>> {
    let raw: Record<string, unknown>;
    try {
      raw = await readJsonObject(this.#tallies);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${this.#tallies} cannot be read (${reason}).`, { cause: error });
    }
    const tallies: Record<string, Tally> = {};
    for (const [key, value] of Object.entries(raw)) {
      if (!isTally(value)) {
        throw new Error(`${this.#tallies} cannot be read (the tally of "${key}" is not one).`);
      }
      tallies[key] = value;
    }
    return tallies;
  }

  /** Every tally, written whole and durably (the file is replaced, never half-written). */
  save(tallies: Record<string, Tally>): Promise<void> {
    this.#cache = tallies;
    const write = this.#writing.then(() => writeJsonAtomically(this.#tallies, tallies));
    this.#writing = write.catch(() => undefined);
    return write;
  }

  async liftedLock(key: string): Promise<number | null> {
    const lifted = (await readJsonObject(this.#lifts))[key];
    return typeof lifted === 'number' ? lifted : null;
  }

  /** The operator's side (`npm run staff -- unlock-pairing`): lifts the lock on `key`, if any. */
  async lift(key: string): Promise<'lifted' | 'not-locked'> {
    const tally = (await this.load())[key];
    if (!tally || tally.lockedAt === null || (await this.liftedLock(key)) === tally.lockedAt) {
      return 'not-locked';
    }
    const lifts = await readJsonObject(this.#lifts);
    await writeJsonAtomically(this.#lifts, { ...lifts, [key]: tally.lockedAt });
    return 'lifted';
  }
}
