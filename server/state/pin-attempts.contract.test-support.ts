import { expect, it } from 'vitest';
import type { PinAttempts } from '../auth/pin-attempts';
import type { Tally } from '../auth/pin-rules';

/**
 * What every PinAttempts promises (decision 0018). `make` gives a fresh store, a way to lift a lock
 * as the operator does (`npm run staff -- unlock-pairing`), and, for a store that survives a
 * restart, `restart` (a new store on the same place: what a new process reads).
 */
export interface PinAttemptsUnderTest {
  attempts: PinAttempts;
  lift: (key: string, lockedAt: number) => Promise<void>;
  restart?: () => PinAttempts;
}

const tally = (inARow: number, extra: Partial<Tally> = {}): Tally => ({
  recent: [],
  inARow,
  pausedUntil: 0,
  pauses: 0,
  lockedAt: null,
  ...extra,
});

/** One more wrong PIN in the tally: what a reservation does. */
const oneMore = ({ tally: t }: { tally: Tally | null }) => {
  const next = tally((t?.inARow ?? 0) + 1);
  return { tally: next, answer: next.inARow };
};

export function pinAttemptsContract(make: () => Promise<PinAttemptsUnderTest>): void {
  it('knows nothing of a key never counted', async () => {
    const { attempts } = await make();
    expect(await attempts.read('pair')).toEqual({ tally: null, liftedLockAt: null });
  });

  it('keeps what an update decided, and answers what it answered', async () => {
    const { attempts } = await make();
    expect(await attempts.update('pair', oneMore)).toBe(1);
    expect(await attempts.update('pair', oneMore)).toBe(2);
    expect((await attempts.read('pair')).tally).toEqual(tally(2));
  });

  it('counts a burst of fifty sent at once one after the other: none lost', async () => {
    const { attempts } = await make();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => attempts.update('device:d1:s1', oneMore)),
    );
    expect([...answers].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect((await attempts.read('device:d1:s1')).tally?.inARow).toBe(50);
  });

  it('forgets a key an update set to null; an unchanged tally stays as it was', async () => {
    const { attempts } = await make();
    await attempts.update('pair', oneMore);
    await attempts.update('pair', ({ tally: t }) => ({ tally: t, answer: null }));
    expect((await attempts.read('pair')).tally).toEqual(tally(1));
    await attempts.update('pair', () => ({ tally: null, answer: null }));
    expect((await attempts.read('pair')).tally).toBeNull();
  });

  it("lists and forgets a device's tallies by prefix, and nobody else's", async () => {
    const { attempts } = await make();
    await attempts.update('device:d1:s1', oneMore);
    await attempts.update('device:d1:s2', oneMore);
    await attempts.update('device:d10:s1', oneMore);
    await attempts.update('pair', oneMore);
    const keys = async (prefix: string) =>
      (await attempts.withPrefix(prefix)).map(([key]) => key).sort();
    expect(await keys('device:d1:')).toEqual(['device:d1:s1', 'device:d1:s2']);
    await attempts.forgetPrefix('device:d1:');
    expect(await keys('device:d1:')).toEqual([]);
    expect(await keys('device:')).toEqual(['device:d10:s1']);
    expect((await attempts.read('pair')).tally).toEqual(tally(1));
  });

  it("shows the operator's lift to reads and to updates", async () => {
    const { attempts, lift } = await make();
    await attempts.update('pair', () => ({ tally: tally(20, { lockedAt: 1234 }), answer: null }));
    await lift('pair', 1234);
    expect(await attempts.read('pair')).toEqual({
      tally: tally(20, { lockedAt: 1234 }),
      liftedLockAt: 1234,
    });
    const seen = await attempts.update('pair', (read) => ({ tally: read.tally, answer: read }));
    expect(seen.liftedLockAt).toBe(1234);
  });

  it('a restart forgets nothing (where the store survives one)', async () => {
    const { attempts, restart } = await make();
    if (!restart) return;
    await attempts.update('device:d1:s1', oneMore);
    await attempts.update('pair', () => ({ tally: tally(20, { lockedAt: 99 }), answer: null }));
    const after = restart();
    expect((await after.read('device:d1:s1')).tally).toEqual(tally(1));
    expect((await after.read('pair')).tally?.lockedAt).toBe(99);
    expect(await after.update('device:d1:s1', oneMore)).toBe(2);
  });
}
