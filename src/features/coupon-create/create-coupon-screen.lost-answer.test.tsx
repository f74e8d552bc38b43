import { screen, waitFor, within } from '@testing-library/react';
import { runOnShopClock } from '../../test/shop-clock';
import {
  countCreates,
  descriptionOf,
  drawnCode,
  fillValidCoupon,
  openForm,
  preloadQrCode,
  typist,
} from './create-coupon-screen.test-support';

runOnShopClock();
preloadQrCode();

// A send whose answer is lost: the code is read back from the service before anything is said.
describe('creating the coupon', () => {
  it('a lost answer, and the drawn code belongs to another coupon: said on the field, a new one drawn', async () => {
    const { service, demo, unmount } = await openForm();
    const user = typist();
    await fillValidCoupon(user);
    const code = drawnCode();
    // Another coupon was given this very code (by another tab, say) while the answer was lost.
    await demo({ fault: 'network-error', faultOnce: true, faultOperations: ['coupon.create'] });
    const seeded = service.state.coupons.PERCENT15;
    if (!seeded) throw new Error('the seed has no PERCENT15');
    service.state.coupons[code] = { ...seeded, cpnNo: code, nm: 'Rival' };
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(
      await screen.findByText(
        `The answer was lost, and the code ${code} belongs to another coupon: this one was not created.`,
      ),
    ).toBeVisible();
    const field = screen.getByRole('textbox', { name: /Code to be sent/ });
    expect(descriptionOf(field)).toContain(
      `The code ${code} is taken by another coupon (Rival). Draw a new code and try again.`,
    );
    const drawNew = screen.getByRole('button', { name: 'Draw a new code' });
    expect(drawNew).toHaveFocus();
    await user.click(drawNew);
    expect(drawnCode()).not.toBe(code);
    expect(screen.queryByRole('button', { name: 'Draw a new code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await screen.findByRole('region', { name: 'Coupon created' });
    expect(service.state.coupons[code].nm).toBe('Rival');
    expect(Object.values(service.state.coupons).filter((c) => c.nm === 'Autumn')).toHaveLength(1);
    unmount();
  });

  it('a server error: the code is looked up, nothing was made, a retry sends the same code', async () => {
    const { server, service, demo, toServer, unmount } = await openForm();
    await demo({ fault: 'server-error', faultOnce: true, faultOperations: ['coupon.create'] });
    const sent = countCreates(server);
    const user = typist();
    await fillValidCoupon(user);
    const code = drawnCode();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(
      await screen.findByText(
        `The answer was lost, and the service has no coupon ${code} now. Trying again is safe: it sends the same code, so it can never make two.`,
      ),
    ).toBeVisible();
    expect(service.state.coupons[code]).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await screen.findByRole('region', { name: 'Coupon created' });
    expect(sent.map((body) => body.cpnNo)).toEqual([code, code]);
    // One intent, one Idempotency-Key: our server replays instead of creating twice.
    const creates = toServer.filter(({ path }) => path === '/api/coupon/v1/create');
    const [first, second] = creates.map(({ headers }) => headers.get('idempotency-key'));
    expect(first).toMatch(/^create-[0-9a-f]{32}$/);
    expect(second).toBe(first);
    unmount();
  });

  it('the answer lost after the service created it: "created", with the same code, one coupon', async () => {
    const { server, service, demo, unmount } = await openForm();
    await demo({ fault: 'lost-response', faultOnce: true, faultOperations: ['coupon.create'] });
    const sent = countCreates(server);
    const user = typist();
    await fillValidCoupon(user);
    const code = drawnCode();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    const done = await screen.findByRole('region', { name: 'Coupon created' });
    expect(within(done).getByText(code)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(Object.values(service.state.coupons).filter((c) => c.nm === 'Autumn')).toHaveLength(1);
    unmount();
  });

  it('a write that lands after the client gave up: the retry’s "code in use" is read as created', async () => {
    const { service, demo, unmount } = await openForm();
    await demo({
      fault: 'late-write',
      faultOnce: true,
      faultOperations: ['coupon.create'],
      lateWriteMs: 300,
    });
    const user = typist();
    await fillValidCoupon(user);
    const code = drawnCode();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText(/has no coupon \w+ now\. Trying again is safe/)).toBeVisible();
    await waitFor(() => expect(service.state.coupons[code]).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    const done = await screen.findByRole('region', { name: 'Coupon created' });
    expect(within(done).getByText(code)).toBeVisible();
    expect(Object.values(service.state.coupons).filter((c) => c.nm === 'Autumn')).toHaveLength(1);
    unmount();
  });
});
