import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getAuthState, readAuthState } from '../../api/auth';
import { createQueryClient } from '../../api/query-client';
import { detectLanguage, loadNamespaces } from '../../lib/i18n';
import { AuthGate, firstSignInScreen, type InitialAuth } from './auth-gate';
import { preloadSignInScreen } from './sign-in-screens';

export interface LiveAuth {
  /** The app's query client: the gate watches its writes (a lock waits for them). */
  queryClient: QueryClient;
  /** Wraps the app: pairing, the unlock pad over it, the idle lock. */
  Gate: (props: { children: ReactNode }) => ReactNode;
}

/**
 * Live mode's start (main.tsx, only in a live build, as this chunk of its own): the sign-in
 * strings and the one read of where this browser stands, side by side with the rest of the boot,
 * so the first paint is already the right one (the pairing screen, the pad, or the app). The
 * pairing screen's or the pad's code is fetched only when the read says it comes first; a
 * signed-in till paints the app without either. main.tsx sends the read itself (`firstRead`),
 * beside the request for this chunk rather than after it has arrived and run.
 */
export async function startAuth(
  firstRead: Promise<InitialAuth> = readAuthState(getAuthState),
): Promise<LiveAuth> {
  const [initial] = await Promise.all([
    firstRead.then(async (read) => {
      await preloadSignInScreen(firstSignInScreen(read));
      return read;
    }),
    loadNamespaces(['auth'], detectLanguage()),
  ]);
  const queryClient = createQueryClient();
  return {
    queryClient,
    Gate: ({ children }) => (
      <AuthGate initial={initial} queryClient={queryClient}>
        {children}
      </AuthGate>
    ),
  };
}
