import type * as Auth from '../../api/auth';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { use } from 'react';
import { getAuthState, unlock } from '../../api/auth';
import { checkConnection } from '../../api/connection';
import { SessionContext } from '../../lib/session';
import { DraftScreen, lockedState, noAnswer, renderGate, signedIn, STAFF } from '../../test/auth';
import { pad, resetSignInMocks, tapPin } from './auth-gate.test-support';
import { IDLE_CHECK_MS } from './use-idle-lock';

vi.mock('../../api/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof Auth>();
  return {
    ...actual,
    getAuthState: vi.fn(),
    pairDevice: vi.fn(),
    unlock: vi.fn(),
    lock: vi.fn(),
    touchSession: vi.fn(),
  };
});

resetSignInMocks();

/** The screen under the gate, with the staff chip's Lock now. */
function ScreenWithLock() {
  const session = use(SessionContext);
  return (
    <>
      <DraftScreen />
      <button type="button" onClick={() => session?.lockNow()}>
        Lock now
      </button>
    </>
  );
}

/** Jiwoo signed in on this browser, who then locks it by hand; the tab is then closed. */
async function lockedByHandHere() {
  const user = userEvent.setup();
  const { unmount } = await renderGate(
    { state: signedIn(STAFF[1]) },
    { children: <ScreenWithLock /> },
  );
  await user.click(screen.getByRole('button', { name: 'Lock now' }));
  expect(pad()).toHaveAccessibleDescription('Locked.');
  unmount();
}

// The server ends the session on a lock: after a reload its state says only "paired, nobody
// signed in". This browser remembers that it locked itself, and the pad says so.
describe('after a reload of a till this browser locked', () => {
  it('says it was locked by hand, and who was signed in (not that nobody is)', async () => {
    await lockedByHandHere();
    await renderGate({ state: lockedState() });
    expect(pad()).toHaveAccessibleDescription('Locked. Jiwoo was signed in.');
  });

  it('reads in Korean', async () => {
    await lockedByHandHere();
    await renderGate({ state: lockedState() }, { language: 'ko' });
    expect(screen.getByRole('dialog', { name: 'Till 1 잠금 해제' })).toHaveAccessibleDescription(
      '잠겼습니다. Jiwoo 님이 로그인해 있었습니다.',
    );
  });

  it('says the app locked it without use, and who was signed in', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:30:00+09:00') });
    try {
      const { unmount } = await renderGate({ state: signedIn(STAFF[1]) });
      await act(() => vi.advanceTimersByTimeAsync(5 * 60_000 + IDLE_CHECK_MS));
      expect(pad()).toHaveAccessibleDescription('Locked after 5 minutes without use.');
      unmount();

      await renderGate({ state: lockedState() });
      expect(pad()).toHaveAccessibleDescription(
        'Locked after 5 minutes without use. Jiwoo was signed in.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so after "Try again" when the first read failed', async () => {
    const user = userEvent.setup();
    await lockedByHandHere();
    vi.mocked(getAuthState).mockResolvedValue(lockedState());
    await renderGate({ error: noAnswer() });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('dialog', { name: 'Unlock Till 1' }),
    ).toHaveAccessibleDescription('Locked. Jiwoo was signed in.');
  });

  it('says so when the till opened offline and the connection comes back', async () => {
    await lockedByHandHere();
    const health = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    await act(() => checkConnection());
    vi.mocked(getAuthState).mockResolvedValue(lockedState());
    await renderGate({ error: noAnswer() });
    expect(screen.getByLabelText('Draft note')).toBeInTheDocument();

    health.mockResolvedValue(Response.json({ status: 'ok' }));
    await act(() => checkConnection());
    expect(
      await screen.findByRole('dialog', { name: 'Unlock Till 1' }),
    ).toHaveAccessibleDescription('Locked. Jiwoo was signed in.');
  });

  it('forgets the lock once someone unlocks: a later lock by the server says nothing of it', async () => {
    const user = userEvent.setup();
    await lockedByHandHere();
    vi.mocked(unlock).mockResolvedValue(signedIn(STAFF[2]));
    const { unmount } = await renderGate({ state: lockedState() });
    await user.click(screen.getByRole('button', { name: 'Hana' }));
    await tapPin(user, '2580');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    // Hana's session then locked on the server (its own idle lock, the tab closed): no note.
    await renderGate({ state: lockedState() });
    expect(pad()).toHaveAccessibleDescription('Nobody is signed in on this device.');
  });

  it('forgets the lock when a read finds someone signed in', async () => {
    await lockedByHandHere();
    const { unmount } = await renderGate({ state: signedIn(STAFF[0]) });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    await renderGate({ state: lockedState() });
    expect(pad()).toHaveAccessibleDescription('Nobody is signed in on this device.');
  });
});
