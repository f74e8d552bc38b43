import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  getDeviceSettings,
  rememberStaff,
  RECENT_STAFF_MAX,
  saveDeviceSettings,
} from '../counter/device-settings';
import { redeemMemo } from '../features/coupon-check/redeem-memo';
import { RECORD_KEY } from '../lib/report/demo-record';
import { renderApp } from '../test/render-in-page-app';
import { reportRow } from '../test/report';
import { runOnShopClock } from '../test/shop-clock';

describe('device settings', () => {
  it('loads settings stored before roles and the quick switch existed, names kept', () => {
    localStorage.setItem(
      'counter-pos.device',
      JSON.stringify({ deviceName: 'Till 2', staffName: 'Jiwoo' }),
    );
    // A fresh module would read storage; the store reads lazily once, so reset it first.
    saveDeviceSettings({});
    expect(getDeviceSettings()).toMatchObject({ deviceName: 'Till 2', staffName: 'Jiwoo' });
    expect(getDeviceSettings().role).toBe('both');
    expect(getDeviceSettings().recentStaff).toEqual([]);
  });

  it('keeps the last staff names, most recent first, without blanks or repeats', () => {
    for (const name of ['Ana', 'Bo', ' ', 'Cy', 'Ana', 'Di', 'Ed', 'Fu', 'Gi']) rememberStaff(name);
    const recent = getDeviceSettings().recentStaff;
    expect(recent).toEqual(['Gi', 'Fu', 'Ed', 'Di', 'Ana', 'Cy']);
    expect(recent).toHaveLength(RECENT_STAFF_MAX);
  });
});

describe('staff at the till', () => {
  it('asks for the till and staff names until they are set, then shows them in the header', async () => {
    const user = userEvent.setup({ delay: 60 });
    const { unmount } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Set till and staff' }));
    // The quick switch loads on first use.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Who is at this till?' },
      { timeout: 5_000 },
    );
    await user.type(within(dialog).getByLabelText('Till name'), 'Till 2');
    await user.type(within(dialog).getByLabelText('Your name'), 'Jiwoo');
    // Nobody was at the till yet: the first names are saved, not switched.
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('button', { name: 'Till 2 · Jiwoo, switch staff' }),
    ).toBeInTheDocument();
    expect(redeemMemo(getDeviceSettings())).toContain('device: Till 2 · staff: Jiwoo');
    unmount();
  });

  it('names what is set and asks only for what is missing', async () => {
    saveDeviceSettings({ deviceName: 'Till 2' });
    const first = await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Till 2 · Set your name' })).toBeVisible();
    first.unmount();
    saveDeviceSettings({ deviceName: '', staffName: 'Jiwoo' });
    const second = await renderApp('/');
    expect(await screen.findByRole('button', { name: 'Set till name · Jiwoo' })).toBeVisible();
    second.unmount();
  });

  it('switches to a name used here before with one tap, and to a new one by typing', async () => {
    saveDeviceSettings({ deviceName: 'Till 2' });
    rememberStaff('Minji');
    rememberStaff('Jiwoo');
    saveDeviceSettings({ staffName: 'Jiwoo' });
    const user = userEvent.setup({ delay: 60 });
    const { unmount } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Till 2 · Jiwoo, switch staff' }));
    let dialog = await screen.findByRole('dialog', { name: 'Who is at Till 2?' });
    // The current name is not offered again; the till name is not asked for again.
    const names = within(dialog).getByRole('list', { name: 'Staff who used this till' });
    expect(
      within(names)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Minji']);
    expect(within(dialog).queryByLabelText('Till name')).not.toBeInTheDocument();
    await user.click(within(names).getByRole('button', { name: 'Minji' }));
    await waitFor(() => expect(getDeviceSettings().staffName).toBe('Minji'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Till 2 · Minji, switch staff' }));
    dialog = await screen.findByRole('dialog', { name: 'Who is at Till 2?' });
    await user.type(within(dialog).getByLabelText('Someone else'), '  Hana ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(getDeviceSettings().staffName).toBe('Hana'));
    expect(getDeviceSettings().recentStaff.slice(0, 3)).toEqual(['Hana', 'Minji', 'Jiwoo']);
    unmount();
  });

  it('says a blank name changes nothing, and stays open, instead of closing on the last person', async () => {
    saveDeviceSettings({ deviceName: 'Till 2', staffName: 'Jiwoo' });
    rememberStaff('Minji');
    const user = userEvent.setup({ delay: 0 });
    const { unmount } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Till 2 · Jiwoo, switch staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who is at Till 2?' });
    const field = within(dialog).getByLabelText('Someone else');
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));
    expect(
      await within(dialog).findByText('Type a name, or tap one above: nothing was changed.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Who is at Till 2?' })).toBeInTheDocument();
    expect(getDeviceSettings().staffName).toBe('Jiwoo');
    unmount();
  });

  it('refuses a name too long for the records, and keeps the one there', async () => {
    saveDeviceSettings({ deviceName: 'Till 2', staffName: 'Jiwoo' });
    const user = userEvent.setup({ delay: 0 });
    const { unmount } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Till 2 · Jiwoo, switch staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who is at Till 2?' });
    await user.type(within(dialog).getByLabelText('Your name'), 'x'.repeat(41));
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));
    expect(await within(dialog).findByText('Use at most 40 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(getDeviceSettings().staffName).toBe('Jiwoo');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
  });

  it('refuses a name with a hidden direction character, which would go into every memo', async () => {
    saveDeviceSettings({ deviceName: 'Till 2', staffName: 'Jiwoo' });
    const user = userEvent.setup({ delay: 0 });
    const { unmount } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Till 2 · Jiwoo, switch staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Who is at Till 2?' });
    const field = within(dialog).getByLabelText('Your name');
    await user.click(field);
    await user.paste('\u202Eanih');
    await user.click(within(dialog).getByRole('button', { name: 'Switch' }));
    expect(
      await within(dialog).findByText(
        'This has a hidden control or direction character. Type the name again.',
      ),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('\u202Eanih');
    expect(getDeviceSettings().staffName).toBe('Jiwoo');
    unmount();
  });
});

