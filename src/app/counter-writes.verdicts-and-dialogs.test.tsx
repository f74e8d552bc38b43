import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { COUPON_FIXTURES as C, FIXTURE_PASSWORDS, STAMP_FIXTURES as S } from '../mocks/seed';
import { renderApp } from '../test/render-app';
import { runOnShopClock } from '../test/shop-clock';
import { FIELD, region, scan } from './counter-writes.test-support';

/**
 * The orderings the counter-writes review found, one test each: every one of them told staff
 * something false, or put a result on the wrong customer, before the write protocol.
 */
runOnShopClock();

/** The next write to `path` is held until the returned function is called, then goes on. */
function holdNextWrite(
  server: Awaited<ReturnType<typeof renderApp>>['server'],
  path = '*/api/coupon/v1/redeem',
): () => void {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.put(
      path,
      async () => {
        await held;
      },
      { once: true },
    ),
  );
  return release;
}

describe('a result belongs to the verdict it was started from', () => {
  it('coupons: a slow redeem of one coupon never lands on the next one', async () => {
    const { service, server, unmount } = await renderApp('/');
    const user = await scan(C.amountKrw);
    const first = await region('Valid');
    // The redeem is held until the next customer's verdict has been looked at (a still clock:
    // a latency would let a busy machine finish it first), then goes on to the service.
    const release = holdNextWrite(server);
    await user.click(within(first).getByRole('button', { name: 'Redeem' }));
    await scan(C.percent);
    // The next customer's verdict (the one before stays in the page until the next frame).
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('region', { name: 'Valid' })).getByText('15% off'),
        ).toBeInTheDocument(),
      { timeout: 3000 },
    );
    const next = screen.getByRole('region', { name: 'Valid' });
    // Its button does not pretend to redeem it; it says what it waits for.
    expect(within(next).getByRole('button', { name: 'Redeem' })).toBeDisabled();
    expect(within(next).getByText(`Finishing the redeem of ${C.amountKrw} first…`)).toBeVisible();
    expect(
      within(next).getByText(`Finishing the redeem of ${C.amountKrw} first…`),
    ).not.toHaveAttribute('aria-hidden');
    release();
    expect(
      await screen.findByText(`Earlier redeem of ${C.amountKrw}: it went through.`, undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    // The verdict on screen is still the next customer's, and its button is live again.
    const still = screen.getByRole('region', { name: 'Valid' });
    expect(within(still).getByText('15% off')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(still).getByRole('button', { name: 'Redeem' })).toBeEnabled(),
    );
    // The note that said why it waited stays, saying what became of that write: one notice, in
    // one place, above the button it does not move as it comes alive.
    const said = `Earlier redeem of ${C.amountKrw}: it went through.`;
    expect(within(still).getByText(said)).not.toHaveAttribute('aria-hidden');
    // A single-use coupon, read back refused after it went through: used up, not a problem.
    expect(within(still).getByText('Count before: 0; now used up.')).toBeInTheDocument();
    expect(screen.getAllByText(said)).toHaveLength(1);
    // The sentences no longer said keep their place, hidden, so the note keeps its height.
    expect(
      within(still).getByText(`Finishing the redeem of ${C.amountKrw} first…`),
    ).toHaveAttribute('aria-hidden', 'true');
    const button = within(still).getByRole('button', { name: 'Redeem' });
    expect(
      within(still).getByText(said).compareDocumentPosition(button) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    // Told, it is done: the next verdict does not bring it back in the list.
    await scan(C.amountKrw);
    await waitFor(() => expect(screen.queryByText(said)).not.toBeInTheDocument());
    expect(service.state.coupons[C.amountKrw]?.useCnt).toBe(1);
    expect(service.state.coupons[C.percent]?.useCnt).toBe(0);
    unmount();
  });

  it('stamps: an add to one card never comes back as the next card’s buttons', async () => {
    const { service, demo, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    const first = await region('Card OK');
    await demo({ latencyMs: 150 });
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Add a stamp' }));
    await scan(S.full);
    const next = await region('Reward ready');
    expect(
      await screen.findByText(`Earlier stamp on card ${S.inProgress}: it was added.`, undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Card OK' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(next).getByRole('button', { name: 'Give reward' })).toBeEnabled(),
    );
    await demo({ latencyMs: 0 });
    await user.click(within(next).getByRole('button', { name: 'Give reward' }));
    await region('Reward given');
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(4);
    expect(service.state.stamps[String(S.full)]?.rewardGiven).toBe(true);
    unmount();
  });
});

describe('what a verdict says it waits for', () => {
  it('a stamp on one card, then a coupon: the coupon waits for that stamp, named as a stamp', async () => {
    const { service, server, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    const user = userEvent.setup();
    const release = holdNextWrite(server, '*/api/stamp/v1/add');
    await user.click(within(await region('Card OK')).getByRole('button', { name: 'Add a stamp' }));
    await user.click(screen.getByRole('link', { name: 'Coupons' }));
    await scan(C.percent);
    const next = await region('Valid');
    expect(within(next).getByText(`Finishing the stamp of ${S.inProgress} first…`)).toBeVisible();
    expect(within(next).getByRole('button', { name: 'Redeem' })).toBeDisabled();
    release();
    await waitFor(() =>
      expect(
        within(next).getByText(`Earlier stamp on card ${S.inProgress}: it was added.`),
      ).not.toHaveAttribute('aria-hidden'),
    );
    expect(service.state.stamps[String(S.inProgress)]?.stamps).toBe(4);
    unmount();
  });
});

describe('a late result off the counter', () => {
  it('shows above a screen without a scan field', async () => {
    const { service, server, unmount } = await renderApp('/');
    const user = await scan(C.amountKrw);
    const release = holdNextWrite(server);
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    await user.click(screen.getByRole('link', { name: 'Settings' }));
    const heading = await screen.findByRole('heading', { name: 'Settings', level: 1 });
    release();
    const late = await screen.findByText(
      `Earlier redeem of ${C.amountKrw}: it went through.`,
      undefined,
      { timeout: 3000 },
    );
    expect(late.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(service.state.coupons[C.amountKrw]?.useCnt).toBe(1);
    unmount();
  });
});

describe('dialogs and scans', () => {
  it('a scanner burst into the password dialog is never submitted as the password', async () => {
    const { service, unmount } = await renderApp('/');
    const user = await scan(C.onsite);
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    const dialog = await screen.findByRole('dialog', { name: `Redeem ${C.onsite}` });
    const password = within(dialog).getByLabelText('On-site password');
    // A scanner: keys a few milliseconds apart, then Enter.
    await userEvent.setup({ delay: null }).type(password, `${C.percent}{Enter}`);
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/That was a scan/);
    expect(password).toHaveValue('');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(service.state.coupons[C.onsite]?.useCnt).toBe(0);
    // A person then types the password.
    await userEvent.setup({ delay: 60 }).type(password, `${FIXTURE_PASSWORDS.coupon}{Enter}`);
    await region('Redeemed');
    expect(service.state.coupons[C.onsite]?.useCnt).toBe(1);
    unmount();
  });

  it('closing a dialog hands focus back to the scan field', async () => {
    const { unmount } = await renderApp('/');
    const user = await scan(C.onsite);
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    await screen.findByRole('dialog');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByLabelText(FIELD)).toHaveFocus());
    unmount();
  });
});
