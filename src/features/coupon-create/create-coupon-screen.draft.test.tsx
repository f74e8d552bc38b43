import { screen, waitFor, within } from '@testing-library/react';
import { runOnShopClock } from '../../test/shop-clock';
import { openForm, preloadQrCode, typist } from './create-coupon-screen.test-support';

runOnShopClock();
preloadQrCode();

describe('the draft', () => {
  it('survives a reload, without the on-site password, with the same code', async () => {
    const first = await openForm();
    const user = typist();
    await user.type(screen.getByRole('textbox', { name: /Coupon name/ }), 'Autumn');
    await user.type(screen.getByLabelText(/Percentage off/), '15');
    await user.click(screen.getByRole('checkbox', { name: /On-site coupon/ }));
    await user.type(screen.getByLabelText(/On-site password/), '4821');
    const code = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code to be sent' }).value;
    const stored = Array.from({ length: localStorage.length }, (_, index) => {
      const key = localStorage.key(index) ?? '';
      return localStorage.getItem(key) ?? '';
    });
    expect(stored.join('\n')).toContain('Autumn');
    expect(stored.join('\n')).not.toContain('4821');
    first.unmount();

    const again = await openForm();
    expect(screen.getByText(/This is the draft you were typing/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Coupon name/ })).toHaveValue('Autumn');
    expect(screen.getByLabelText(/Percentage off/)).toHaveValue('15');
    expect(screen.getByRole('checkbox', { name: /On-site coupon/ })).toBeChecked();
    expect(screen.getByLabelText(/On-site password/)).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Code to be sent' })).toHaveValue(code);

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('textbox', { name: /Coupon name/ })).toHaveValue('');
    expect(screen.queryByText(/This is the draft you were typing/)).not.toBeInTheDocument();
    again.unmount();

    await openForm();
    expect(screen.getByRole('textbox', { name: /Coupon name/ })).toHaveValue('');
    expect(screen.queryByText(/This is the draft you were typing/)).not.toBeInTheDocument();
  });
});

describe('a reload in the middle of a send', () => {
  it('keeps the code, says so, and ends in "created" with one coupon', async () => {
    const first = await openForm();
    await first.demo({
      fault: 'applied-no-answer',
      faultOnce: true,
      faultOperations: ['coupon.create'],
    });
    const user = typist();
    await user.type(screen.getByRole('textbox', { name: /Coupon name/ }), 'Autumn');
    await user.type(screen.getByLabelText(/Percentage off/), '15');
    await user.type(screen.getByLabelText(/End date/), '2026-12-31');
    const code = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code to be sent' }).value;
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await waitFor(() => expect(first.service.state.coupons[code]).toBeDefined());
    const record = first.service.state.coupons[code];
    // The tab reloads before the answer; the service still holds what the first send made.
    first.unmount();
    const again = await openForm();
    if (record) again.service.state.coupons[code] = record;

    expect(screen.getByText(/This draft was being sent when the page closed/)).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Code to be sent' })).toHaveValue(code);
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    const done = await screen.findByRole('region', { name: 'Coupon created' });
    expect(within(done).getByText(code)).toBeVisible();
    expect(
      Object.values(again.service.state.coupons).filter((c) => c.nm === 'Autumn'),
    ).toHaveLength(1);
    again.unmount();
  });
});
