import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_FIXTURES as C, STAMP_FIXTURES as S } from '../../mocks/seed';
import { renderApp } from '../../test/render-app';
import { runOnShopClock } from '../../test/shop-clock';
import { scan, verdict, verdictShowing } from './coupon-counter.test-support';

// The shop's device and the service agree on the date (the service clock is pinned to this day).
runOnShopClock();

describe('recent at this counter', () => {
  it('shows a redeem as one row with the coupon, who did it and the outcome, no personal data, kept and cleared after a confirmation', async () => {
    const first = await renderApp('/', { device: 'Till 2', staff: 'Chris Counter' });
    let user = await scan(C.member);
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('checkbox'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Redeem' }));
    await verdict('Redeemed');
    first.unmount();

    await renderApp('/');
    const recent = await screen.findByRole('region', { name: 'Recent at this counter' });
    const [row, ...others] = within(recent).getAllByRole('listitem');
    expect(others).toEqual([]);
    expect(row).toHaveTextContent('Member triple treat · 20% off');
    expect(row).toHaveTextContent(/Redeemed\s*OK/);
    expect(row).toHaveTextContent('by Chris Counter');
    expect(row).toContainElement(
      within(recent).getByRole('button', { name: `Check ${C.member} again` }),
    );
    expect(recent).not.toHaveTextContent(/Kim|minji|010|example\.com/);
    user = userEvent.setup();
    await user.click(within(recent).getByRole('button', { name: 'Clear the list' }));
    await user.click(within(recent).getByRole('button', { name: 'Cancel' }));
    expect(within(recent).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(recent).getByRole('button', { name: 'Clear the list' }));
    await user.click(within(recent).getByRole('button', { name: 'Yes, clear' }));
    expect(within(recent).getByText('Nothing yet.')).toBeInTheDocument();
  });

  it('tapping a row on the counter checks that coupon again, as often as it is tapped', async () => {
    const { unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    await verdict('Redeemed');
    const recent = await screen.findByRole('region', { name: 'Recent at this counter' });
    const tap = () =>
      user.click(within(recent).getByRole('button', { name: `Check ${C.unlimited} again` }));

    const history = window.history.length;
    await tap();
    const again = await verdict('Valid');
    expect(within(again).getByText(C.unlimited)).toBeInTheDocument();
    expect(within(again).getByText('Unlimited · used 43 times', { exact: false })).toBeVisible();
    // The address is clean again, so the row can be tapped again, and Back has no extra step.
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(window.history.length).toBe(history);
    await waitFor(() => expect(screen.getByLabelText('Coupon number or stamp ID')).toHaveFocus());
    // The re-check belongs to the same customer: still one row.
    let rows = within(recent).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(/Staff discount · 30% off.*Redeemed\s*OK/);

    // Another customer, then the first one's row again: a visit of its own.
    await scan(C.percent);
    await verdictShowing('Valid', 'Autumn sale 15%');
    await tap();
    await verdictShowing('Valid', C.unlimited);
    rows = within(recent).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/Staff discount · 30% off.*Checked only\s*OK/);
    unmount();
  });

  it('tapping a stamp card’s row on the counter opens that card', async () => {
    const { unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await screen.findByRole('region', { name: 'Card OK' }, { timeout: 3000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Coupons' }));
    await screen.findByRole('heading', { level: 1, name: 'Check a coupon' });
    await user.click(screen.getByRole('button', { name: `Check ${S.inProgress} again` }));
    expect(await screen.findByRole('region', { name: 'Card OK' }, { timeout: 3000 })).toBeVisible();
    expect(window.location.pathname).toBe(`/stamps/${S.inProgress}`);
    unmount();
  });
});
