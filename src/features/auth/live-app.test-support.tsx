import { render, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { RequestHandler } from 'msw';
import { StrictMode } from 'react';
import type * as Auth from '../../api/auth';
import { lock } from '../../api/auth';
import { configureApiClient } from '../../api/client';
import type { TillSummary } from '../../api/report';
import { App } from '../../app/app';
import { createQueryClient } from '../../api/query-client';
import { currentLanguage } from '../../lib/i18n';
import { createTestService } from '../../mocks/node';
import { lockedState, loadGate } from '../../test/auth';
import { dayReportHandler, NO_WRITES, tillTodayHandler } from '../../test/report';
import { trackServer } from '../../test/open-servers';
import { AuthGate } from './auth-gate';

/*
 * What the live-app.*.test.tsx files share: the whole app as a live build runs it, and the staff
 * chip and unlock pad. Each of those files mocks '../../api/auth' itself (vi.mock is hoisted per
 * file), so the calls imported here are its mocks, and calls `runOnShopClock()` itself.
 */

/** Before each test: every mocked sign-in call forgotten, and a lock that answers "locked". */
export function runInLiveMode(): void {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(lock).mockResolvedValue(lockedState());
  });
}

/** The whole app as a live build runs it: the gate around it, the service behind MSW. */
export async function renderLiveApp(
  state: Auth.AuthState,
  path = '/',
  handlers: RequestHandler[] = [],
) {
  window.history.replaceState(null, '', path);
  await loadGate();
  configureApiClient({ getLanguage: currentLanguage });
  const { service, server } = createTestService();
  server.listen({ onUnhandledRequest: 'error' });
  // Our server's "today at this till", read when the chip's panel opens: a quiet day by default.
  server.use(...handlers, tillTodayHandler(QUIET_DAY), dayReportHandler());
  const untrack = trackServer(server);
  const queryClient = createQueryClient();
  const view = render(
    <StrictMode>
      <AuthGate initial={{ state }} queryClient={queryClient}>
        <App demoControls={null} queryClient={queryClient} />
      </AuthGate>
    </StrictMode>,
  );
  const unmount = () => {
    view.unmount();
    server.close();
    untrack();
  };
  return { service, server, unmount };
}

const QUIET_DAY: TillSummary = { day: '2026-11-21', till: NO_WRITES, person: NO_WRITES };

export const chip = () => screen.getByRole('button', { name: /^Till 1 · Jiwoo, signed in/ });
export const pad = () => screen.getByRole('dialog', { name: 'Unlock Till 1' });

export async function unlockAs(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  pin: string,
) {
  await user.click(within(pad()).getByRole('button', { name }));
  const keypad = within(pad()).getByRole('group', { name: 'Keypad' });
  for (const digit of pin) await user.click(within(keypad).getByRole('button', { name: digit }));
  await user.click(within(keypad).getByRole('button', { name: 'OK' }));
}
