import { screen, within } from '@testing-library/react';
import type * as Auth from '../../api/auth';
import { signedIn, STAFF } from '../../test/auth';
import { runOnShopClock } from '../../test/shop-clock';
import { renderLiveApp, runInLiveMode } from './live-app.test-support';

vi.mock('../../api/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof Auth>();
  return { ...actual, unlock: vi.fn(), lock: vi.fn(), touchSession: vi.fn() };
});

// The simulated service is pinned to the shop's day.
runOnShopClock();

runInLiveMode();

// What each role is shown: the back office, its screens, and the settings.
describe('live mode, signed in', () => {
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

  it('settings: each use of the device is described by the tab bar it gives this person', async () => {
    const hint = (use: string) =>
      screen.getByRole('radio', { name: new RegExp(`^${use}`) }).closest('label')?.textContent;
    const owner = await renderLiveApp(signedIn(STAFF[0]), '/settings');
    await screen.findByRole('group', { name: 'This device is used for' }, { timeout: 3000 });
    expect(hint('The back office')).toContain(
      'New coupon, Clicks, Day report, Settings, and Audit log in the tab bar; Coupons and Stamps behind More.',
    );
    expect(hint('The counter')).toContain(
      'Coupons, Stamps, and Settings in the tab bar; New coupon, Clicks, Day report, and Audit log behind More.',
    );
    owner.unmount();

    // Counter staff have no back office: a device set for it shows them Settings, and the counter
    // behind More.
    const counter = await renderLiveApp(signedIn(STAFF[1]), '/settings');
    await screen.findByRole('group', { name: 'This device is used for' }, { timeout: 3000 });
    expect(hint('The back office')).toContain(
      'Settings in the tab bar; Coupons and Stamps behind More.',
    );
    expect(hint('Counter and back office')).toContain(
      'Coupons, Stamps, and Settings in the tab bar.',
    );
    counter.unmount();
  });
});
