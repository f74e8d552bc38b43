import { act, screen, waitFor, within } from '@testing-library/react';
import { COUPON_FIXTURES as C } from '../mocks/seed';
import { renderApp } from '../test/render-app';
import { runOnShopClock } from '../test/shop-clock';
import { scan, verdict } from '../features/coupon-check/coupon-counter.test-support';

runOnShopClock();

function go(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe("the demo's record is our server's log", () => {
  it('a redeem at the counter is in the audit log and the day report, under who did it', async () => {
    const { writes, unmount } = await renderApp('/', { device: 'Till 2', staff: 'Olivia Owner' });
    const user = await scan(C.unlimited);
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    await verdict('Redeemed');
    expect(
      writes().map(({ operation, target, outcome, staff }) => [operation, target, outcome, staff]),
    ).toEqual([['couponRedeem', C.unlimited, 'ok', 'Olivia Owner']]);

    go('/audit');
    const log = await screen.findByRole('table', undefined, { timeout: 3000 });
    const redeems = within(log)
      .getAllByRole('row')
      .filter((row) => within(row).queryByText('Redeem a coupon'));
    // The line written before it left, and the one of its outcome.
    expect(redeems.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Olivia Owner.*Till 2.*UNLIMITED01.*About to send/),
      expect.stringMatching(/Olivia Owner.*Till 2.*UNLIMITED01.*Done/),
    ]);

    go('/report');
    await screen.findByRole('heading', { level: 1, name: 'Day report' }, { timeout: 3000 });
    await waitFor(() => expect(screen.queryByText('Counting the day’s writes…')).toBeNull(), {
      timeout: 3000,
    });
    expect(screen.getByText('Every write of the day has a known outcome.')).toBeVisible();
    const row = (table: string, name: string) =>
      within(screen.getByRole('region', { name: new RegExp(`^${table}, `) }))
        .getAllByRole('row')
        .find((candidate) => within(candidate).queryByText(name))
        ?.textContent.replace(/\s+/g, ' ');
    // Redeemed once, 30 % off, nothing else: the till and the person, from the same two lines.
    expect(row('Per till', 'Till 2')).toMatch(/^\s*Till 2 ?1 ?30% \(1\)( ?0){7}\s*$/);
    expect(row('Per person', 'Olivia Owner')).toMatch(/^\s*Olivia Owner ?1 ?30% \(1\)( ?0){7}\s*$/);
    unmount();
  });
});
