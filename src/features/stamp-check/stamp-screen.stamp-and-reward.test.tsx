import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { saveCounterSettings } from '../../counter/counter-settings';
import { FIXTURE_PASSWORDS, STAMP_FIXTURES as S } from '../../mocks/seed';
import { renderApp } from '../../test/render-app';
import { runOnShopClock } from '../../test/shop-clock';
import { region } from './stamp-screen.test-support';

runOnShopClock();

describe('add a stamp', () => {
  it('shows the new stamp as pending, then as confirmed by reading the card back', async () => {
    const { service, demo, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await demo({ latencyMs: 80 });
    const user = userEvent.setup();
    await user.click(within(await region('Card OK')).getByRole('button', { name: 'Add a stamp' }));
    const pending = screen.getByRole('progressbar');
    expect(pending).toHaveAttribute('aria-valuenow', '3');
    expect(pending).toHaveAttribute('aria-valuetext', '3 of 10 stamps · Adding…');
    expect(screen.getByRole('button', { name: 'Adding stamp 4…' })).toBeDisabled();
    expect(
      await screen.findByText('Stamp 4 added. Confirmed by the service: 4 of 10.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(4);
    unmount();
  });

  it('a double tap adds exactly one stamp', async () => {
    saveCounterSettings({ stampGuardSeconds: 0 });
    const { service, demo, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await demo({ latencyMs: 50 });
    const user = userEvent.setup();
    await user.dblClick(
      within(await region('Card OK')).getByRole('button', { name: 'Add a stamp' }),
    );
    await screen.findByText(/Stamp 4 added/);
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(4);
    unmount();
  });

  it('asks before a quick second stamp on the same card (the guard is a setting)', async () => {
    const { service, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    const user = userEvent.setup();
    await user.click(within(await region('Card OK')).getByRole('button', { name: 'Add a stamp' }));
    await screen.findByText(/Stamp 4 added/);
    vi.setSystemTime(new Date('2026-11-21T10:30:12+09:00'));
    await user.click(screen.getByRole('button', { name: 'Add a stamp' }));
    expect(
      screen.getByText('This card got a stamp 12 seconds ago. Add another?'),
    ).toBeInTheDocument();
    // The tapped button gave way to the question: the focus is on its safe answer.
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(4);
    await user.click(screen.getByRole('button', { name: 'Add a stamp' }));
    const yes = screen.getByRole('button', { name: 'Yes, add another' });
    expect(yes).toBeDisabled();
    await waitFor(() => expect(yes).toBeEnabled());
    await user.click(yes);
    await screen.findByText(/Stamp 5 added/);
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(5);
    vi.setSystemTime(new Date('2026-11-21T10:31:00+09:00'));
    await user.click(screen.getByRole('button', { name: 'Add a stamp' }));
    await screen.findByText(/Stamp 6 added/);
    unmount();
  });

  it('a quick +2 after a stamp asks for two, by name, and adds two', async () => {
    const { service, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    const user = userEvent.setup();
    await user.click(within(await region('Card OK')).getByRole('button', { name: 'Add a stamp' }));
    await screen.findByText(/Stamp 4 added/);
    vi.setSystemTime(new Date('2026-11-21T10:30:02+09:00'));
    await user.click(screen.getByRole('button', { name: 'Add 2 stamps (one per item bought)' }));
    expect(
      screen.getByText('This card got a stamp 2 seconds ago. Add 2 more?'),
    ).toBeInTheDocument();
    const yes = screen.getByRole('button', { name: 'Yes, add 2 more' });
    await waitFor(() => expect(yes).toBeEnabled());
    await user.click(yes);
    await screen.findByText('2 stamps added.', { exact: false }, { timeout: 3000 });
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(6);
    unmount();
  });

  it('a full card offers no Add; one filled at another till meanwhile is refused, and nothing changes', async () => {
    const full = await renderApp(`/stamps/${S.full}`);
    const ready = await region('Reward ready');
    expect(within(ready).queryByRole('button', { name: 'Add a stamp' })).not.toBeInTheDocument();
    full.unmount();

    const { service, unmount } = await renderApp(`/stamps/${S.oneShort}`);
    const panel = await region('Card OK');
    const card = service.state.stamps[String(S.oneShort)];
    if (!card) throw new Error('fixture missing');
    card.stamps = 10; // another till gave the last stamp while this card was on screen
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Add a stamp' }));
    expect(
      await screen.findByText(
        'No stamp added. The service said: “This stamp card is already full (10 of 10).”',
      ),
    ).toBeInTheDocument();
    expect(card.stamps).toBe(10);
    unmount();
  });

  it('two coffees, two stamps, one tap: each add confirmed, no repeat question', async () => {
    const { service, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    const panel = await region('Card OK');
    await userEvent
      .setup()
      .click(within(panel).getByRole('button', { name: 'Add 2 stamps (one per item bought)' }));
    const done = await screen.findByText('2 stamps added.', undefined, { timeout: 3000 });
    expect(done).toBeVisible();
    // One line for the series and the count after it: not "Stamp 5 added." beside it as well.
    expect(done.parentElement).toHaveTextContent(
      /^2 stamps added\. Confirmed by the service: 5 of 10\.$/,
    );
    expect(screen.queryByText(/Add another\?/)).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(5);
    unmount();
  });

  it('three stamps, the second lost on the way: "1 of 3 added", the rest not sent', async () => {
    const { service, hop, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    const panel = await region('Card OK');
    let adds = 0;
    hop.use(
      http.put('*/api/stamp/v1/add', () => {
        adds += 1;
        // The second add never leaves the tablet; the others go on to our server.
        if (adds === 2) return HttpResponse.error();
        return undefined;
      }),
    );
    await userEvent
      .setup()
      .click(within(panel).getByRole('button', { name: 'Add 3 stamps (one per item bought)' }));
    // Waited for as a whole: the verdict is drawn again as the write settles.
    await waitFor(
      () => {
        expect(screen.getByText('1 of 3 added: the next one did not go through.')).toBeVisible();
        expect(screen.getByText(/It did not go through: no stamp was added/)).toBeVisible();
      },
      { timeout: 3000 },
    );
    expect(adds).toBe(2);
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(4);
    unmount();
  });

  it('the answer lost after the service added it: reads the card and says it went through', async () => {
    const { service, demo, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await demo({ fault: 'lost-response', faultOnce: true, faultOperations: ['stamp.add'] });
    const user = userEvent.setup();
    await user.click(within(await region('Card OK')).getByRole('button', { name: 'Add a stamp' }));
    expect(
      await screen.findByText('It went through: the service has the new stamp.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(4);
    unmount();
  });

  it('a rate limit on add: nothing added, and recorded as failed, not refused', async () => {
    const { service, demo, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await demo({ fault: 'rate-limit', faultOnce: true, faultOperations: ['stamp.add'] });
    const user = userEvent.setup();
    await user.click(within(await region('Card OK')).getByRole('button', { name: 'Add a stamp' }));
    expect(
      within(await region('No stamp added')).getByText(
        'The service asks us to slow down. Wait 30 seconds.',
      ),
    ).toBeInTheDocument();
    const recent = await screen.findByRole('region', { name: 'Recent at this counter' });
    const [row, ...others] = within(recent).getAllByRole('listitem');
    expect(others).toEqual([]);
    expect(row).toHaveTextContent(/Coffee card · 3 of 10.*Stamp add\s*Failed/);
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(3);
    unmount();
  });

  it('the network lost before it arrived: says no stamp was added, and shows the old count', async () => {
    const { service, demo, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await demo({ fault: 'network-error', faultOnce: true, faultOperations: ['stamp.add'] });
    const user = userEvent.setup();
    await user.click(within(await region('Card OK')).getByRole('button', { name: 'Add a stamp' }));
    expect(
      await screen.findByText(/It did not go through: no stamp was added/),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(3);
    unmount();
  });
});

describe('give the reward', () => {
  it('a full card: reward given, advice to issue a new card, and it no longer validates', async () => {
    const { service, unmount } = await renderApp(`/stamps/${S.full}`);
    const user = userEvent.setup();
    await user.click(
      within(await region('Reward ready')).getByRole('button', { name: 'Give reward' }),
    );
    const given = await region('Reward given');
    // The verdict big; what the card offers (its title: the service has no reward field) under it.
    expect(within(given).getByText('Hand over the reward')).toBeInTheDocument();
    expect(
      within(given).getByText('The card offers: Ten coffees, the eleventh is on us'),
    ).toBeInTheDocument();
    expect(
      within(given).getByText('This card is finished: give the customer a new card.'),
    ).toBeInTheDocument();
    // The service's refusal of the card now is no part of a success.
    expect(within(given).queryByText(/already been given/)).not.toBeInTheDocument();
    expect(service.state.stamps[String(S.full)]?.rewardGiven).toBe(true);
    await user.type(screen.getByLabelText('Coupon number or stamp ID'), `${S.full}{Enter}`);
    expect(
      within(await region('Cannot be used')).getByText(/already been given/),
    ).toBeInTheDocument();
    unmount();
  });

  it('an on-site card: fill it, then a wrong password and the right one', async () => {
    saveCounterSettings({ stampGuardSeconds: 0 });
    const { service, unmount } = await renderApp(`/stamps/${S.onsite}`);
    const user = userEvent.setup();
    for (const added of [3, 4, 5]) {
      await user.click(await screen.findByRole('button', { name: 'Add a stamp' }));
      await screen.findByText(new RegExp(`Stamp ${added} added`));
    }
    await user.click(
      within(await region('Reward ready')).getByRole('button', { name: 'Give reward' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: `Give the reward for card ${S.onsite}`,
    });
    const password = within(dialog).getByLabelText('On-site password');
    // Our server checks the password before anything is sent, and says the refusal is its own.
    // A person types the password (a scanner-fast burst would be refused as a scan).
    const person = userEvent.setup({ delay: 60 });
    await person.type(password, '0000{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Reward not given. The shop’s server said: “The on-site password is incorrect.”',
    );
    expect(service.state.stamps[String(S.onsite)]?.rewardGiven).toBe(false);
    await person.type(password, `${FIXTURE_PASSWORDS.stamp}{Enter}`);
    await region('Reward given');
    expect(service.state.stamps[String(S.onsite)]?.rewardGiven).toBe(true);
    unmount();
  });
});
