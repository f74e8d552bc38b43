import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COUPON_FIXTURES as C, STAMP_FIXTURES as S } from '../mocks/seed';
import { getDeviceSettings, saveDeviceSettings } from '../counter/device-settings';
import { NAMES_ASKED_KEY } from '../counter/names-ask';
import { renderApp } from '../test/render-in-page-app';
import { runOnShopClock } from '../test/shop-clock';
import { scan, verdict } from '../features/coupon-check/coupon-counter.test-support';

runOnShopClock();

// A fresh tab: not asked yet (the test setup marks every other test's tab as asked).
beforeEach(() => sessionStorage.removeItem(NAMES_ASKED_KEY));

type Service = Awaited<ReturnType<typeof renderApp>>['service'];
const redeems = (service: Service, code: string = C.unlimited) =>
  service.state.coupons[code]?.redemptions.length ?? 0;

/** Names are typed as a person types: the dialog takes a scanner-fast burst for a scan. */
const person = () => userEvent.setup({ delay: 60 });

async function tapRedeem(user: Awaited<ReturnType<typeof scan>>) {
  await user.click(within(await verdict('Valid')).getByRole('button', { name: 'Redeem' }));
}

describe('who is at the till, asked before the first write', () => {
  it('Cancel sends nothing and asks again; "Continue without names" redeems, once asked', async () => {
    const { service, unmount } = await renderApp('/');
    const before = redeems(service);
    const user = await scan(C.unlimited);
    await tapRedeem(user);
    const ask = await screen.findByRole('dialog', { name: 'Who is at this till?' });
    expect(within(ask).getByText(/No till or staff name is set here/)).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(redeems(service)).toBe(before);
    // The verdict still stands, its Redeem has the focus back, and the next tap asks again.
    const redeem = within(await verdict('Valid')).getByRole('button', { name: 'Redeem' });
    expect(redeem).toHaveFocus();
    await user.click(redeem);
    const again = await screen.findByRole('dialog', { name: 'Who is at this till?' });
    await user.click(within(again).getByRole('button', { name: 'Continue without names' }));
    await verdict('Redeemed');
    expect(redeems(service)).toBe(before + 1);
    expect(service.state.coupons[C.unlimited]?.redemptions.at(-1)?.memo).toMatch(
      /device: unnamed device/,
    );
    // Asked once in this tab: the next redeem goes straight through.
    const percent = redeems(service, C.percent);
    await scan(C.percent);
    await tapRedeem(user);
    await verdict('Redeemed');
    expect(redeems(service, C.percent)).toBe(percent + 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
  });

  it('names typed in the question are saved and the redeem is recorded under them', async () => {
    const { service, unmount } = await renderApp('/');
    const user = await scan(C.unlimited);
    await tapRedeem(user);
    const ask = await screen.findByRole('dialog', { name: 'Who is at this till?' });
    await person().type(within(ask).getByLabelText('Till name'), 'Till 3');
    await person().type(within(ask).getByLabelText('Your name'), 'Minji');
    await user.click(within(ask).getByRole('button', { name: 'Save and continue' }));
    await verdict('Redeemed');
    expect(getDeviceSettings()).toMatchObject({ deviceName: 'Till 3', staffName: 'Minji' });
    expect(service.state.coupons[C.unlimited]?.redemptions.at(-1)?.memo).toMatch(
      /device: Till 3 · staff: Minji/,
    );
    unmount();
  });

  it('a stamp is asked for the same way, and nothing is added until it is answered', async () => {
    const { service, unmount } = await renderApp('/');
    const card = () => service.state.stamps[String(S.inProgress)]?.stamps;
    const before = card();
    const user = await scan(String(S.inProgress));
    await user.click(await screen.findByRole('button', { name: 'Add a stamp' }));
    const ask = await screen.findByRole('dialog', { name: 'Who is at this till?' });
    expect(card()).toBe(before);
    await user.click(within(ask).getByRole('button', { name: 'Continue without names' }));
    await waitFor(() => expect(card()).toBe((before ?? 0) + 1));
    unmount();
  });

  it('a till with both names set is never asked', async () => {
    saveDeviceSettings({ deviceName: 'Till 2', staffName: 'Jiwoo' });
    const { service, unmount } = await renderApp('/');
    const before = redeems(service);
    const user = await scan(C.unlimited);
    await tapRedeem(user);
    await verdict('Redeemed');
    expect(redeems(service)).toBe(before + 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
  });

  it('asks in Korean', async () => {
    const { unmount } = await renderApp('/', { language: 'ko' });
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText('쿠폰 번호 또는 스탬프 ID'),
      `${C.unlimited}{Enter}`,
    );
    await user.click(within(await verdict('사용 가능')).getByRole('button', { name: '사용 처리' }));
    const ask = await screen.findByRole('dialog', { name: '지금 이 계산대에 누가 있나요?' });
    expect(
      within(ask).getByText(/계산대 이름이나 직원 이름이 설정되어 있지 않습니다/),
    ).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: '이름 없이 계속' })).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: '저장하고 계속' })).toBeInTheDocument();
    unmount();
  });
});
