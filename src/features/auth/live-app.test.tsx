import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { StrictMode } from 'react';
import type * as Auth from '../../api/auth';
import { lock, unlock } from '../../api/auth';
import { configureApiClient, getApiClientConfig } from '../../api/client';
import type { TillSummary } from '../../api/report';
import { App } from '../../app/app';
import { createQueryClient } from '../../api/query-client';
import { saveDeviceSettings } from '../../counter/device-settings';
import { currentLanguage } from '../../lib/i18n';
import { getRecentActivity } from '../../counter/recent-activity';
import { COUPON_FIXTURES as C, STAMP_FIXTURES as S } from '../../mocks/seed';
import { createTestService } from '../../mocks/node';
import { lockedState, loadAuthStrings, signedIn, STAFF } from '../../test/auth';
import { dayReportHandler, NO_WRITES, tillTodayHandler } from '../../test/report';
import { trackServer } from '../../test/open-servers';
import { runOnShopClock } from '../../test/shop-clock';
import { AuthGate } from './auth-gate';

vi.mock('../../api/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof Auth>();
  return { ...actual, unlock: vi.fn(), lock: vi.fn(), touchSession: vi.fn() };
});

// The simulated service is pinned to the shop's day.
runOnShopClock();

beforeEach(() => {
  vi.resetAllMocks();
  vi.stubEnv('VITE_API_MODE', 'live');
  vi.mocked(lock).mockResolvedValue(lockedState());
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** The whole app as a live build runs it: the gate around it, the service behind MSW. */
async function renderLiveApp(state: Auth.AuthState, path = '/', handlers: RequestHandler[] = []) {
  window.history.replaceState(null, '', path);
  await loadAuthStrings();
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

const chip = () => screen.getByRole('button', { name: /^Till 1 · Jiwoo, signed in/ });
const pad = () => screen.getByRole('dialog', { name: 'Unlock Till 1' });

async function unlockAs(user: ReturnType<typeof userEvent.setup>, name: string, pin: string) {
  await user.click(within(pad()).getByRole('button', { name }));
  const keypad = within(pad()).getByRole('group', { name: 'Keypad' });
  for (const digit of pin) await user.click(within(keypad).getByRole('button', { name: digit }));
  await user.click(within(keypad).getByRole('button', { name: 'OK' }));
}

describe('live mode, signed in', () => {
  it('the chip shows the session’s name and device, not the device settings’, and offers Lock now', async () => {
    const user = userEvent.setup();
    saveDeviceSettings({ deviceName: 'Old till', staffName: 'Somebody else' });
    vi.mocked(unlock).mockResolvedValue(signedIn(STAFF[1]));
    const { unmount } = await renderLiveApp(signedIn(STAFF[1]));
    expect(chip()).toHaveTextContent('Till 1 · Jiwoo');
    expect(screen.queryByText(/Somebody else/)).not.toBeInTheDocument();

    await user.click(chip());
    expect(chip()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Signed in: Jiwoo, Counter staff')).toBeVisible();
    // Nothing that edits names: each person signs in with their own PIN.
    expect(screen.queryByRole('textbox', { name: /name/i })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lock now' }));
    expect(lock).toHaveBeenCalledExactlyOnceWith('manual');
    expect(pad()).toHaveAccessibleDescription('Locked.');
    await unlockAs(user, 'Jiwoo', '1357');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(chip()).toHaveFocus();
    unmount();
  });

  it('the chip’s panel shows today at this till and for this person, from our server', async () => {
    const user = userEvent.setup();
    const summary: TillSummary = {
      day: '2026-11-21',
      till: {
        ...NO_WRITES,
        redeems: 3,
        amounts: [{ currency: 'KRW', total: 8000, count: 2 }],
        rates: [{ rate: 15, count: 1 }],
        stampsAdded: 4,
        notSure: 1,
      },
      person: { ...NO_WRITES, redeems: 1, rates: [{ rate: 15, count: 1 }] },
    };
    const { unmount } = await renderLiveApp(signedIn(STAFF[1]), '/', [tillTodayHandler(summary)]);
    await user.click(chip());
    const today = await screen.findByRole('region', { name: 'Today at this till' });
    const till = within(today).getByRole('heading', { name: 'This till' }).parentElement;
    const you = within(today).getByRole('heading', { name: 'You (Jiwoo)' }).parentElement;
    if (!till || !you) throw new Error('no lists');
    expect(within(till).getByText('Coupons redeemed').nextSibling).toHaveTextContent('3');
    expect(within(till).getByText('Discounts given').nextSibling).toHaveTextContent(
      '₩8,000 (2), 15% (1)',
    );
    expect(within(till).getByText('Stamps added').nextSibling).toHaveTextContent('4');
    expect(within(till).getByText('Not sure: each must be checked before closing')).toBeVisible();
    expect(within(you).getByText('Coupons redeemed').nextSibling).toHaveTextContent('1');
    expect(within(you).queryByText(/Not sure/)).not.toBeInTheDocument();
    unmount();
  });

  it('the panel says so when today’s figures cannot be read, and asks again when reopened', async () => {
    const user = userEvent.setup();
    let asked = 0;
    const failing = http.get('*/api/report/till', () => {
      asked += 1;
      return HttpResponse.json({ code: 500, message: 'down', result: null }, { status: 500 });
    });
    const { unmount } = await renderLiveApp(signedIn(STAFF[1]), '/', [failing]);
    await user.click(chip());
    const today = await screen.findByRole('region', { name: 'Today at this till' });
    expect(await within(today).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Today’s figures could not be read.',
    );
    const first = asked;
    await user.click(chip());
    await user.click(chip());
    await waitFor(() => expect(asked).toBeGreaterThan(first), { timeout: 5000 });
    unmount();
  });

  it('a verdict on screen is still there after a lock and an unlock; the browser sends no memo', async () => {
    const user = userEvent.setup();
    saveDeviceSettings({ deviceName: 'Old till', staffName: 'Somebody else' });
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

  it('shows the back office (new coupon, clicks, day report, audit log) in the navigation to marketing and owners only', async () => {
    const links = () =>
      within(screen.getByRole('navigation', { name: 'Main' }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    const marketing = await renderLiveApp(signedIn(STAFF[2]));
    expect(links()).toEqual([
      '/',
      '/stamps',
      '/coupons/new',
      '/clicks',
      '/report',
      '/settings',
      '/audit',
    ]);
    marketing.unmount();

    const counter = await renderLiveApp(signedIn(STAFF[1]));
    expect(links()).toEqual(['/', '/stamps', '/settings']);
    counter.unmount();
  });

  it.each([
    ['/coupons/new', 'Create a coupon', 'Only marketing staff and owners can create coupons.'],
    ['/clicks', 'Clicks per hour', 'Only marketing staff and owners can read click statistics.'],
    ['/report', 'Day report', 'Only marketing staff and owners can read the day report.'],
  ])(
    'tells counter staff who open %s at once that it is not theirs, and asks nothing',
    async (path, title, refusal) => {
      const counter = await renderLiveApp(signedIn(STAFF[1]), path);
      expect(
        await screen.findByRole('heading', { level: 1, name: title }, { timeout: 3000 }),
      ).toBeVisible();
      expect(screen.getByRole('alert')).toHaveTextContent(refusal);
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
      counter.unmount();

      const marketing = await renderLiveApp(signedIn(STAFF[2]), path);
      await screen.findByRole('heading', { level: 1, name: title }, { timeout: 3000 });
      expect(screen.queryByText(refusal, { exact: false })).not.toBeInTheDocument();
      marketing.unmount();
    },
  );

  it('settings: the sign-in section, and no names to type (they come from the sign-in)', async () => {
    const { unmount } = await renderLiveApp(signedIn(STAFF[1]), '/settings');
    expect(
      await screen.findByRole('heading', { name: 'Sign-in' }, { timeout: 3000 }),
    ).toBeVisible();
    expect(screen.getByText('This device: Till 1')).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Staff name' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Device name' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'This device is used for' })).toBeVisible();
    unmount();
  });
});
