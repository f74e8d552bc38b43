import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { saveCounterSettings } from '../../counter/counter-settings';
import { saveDeviceSettings } from '../../counter/device-settings';
import { FIXTURE_PASSWORDS, STAMP_FIXTURES as S } from '../../mocks/seed';
import { renderApp } from '../../test/render-app';
import { runOnShopClock } from '../../test/shop-clock';

runOnShopClock();

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 3000 });

describe('stamp card per fixture', () => {
  it.each([
    [S.inProgress, 'Card OK', 3, 10, '7 more for the reward'],
    [S.oneShort, 'Card OK', 9, 10, '1 more for the reward'],
    [S.full, 'Reward ready', 10, 10, 'The card is full: give the reward.'],
    [S.onsite, 'Card OK', 2, 5, '3 more for the reward'],
  ] as const)('%i: %s, %i of %i', async (stampIdx, word, stamps, max, next) => {
    const { unmount } = await renderApp(`/stamps/${stampIdx}`);
    const card = await region(word);
    const progress = within(card).getByRole('progressbar', { name: 'Stamps collected' });
    expect(progress).toHaveAttribute('aria-valuenow', String(stamps));
    expect(progress).toHaveAttribute('aria-valuemax', String(max));
    expect(progress).toHaveAttribute('aria-valuetext', `${stamps} of ${max} stamps`);
    expect(within(card).getByText(`${stamps} of ${max} stamps`)).toBeInTheDocument();
    expect(within(card).getByText(next)).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    const add = within(card).queryByRole('button', { name: 'Add a stamp' });
    const reward = within(card).queryByRole('button', { name: 'Give reward' });
    // A full card offers the reward only; any other card the add, never the reward.
    if (stamps === max)
      expect([add, reward !== null && reward.hasAttribute('disabled')]).toEqual([null, false]);
    else expect([add?.hasAttribute('disabled'), reward]).toEqual([false, null]);
    unmount();
  });

  it('shows the card’s name, title, validity, image, owner (masked) and the on-site badge', async () => {
    const { unmount } = await renderApp(`/stamps/${S.inProgress}`);
    const card = await region('Card OK');
    expect(within(card).getByText('Coffee card')).toBeInTheDocument();
    expect(within(card).getByText('Ten coffees, the eleventh is on us')).toBeInTheDocument();
    expect(within(card).getByText('expires in 120 days', { exact: false })).toBeInTheDocument();
    expect(
      within(card).getByRole('img', { name: 'Stamp image for Coffee card' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('010-••••-5678 · m•••@example.com')).toBeInTheDocument();
    unmount();
    const onsite = await renderApp(`/stamps/${S.onsite}`);
    const card280 = await region('Card OK');
    expect(
      within(card280).getByText('On-site card: the reward needs the on-site password'),
    ).toBeInTheDocument();
    expect(within(card280).getByText('베이글 카드')).toBeInTheDocument();
    onsite.unmount();
  });

  it.each([
    [S.rewardGiven, /reward for this stamp card has already been given/],
    [S.deactivated, /deactivated/],
    [S.expired, /expired on Nov 20, 2026/],
    [S.notYetActive, /not valid yet/],
    [999_999, /Stamp not found/],
  ])('%i cannot be used: the service’s message', async (stampIdx, message) => {
    const { unmount } = await renderApp(`/stamps/${stampIdx}`);
    const refused = await region('Cannot be used');
    expect(within(refused).getByText(message)).toBeInTheDocument();
    expect(within(refused).queryByRole('button')).toBeNull();
    unmount();
  });
});

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
    expect(await screen.findByText('2 stamps added.', undefined, { timeout: 3000 })).toBeVisible();
    expect(screen.getByText('Stamp 5 added. Confirmed by the service: 5 of 10.')).toBeVisible();
    expect(screen.queryByText(/Add another\?/)).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(5);
    unmount();
  });

  it('three stamps, the second lost on the way: "1 of 3 added", the rest not sent', async () => {
    const { service, server, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    const panel = await region('Card OK');
    let adds = 0;
    server.use(
      http.put('*/api/stamp/v1/add', () => {
        adds += 1;
        // The second add never reaches the service; the others go on to the simulated one.
        if (adds === 2) return HttpResponse.error();
        return undefined;
      }),
    );
    await userEvent
      .setup()
      .click(within(panel).getByRole('button', { name: 'Add 3 stamps (one per item bought)' }));
    expect(
      await screen.findByText('1 of 3 added: the next one did not go through.', undefined, {
        timeout: 3000,
      }),
    ).toBeVisible();
    expect(screen.getByText(/It did not go through: no stamp was added/)).toBeVisible();
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
    const recent = screen.getByRole('region', { name: 'Recent at this counter' });
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
    // The reward by its name, big: what staff hand over.
    expect(
      within(given).getByText('Hand over: Ten coffees, the eleventh is on us'),
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
    // A person types the password (a scanner-fast burst would be refused as a scan).
    const person = userEvent.setup({ delay: 60 });
    await person.type(password, '0000{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The on-site password is incorrect.',
    );
    expect(service.state.stamps[String(S.onsite)]?.rewardGiven).toBe(false);
    await person.type(password, `${FIXTURE_PASSWORDS.stamp}{Enter}`);
    await region('Reward given');
    expect(service.state.stamps[String(S.onsite)]?.rewardGiven).toBe(true);
    unmount();
  });
});

