import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAMP_FIXTURES as S } from '../../mocks/seed';
import { renderApp } from '../../test/render-app';
import { runOnShopClock } from '../../test/shop-clock';
import { region } from './stamp-screen.test-support';

runOnShopClock();

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
    await person.type(
      await screen.findByLabelText('Coupon number or stamp ID'),
      'PERCENTI5{Enter}',
    );
    const refused = await region('Cannot be used');
    expect(
      within(refused).getByText('Typed by hand? Check PERCENTI5: the I may be 1.'),
    ).toBeInTheDocument();
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
