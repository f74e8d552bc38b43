import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_FIXTURES as C } from '../../mocks/seed';
import { renderApp } from '../../test/render-app';
import { runOnShopClock } from '../../test/shop-clock';
import { scan, verdict, verdictShowing } from './coupon-counter.test-support';

// The shop's device and the service agree on the date (the service clock is pinned to this day).
runOnShopClock();

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

  it.each([
    ['a used coupon: how much of it is used', C.member, 1],
    ['nothing used yet: no empty bar, the words say it', C.percent, 0],
    ['no limit: no bar', C.unlimited, 0],
  ])('the uses bar: %s', async (_, code, bars) => {
    const { unmount } = await renderApp('/');
    await scan(code);
    const panel = await verdict('Valid');
    expect(
      within(panel).queryAllByRole('progressbar', { name: 'Uses of this coupon' }),
    ).toHaveLength(bars);
    unmount();
  });

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
