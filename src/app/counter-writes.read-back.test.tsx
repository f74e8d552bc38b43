import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { COUPON_FIXTURES as C, STAMP_FIXTURES as S } from '../mocks/seed';
import { renderApp } from '../test/render-app';
import { runOnShopClock } from '../test/shop-clock';
import { region, scan } from './counter-writes.test-support';

/**
 * The orderings the counter-writes review found, one test each: every one of them told staff
 * something false, or put a result on the wrong customer, before the write protocol.
 */
runOnShopClock();

describe('a read-back is a new request, sent after the write ended', () => {
  it('a repeat scan during a lost redeem cannot make the read-back an old read', async () => {
    const { service, hop, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    // Gates instead of delays: each step waits for the one before, whatever the machine's speed.
    const gate = () => {
      let open!: () => void;
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { open, opened };
    };
    const putArrived = gate();
    const land = gate();
    const staleRead = gate();
    const answerStale = gate();
    const landed = gate();
    hop.use(
      // The redeem waits, then lands, and its answer is lost on the way back.
      http.put(
        '*/api/coupon/v1/redeem',
        async ({ request }) => {
          putArrived.open();
          await land.opened;
          await hop.pass(request);
          landed.open();
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    await putArrived.opened;
    // The repeat scan's validate reads the coupon as it is now, before the write, and its answer
    // is held until the write has landed and the counter has asked again.
    hop.use(
      http.get(
        '*/api/coupon/v1/validate',
        async ({ request }) => {
          const before = await hop.pass(request);
          staleRead.open();
          await answerStale.opened;
          return before;
        },
        { once: true },
      ),
    );
    let writeEnded = false;
    void landed.opened.then(() => {
      writeEnded = true;
    });
    hop.events.on('request:start', ({ request }) => {
      // The read-back: a validate sent after the write ended. Only then the old answer comes.
      if (writeEnded && request.method === 'GET' && request.url.includes('/coupon/v1/validate'))
        answerStale.open();
    });
    await scan(C.unlimited);
    await staleRead.opened;
    land.open();
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
        '*/api/stamp/v1/redeem',
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
    // It may still be usable: the cashier is told to hold, not to give the discount.
    expect(within(unsure).getByText(/Do not redeem again before checking/)).toBeInTheDocument();
    expect(within(unsure).queryByText(/give the discount/)).not.toBeInTheDocument();
    expect(service.state.coupons[C.unlimited]?.useCnt).toBe(44);
    unmount();
  });
});

describe('what "not sure" says when the coupon is refused afterwards', () => {
  it('names the refusal as the reason the count is not shown, and keeps "Check again" in the sticky row', async () => {
    const { demo, unmount } = await renderApp('/');
    const user = await scan(C.singleUse);
    await demo({ fault: 'lost-response', faultOnce: true, faultOperations: ['coupon.redeem'] });
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    const unsure = await region('Not sure it was redeemed');
    // The service answered the read-back, with a refusal: the count was not "unreadable".
    expect(
      within(unsure).getByText(
        'Uses before the redeem: 0. Now: not shown: the service refuses the coupon.',
      ),
    ).toBeInTheDocument();
    expect(within(unsure).queryByText(/could not be read/)).not.toBeInTheDocument();
    expect(within(unsure).getByText(/reached its use limit/)).toBeInTheDocument();
    expect(within(unsure).getByRole('button', { name: 'Check again' })).toBeInTheDocument();
    unmount();
  });

  it('a coupon that can no longer be used: the cashier is told to give the discount, and why', async () => {
    const { demo, unmount } = await renderApp('/');
    const user = await scan(C.singleUse);
    await demo({ fault: 'lost-response', faultOnce: true, faultOperations: ['coupon.redeem'] });
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    const unsure = await region('Not sure it was redeemed');
    // What to key into the till, first, and why it is safe: it cannot be used twice.
    expect(within(unsure).getByText('Apply ₩2,000 off')).toBeInTheDocument();
    expect(
      within(unsure).getByText(/can no longer be used anywhere.*give the discount/),
    ).toBeInTheDocument();
    expect(
      within(unsure).getByText(/day report lists this redeem as not sure/),
    ).toBeInTheDocument();
    // Not the general "we cannot tell… do not redeem again" that leaves the cashier stuck.
    expect(within(unsure).queryByText(/Do not redeem again/)).not.toBeInTheDocument();
    unmount();
  });

  it('the same in Korean', async () => {
    const { demo, unmount } = await renderApp('/', { language: 'ko' });
    const user = await scan(C.singleUse, '쿠폰 번호 또는 스탬프 ID');
    await demo({ fault: 'lost-response', faultOnce: true, faultOperations: ['coupon.redeem'] });
    await user.click(within(await region('사용 가능')).getByRole('button', { name: '사용 처리' }));
    const unsure = await region('사용 처리 여부 불확실');
    expect(within(unsure).getByText('₩2,000 할인 적용')).toBeInTheDocument();
    expect(within(unsure).getByText(/다시 사용할 수 없고.*할인을 적용하세요/)).toBeInTheDocument();
    expect(within(unsure).getByText(/일일 보고서에 이 사용 처리가/)).toBeInTheDocument();
    unmount();
  });

  it('"Check again" that is still not sure says when it read, so the tap is seen to have done something', async () => {
    const { demo, unmount } = await renderApp('/');
    const user = await scan(C.singleUse);
    await demo({ fault: 'lost-response', faultOnce: true, faultOperations: ['coupon.redeem'] });
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    const unsure = await region('Not sure it was redeemed');
    expect(within(unsure).queryByText(/Checked again at/)).not.toBeInTheDocument();
    await user.click(within(unsure).getByRole('button', { name: 'Check again' }));
    // The shop's clock is still: 10:30:00 in Seoul, whatever the machine's zone.
    expect(
      await within(await region('Not sure it was redeemed')).findByText(
        'Checked again at 10:30:00 AM: still not known.',
      ),
    ).toBeInTheDocument();
    unmount();
  });
});

describe('a redeem that could not start', () => {
  it('says "Not redeemed", not "Not checked", when the read before it fails: nothing was sent', async () => {
    const { server, service, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    const valid = await region('Valid');
    // The connection drops between the check and the tap: the read before the redeem fails.
    server.use(http.get('*/api/coupon/v1/validate', () => HttpResponse.error()));
    await user.click(within(valid).getByRole('button', { name: 'Redeem' }));
    const failed = await region('Not redeemed');
    expect(within(failed).getByText(C.unlimited)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Not checked' })).not.toBeInTheDocument();
    expect(service.state.coupons[C.unlimited]?.useCnt).toBe(42);
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
    const { service, hop, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    // The tablet's connection goes with the redeem's answer and stays gone for the read-backs.
    hop.use(
      http.put('*/api/coupon/v1/redeem', () => {
        hop.use(http.get('*/api/coupon/v1/validate', () => HttpResponse.error()));
        return HttpResponse.error();
      }),
    );
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
    await region('Not sure it was redeemed');
    hop.resetHandlers();
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
