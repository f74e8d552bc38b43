// @vitest-environment node
import fc from 'fast-check';
import { ApiError } from '../../api/errors';
import type { Reading, Settled } from '../../api/settle-write';
import type { Stamp } from '../../api/stamps';
import { removedView, undoOffer, type UndoEntry } from './stamp-card-views';

const MINA = 'Mina Kim';
const JUN = 'Jun Park';
/** Stamps added by one person, at these times. */
const by = (person: string, ...ats: number[]): UndoEntry[] => ats.map((at) => ({ at, by: person }));

const card = (stamps: number): Stamp => ({
  stampIdx: 274,
  domain: null,
  cardIdx: null,
  cardNm: 'Coffee card',
  cardTtl: null,
  stamps,
  maxStamps: 10,
  stampUrl: null,
  url: null,
  strtYmd: '2026-01-01',
  endYmd: '2026-12-31',
  onsiteYn: 'N',
  memo: null,
  activeYn: 'Y',
  userId: null,
  userNm: null,
  userPhnno: null,
  userEml: null,
  userEtc1: null,
  userEtc2: null,
  stampImgUrl: null,
  regYmdt: null,
  payloadVersion: null,
});
const count = (stamps: number): Reading<Stamp> => ({
  kind: 'count',
  count: stamps,
  value: card(stamps),
});
const refusal = new ApiError({ kind: 'refused', operation: 'stamp.remove', code: 403 });
const lost = new ApiError({ kind: 'network', operation: 'stamp.remove' });

describe('undoOffer: how many stamps added here Undo may take back now', () => {
  const MINUTE = 60_000;
  it.each([
    ['nothing added', undefined, 0, null],
    ['nothing left', [], 0, null],
    ['one, just added', by(MINA, 0), 1_000, { count: 1, changesAt: 2 * MINUTE }],
    [
      'one, a moment before the window ends',
      by(MINA, 0),
      2 * MINUTE - 1,
      { count: 1, changesAt: 2 * MINUTE },
    ],
    ['one, as the window ends', by(MINA, 0), 2 * MINUTE, null],
    ['a +3', by(MINA, 0, 500, 1_000), 1_000, { count: 3, changesAt: 2 * MINUTE }],
    [
      'a +3 whose first stamp has left the window',
      by(MINA, 0, 500, 1_000),
      2 * MINUTE + 100,
      { count: 2, changesAt: 2 * MINUTE + 500 },
    ],
    [
      'two a minute apart, the older gone',
      by(MINA, 0, MINUTE),
      2.5 * MINUTE,
      { count: 1, changesAt: 3 * MINUTE },
    ],
    // After a lock, someone else unlocks: what Jun added is not Mina's to take back.
    ['one added by someone else', by(JUN, 0), 1_000, null],
    [
      'two of someone else, then one of hers',
      [...by(JUN, 0, 500), ...by(MINA, 800)],
      1_000,
      { count: 1, changesAt: 2 * MINUTE + 800 },
    ],
    [
      'hers, then someone else’s after her',
      [...by(MINA, 0), ...by(JUN, 500)],
      1_000,
      { count: 1, changesAt: 2 * MINUTE },
    ],
  ] as const)('%s', (_label, undo, now, expected) => {
    expect(undoOffer(undo, now, 2 * MINUTE, MINA)).toEqual(expected);
  });

  it('never offers more than were added, and nothing once the newest is out of the window', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 600_000 }), { maxLength: 5 }),
        fc.integer({ min: 0, max: 900_000 }),
        fc.integer({ min: 60_000, max: 300_000 }),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (times, now, windowMs, hers) => {
          const undo = [...times]
            .sort((a, b) => a - b)
            .map((at, i) => ({ at, by: hers[i] ? MINA : JUN }));
          const offer = undoOffer(undo, now, windowMs, MINA);
          const mine = undo.filter((entry) => entry.by === MINA);
          const newest = mine.at(-1);
          if (newest === undefined || now - newest.at >= windowMs) expect(offer).toBeNull();
          else expect(offer?.count).toBeGreaterThanOrEqual(1);
          expect(offer?.count ?? 0).toBeLessThanOrEqual(mine.length);
          if (offer) expect(offer.changesAt).toBeGreaterThan(now);
        },
      ),
    );
  });
});

describe('removedView: what a settled take-back shows', () => {
  const before = card(4);
  const undo = by(MINA, 1_000, 2_000);
  const settled = (value: Settled<Stamp>) => removedView(value, before, undo, MINA);

  it('went through (answer): one down, the newest stamp no longer offered', () => {
    expect(
      settled({ result: 'went-through', proof: 'answer', before: 4, now: count(3) }),
    ).toMatchObject({
      kind: 'card',
      stamp: { stamps: 3 },
      notice: { kind: 'removed' },
      undo: by(MINA, 1_000),
    });
  });

  it('went through, card unreadable after: one down from the card before, never below 0', () => {
    const view = settled({
      result: 'went-through',
      proof: 'answer',
      before: 4,
      now: { kind: 'unreadable', error: lost },
    });
    expect(view).toMatchObject({ kind: 'card', stamp: { stamps: 3 }, undo: by(MINA, 1_000) });
    expect(
      removedView(
        { result: 'went-through', proof: 'answer', before: 0, now: null },
        card(0),
        by(MINA, 1),
        MINA,
      ),
    ).toMatchObject({ stamp: { stamps: 0 } });
  });

  it('went through: the newest of the person who tapped Undo goes, not someone else’s after it', () => {
    const mixed = [...by(MINA, 1_000, 2_000), ...by(JUN, 3_000)];
    expect(
      removedView(
        { result: 'went-through', proof: 'answer', before: 4, now: count(3) },
        before,
        mixed,
        MINA,
      ),
    ).toMatchObject({ undo: [...by(MINA, 1_000), ...by(JUN, 3_000)] });
  });

  it('did not (read back unchanged): the stamp is still there, still offered', () => {
    expect(
      settled({ result: 'did-not', proof: 'read-back', before: 4, now: count(4), error: null }),
    ).toMatchObject({ kind: 'card', notice: { kind: 'remove-not-applied' }, undo });
  });

  it('refused: said, and no longer offered', () => {
    expect(
      settled({ result: 'did-not', proof: 'refusal', before: 4, now: null, error: refusal }),
    ).toMatchObject({ kind: 'card', notice: { kind: 'remove-refused' }, undo: [] });
  });

  it('not done for want of an answer that says anything (a 429): "no stamp taken back", Undo kept for the check after it', () => {
    const limited = new ApiError({ kind: 'rate-limited', operation: 'stamp.remove' });
    expect(
      settled({ result: 'did-not', proof: 'refusal', before: 4, now: null, error: limited }),
    ).toEqual({ kind: 'failed', stampIdx: 274, error: limited, notSent: 'remove', undo });
  });

  it('not sure: its own verdict, with the counts, and no Undo', () => {
    const unsure: Settled<Stamp> = {
      result: 'not-sure',
      reason: 'others-wrote',
      before: 4,
      now: count(2),
      error: lost,
    };
    expect(settled(unsure)).toEqual({
      kind: 'unknown',
      stampIdx: 274,
      before,
      action: 'remove',
      settled: unsure,
    });
  });
});
