import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { COUPON_FIXTURES as C, FIXTURE_PASSWORDS } from '../../mocks/seed';
import { renderApp } from '../../test/render-app';
import { runOnShopClock } from '../../test/shop-clock';
import { scan, verdict } from './coupon-counter.test-support';

// The shop's device and the service agree on the date (the service clock is pinned to this day).
runOnShopClock();

describe('redeem', () => {
  it('redeems, reads the new count back and records who did it', async () => {
    const { service, unmount } = await renderApp('/', { device: 'Till 2', staff: 'Chris Counter' });
    const user = await scan(C.unlimited);
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    const done = await verdict('Redeemed');
    // What to key into the till, big; then what is left, in plain words.
    expect(within(done).getByText('Apply 30% off')).toBeInTheDocument();
    expect(within(done).getByText('Unlimited: used 43 times now.')).toBeInTheDocument();
    // Said as well as shown: the outcome and what to key in.
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      `Redeemed: ${C.unlimited}. Apply 30% off`,
    );
    expect(service.state.coupons[C.unlimited]?.redemptions.at(-1)?.memo).toMatch(
      /^Counter POS · device: Till 2 · staff: Chris Counter · 2026-11-21 \d\d:\d\d:\d\d [+-]\d\d:\d\d$/,
    );
    unmount();
  });

  it('the last use: "Redeemed", then the next check says limit reached', async () => {
    const { unmount } = await renderApp('/');
    const user = await scan(C.singleUse);
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    const done = await verdict('Redeemed');
    expect(within(done).getByText('Apply ₩2,000 off')).toBeInTheDocument();
    expect(
      within(done).getByText('That was its last use: the coupon is used up.'),
    ).toBeInTheDocument();
    // The service's refusal of the used-up coupon is no part of a success.
    expect(within(done).queryByText(/reached its use limit/)).not.toBeInTheDocument();
    await scan(C.singleUse);
    const refusal = await verdict('Cannot be used');
    expect(within(refusal).getByText(/Redeemed at this counter at/)).toBeInTheDocument();
    unmount();
  });

  it('an empty Enter after a redeem (a double press, a scanner’s empty line) keeps what to key in; a wrong entry clears it', async () => {
    const { unmount } = await renderApp('/');
    const user = await scan(C.singleUse);
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    await verdict('Redeemed');
    const field = screen.getByLabelText('Coupon number or stamp ID');
    expect(field).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    await user.type(field, '   {Enter}');
    // Still the redeem's result, with its instruction, and no alert beside it.
    expect(within(await verdict('Redeemed')).getByText('Apply ₩2,000 off')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field).toBeValid();
    // Something typed that is no code is a new entry: the old result must not read as its verdict.
    await user.clear(field);
    await user.type(field, 'NOPE{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Redeemed' })).not.toBeInTheDocument(),
    );
    unmount();
  });

  it('on-site: a wrong password keeps the dialog open with the service’s message; the right one redeems', async () => {
    const { service, unmount } = await renderApp('/');
    const user = await scan(C.onsite);
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: `Redeem ${C.onsite}` });
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(within(dialog).getByText('Enter the on-site password.')).toBeInTheDocument();
    const password = within(dialog).getByLabelText('On-site password');
    // A person types the password (a scanner-fast burst would be refused as a scan).
    const person = userEvent.setup({ delay: 60 });
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('inputmode', 'numeric');
    await person.type(password, '0000');
    await person.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not redeemed. The service said: “The on-site password is incorrect.”',
    );
    expect(password).toHaveValue('');
    // Back in the field for the next try: the Redeem button it was on was disabled meanwhile.
    await waitFor(() => expect(password).toHaveFocus());
    expect(service.state.coupons[C.onsite]?.useCnt).toBe(0);
    await person.type(password, `${FIXTURE_PASSWORDS.coupon}{Enter}`);
    await verdict('Redeemed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(service.state.coupons[C.onsite]?.useCnt).toBe(1);
    unmount();
  });

  it('live: a wrong password our server checked is said to be the shop’s server’s words', async () => {
    const { hop, service, unmount } = await renderApp('/');
    const user = await scan(C.onsite);
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: `Redeem ${C.onsite}` });
    // As our server answers it: a refusal the way the service says its own, marked as ours.
    hop.use(
      http.put('*/api/coupon/v1/redeem', () =>
        HttpResponse.json(
          { code: 422, message: 'The on-site password is incorrect.', result: null },
          { headers: { 'X-Said-By': 'server' } },
        ),
      ),
    );
    const person = userEvent.setup({ delay: 60 });
    await person.type(within(dialog).getByLabelText('On-site password'), '0000');
    await person.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Not redeemed. The shop’s server said: “The on-site password is incorrect.”',
    );
    expect(service.state.coupons[C.onsite]?.useCnt).toBe(0);
    unmount();
  });

  it('a personal coupon sends its user and asks staff to confirm the person', async () => {
    const { service, unmount } = await renderApp('/');
    const user = await scan(C.member);
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    expect(
      within(dialog).getByText('Confirm that the customer is the coupon’s owner.'),
    ).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('checkbox', { name: /only for Kim Minji \(minji.kim\)/ }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    const done = await verdict('Redeemed');
    expect(within(done).getByText('1 more use left on this coupon.')).toBeInTheDocument();
    expect(service.state.coupons[C.member]?.redemptions.at(-1)?.userId).toBe('minji.kim');
    unmount();
  });

  it('a double tap sends exactly one redeem', async () => {
    const { service, demo, unmount } = await renderApp('/');
    await demo({ latencyMs: 50 });
    const user = await scan(C.unlimited);
    const button = within(await verdict('Valid')).getByRole('button', { name: 'Redeem' });
    await user.dblClick(button);
    await verdict('Redeemed');
    expect(service.state.coupons[C.unlimited]?.useCnt).toBe(43);
    unmount();
  });

  it('a second redeem of the same coupon moments later asks twice', async () => {
    const { service, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    await verdict('Redeemed');
    await scan(C.unlimited);
    const panel = await verdict('Valid');
    expect(within(panel).getByRole('note')).toHaveTextContent(/redeemed here \d+ seconds? ago/);
    await user.click(within(panel).getByRole('button', { name: 'Redeem again' }));
    const confirm = within(panel).getByRole('button', { name: 'Yes, redeem it a second time' });
    // The second tap of a double tap is not a confirmation: the button waits a moment.
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(service.state.coupons[C.unlimited]?.useCnt).toBe(43);
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await verdict('Redeemed');
    expect(service.state.coupons[C.unlimited]?.useCnt).toBe(44);
    unmount();
  });

  it('the answer lost during a redeem: reads the coupon back and says it went through', async () => {
    const { service, demo, unmount } = await renderApp('/');
    const user = await scan(C.member);
    await demo({ fault: 'lost-response', faultOnce: true, faultOperations: ['coupon.redeem'] });
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Redeem' }));
    const done = await verdict('Redeemed');
    expect(
      within(done).getByText('It went through: the service has recorded the redeem.'),
    ).toBeInTheDocument();
    expect(service.state.coupons[C.member]?.useCnt).toBe(2);
    unmount();
  });

  it('a server error during the redeem is settled by reading the coupon back, not by retrying', async () => {
    const { service, demo, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    await demo({ fault: 'server-error', faultOnce: true, faultOperations: ['coupon.redeem'] });
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    // Read back after the write ended: the verdict shown then, not the one the tap was on.
    const note = await screen.findByText(
      'It did not go through: nothing was recorded. You can redeem it now.',
    );
    expect(await verdict('Valid')).toContainElement(note);
    expect(service.state.coupons[C.unlimited]?.useCnt).toBe(42);
    unmount();
  });

  it('the network lost before the redeem arrived: says it did not go through, nothing retried', async () => {
    const { service, demo, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    await demo({ fault: 'network-error', faultOnce: true, faultOperations: ['coupon.redeem'] });
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    const note = await screen.findByText(
      'It did not go through: nothing was recorded. You can redeem it now.',
    );
    expect(await verdict('Valid')).toContainElement(note);
    expect(service.state.coupons[C.unlimited]?.useCnt).toBe(42);
    unmount();
  });

  it('still offline after the redeem: "not sure", and checking again never redeems', async () => {
    const { service, server, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    // The redeem's answer is lost, and so is the read-back that follows it.
    server.use(
      http.put('*/api/coupon/v1/redeem', () => {
        server.use(http.get('*/api/coupon/v1/validate', () => HttpResponse.error()));
        return HttpResponse.error();
      }),
    );
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    const unsure = await verdict('Not sure it was redeemed');
    expect(within(unsure).getByText(/Do not redeem again before checking/)).toBeInTheDocument();
    server.resetHandlers();
    await user.click(within(unsure).getByRole('button', { name: 'Check again' }));
    await within(await verdict('Valid')).findByText(/did not go through/);
    expect(service.state.coupons[C.unlimited]?.useCnt).toBe(42);
    unmount();
  });
});
