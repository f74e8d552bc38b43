import { DEVICE, lockedState, NOT_PAIRED, signedIn, STAFF } from '../../test/auth';
import { gateOf, padReasonOf, type PadReason } from './gate-state';
import { LOCK_NOTE_MS, type LockNote } from './lock-note';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const HOUR = 60 * 60_000;
const jiwoo = { id: STAFF[1].id, name: STAFF[1].name };

const note = (patch: Partial<LockNote> = {}): LockNote => ({
  reason: 'manual',
  staff: jiwoo,
  at: new Date(NOW - HOUR).toISOString(),
  deviceId: DEVICE.id,
  ...patch,
});
const at = (ms: number) => new Date(ms).toISOString();

const nobody: PadReason = { lockReason: 'start', lockedBy: null };
const byHand: PadReason = { lockReason: 'manual', lockedBy: 'Jiwoo' };
/** What the pad said before this read, when it was up already. */
const before: PadReason = { lockReason: 'signed-out', lockedBy: null };

describe('padReasonOf: what the pad says after a state read', () => {
  it.each([
    ['no note (the server locked it itself)', lockedState(), null, nobody],
    ['a note of a lock by hand', lockedState(), note(), byHand],
    [
      'a note of the app’s idle lock',
      lockedState(),
      note({ reason: 'idle' }),
      { lockReason: 'idle', lockedBy: 'Jiwoo' },
    ],
    [
      'a note just under 12 hours old',
      lockedState(),
      note({ at: at(NOW - LOCK_NOTE_MS + 1) }),
      byHand,
    ],
    ['a note 12 hours old', lockedState(), note({ at: at(NOW - LOCK_NOTE_MS) }), nobody],
    ['a note from a clock set back a little', lockedState(), note({ at: at(NOW + HOUR) }), byHand],
    [
      'a note 12 hours ahead of the clock',
      lockedState(),
      note({ at: at(NOW + LOCK_NOTE_MS) }),
      nobody,
    ],
    ['a note whose time cannot be read', lockedState(), note({ at: 'yesterday' }), nobody],
    ['a note of another device', lockedState(), note({ deviceId: 'dev-2' }), nobody],
    ['a note, and no device', NOT_PAIRED, note(), nobody],
    ['a note, and someone signed in', signedIn(STAFF[0]), note(), nobody],
  ])('%s', (_, state, stored, expected) => {
    expect(padReasonOf(state, stored, NOW)).toEqual(expected);
  });

  it('keeps what the pad said when the note does not hold', () => {
    expect(padReasonOf(lockedState(), null, NOW, before)).toEqual(before);
    expect(padReasonOf(lockedState(), note(), NOW, before)).toEqual(byHand);
  });
});

describe('gateOf: the gate after the first read', () => {
  it('says a lock this browser noted, and only on a state that shows it', () => {
    expect(gateOf({ state: lockedState() }, note(), NOW)).toMatchObject(byHand);
    expect(gateOf({ state: lockedState() }, null, NOW)).toMatchObject(nobody);
    expect(gateOf({ error: new Error('no answer') }, note(), NOW)).toMatchObject({
      auth: null,
      ...nobody,
    });
  });
});
