import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type * as Auth from '../../api/auth';
import { unlock } from '../../api/auth';
import { getApiClientConfig } from '../../api/client';
import { getRecentActivity } from '../../counter/recent-activity';
import { COUPON_FIXTURES as C, STAMP_FIXTURES as S } from '../../mocks/seed';
import { signedIn, STAFF } from '../../test/auth';
import { runOnShopClock } from '../../test/shop-clock';
import { pad, renderLiveApp, runInLiveMode, unlockAs } from './live-app.test-support';

vi.mock('../../api/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof Auth>();
  return { ...actual, unlock: vi.fn(), lock: vi.fn(), touchSession: vi.fn() };
});

// The simulated service is pinned to the shop's day.
runOnShopClock();

runInLiveMode();

// A session the server ended, met by a check or a redeem: the pad, and nothing lost or sent twice.
describe('live mode, signed in', () => {
  it('a verdict on screen is still there after a lock and an unlock; the browser sends no memo', async () => {
    const user = userEvent.setup();
    vi.mocked(unlock).mockResolvedValue(signedIn(STAFF[1]));
    const { service, unmount } = await renderLiveApp(signedIn(STAFF[1]));
    const field = await screen.findByLabelText('Coupon number or stamp ID');
    await user.type(field, `${C.unlimited}{Enter}`);
    const valid = await screen.findByRole('region', { name: 'Valid' }, { timeout: 3000 });

    // A call the server refused for sign-in (the session ran out elsewhere) brings the pad up.
    act(() => getApiClientConfig().onAuthRefused?.('locked'));
    expect(pad()).toHaveAccessibleDescription('Locked after 5 minutes without use.');
    await unlockAs(user, 'Jiwoo', '2468');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Valid' })).toBe(valid);

    await user.click(within(valid).getByRole('button', { name: 'Redeem' }));
    await screen.findByRole('region', { name: 'Redeemed' }, { timeout: 3000 });
    // The browser sends no memo in live mode: our server writes the signed-in person's
    // (server/auth/auth.test.ts), so a browser cannot name someone else.
    const redemption = service.state.coupons[C.unlimited]?.redemptions.at(-1);
    expect(redemption).toBeDefined();
    expect(redemption?.memo ?? '').toBe('');
    expect(getRecentActivity()[0]?.staff).toBe('Jiwoo');
    unmount();
  });

  it.each([
    ['a stamp card', `/stamps/${S.inProgress}`, '*/api/stamp/v1/validate', 'Card OK'],
    ['a coupon', `/?cpnNo=${C.unlimited}`, '*/api/coupon/v1/validate', 'Valid'],
  ])(
    'a check of %s that meets a session the server ended is never a verdict: the pad, then the card',
    async (_, path, validatePath, verdict) => {
      const user = userEvent.setup();
      vi.mocked(unlock).mockResolvedValue(signedIn(STAFF[1]));
      // The server restarted: its first answer finds nobody signed in on this device.
      const { unmount } = await renderLiveApp(signedIn(STAFF[1]), path, [
        http.get(
          validatePath,
          () =>
            HttpResponse.json(
              {
                code: 401,
                message: 'Nobody is signed in on this device. Unlock it with your PIN.',
                result: null,
                reason: 'signed-out',
              },
              { status: 401, headers: { 'X-Auth-Reason': 'signed-out' } },
            ),
          { once: true },
        ),
      ]);
      await waitFor(() => expect(pad()).toBeInTheDocument());
      expect(
        screen.queryByRole('region', { name: 'Cannot be used', hidden: true }),
      ).not.toBeInTheDocument();
      expect(screen.queryByText(/Nobody is signed in/)).not.toBeInTheDocument();
      await unlockAs(user, 'Jiwoo', '1357');
      expect(await screen.findByRole('region', { name: verdict }, { timeout: 3000 })).toBeVisible();
      expect(screen.queryByRole('region', { name: 'Cannot be used' })).not.toBeInTheDocument();
      unmount();
    },
  );

  it('a redeem whose read first meets a session the server ended sends nothing, and the verdict stays', async () => {
    const user = userEvent.setup();
    vi.mocked(unlock).mockResolvedValue(signedIn(STAFF[1]));
    const { server, service, unmount } = await renderLiveApp(
      signedIn(STAFF[1]),
      `/?cpnNo=${C.unlimited}`,
    );
    const valid = await screen.findByRole('region', { name: 'Valid' }, { timeout: 3000 });
    const before = service.state.coupons[C.unlimited]?.redemptions.length;
    server.use(
      http.get(
        '*/api/coupon/v1/validate',
        () =>
          HttpResponse.json(
            { code: 401, message: 'Nobody is signed in.', result: null, reason: 'signed-out' },
            { status: 401, headers: { 'X-Auth-Reason': 'signed-out' } },
          ),
        { once: true },
      ),
    );
    await user.click(within(valid).getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(pad()).toBeInTheDocument());
    // Under the pad (hidden from the accessibility tree while it is up): the same verdict.
    expect(screen.getByRole('region', { name: 'Valid', hidden: true })).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Cannot be used', hidden: true }),
    ).not.toBeInTheDocument();
    expect(service.state.coupons[C.unlimited]?.redemptions.length).toBe(before);
    await unlockAs(user, 'Jiwoo', '1357');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(
      within(screen.getByRole('region', { name: 'Valid' })).getByRole('button', { name: 'Redeem' }),
    );
    await screen.findByRole('region', { name: 'Redeemed' }, { timeout: 3000 });
    unmount();
  });

  it('after a lock, someone else’s unlock: the stamp added before is not theirs to Undo', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderLiveApp(signedIn(STAFF[1]), `/stamps/${S.inProgress}`);
    const card = await screen.findByRole('region', { name: 'Card OK' }, { timeout: 3000 });
    await user.click(within(card).getByRole('button', { name: 'Add a stamp' }));
    await screen.findByText('Stamp 4 added.', { exact: false }, { timeout: 3000 });
    expect(await screen.findByRole('button', { name: 'Undo last stamp' })).toBeVisible();

    // Jiwoo's till locks; Hana unlocks it. Our server would refuse Hana Jiwoo's take-back.
    vi.mocked(unlock).mockResolvedValue(signedIn(STAFF[2]));
    act(() => getApiClientConfig().onAuthRefused?.('locked'));
    await unlockAs(user, 'Hana', '2468');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Card OK' })).toHaveTextContent('4 of 10 stamps');
    expect(screen.queryByRole('button', { name: 'Undo last stamp' })).not.toBeInTheDocument();
    unmount();
  });
});
