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

  it('never shows an amount rounded: ₩2,000.5 is refused on its field, not previewed as ₩2,001', async () => {
    const { unmount } = await openForm();
    const user = typist();
    const card = within(preview());
    await user.click(screen.getByRole('radio', { name: 'Fixed amount' }));
    const amount = screen.getByLabelText(/Amount off/);
    await user.type(amount, '2000.5');
    await user.tab();
    expect(card.queryByText(/2,001|2,000/)).not.toBeInTheDocument();
    expect(
      screen.getByText('This currency has no smaller unit: type a whole amount, such as 2000.'),
    ).toBeVisible();
    // In dollars the same amount is a price to the cent; three decimals are not.
    await user.selectOptions(screen.getByRole('combobox', { name: /Currency/ }), 'USD');
    expect(card.getByText(sentence('$2,000.50 off'))).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '5.555');
    expect(card.queryByText(/5\.5/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'At most two digits after the decimal point in this currency, such as 5.50.',
      ),
    ).toBeVisible();
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
