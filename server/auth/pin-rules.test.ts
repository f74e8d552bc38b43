import { describe, expect, it } from 'vitest';
import {
  EMPTY_TALLY,
  PERSON_PIN_CAP,
  PIN_RULES,
  pauseLength,
  reserveAttempt,
  reservePersonAttempt,
  settleAttempt,
  settlePersonAttempt,
  type Tally,
} from './pin-rules';

/** Reserves `count` attempts at `at`, each counted as wrong once verified. */
function wrongs(
  tally: Tally,
  rules: typeof PIN_RULES.pair | typeof PIN_RULES.unlock,
  count: number,
  at: number,
) {
  const kinds: string[] = [];
  let current = tally;
  for (let i = 0; i < count; i += 1) {
    const { tally: next, reservation } = reserveAttempt(current, rules, at);
    kinds.push(
      reservation.kind === 'verify' ? `verify:${reservation.ifWrong.kind}` : reservation.kind,
    );
    current =
      reservation.kind === 'verify'
        ? (settleAttempt(next, rules, reservation.ifWrong, false, at) ?? EMPTY_TALLY)
        : next;
  }
  return { tally: current, kinds };
}

describe('reserveAttempt', () => {
  it.each([
    // [rules, tally before, now, what the reservation says]
    ['unlock', EMPTY_TALLY, 0, 'verify:wrong'],
    ['unlock', { ...EMPTY_TALLY, recent: [1, 2, 3, 4], inARow: 4 }, 5, 'verify:paused'],
    ['unlock', { ...EMPTY_TALLY, recent: [1, 2, 3, 4], inARow: 4 }, 5 * 60_000 + 2, 'verify:wrong'],
    ['unlock', { ...EMPTY_TALLY, inARow: 9 }, 0, 'verify:end'],
    ['unlock', { ...EMPTY_TALLY, pausedUntil: 10 }, 9, 'paused'],
    ['unlock', { ...EMPTY_TALLY, pausedUntil: 10 }, 10, 'verify:wrong'],
    ['pair', { ...EMPTY_TALLY, inARow: 19 }, 0, 'verify:end'],
    ['pair', { ...EMPTY_TALLY, lockedAt: 5 }, 10 ** 12, 'locked'],
  ] as const)('%s, %j at %d → %s', (name, tally, now, expected) => {
    const { reservation } = reserveAttempt(tally, PIN_RULES[name], now);
    const kind =
      reservation.kind === 'verify' ? `verify:${reservation.ifWrong.kind}` : reservation.kind;
    expect(kind).toBe(expected);
  });

  it('counts the attempt before it is verified: a burst at one instant is cut at the pause', () => {
    const { kinds } = wrongs(EMPTY_TALLY, PIN_RULES.pair, 30, 1_000);
    expect(kinds.filter((k) => k.startsWith('verify'))).toHaveLength(5);
    expect(kinds.slice(0, 6)).toEqual([
      'verify:wrong',
      'verify:wrong',
      'verify:wrong',
      'verify:wrong',
      'verify:paused',
      'paused',
    ]);
  });

  it('holds PIN entry closed while the last try is verified', () => {
    const { tally, reservation } = reserveAttempt(
      { ...EMPTY_TALLY, inARow: 9 },
      PIN_RULES.unlock,
      0,
    );
    expect(reservation).toEqual({ kind: 'verify', ifWrong: { kind: 'end' } });
    expect(reserveAttempt(tally, PIN_RULES.unlock, 1).reservation.kind).toBe('paused');
  });
});

describe('settleAttempt', () => {
  const tally: Tally = { recent: [1], inARow: 3, pausedUntil: 50, pauses: 1, lockedAt: null };
  it.each([
    [
      'a right PIN clears everything, a pause included',
      'pair',
      { kind: 'paused', until: 50 },
      true,
      null,
    ],
    ['a wrong one was already counted', 'pair', { kind: 'wrong' }, false, tally],
    [
      'the last wrong one locks pairing',
      'pair',
      { kind: 'end' },
      false,
      { ...tally, lockedAt: 7, pausedUntil: 0 },
    ],
    [
      'the last wrong one on a device ends its tally (the device is unpaired)',
      'unlock',
      { kind: 'end' },
      false,
      null,
    ],
  ] as const)('%s', (_, name, ifWrong, right, expected) => {
    expect(settleAttempt(tally, PIN_RULES[name], ifWrong, right, 7)).toEqual(expected);
  });
});

describe('pauseLength', () => {
  it('pairing doubles (30 s, 60 s, 120 s…), capped at a day; unlock stays at 30 s', () => {
    expect([0, 1, 2, 3].map((n) => pauseLength(PIN_RULES.pair, n))).toEqual([
      30_000, 60_000, 120_000, 240_000,
    ]);
    expect(pauseLength(PIN_RULES.pair, 40)).toBe(24 * 60 * 60_000);
    expect([0, 1, 5].map((n) => pauseLength(PIN_RULES.unlock, n))).toEqual([
      30_000, 30_000, 30_000,
    ]);
  });

  it('pairing: 20 guesses in all, then locked, however long the guesser waits', () => {
    let tally = EMPTY_TALLY;
    let at = 0;
    let verified = 0;
    for (let step = 0; step < 500; step += 1) {
      const { tally: next, reservation } = reserveAttempt(tally, PIN_RULES.pair, at);
      if (reservation.kind === 'verify') {
        verified += 1;
        tally = settleAttempt(next, PIN_RULES.pair, reservation.ifWrong, false, at) ?? EMPTY_TALLY;
      } else tally = next;
      at += 10 * 60_000;
    }
    expect(verified).toBe(PIN_RULES.pair.endAfter);
    expect(tally.lockedAt).not.toBeNull();
  });
});

describe('the cap on one person’s wrong PINs across devices', () => {
  const DAY = PERSON_PIN_CAP.windowMs;
  const tallyOf = (recent: number[]): Tally => ({ ...EMPTY_TALLY, recent });
  const full = Array.from({ length: PERSON_PIN_CAP.most }, (_, i) => 1_000 + i);

  it.each<[string, number[], number, 'verify' | number]>([
    ['nothing counted yet', [], 5_000, 'verify'],
    ['one short of the cap', full.slice(1), 5_000, 'verify'],
    ['at the cap: until the oldest is a day old', full, 5_000, 1_000 + DAY],
    ['at the cap, the oldest a day old: one more', full, 1_000 + DAY, 'verify'],
  ])('%s', (_label, recent, now, expected) => {
    const { reservation } = reservePersonAttempt(tallyOf(recent), now);
    expect(reservation.kind === 'verify' ? 'verify' : reservation.until).toBe(expected);
  });

  it('a right PIN takes back its own count only; a wrong one keeps it', () => {
    const { tally } = reservePersonAttempt(tallyOf([1, 2, 3]), 10);
    expect(tally.recent).toEqual([1, 2, 3, 10]);
    expect(settlePersonAttempt(tally, 10, false)?.recent).toEqual([1, 2, 3]);
    expect(settlePersonAttempt(tally, 10, true)?.recent).toEqual([1, 2, 3, 10]);
    expect(settlePersonAttempt(tallyOf([10]), 10, false)).toBeNull();
  });
});
