import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import type * as Auth from '../../api/auth';
import { readAuditLog } from '../../api/auth';
import { getApiClientConfig } from '../../api/client';
import { App } from '../../app/app';
import { namespacesFor } from '../../lib/i18n';
import { createQueryClient } from '../../api/query-client';
import { AuthGate } from '../auth/auth-gate';
import { loadGate, signedIn, STAFF } from '../../test/auth';
import { runOnShopClock } from '../../test/shop-clock';

vi.mock('../../api/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof Auth>();
  return { ...actual, readAuditLog: vi.fn(), touchSession: vi.fn() };
});

runOnShopClock();

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(readAuditLog).mockResolvedValue([]);
});

describe('the audit log route (live build)', () => {
  it('is /audit, loads its strings with its code, and is reached from the tab bar', async () => {
    // Its lines' details are said in the day report's words (lib/report/audit-detail.ts).
    // Its failures, and the settings' sign-in section, in sign-in's words (api/auth-errors.ts).
    expect(namespacesFor('/audit')).toEqual(['audit', 'report', 'sign-in']);
    expect(namespacesFor('/settings')).toEqual(['settings', 'sign-in']);
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/');
    await loadGate();
    const queryClient = createQueryClient();
    render(
      <StrictMode>
        <AuthGate initial={{ state: signedIn(STAFF[0]) }} queryClient={queryClient}>
          <App demoControls={null} queryClient={queryClient} />
        </AuthGate>
      </StrictMode>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Audit log' }));
    expect(
      await screen.findByRole('heading', { name: 'Audit log', level: 1 }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const empty = await screen.findByText('Nothing was recorded on November 21, 2026.');
    expect(readAuditLog).toHaveBeenCalledWith({ day: '2026-11-21' });

    // Locked: the screen under the pad stays as it was (the tab and the log do not go away).
    act(() => getApiClientConfig().onAuthRefused?.('locked'));
    expect(screen.getByRole('dialog', { name: 'Unlock Till 1' })).toBeInTheDocument();
    expect(screen.getByText('Nothing was recorded on November 21, 2026.')).toBe(empty);
    expect(within(nav).getByRole('link', { name: 'Audit log', hidden: true })).toBeInTheDocument();
  });
});