describe('bad stamp IDs', () => {
  it.each(['12abc', '1.5', '1e3', '99999999999'])(
    '%s is caught in the field; nothing is sent',
    async (value) => {
      const { service, unmount } = await renderApp('/stamps');
      const before = structuredClone(service.state);
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Coupon number or stamp ID'), `${value}{Enter}`);
      expect(screen.getByRole('alert')).toHaveTextContent(
        /A stamp ID (is a whole number|goes from 1 to 2,147,483,647)/,
      );
      expect(screen.getByLabelText('Coupon number or stamp ID')).toHaveValue(value);
      expect(service.state).toEqual(before);
      unmount();
    },
  );

  it('a bad ID in the address is explained, not sent', async () => {
    const { unmount } = await renderApp('/stamps/12abc');
    expect(within(await region('Not a valid stamp ID')).getByText('12abc')).toBeInTheDocument();
    unmount();
  });

  it.each([
    ['/stamps/%25E0', 'This address is damaged (a broken %-code) and cannot be read.'],
    ['/stamps/%25ZZ', 'This address is damaged (a broken %-code) and cannot be read.'],
    ['/stamps/-274', 'A stamp ID is a whole number, like 274.'],
  ])('a broken deep link %s says so instead of throwing', async (path, message) => {
    const { unmount } = await renderApp(path);
    const panel = await region('Not a valid stamp ID');
    expect(within(panel).getByText(message, { exact: false })).toBeInTheDocument();
    unmount();
  });

  it('a refused entry is selected, so the next scan replaces it; the earlier card is cleared', async () => {
    const { unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await region('Card OK');
    const user = userEvent.setup();
    const field = screen.getByLabelText('Coupon number or stamp ID');
    await user.type(field, '12abc{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A stamp ID is a whole number');
    expect(field).toHaveValue('12abc');
    expect([
      (field as HTMLInputElement).selectionStart,
      (field as HTMLInputElement).selectionEnd,
    ]).toEqual([0, 5]);
    expect(screen.queryByRole('region', { name: 'Card OK' })).not.toBeInTheDocument();
    // The scanner's next burst lands in the field as it is (no click first).
    await user.type(field, '99999999999{Enter}', { skipClick: true });
    expect(field).toHaveValue('99999999999');
    expect(screen.getByRole('alert')).toHaveTextContent('A stamp ID goes from 1 to 2,147,483,647');
    unmount();
  });

  it('a stamp page on another website is not one of ours, and nothing is sent', async () => {
    const { service, unmount } = await renderApp('/stamps');
    const before = structuredClone(service.state);
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Coupon number or stamp ID');
    await user.type(field, 'https://evil.example/stamp/274{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('not one of ours');
    await user.clear(field);
    // The account's registered custom domain is one of ours.
    await user.type(field, 'https://go.example-bakery.kr/stamp/275{Enter}');
    expect(within(await region('Card OK')).getByText('9 of 10 stamps')).toBeInTheDocument();
    expect(service.state).toEqual(before);
    unmount();
  });

  it('when the service answers 400 / 653 anyway: "not a valid stamp ID", nothing counted as done', async () => {
    const { server, service, unmount } = await renderApp('/stamps');
    // As if a value the app accepted were refused by the service's own parsing.
    server.use(
      http.get('*/api/stamp/v1/validate', () =>
        HttpResponse.json(
          { code: 653, message: 'Invalid parameter: stampIdx', result: null },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('Coupon number or stamp ID'),
      `${S.inProgress}{Enter}`,
    );
    const invalid = await region('Not a valid stamp ID');
    expect(
      within(invalid).getByText(
        'The service refused this stamp ID as not valid. Nothing was recorded.',
      ),
    ).toBeInTheDocument();
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(3);
    expect(
      within(screen.getByRole('region', { name: 'Recent at this counter' })).getByText('Refused'),
    ).toBeInTheDocument();
    unmount();
  });

  it('a 653 on add counts nothing as done', async () => {
    const { server, service, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    const card = await region('Card OK');
    server.use(
      http.put('*/api/stamp/v1/add', () =>
        HttpResponse.json(
          { code: 653, message: 'Invalid parameter: stampIdx', result: null },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Add a stamp' }));
    await region('Not a valid stamp ID');
    expect(screen.queryByText(/added/)).toBeNull();
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(3);
    unmount();
  });
});

describe('routing from the stamp screen', () => {
  it('a coupon number scanned here is checked on the coupon counter', async () => {
    const { unmount } = await renderApp('/stamps');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Coupon number or stamp ID'), 'PERCENT15{Enter}');
    expect(within(await region('Valid')).getByText('15% off')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(window.location.search).toBe('');
    unmount();
  });

  it('a typed number handed to the coupon counter keeps its look-alike hint', async () => {
    const { unmount } = await renderApp('/stamps');
    // A person typing: keys well apart.
    const person = userEvent.setup({ delay: 60 });
    await person.type(await screen.findByLabelText('Coupon number or stamp ID'), 'NOSUCH01{Enter}');
    const refused = await region('Cannot be used');
    expect(within(refused).getByText(/0 and O, 1 and I/)).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe(''));
    unmount();
  });

  it('a stamp page URL opens that card', async () => {
    const { unmount } = await renderApp('/stamps');
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('Coupon number or stamp ID'),
      'https://vvd.bz/stamp/275{Enter}',
    );
    expect(within(await region('Card OK')).getByText('9 of 10 stamps')).toBeInTheDocument();
    // The address follows once the card is drawn.
    await waitFor(() => expect(window.location.pathname).toBe('/stamps/275'));
    unmount();
  });
});

describe('a scan on the stamp screen', () => {
  /** The stamp reads the service is asked for, as they start. */
  function countReads(server: Awaited<ReturnType<typeof renderApp>>['server']) {
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/stamp/v1/validate'))
        reads.push(new URL(request.url).searchParams.get('stampIdx') ?? '');
    });
    return reads;
  }
  /** Long enough for a second read, if one were sent, to have started. */
  const settle = () => new Promise((done) => setTimeout(done, 100));

  it('asks once, straight from the scan, and the address follows the card', async () => {
    const { server, unmount } = await renderApp('/stamps');
    const reads = countReads(server);
    // Where the address stood when the request left: the scan sends it before moving the address.
    const sentAt: string[] = [];
    const send = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('/stamp/v1/validate'))
        sentAt.push(window.location.pathname);
      return send(input, init);
    });
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('Coupon number or stamp ID'),
      `${S.oneShort}{Enter}`,
    );
    expect(within(await region('Card OK')).getByText('9 of 10 stamps')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(`/stamps/${S.oneShort}`));
    await settle();
    expect(reads).toEqual([String(S.oneShort)]);
    expect(sentAt).toEqual(['/stamps']);
    unmount();
  });

  it('from one card to the next: one read each; back and forward read the card named again', async () => {
    const { server, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await region('Card OK');
    const reads = countReads(server);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Coupon number or stamp ID'), `${S.full}{Enter}`);
    await region('Reward ready');
    await waitFor(() => expect(window.location.pathname).toBe(`/stamps/${S.full}`));
    await settle();
    expect(reads).toEqual([String(S.full)]);

    act(() => window.history.back());
    expect(within(await region('Card OK')).getByText('3 of 10 stamps')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/stamps/${S.inProgress}`);
    act(() => window.history.forward());
    expect(await region('Reward ready')).toBeInTheDocument();
    expect(window.location.pathname).toBe(`/stamps/${S.full}`);
    await settle();
    expect(reads).toEqual([String(S.full), String(S.inProgress), String(S.full)]);
    unmount();
  });

  it('a quick answer is drawn with no checking frame; a slow one says what it checks first', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const nextFrame = () =>
      act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    const { demo, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    nextFrame();
    await region('Card OK');
    const checking = (stampIdx: number) =>
      screen.queryByRole('region', { name: `Checking stamp card ${stampIdx}…`, busy: true });
    let checkingShown = false;
    const watch = new MutationObserver(() => {
      checkingShown ||= checking(S.full) !== null;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Coupon number or stamp ID'), `${S.full}{Enter}`);
    await region('Reward ready');
    nextFrame();
    watch.disconnect();
    expect(checkingShown).toBe(false);
    expect(screen.getByRole('region', { name: 'Reward ready' })).toBeInTheDocument();

    await demo({ latencyMs: 300 });
    await user.type(screen.getByLabelText('Coupon number or stamp ID'), `${S.oneShort}{Enter}`);
    nextFrame();
    expect(checking(S.oneShort)).toBeInTheDocument();
    // (The shell's own live regions, for the connection and updates, are there too, empty.)
    expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(
      `Checking stamp card ${S.oneShort}…`,
    );
    expect(within(await region('Card OK')).getByText('9 of 10 stamps')).toBeInTheDocument();
    unmount();
  });

  it('the address follows once the card is drawn; a slow answer does not hold it back; Esc drops it', async () => {
    const { demo, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await region('Card OK');
    const user = userEvent.setup();
    const field = screen.getByLabelText('Coupon number or stamp ID');
    await user.type(field, `${S.full}{Enter}`);
    // Drawn first, the address after it (in the next frame).
    await region('Reward ready');
    await waitFor(() => expect(window.location.pathname).toBe(`/stamps/${S.full}`));

    await demo({ latencyMs: 1500 });
    await user.type(field, `${S.oneShort}{Enter}`);
    expect(
      await screen.findByRole('region', { name: `Checking stamp card ${S.oneShort}…` }),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe(`/stamps/${S.oneShort}`), {
      timeout: 1000,
    });
    expect(
      screen.getByRole('region', { name: `Checking stamp card ${S.oneShort}…` }),
    ).toBeVisible();
    expect(within(await region('Card OK')).getByText('9 of 10 stamps')).toBeInTheDocument();

    // Esc before the answer: the check is dropped, and the address it would have taken with it.
    await user.type(field, `${S.inProgress}{Enter}`);
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Scan a stamp card, or type its ID.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/stamps');
    await new Promise((done) => setTimeout(done, 500));
    expect(window.location.pathname).toBe('/stamps');
    unmount();
  });

  it('the card already at the address: read again, and the address stays', async () => {
    const { server, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await region('Card OK');
    const reads = countReads(server);
    const length = window.history.length;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Coupon number or stamp ID'), `${S.inProgress}{Enter}`);
    await waitFor(() => expect(reads).toEqual([String(S.inProgress)]));
    expect(await region('Card OK')).toBeInTheDocument();
    await settle();
    expect(reads).toHaveLength(1);
    expect([window.location.pathname, window.history.length]).toEqual([
      `/stamps/${S.inProgress}`,
      length,
    ]);
    unmount();
  });
});

describe('the recent list on the stamp screen', () => {
  it('shows two stamps added as one row with the card’s count after them', async () => {
    saveDeviceSettings({ deviceName: 'Till 2', staffName: 'Jisoo' });
    const { service, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    const user = userEvent.setup();
    await user.click(
      within(await region('Card OK')).getByRole('button', {
        name: 'Add 2 stamps (one per item bought)',
      }),
    );
    await screen.findByText('2 stamps added.', { exact: false }, { timeout: 3000 });
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(5);
    const recent = screen.getByRole('region', { name: 'Recent at this counter' });
    const [row, ...others] = within(recent).getAllByRole('listitem');
    expect(others).toEqual([]);
    expect(row).toHaveTextContent('Coffee card · 5 of 10');
    expect(row).toHaveTextContent(/2 stamps added\s*OK/);
    expect(row).toHaveTextContent('by Jisoo');
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
      .click(screen.getByRole('button', { name: `Check ${S.inProgress} again` }));
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