describe('settings save as staff type', () => {
  it('saves each name on change, with no Save button to forget, and the role at once', async () => {
    const user = userEvent.setup({ delay: 60 });
    const { unmount } = await renderApp('/settings');
    const staff = await screen.findByLabelText('Staff name');
    const section = screen.getByRole('region', { name: 'This device' });
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Device name'), 'Till 3');
    await user.type(staff, 'Sora');
    await waitFor(() =>
      expect(getDeviceSettings()).toMatchObject({ deviceName: 'Till 3', staffName: 'Sora' }),
    );
    expect(within(section).getByRole('status')).toHaveTextContent('Saved.');
    // Left by tapping elsewhere: the finished name joins the quick switch.
    await user.click(screen.getByRole('radio', { name: /The counter/ }));
    expect(getDeviceSettings().recentStaff).toEqual(['Sora']);
    await waitFor(() => expect(getDeviceSettings().role).toBe('counter'));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Clicks' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'More screens' }));
    expect(within(nav).getByRole('link', { name: 'Clicks' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(within(nav).getByRole('button', { name: 'More screens' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    unmount();
  });
});

describe('today at this till, in the demo', () => {
  // 21 November 2026, 10:30 in Seoul: the demo's today.
  runOnShopClock();

  it("shows the till's and the person's counts of today in the quick switch, from this browser's record", async () => {
    saveDeviceSettings({ deviceName: 'Till 2', staffName: 'Jiwoo' });
    localStorage.setItem(
      RECORD_KEY,
      JSON.stringify([
        reportRow(1, { till: 'Till 2', person: 'Jiwoo' }),
        reportRow(2, { till: 'Till 2', person: 'Minji', outcome: 'unknown' }),
        reportRow(3, { till: 'Till 1', person: 'Jiwoo', operation: 'stampAdd', target: '274' }),
        // Yesterday in Seoul: not today's.
        reportRow(4, { till: 'Till 2', person: 'Jiwoo', time: '2026-11-20T14:59:00.000Z' }),
      ]),
    );
    const user = userEvent.setup();
    const { unmount } = await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Till 2 · Jiwoo, switch staff' }));
    const today = await screen.findByRole(
      'region',
      { name: 'Today at this till' },
      { timeout: 5_000 },
    );
    const list = (title: string) =>
      within(today).getByRole('heading', { name: title }).parentElement ?? today;
    await waitFor(() =>
      expect(within(list('This till')).getByText('Coupons redeemed').nextSibling).toHaveTextContent(
        '1',
      ),
    );
    expect(
      within(list('This till')).getByText('Not sure: each must be checked before closing'),
    ).toBeVisible();
    expect(within(list('You (Jiwoo)')).getByText('Stamps added').nextSibling).toHaveTextContent(
      '1',
    );
    unmount();
  });
});
