import { screen, within } from '@testing-library/react';
import { sentence } from '../../test/sentence';
import { runOnShopClock } from '../../test/shop-clock';
import { openForm, typist } from './create-coupon-screen.test-support';

runOnShopClock();

describe('the preview', () => {
  const preview = () => screen.getByRole('region', { name: /Preview|미리 보기/ });

  it('is the coupon as the customer sees it, and one sentence, on every keystroke', async () => {
    const { unmount } = await openForm();
    const user = typist();
    const card = within(preview());
    expect(card.getByText('Untitled coupon')).toBeVisible();
    expect(
      card.getByText(sentence('no discount yet, valid from Nov 21, 2026 (KST), 1 use.')),
    ).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: /Coupon name/ }), 'Autumn');
    expect(card.getByText('Autumn')).toBeVisible();
    await user.type(screen.getByLabelText(/Percentage off/), '2');
    expect(card.getByText(sentence('2% off'))).toBeVisible();
    await user.type(screen.getByLabelText(/Percentage off/), '0');
    expect(card.getByText(sentence('20% off'))).toBeVisible();
    await user.type(screen.getByLabelText(/End date/), '2026-12-31');
    await user.click(screen.getByRole('radio', { name: /^3 — three uses/ }));
    await user.type(screen.getByLabelText(/User ID/), 'minji.kim');
    await user.click(screen.getByRole('checkbox', { name: /On-site coupon/ }));
    expect(
      card.getByText(
        sentence(
          '20% off, valid Nov 21 – Dec 31, 2026 (KST), 3 uses for minji.kim, on-site password needed.',
        ),
      ),
    ).toBeVisible();
    expect(card.getByText(sentence('valid Nov 21 – Dec 31, 2026 (KST)'))).toBeVisible();
    unmount();
  });

  it('shows no discount the form would refuse: 150 % is "no discount yet", not "150% off"', async () => {
    const { unmount } = await openForm();
    const user = typist();
    const card = within(preview());
    const percent = screen.getByLabelText(/Percentage off/);
    await user.type(percent, '150');
    expect(card.queryByText(/150/)).not.toBeInTheDocument();
    expect(
      card.getByText(sentence('no discount yet, valid from Nov 21, 2026 (KST), 1 use.')),
    ).toBeVisible();
    await user.clear(percent);
    await user.type(percent, '15');
    expect(card.getByText(sentence('15% off'))).toBeVisible();
    unmount();
  });

  it('shows a fixed amount in its currency, and the colours that win', async () => {
    const { unmount } = await openForm();
    const user = typist();
    await user.click(screen.getByRole('radio', { name: 'Fixed amount' }));
    await user.type(screen.getByLabelText(/Amount off/), '5,000');
    const card = within(preview());
    expect(card.getByText(sentence('₩5,000 off'))).toBeVisible();
    const coupon = card.getByRole('group', { name: 'The coupon as the customer sees it' });
    expect(coupon).toHaveStyle({ color: '#18181b', backgroundColor: '#ffffff' });
    // The template fills in what the coupon leaves empty; the coupon's own colour beats it.
    await user.type(screen.getByLabelText('Coupon template IDX'), '201');
    expect(coupon).toHaveStyle({ color: '#1f2937', backgroundColor: '#fef3c7' });
    await user.type(screen.getByLabelText('Background colour (HEX)'), '#000');
    expect(coupon).toHaveStyle({ backgroundColor: '#000000' });
    unmount();
  });

  it('speaks Korean', async () => {
    const { unmount } = await openForm({ language: 'ko' });
    const user = typist();
    await user.type(screen.getByLabelText(/할인율/), '15');
    await user.click(screen.getByRole('radio', { name: /^0 — 무제한/ }));
    expect(
      within(preview()).getByText(
        sentence('15% 할인, 2026. 11. 21.부터 사용 가능 (KST), 횟수 무제한.'),
      ),
    ).toBeVisible();
    unmount();
  });
});
