import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { recordPendingWrite, getPendingWrites } from '../counter/write-journal';
import { redeemCoupon as redeemRule } from '../mocks/rules/coupons';
import { COUPON_FIXTURES as C, FIXTURE_PASSWORDS, STAMP_FIXTURES as S } from '../mocks/seed';
import { couponToWire } from '../mocks/wire';
import { renderApp } from '../test/render-app';
import { runOnShopClock } from '../test/shop-clock';

/**
 * The orderings the counter-writes review found, one test each: every one of them told staff
 * something false, or put a result on the wrong customer, before the write protocol.
 */
runOnShopClock();

const FIELD = 'Coupon number or stamp ID';

async function scan(code: string | number) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText(FIELD);
  await user.clear(field);
  await user.type(field, `${code}{Enter}`);
  return user;
}

const region = (name: string | RegExp) => screen.findByRole('region', { name }, { timeout: 3000 });

describe('a read-back is a new request, sent after the write ended', () => {
  it('a repeat scan during a lost redeem cannot make the read-back an old read', async () => {
    const { service, server, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    let putArrived!: () => void;
    const arrived = new Promise<void>((resolve) => {
      putArrived = resolve;
    });
    server.use(
      // The redeem lands, slowly, and its answer is lost.
      http.put(
        '*/api/coupon/v1/redeem',
        async ({ request }) => {
          putArrived();
          const body = (await request.json()) as Record<string, unknown>;
          await delay(150);
          redeemRule(service.context(), body);
          service.commit();
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    await arrived;
    // The repeat scan's validate reads the coupon as it is now (before the write), slowly.
    server.use(
      http.get(
        '*/api/coupon/v1/validate',
        async () => {
          const snapshot = structuredClone(service.state.coupons[C.unlimited]);
          await delay(400);
          return HttpResponse.json({
            code: 0,
            message: '',
            result: snapshot && couponToWire(snapshot, service.state),
          });
        },
        { once: true },
      ),
    );
    await scan(C.unlimited);
    expect(
      await screen.findByText(`Earlier redeem of ${C.unlimited}: it went through.`, undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    // The repeat scan's own verdict is the coupon as it is after the redeem.
    const panel = await region('Valid');
    expect(await within(panel).findByText(/used 43 times/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Redeem again' })).toBeEnabled();
    expect(screen.queryByText(/did not go through/)).not.toBeInTheDocument();
    expect(service.state.coupons[C.unlimited]?.useCnt).toBe(43);
    unmount();
  });
});

describe('"went through" only with proof', () => {
  it('a stamp: another till stamped after the check, this till’s add was lost: "did not"', async () => {
    const { service, demo, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    const panel = await region('Card OK');
    const card = service.state.stamps[String(S.inProgress)];
    if (!card) throw new Error('fixture missing');
    card.stamps = 4; // another till, while the card was on this screen
    await demo({ fault: 'network-error', faultOnce: true, faultOperations: ['stamp.add'] });
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Add a stamp' }));
    expect(
      await screen.findByText(/It did not go through: no stamp was added/, undefined, {
        timeout: 3000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
    expect(card.stamps).toBe(4);
    unmount();
  });

  it('a reward whose card was deactivated meanwhile, answer lost: "not sure", never "given"', async () => {
    const { service, server, unmount } = await renderApp(`/stamps/${S.full}`);
    const panel = await region('Reward ready');
    const card = service.state.stamps[String(S.full)];
    if (!card) throw new Error('fixture missing');
    server.use(
      http.put(
        '*/api/stamp/v1/update',
        () => {
          card.activeYn = 'N';
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Give reward' }));
    const unsure = await region('Not sure it went through');
    expect(within(unsure).getByText(/This stamp card has been deactivated/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Reward given' })).not.toBeInTheDocument();
    expect(card.rewardGiven).toBe(false);
    unmount();
  });

  it('another till redeemed too while the answer was lost: "not sure", with both counts', async () => {
    const { service, demo, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    await demo({
      fault: 'lost-response',
      faultOnce: true,
      faultOperations: ['coupon.redeem'],
      otherTill: 'once',
    });
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    const unsure = await region('Not sure it was redeemed');
    expect(within(unsure).getByText('Uses before the redeem: 42. Now: 44.')).toBeInTheDocument();
    expect(within(unsure).getByText(/another till redeemed it too/)).toBeInTheDocument();
    expect(service.state.coupons[C.unlimited]?.useCnt).toBe(44);
    unmount();
  });
});

describe('a timeout is not a refusal', () => {
  it('a redeem that lands after the client gave up is caught by a later read-back', async () => {
    const { service, demo, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    await demo({
      fault: 'late-write',
      faultOnce: true,
      faultOperations: ['coupon.redeem'],
      lateWriteMs: 60,
    });
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    const done = await region('Redeemed');
    expect(
      within(done).getByText('It went through: the service has recorded the redeem.'),
    ).toBeInTheDocument();
    expect(service.state.coupons[C.unlimited]?.useCnt).toBe(43);
    unmount();
  });

  it('after "not sure", a repeat scan still warns and a second redeem names the risk', async () => {
    const { service, server, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    server.use(
      http.put('*/api/coupon/v1/redeem', () => {
        server.use(http.get('*/api/coupon/v1/validate', () => HttpResponse.error()));
        return HttpResponse.error();
      }),
    );
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    await region('Not sure it was redeemed');
    server.resetHandlers();
    await scan(C.unlimited);
    const panel = await region('Valid');
    expect(within(panel).getByRole('note')).toHaveTextContent(
      /may have gone through: nobody could tell. Redeeming again may use it twice/,
    );
    await user.click(within(panel).getByRole('button', { name: 'Redeem anyway' }));
    expect(service.state.coupons[C.unlimited]?.useCnt).toBe(42);
    const confirm = within(panel).getByRole('button', {
      name: 'Yes, redeem: I accept it may be used twice',
    });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await region('Redeemed');
    expect(service.state.coupons[C.unlimited]?.useCnt).toBe(43);
    unmount();
  });
});

describe('a result belongs to the verdict it was started from', () => {
  it('coupons: a slow redeem of one coupon never lands on the next one', async () => {
    const { service, server, unmount } = await renderApp('/');
    const user = await scan(C.amountKrw);
    const first = await region('Valid');
    // The redeem is held until the next customer's verdict has been looked at (a still clock:
    // a latency would let a busy machine finish it first), then goes on to the service.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.put(
        '*/api/coupon/v1/redeem',
        async () => {
          await held;
        },
        { once: true },
      ),
    );
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

describe('a write cut off by a reload', () => {
  it('is read back on start, told, and kept in the recent list', async () => {
    // One redeem that landed (42 now, 41 before), one that did not (a stamp still at 3).
    recordPendingWrite({ subject: 'coupon', code: C.unlimited, action: 'redeem', before: 41 });
    recordPendingWrite({
      subject: 'stamp',
      code: String(S.inProgress),
      action: 'add-stamp',
      before: 3,
    });
    const { unmount } = await renderApp('/');
    expect(
      await screen.findByText(
        `A redeem of ${C.unlimited} was in progress when the app closed: it went through.`,
        { exact: false },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        `A stamp on card ${S.inProgress} was being added when the app closed: it was not added.`,
        { exact: false },
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Count before: 41; now: 42.')).toBeInTheDocument();
    // The notices are the layout's; the list is the screen's, which may still be loading.
    const recent = await region('Recent at this counter');
    const row = (code: string | number) =>
      within(recent)
        .getByRole('button', { name: `Check ${code} again` })
        .closest('li');
    // What each was comes from the read-back.
    expect(row(C.unlimited)).toHaveTextContent(/Staff discount · 30% off.*Redeemed\s*OK/);
    expect(row(S.inProgress)).toHaveTextContent(
      /Coffee card · 3 of 10.*Stamp add\s*Did not go through/,
    );
    expect(getPendingWrites()).toEqual([]);
    await act(() => Promise.resolve());
    unmount();
  });

  it('a redeem in flight is in the journal until it settles', async () => {
    const { demo, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    await demo({ latencyMs: 200 });
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    await waitFor(() => expect(getPendingWrites()).toHaveLength(1));
    expect(getPendingWrites()[0]).toMatchObject({
      code: C.unlimited,
      action: 'redeem',
      before: 42,
    });
    await region('Redeemed');
    expect(getPendingWrites()).toEqual([]);
    unmount();
  });
});
