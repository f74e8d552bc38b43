import { screen, within } from '@testing-library/react';
import { COUPON_FIXTURES as C } from '../../mocks/seed';
import { renderApp } from '../../test/render-app';
import { runOnShopClock } from '../../test/shop-clock';
import { scan, verdict } from './coupon-counter.test-support';

/*
 * The write path's code is its own chunk, fetched after the counter's first paint (decision
 * 0023). A till that cannot fetch it (offline since a new version was deployed) must send
 * nothing, say so, and redeem once the code can be fetched.
 */
const code = vi.hoisted(() => ({ fetchable: false, asked: 0 }));
vi.mock('../../counter/run-counter-write', async (importOriginal) => {
  code.asked += 1;
  if (!code.fetchable) throw new TypeError('Failed to fetch dynamically imported module');
  return await importOriginal();
});

runOnShopClock();

describe('the write path’s code', () => {
  it('that cannot be fetched sends nothing and says "Not redeemed" with a reload as the way out; the next redeem asks for it again and goes through', async () => {
    const { service, unmount } = await renderApp('/');
    const before = service.state.coupons[C.unlimited]?.redemptions.length;
    const user = await scan(C.unlimited);
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    const refused = await verdict('Not redeemed');
    expect(within(refused).getByText(C.unlimited, { exact: false })).toBeInTheDocument();
    // Not "no connection": the network may be fine (a new version deployed), and a browser keeps
    // a failed module fetch until the page is reloaded.
    expect(
      within(refused).getByText(
        'This part of the app could not be loaded, so nothing was sent. Reload the page, then try again.',
      ),
    ).toBeInTheDocument();
    expect(service.state.coupons[C.unlimited]?.redemptions.length).toBe(before);
    const asked = code.asked;
    expect(asked).toBeGreaterThan(0);

    // Vitest's loader, unlike a browser, fetches a failed module again: the next redeem asks anew.
    code.fetchable = true;
    await scan(C.unlimited);
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    expect(within(await verdict('Redeemed')).getByText('Apply 30% off')).toBeInTheDocument();
    expect(code.asked).toBeGreaterThan(asked);
    expect(service.state.coupons[C.unlimited]?.redemptions.length).toBe((before ?? 0) + 1);
    // One redeem at a time was held and let go: the field is the staff's again.
    expect(screen.getByLabelText('Coupon number or stamp ID')).toHaveFocus();
    unmount();
  });
});
