import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSessionIdentity } from '../lib/session';
import type * as Format from '../lib/format';
import { ApiError } from '../api/errors';
import { recordActivity, refusalFacts, type ActivityInput } from './recent-activity';
import { COUPON_FIXTURES as C, STAMP_FIXTURES as S } from '../mocks/seed';
import { renderApp } from '../test/render-app';
import { runOnShopClock } from '../test/shop-clock';

/** Each row formats its time once a render: how many rows were drawn (a check draws no other time). */
const drawn = vi.hoisted(() => ({ rows: 0 }));
vi.mock('../lib/format', async (importOriginal) => {
  const format = await importOriginal<typeof Format>();
  return {
    ...format,
    formatTime: (...args: Parameters<typeof format.formatTime>) => {
      drawn.rows += 1;
      return format.formatTime(...args);
    },
  };
});

const MEMBER = {
  subject: 'coupon',
  code: 'MEMBER3X',
  name: 'Member triple treat',
  discount: { discTypeIdx: 457, disc: 20, discCurrency: null, formatDiscCurrency: null },
} as const;
const COFFEE = { subject: 'stamp', code: '274', name: 'Coffee card' } as const;

/** Entries in the order they happened, a second apart. */
function record(...oldestFirst: ActivityInput[]) {
  const start = Date.now() - oldestFirst.length * 1000;
  oldestFirst.forEach((input, index) => recordActivity(input, new Date(start + index * 1000)));
}

async function rows() {
  const recent = await screen.findByRole('region', { name: /Recent at this counter|최근 기록/ });
  return within(recent).getAllByRole('listitem');
}

describe('the recent list', () => {
  it('shows a visit as one row: what it was, what was done, how it ended and who did it', async () => {
    setSessionIdentity({ deviceName: 'Till 2', staffName: 'Jisoo' });
    record(
      { ...MEMBER, action: 'check', outcome: 'ok' },
      { ...MEMBER, action: 'redeem', outcome: 'ok' },
      { ...MEMBER, action: 'check', outcome: 'ok' },
      { ...COFFEE, action: 'check', outcome: 'ok', stamps: { count: 5, goal: 10 } },
      { ...COFFEE, action: 'add-stamp', outcome: 'ok', stamps: { count: 6, goal: 10 } },
      { ...COFFEE, action: 'add-stamp', outcome: 'ok', stamps: { count: 7, goal: 10 } },
    );
    const { unmount } = await renderApp('/');
    const [card, coupon, ...others] = await rows();
    expect(others).toEqual([]);
    expect(card).toHaveTextContent('Coffee card · 7 of 10');
    expect(card).toHaveTextContent('2 stamps added');
    expect(card).toHaveTextContent('by Jisoo');
    expect(card).toContainElement(screen.getByRole('button', { name: 'Check 274 again' }));
    expect(coupon).toHaveTextContent('Member triple treat · 20% off');
    expect(coupon).toHaveTextContent('Redeemed');
    expect(coupon).toHaveTextContent('OK');
    expect(coupon).toHaveTextContent('by Jisoo');
    expect(coupon).toContainElement(screen.getByRole('button', { name: 'Check MEMBER3X again' }));
    unmount();
  });

  it('keeps a "not sure" in words beside what came after it', async () => {
    record(
      { ...MEMBER, action: 'check', outcome: 'ok' },
      { ...MEMBER, action: 'redeem', outcome: 'unknown' },
      { ...MEMBER, action: 'redeem', outcome: 'refused' },
    );
    const { unmount } = await renderApp('/');
    const [row] = await rows();
    expect(row).toHaveTextContent(/Redeem\s*Not sure\s*Redeem\s*Refused/);
    unmount();
  });

  it('shows entries kept before names were recorded, with what they have, and no one for who', async () => {
    record(
      { subject: 'coupon', code: 'PERCENT15', action: 'check', outcome: 'ok' },
      { subject: 'coupon', code: 'PERCENT15', action: 'redeem', outcome: 'failed' },
      { subject: 'stamp', code: '274', action: 'add-stamp', outcome: 'not-applied' },
    );
    const { unmount } = await renderApp('/');
    const [card, coupon] = await rows();
    expect(card).toHaveTextContent(/Stamp card\s*274\s*Stamp add\s*Did not go through$/);
    expect(coupon).toHaveTextContent(/Coupon\s*PERCENT15\s*Redeem\s*Failed$/);
    unmount();
  });

  it.each([
    ['en', 'Coupon number or stamp ID', 'Cannot be used', /This coupon expired on .+\.EXPIRED01/],
    ['ko', '쿠폰 번호 또는 스탬프 ID', '사용 불가', /에 만료된 쿠폰입니다\.EXPIRED01/],
  ] as const)(
    'titles a refused check by what the service said (%s), not by "Coupon"',
    async (language, label, refused, title) => {
      const { unmount } = await renderApp('/', { language });
      const field = await screen.findByLabelText(label);
      await userEvent.setup().type(field, `${C.expired}{Enter}`);
      await screen.findByRole('region', { name: refused }, { timeout: 10_000 });
      await waitFor(async () => expect((await rows())[0]).toHaveTextContent(title));
      unmount();
    },
  );

  it('keeps only a sentence of what the service said, and nothing when it said nothing', () => {
    const refusal = (serviceMessage: string | null) =>
      new ApiError({ kind: 'refused', operation: 'coupon.validate', serviceMessage });
    expect(refusalFacts(refusal('This coupon expired on Nov 30, 2026.'))).toEqual({
      said: 'This coupon expired on Nov 30, 2026.',
    });
    expect(refusalFacts(refusal('x'.repeat(500))).said).toHaveLength(120);
    expect(refusalFacts(refusal('   '))).toEqual({});
    expect(refusalFacts(refusal(null))).toEqual({});
    expect(refusalFacts(new ApiError({ kind: 'network', operation: 'coupon.validate' }))).toEqual(
      {},
    );
  });

  it('reads naturally in Korean', async () => {
    setSessionIdentity({ deviceName: '2번 계산대', staffName: '지수' });
    record(
      { ...MEMBER, action: 'check', outcome: 'ok' },
      { ...MEMBER, action: 'redeem', outcome: 'ok' },
      { ...COFFEE, action: 'check', outcome: 'refused' },
    );
    const { unmount } = await renderApp('/', { language: 'ko' });
    const [card, coupon] = await rows();
    expect(card).toHaveTextContent('Coffee card');
    expect(card).toHaveTextContent('확인만 함');
    expect(card).toHaveTextContent('거절');
    expect(card).toContainElement(screen.getByRole('button', { name: '274 다시 확인' }));
    expect(coupon).toHaveTextContent('Member triple treat · 20% 할인');
    expect(coupon).toHaveTextContent('사용 처리됨');
    expect(coupon).toHaveTextContent('담당: 지수');
    unmount();
  });
});

