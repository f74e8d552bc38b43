import { DEVICE, lockedState, NOT_PAIRED, signedIn, STAFF } from '../../test/auth';
import { lockNoteFor, noteLock, type LockNote } from './lock-note';

const NOW = Date.parse('2026-11-22T10:00:00.000Z');
const jiwoo = { id: STAFF[1].id, name: STAFF[1].name };

describe('lockNoteFor: the note this browser keeps when it locks', () => {
  it.each([
    [
      'signed in on a paired device',
      signedIn(STAFF[1]),
      { reason: 'idle', staff: jiwoo, at: '2026-11-22T10:00:00.000Z', deviceId: DEVICE.id },
    ],
    ['locked already', lockedState(), null],
    ['not paired', NOT_PAIRED, null],
    ['no state read yet', null, null],
  ])('%s', (_, auth, expected) => {
    expect(lockNoteFor(auth, 'idle', NOW)).toEqual(expected);
  });
});

describe('the stored note', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('is read back by the next page load, as it was kept', async () => {
    noteLock(signedIn(STAFF[1]), 'manual');
    // A reload: the module (and its snapshot in memory) afresh, the browser's storage as it is.
    vi.resetModules();
    const reloaded = await import('./lock-note');
    expect(reloaded.readLockNote()).toEqual<LockNote>({
      reason: 'manual',
      staff: jiwoo,
      at: expect.any(String) as string,
      deviceId: DEVICE.id,
    });
  });

  it('is no note when what storage holds does not fit', async () => {
    localStorage.setItem('counter-pos.lock-note', JSON.stringify({ reason: 'manual' }));
    vi.resetModules();
    const reloaded = await import('./lock-note');
    expect(reloaded.readLockNote()).toBeNull();
  });
});
