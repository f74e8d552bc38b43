import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAMP_FIXTURES as S } from '../../mocks/seed';
import { renderApp } from '../../test/render-app';
import { runOnShopClock } from '../../test/shop-clock';
import { region } from './stamp-screen.test-support';

runOnShopClock();

describe('the recent list on the stamp screen', () => {
  it('shows two stamps added as one row with the card’s count after them', async () => {
    const { service, unmount } = await renderApp(`/stamps/${S.inProgress}`, {
      device: 'Till 2',
      staff: 'Chris Counter',
    });
    const user = userEvent.setup();
    await user.click(
      within(await region('Card OK')).getByRole('button', {
        name: 'Add 2 stamps (one per item bought)',
      }),
    );
    await screen.findByText('2 stamps added.', { exact: false }, { timeout: 3000 });
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(5);
    // The list comes after the screen's first frame (its own chunk).
    const recent = await screen.findByRole('region', { name: 'Recent at this counter' });
    const [row, ...others] = within(recent).getAllByRole('listitem');
    expect(others).toEqual([]);
    expect(row).toHaveTextContent('Coffee card · 5 of 10');
    expect(row).toHaveTextContent(/2 stamps added\s*OK/);
    expect(row).toHaveTextContent('by Chris Counter');
    expect(recent).not.toHaveTextContent(/Kim|minji|010|example\.com/);
    unmount();
  });

  it('tapping the row of the card on screen reads that card again', async () => {
    const { server, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await region('Card OK');
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/stamp/v1/validate')) reads.push(request.url);
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: `Check ${S.inProgress} again` }));
    await waitFor(() => expect(reads).toHaveLength(1));
    expect(await region('Card OK')).toBeVisible();
    expect(window.location.pathname).toBe(`/stamps/${S.inProgress}`);
    unmount();
  });

  it('tapping a coupon’s row checks it on the coupon counter', async () => {
    const { unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await region('Card OK');
    const user = userEvent.setup();
    const field = screen.getByLabelText('Coupon number or stamp ID');
    await user.type(field, 'PERCENT15{Enter}');
    await screen.findByRole('heading', { level: 1, name: 'Check a coupon' });
    await within(await region('Valid')).findByText('Autumn sale 15%');
    await user.click(screen.getByRole('link', { name: 'Stamps' }));
    await screen.findByRole('heading', { level: 1, name: 'Stamp cards' });
    await user.click(screen.getByRole('button', { name: 'Check PERCENT15 again' }));
    await screen.findByRole('heading', { level: 1, name: 'Check a coupon' });
    expect(within(await region('Valid')).getByText('Autumn sale 15%')).toBeVisible();
    expect(window.location.pathname + window.location.search).toBe('/');
    unmount();
  });
});
