import { screen, within } from '@testing-library/react';
import { saveDeviceSettings } from '../lib/device-settings';
import { recordActivity, type ActivityInput } from '../lib/recent-activity';
import { renderApp } from '../test/render-app';

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
    saveDeviceSettings({ deviceName: 'Till 2', staffName: 'Jisoo' });
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

  it('reads naturally in Korean', async () => {
    saveDeviceSettings({ deviceName: '2번 계산대', staffName: '지수' });
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
