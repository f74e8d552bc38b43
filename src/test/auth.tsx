import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import type { AuthState, Role } from '../api/auth';
import { ApiError, type AuthReason } from '../api/errors';
import { createQueryClient } from '../api/query-client';
import { AuthGate, type InitialAuth } from '../features/auth/auth-gate';
import { preloadSignInScreen, type SignInScreen } from '../features/auth/sign-in-screens';
import { initI18n, loadNamespaces, type Language } from '../lib/i18n';

// Sign-in states and a gate around a stand-in screen, for the tests of live mode's sign-in.

export const DEVICE = { id: 'dev-1', name: 'Till 1', idleLockMinutes: 5 };
export const STAFF = [
  { id: 'st-owner', name: 'Minji', role: 'owner' },
  { id: 'st-counter', name: 'Jiwoo', role: 'counter' },
  { id: 'st-marketing', name: 'Hana', role: 'marketing' },
] as const satisfies readonly { id: string; name: string; role: Role }[];

export const NOT_PAIRED: AuthState = { device: null, staff: [], session: null, pausedUntil: null };

const names = STAFF.map(({ id, name }) => ({ id, name }));

export function lockedState(patch: Partial<AuthState> = {}): AuthState {
  return { device: DEVICE, staff: names, session: null, pausedUntil: null, ...patch };
}

export function signedIn(
  who: (typeof STAFF)[number] = STAFF[1],
  patch: Partial<AuthState> = {},
  now: number = Date.now(),
): AuthState {
  return lockedState({
    session: {
      staff: { ...who },
      expiresAt: new Date(now + 12 * 60 * 60_000).toISOString(),
    },
    ...patch,
  });
}

/** What a sign-in call throws when our server's sign-in refuses it (kind `auth`). */
export function signInRefusal(
  reason: AuthReason,
  status: number,
  message: string,
  retryAfterSeconds: number | null = null,
): ApiError {
  return new ApiError({
    kind: 'auth',
    operation: 'auth.unlock',
    status,
    code: status,
    serviceMessage: message,
    authReason: reason,
    retryAfterSeconds,
  });
}

/** What a sign-in call throws when no answer came. */
export function noAnswer(): ApiError {
  return new ApiError({ kind: 'network', operation: 'auth.state' });
}

/** The strings the gate needs, as main.tsx loads them in a live build. */
export async function loadAuthStrings(language: Language = 'en'): Promise<void> {
  await initI18n(language, '/');
  await loadNamespaces(['auth']);
}

const SIGN_IN_SCREENS = ['pairing', 'pad', 'boot-failure'] as const satisfies SignInScreen[];

/**
 * What the gate needs before a test renders it: its strings, and the sign-in screens' code, so
 * that a lock or a pairing screen shows at once. (A live till loads the first paint's screen
 * before it, and the pad's code after it; start-auth.test.tsx tests that loading.)
 */
export async function loadGate(language: Language = 'en'): Promise<void> {
  await Promise.all([loadAuthStrings(language), ...SIGN_IN_SCREENS.map(preloadSignInScreen)]);
}

/** A stand-in screen under the gate, with a field to type a draft into. */
export function DraftScreen() {
  return (
    <main id="main">
      <h1 id="screen-title" tabIndex={-1}>
        Counter
      </h1>
      <label>
        Draft note
        <input type="text" />
      </label>
      <button type="button">Check</button>
    </main>
  );
}

export async function renderGate(
  initial: InitialAuth,
  {
    children = <DraftScreen />,
    queryClient = createQueryClient(),
    language = 'en',
  }: { children?: ReactNode; queryClient?: QueryClient; language?: Language } = {},
) {
  await loadGate(language);
  const view = render(
    <StrictMode>
      <AuthGate initial={initial} queryClient={queryClient}>
        {children}
      </AuthGate>
    </StrictMode>,
  );
  return { ...view, queryClient };
}
