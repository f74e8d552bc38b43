import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { COUPON_FIXTURES as C, FIXTURE_PASSWORDS, STAMP_FIXTURES as S } from '../../mocks/seed';
import { checkConnection } from '../../api/connection';
import { saveDeviceSettings } from '../../counter/device-settings';
import { recordActivity } from '../../counter/recent-activity';
import { renderApp } from '../../test/render-app';
import { runOnShopClock } from '../../test/shop-clock';

// The shop's device and the service agree on the date (the service clock is pinned to this day).
runOnShopClock();

async function scan(code: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Coupon number or stamp ID');
  await user.clear(field);
  await user.type(field, `${code}{Enter}`);
  return user;
}

async function verdict(word: string) {
  return screen.findByRole('region', { name: word }, { timeout: 3000 });
}

/**
 * The verdict named `word` that shows `text`: after a scan, the verdict before it stays in the
 * page until the answer or the next frame, and may have the same name.
 */
async function verdictShowing(word: string, text: string) {
  await waitFor(
    () =>
      expect(
        within(screen.getByRole('region', { name: word })).getByText(text),
      ).toBeInTheDocument(),
    { timeout: 3000 },
  );
  return screen.getByRole('region', { name: word });
}

describe('coupon verdict per fixture', () => {
  const valid: [string, string, (RegExp | string)[]][] = [
    [
      C.percent,
      '15% off',
      ['Autumn sale 15%', 'Autumn campaign', '0 of 1 used · 1 use left', 'expires in 30 days'],
    ],
    [C.amountKrw, '₩5,000 off', ['Welcome gift']],
    [C.amountUsd, '$5.50 off', ['Tourist discount']],
    [C.unlimited, '30% off', ['Unlimited · used 42 times']],
    [C.singleUse, '₩2,000 off', ['Free cookie', '0 of 1 used · 1 use left']],
    [
      C.member,
      '20% off',
      [
        '1 of 3 used · 2 uses left',
        'Kim Minji (minji.kim)',
        '010-••••-5678 · m•••@example.com',
        'Only for Kim Minji',
      ],
    ],
    [C.expiresToday, '25% off', ['expires today']],
    [C.onsite, '50% off', ['On-site coupon: the on-site password is needed']],
    [C.withImage, '₩3,000 off', ['Winter menu (images)']],
    [C.korean, '20% off', ['겨울 시즌 아메리카노 20% 할인', 'Unlimited · used 7 times']],
    [C.allDigits, '5% off', ['Printed flyer']],
    [C.unsafeLink, '10% off', ['Old partner offer']],
  ];

  it.each(valid)('%s is valid: %s', async (code, discount, facts) => {
    const { unmount } = await renderApp('/');
    await scan(code);
    const panel = await verdict('Valid');
    expect(within(panel).getByText(discount)).toBeInTheDocument();
    for (const fact of facts)
      expect(within(panel).getByText(fact, { exact: false })).toBeInTheDocument();
    expect(within(panel).getByText(code)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Redeem' })).toBeEnabled();
    expect(within(panel).queryByRole('note')).not.toBeInTheDocument();
    unmount();
  });

  const refused: [string, RegExp][] = [
    [C.limitReached, /reached its use limit/],
    [C.expired, /expired on Nov 20, 2026/],
    [C.notYetActive, /not valid yet.*Nov 24, 2026/],
    [C.deleted, /Coupon not found/],
    ['NOSUCHCOUPON', /Coupon not found/],
  ];

  it.each(refused)('%s cannot be used', async (code, message) => {
    const { unmount } = await renderApp('/');
    await scan(code);
    const panel = await verdict('Cannot be used');
    expect(within(panel).getByText(message)).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Redeem' })).not.toBeInTheDocument();
    unmount();
  });

  it('shows the image and a safe link, and never a javascript: link', async () => {
    const { unmount } = await renderApp('/');
    await scan(C.withImage);
    const panel = await verdict('Valid');
    expect(within(panel).getByRole('img', { name: 'Coupon image: Winter menu' })).toHaveAttribute(
      'src',
      '/demo/coupon-winter.svg',
    );
    expect(within(panel).getByRole('link', { name: 'Open the coupon’s link' })).toHaveAttribute(
      'href',
      'https://example.com/winter-menu',
    );
    await scan(C.unsafeLink);
    const second = await verdictShowing('Valid', 'Old partner offer');
    expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    unmount();
  });

  it('shows an image only from https (or the app itself), like the link check', async () => {
    const { service, unmount } = await renderApp('/');
    const coupon = service.state.coupons[C.withImage];
    if (!coupon) throw new Error('fixture missing');
    coupon.imgUrl = 'http://cdn.example.com/winter.png';
    await scan(C.withImage);
    const panel = await verdict('Valid');
    await within(panel).findByText('Winter menu (images)', { exact: false });
    expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    unmount();
  });

  it('masks contact details until staff reveal them', async () => {
    const { unmount } = await renderApp('/');
    const user = await scan(C.member);
    const panel = await verdict('Valid');
    expect(within(panel).queryByText(/010-1234-5678/)).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Show contact details' }));
    expect(within(panel).getByText('010-1234-5678 · minji.kim@example.com')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Hide contact details' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    unmount();
  });

  it('says so when its own date check disagrees with the service', async () => {
    vi.setSystemTime(new Date('2026-12-30T10:00:00+09:00'));
    const { unmount } = await renderApp('/');
    await scan(C.percent);
    const panel = await verdict('Valid');
    expect(within(panel).getByRole('note')).toHaveTextContent(
      /after the coupon’s end date .* yet the service accepts it/,
    );
    unmount();
  });

  it('speaks Korean', async () => {
    const { unmount } = await renderApp('/', { language: 'ko' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('쿠폰 번호 또는 스탬프 ID'), `${C.member}{Enter}`);
    const panel = await screen.findByRole('region', { name: '사용 가능' });
    expect(within(panel).getByText('20% 할인')).toBeInTheDocument();
    expect(within(panel).getByText('3회 중 1회 사용 · 2회 남음')).toBeInTheDocument();
    expect(within(panel).getByText('30일 후 만료', { exact: false })).toBeInTheDocument();
    await user.type(screen.getByLabelText('쿠폰 번호 또는 스탬프 ID'), `${C.expired}{Enter}`);
    const refusal = await screen.findByRole('region', { name: '사용 불가' });
    expect(within(refusal).getByText(/만료된 쿠폰입니다/)).toBeInTheDocument();
    unmount();
  });
});

describe('scan field', () => {
  it('keeps a malformed value in the field with a clear message, and sends nothing', async () => {
    const { service, unmount } = await renderApp('/');
    const before = structuredClone(service.state);
    const user = await scan('ABC-12');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'A coupon number is 8 to 16 letters and digits',
    );
    expect(screen.getByLabelText('Coupon number or stamp ID')).toHaveValue('ABC-12');
    await user.type(screen.getByLabelText('Coupon number or stamp ID'), '3456');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(service.state).toEqual(before);
    unmount();
  });

  it('takes a scanner that ends with Tab instead of Enter', async () => {
    const { unmount } = await renderApp('/');
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('Coupon number or stamp ID'),
      `${C.amountKrw}{Tab}`,
    );
    expect(within(await verdict('Valid')).getByText('₩5,000 off')).toBeInTheDocument();
    unmount();
  });

  it('is empty and focused again after each result', async () => {
    const { unmount } = await renderApp('/');
    await scan(C.percent);
    await verdict('Valid');
    const field = screen.getByLabelText('Coupon number or stamp ID');
    expect(field).toHaveValue('');
    await waitFor(() => expect(field).toHaveFocus());
    unmount();
  });
});

describe('redeem', () => {
  it('redeems, reads the new count back and records who did it', async () => {
    saveDeviceSettings({ deviceName: 'Till 2', staffName: 'Jiwoo' });
    const { service, unmount } = await renderApp('/');
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
      /^Counter POS · device: Till 2 · staff: Jiwoo · 2026-11-21 \d\d:\d\d:\d\d [+-]\d\d:\d\d$/,
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
    await person.type(password, '0000{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The on-site password is incorrect.',
    );
    expect(password).toHaveValue('');
    expect(service.state.coupons[C.onsite]?.useCnt).toBe(0);
    await person.type(password, `${FIXTURE_PASSWORDS.coupon}{Enter}`);
    await verdict('Redeemed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(service.state.coupons[C.onsite]?.useCnt).toBe(1);
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

  it('the network lost before the redeem arrived: says it did not go through, nothing retried', async () => {
    const { service, demo, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    await demo({ fault: 'network-error', faultOnce: true, faultOperations: ['coupon.redeem'] });
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    const panel = await verdict('Valid');
    expect(
      await within(panel).findByText(
        'It did not go through: nothing was recorded. You can redeem it now.',
      ),
    ).toBeInTheDocument();
    expect(service.state.coupons[C.unlimited]?.useCnt).toBe(42);
    unmount();
  });

  it('a server error during the redeem is settled by reading the coupon back, not by retrying', async () => {
    const { service, demo, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    await demo({ fault: 'server-error', faultOnce: true, faultOperations: ['coupon.redeem'] });
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    const panel = await verdict('Valid');
    expect(
      await within(panel).findByText(
        'It did not go through: nothing was recorded. You can redeem it now.',
      ),
    ).toBeInTheDocument();
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

describe('recent at this counter', () => {
  it('shows a redeem as one row with the coupon, who did it and the outcome, no personal data, kept and cleared after a confirmation', async () => {
    saveDeviceSettings({ deviceName: 'Till 2', staffName: 'Jisoo' });
    const first = await renderApp('/');
    let user = await scan(C.member);
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('checkbox'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Redeem' }));
    await verdict('Redeemed');
    first.unmount();

    await renderApp('/');
    const recent = screen.getByRole('region', { name: 'Recent at this counter' });
    const [row, ...others] = within(recent).getAllByRole('listitem');
    expect(others).toEqual([]);
    expect(row).toHaveTextContent('Member triple treat · 20% off');
    expect(row).toHaveTextContent(/Redeemed\s*OK/);
    expect(row).toHaveTextContent('by Jisoo');
    expect(row).toContainElement(
      within(recent).getByRole('button', { name: `Check ${C.member} again` }),
    );
    expect(recent).not.toHaveTextContent(/Kim|minji|010|example\.com/);
    user = userEvent.setup();
    await user.click(within(recent).getByRole('button', { name: 'Clear the list' }));
    await user.click(within(recent).getByRole('button', { name: 'Cancel' }));
    expect(within(recent).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(recent).getByRole('button', { name: 'Clear the list' }));
    await user.click(within(recent).getByRole('button', { name: 'Yes, clear' }));
    expect(within(recent).getByText('Nothing yet.')).toBeInTheDocument();
  });

  it('tapping a row on the counter checks that coupon again, as often as it is tapped', async () => {
    const { unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
    await verdict('Redeemed');
    const recent = screen.getByRole('region', { name: 'Recent at this counter' });
    const tap = () =>
      user.click(within(recent).getByRole('button', { name: `Check ${C.unlimited} again` }));

    const history = window.history.length;
    await tap();
    const again = await verdict('Valid');
    expect(within(again).getByText(C.unlimited)).toBeInTheDocument();
    expect(within(again).getByText('Unlimited · used 43 times', { exact: false })).toBeVisible();
    // The address is clean again, so the row can be tapped again, and Back has no extra step.
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(window.history.length).toBe(history);
    await waitFor(() => expect(screen.getByLabelText('Coupon number or stamp ID')).toHaveFocus());
    // The re-check belongs to the same customer: still one row.
    let rows = within(recent).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent(/Staff discount · 30% off.*Redeemed\s*OK/);

    // Another customer, then the first one's row again: a visit of its own.
    await scan(C.percent);
    await verdictShowing('Valid', 'Autumn sale 15%');
    await tap();
    await verdictShowing('Valid', C.unlimited);
    rows = within(recent).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/Staff discount · 30% off.*Checked only\s*OK/);
    unmount();
  });

  it('tapping a stamp card’s row on the counter opens that card', async () => {
    const { unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await screen.findByRole('region', { name: 'Card OK' }, { timeout: 3000 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Coupons' }));
    await screen.findByRole('heading', { level: 1, name: 'Check a coupon' });
    await user.click(screen.getByRole('button', { name: `Check ${S.inProgress} again` }));
    expect(await screen.findByRole('region', { name: 'Card OK' }, { timeout: 3000 })).toBeVisible();
    expect(window.location.pathname).toBe(`/stamps/${S.inProgress}`);
    unmount();
  });
});

describe('every state has a face', () => {
  it.each([
    // The demo's cut network: the health route fails too, so the screen says "offline".
    ['network-error', 'No connection: coupons can’t be checked offline.'],
    ['server-error', 'The service has a problem right now. Try again in a moment.'],
    ['non-json', 'The service answered something this app does not understand.'],
    ['rate-limit', 'The service asks us to slow down. Wait 30 seconds.'],
  ] as const)('%s', async (fault, message) => {
    const { demo, unmount } = await renderApp('/');
    await demo({ fault });
    await scan(C.percent);
    const panel = await verdict('Not checked');
    expect(within(panel).getByText(message)).toBeInTheDocument();
    await demo({ fault: 'none' });
    if (fault !== 'rate-limit') {
      await userEvent.setup().click(within(panel).getByRole('button', { name: 'Check again' }));
      await verdict('Valid');
    } else {
      expect(within(panel).getByRole('button', { name: 'Check again' })).toBeDisabled();
    }
    unmount();
  });

  it('with no connection (the health route unreachable): the notice, a scan that sends nothing and says so, and checks again once it is back', async () => {
    const { server, unmount } = await renderApp('/');
    let healthy = false;
    server.use(
      http.get('*/healthz', () =>
        healthy ? HttpResponse.json({ status: 'ok' }) : HttpResponse.error(),
      ),
    );
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      sent.push(new URL(request.url).pathname);
    });
    await act(() => checkConnection());
    expect(screen.getByText('No connection — checks need the internet')).toBeInTheDocument();

    await scan(C.percent);
    const panel = await verdict('Not checked');
    expect(
      within(panel).getByText('No connection: coupons can’t be checked offline.'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Nothing was sent.')).toBeInTheDocument();
    // Only the health route was asked (once more before the scan was refused).
    expect(sent.filter((path) => path !== '/healthz')).toEqual([]);

    healthy = true;
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Check again' }));
    await verdict('Valid');
    expect(screen.queryByText('No connection — checks need the internet')).not.toBeInTheDocument();
    unmount();
  });

  it('shows a skeleton while checking', async () => {
    const { demo, unmount } = await renderApp('/');
    await demo({ latencyMs: 300 });
    await scan(C.percent);
    // In the next frame, when the answer has not come by then.
    expect(
      await screen.findByRole('region', { name: `Checking ${C.percent}…`, busy: true }),
    ).toBeInTheDocument();
    await verdict('Valid');
    unmount();
  });

  it('an answer that comes before the next frame is drawn with no checking frame before it', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const { unmount } = await renderApp('/');
    let checkingShown = false;
    const watch = new MutationObserver(() => {
      checkingShown ||= screen.queryByRole('region', { name: /^Checking/, busy: true }) !== null;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    await scan(C.percent);
    await verdict('Valid');
    // The frame comes after the answer: it draws nothing.
    act(() => frames.splice(0).forEach((frame) => frame(performance.now())));
    expect(screen.getByRole('region', { name: 'Valid' })).toBeInTheDocument();
    watch.disconnect();
    expect(checkingShown).toBe(false);
    unmount();
  });
});

describe('the look-alike hint', () => {
  async function typeByHand(code: string) {
    // A person typing: keys well apart, so the field knows it was typed.
    const person = userEvent.setup({ delay: 60 });
    const field = await screen.findByLabelText('Coupon number or stamp ID');
    await person.clear(field);
    await person.type(field, `${code}{Enter}`);
  }

  it('is offered for a typed number the service refused, which may not exist', async () => {
    const { unmount } = await renderApp('/');
    await typeByHand('NOSUCH01');
    expect(
      within(await verdict('Cannot be used')).getByText(/0 and O, 1 and I/),
    ).toBeInTheDocument();
    unmount();
  });

  it('under a refusal of a coupon that exists (expired, used up), says it is for a number the service does not know', async () => {
    for (const [code, reason] of [
      [C.expired, /expired/i],
      [C.limitReached, /use limit/i],
    ] as const) {
      const { unmount } = await renderApp('/');
      await typeByHand(code);
      const refused = await verdict('Cannot be used');
      expect(refused).toHaveTextContent(reason);
      // The service's words decide: the hint does not send staff to re-key a dead coupon.
      expect(within(refused).getByText(/0 and O, 1 and I/)).toHaveTextContent(
        /^If the service says there is no such coupon and the number was typed by hand, check it:/,
      );
      unmount();
    }
  });

  it('is not offered for a number this counter has seen valid: it exists, it was typed right', async () => {
    recordActivity({ subject: 'coupon', code: C.limitReached, action: 'check', outcome: 'ok' });
    const { unmount } = await renderApp('/');
    await typeByHand(C.limitReached);
    const refused = await verdict('Cannot be used');
    expect(refused).toHaveTextContent(/use limit/i);
    expect(within(refused).queryByText(/0 and O, 1 and I/)).not.toBeInTheDocument();
    unmount();
  });
});

describe('a scan fired while the app was loading', () => {
  it('is checked once the field appears, as a scan (no look-alike hint)', async () => {
    const burst = Array.from('NOSUCH01').map((key, index) => ({ key, at: 100 + index * 5 }));
    window.__earlyKeys = { stop: () => [...burst, { key: 'Enter', at: 150 }] };
    // The kept keys are handed over just after the first commit: inside act, like a user event.
    let view: Awaited<ReturnType<typeof renderApp>> | undefined;
    await act(async () => {
      view = await renderApp('/');
    });
    if (!view) throw new Error('the app did not render');
    const { unmount } = view;
    const refused = await verdict('Cannot be used');
    expect(refused).toHaveTextContent('NOSUCH01');
    expect(within(refused).queryByText(/0 and O, 1 and I/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Coupon number or stamp ID')).toHaveValue('');
    unmount();
  });
});
