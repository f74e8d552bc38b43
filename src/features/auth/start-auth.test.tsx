import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import type * as Auth from '../../api/auth';
import { DraftScreen, lockedState, noAnswer, NOT_PAIRED, signedIn } from '../../test/auth';

vi.mock('../../api/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof Auth>();
  return { ...actual, getAuthState: vi.fn(), lock: vi.fn(), touchSession: vi.fn() };
});

/** Which sign-in screens' code has been loaded since the start: each module once it is ready. */
const loaded: string[] = [];
function countLoads() {
  loaded.length = 0;
  const counted =
    (name: string) =>
    async <T,>(importOriginal: () => Promise<T>) => {
      const module = await importOriginal();
      loaded.push(name);
      return module;
    };
  vi.doMock('./pairing-screen', counted('pairing'));
  vi.doMock('./unlock-pad', counted('pad'));
  vi.doMock('./boot-failure', counted('boot-failure'));
}

/**
 * The live start as main.tsx runs it, from a fresh set of modules (nothing loaded yet), with
 * this first read of the sign-in state; the gate rendered around a stand-in screen once it is done.
 * `sentFirst`: the read sent before the chunk, as main.tsx sends it (through the state module).
 */
async function start(read: () => Promise<Auth.AuthState>, { sentFirst = false } = {}) {
  vi.resetModules();
  countLoads();
  const { initI18n } = await import('../../lib/i18n');
  await initI18n('en', '/');
  const auth = await import('../../api/auth');
  vi.mocked(auth.getAuthState).mockClear().mockImplementation(read);
  vi.mocked(auth.lock).mockResolvedValue(lockedState());
  const { getApiClientConfig } = await import('../../api/client');
  const { readAuthState } = await import('../../api/auth-state');
  const firstRead = sentFirst ? readAuthState(read) : undefined;
  const { startAuth } = await import('./start-auth');
  const { Gate } = await startAuth(firstRead);
  const loadedBeforePaint = [...loaded];
  render(
    <StrictMode>
      <Gate>
        <DraftScreen />
      </Gate>
    </StrictMode>,
  );
  return { loadedBeforePaint, getApiClientConfig, getAuthState: auth.getAuthState };
}

const pad = () => screen.queryByRole('dialog', { name: 'Unlock Till 1' });

describe('the live start loads a sign-in screen only when it is shown', () => {
  it('a signed-in till paints the app with no sign-in screen’s code; the pad’s comes after that paint', async () => {
    const { loadedBeforePaint, getApiClientConfig } = await start(() =>
      Promise.resolve(signedIn()),
    );
    expect(loadedBeforePaint).toEqual([]);
    expect(screen.getByLabelText('Draft note')).toBeInTheDocument();

    await waitFor(() => expect(loaded).toEqual(['pad']));
    // A lock from then on shows the pad at once, with or without a connection.
    act(() => getApiClientConfig().onAuthRefused?.('locked'));
    expect(pad()).toHaveAccessibleDescription('Locked after 5 minutes without use.');
  });

  it('a till that locks before the pad’s code has come shows the pad once it is here', async () => {
    const { getApiClientConfig } = await start(() => Promise.resolve(signedIn()));
    expect(loaded).toEqual([]);
    await act(async () => {
      getApiClientConfig().onAuthRefused?.('signed-out');
      await Promise.resolve();
    });
    expect(await screen.findByRole('dialog', { name: 'Unlock Till 1' })).toBeInTheDocument();
    expect(screen.getByLabelText('Draft note').closest('[inert]')).not.toBeNull();
  });

  it('a locked till loads the pad before the first paint, which is the pad', async () => {
    const { loadedBeforePaint } = await start(() => Promise.resolve(lockedState()));
    expect(loadedBeforePaint).toEqual(['pad']);
    expect(pad()).toHaveAccessibleDescription('Nobody is signed in on this device.');
  });

  it('a till to pair loads the pairing screen before the first paint, which is that screen', async () => {
    const { loadedBeforePaint } = await start(() => Promise.resolve(NOT_PAIRED));
    expect(loadedBeforePaint).toEqual(['pairing']);
    expect(screen.getByRole('heading', { name: 'Pair this device', level: 1 })).toHaveFocus();
  });

  it('a first read that failed loads the failure page before the first paint, which is that page', async () => {
    const { loadedBeforePaint } = await start(() => Promise.reject(noAnswer()));
    expect(loadedBeforePaint).toEqual(['boot-failure']);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('starts from the read main.tsx sent before this chunk came, and sends no second one', async () => {
    const { loadedBeforePaint, getAuthState } = await start(() => Promise.resolve(lockedState()), {
      sentFirst: true,
    });
    expect(loadedBeforePaint).toEqual(['pad']);
    expect(pad()).toHaveAccessibleDescription('Nobody is signed in on this device.');
    expect(getAuthState).not.toHaveBeenCalled();
  });
});