describe('clearing the list', () => {
  it('keeps the focus on the page: on Cancel while asking, back on Clear, then on the emptied list', async () => {
    record({ ...MEMBER, action: 'check', outcome: 'ok' });
    const { unmount } = await renderApp('/');
    await rows();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear the list' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Clear the list' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Yes, clear' }));
    expect(screen.getByRole('heading', { name: 'Recent at this counter' })).toHaveFocus();
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
    unmount();
  });
});

describe('what a scan draws of the list', () => {
  runOnShopClock();

  /** A full list, a row a customer (two codes taking turns). */
  function fillList() {
    record(
      ...Array.from({ length: 40 }, (_, index): ActivityInput => ({
        subject: 'coupon',
        code: index % 2 ? 'MEMBER3X' : 'PERCENT15',
        action: 'check',
        outcome: 'ok',
      })),
    );
  }
  const field = () => screen.findByLabelText('Coupon number or stamp ID');
  const region = (name: string) => screen.findByRole('region', { name }, { timeout: 3000 });

  it('a card checked on the stamp screen draws its own new row only; clearing the card draws none', async () => {
    fillList();
    const { unmount } = await renderApp('/stamps');
    expect(await rows()).toHaveLength(40);
    drawn.rows = 0;
    const user = userEvent.setup();
    await user.type(await field(), `${S.oneShort}{Enter}`);
    await region('Card OK');
    await waitFor(async () => expect(await rows()).toHaveLength(41));
    await waitFor(() => expect(window.location.pathname).toBe(`/stamps/${S.oneShort}`));
    expect(drawn.rows).toBe(1);
    drawn.rows = 0;
    // A verdict change with nothing new for the list (Esc clears the card and its address).
    await user.keyboard('{Escape}');
    expect(await screen.findByText('Scan a stamp card, or type its ID.')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/stamps');
    expect(drawn.rows).toBe(0);
    unmount();
  });

  it('a coupon checked at the counter draws its own new row only', async () => {
    fillList();
    const { unmount } = await renderApp('/');
    expect(await rows()).toHaveLength(40);
    drawn.rows = 0;
    await userEvent.setup().type(await field(), `${C.percent}{Enter}`);
    await region('Valid');
    await waitFor(async () => expect(await rows()).toHaveLength(41));
    expect(drawn.rows).toBe(1);
    unmount();
  });
});
