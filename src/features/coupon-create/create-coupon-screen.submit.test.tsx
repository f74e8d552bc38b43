import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sentence } from '../../test/sentence';
import { runOnShopClock } from '../../test/shop-clock';
import {
  countCreates,
  descriptionOf,
  drawnCode,
  fillValidCoupon,
  openForm,
  preloadQrCode,
  qrOf,
  typist,
} from './create-coupon-screen.test-support';

runOnShopClock();
preloadQrCode();

// Sending the form and its answers (a lost answer: create-coupon-screen.lost-answer.test.tsx).
describe('creating the coupon', () => {
  it('points out a phone or e-mail that cannot be one, and still creates: the service keeps them as written', async () => {
    const { service, unmount } = await openForm();
    const user = typist();
    await fillValidCoupon(user);
    const phone = screen.getByLabelText('Phone');
    const email = screen.getByLabelText('E-mail');
    await user.type(phone, 'abc');
    await user.type(email, 'not-an-email');
    expect(descriptionOf(phone)).toContain('This does not look like a phone number.');
    expect(descriptionOf(email)).toContain('This does not look like an e-mail address');
    // Written right, the words go.
    await user.clear(email);
    await user.type(email, 'minji@example.com');
    expect(descriptionOf(email)).not.toContain('does not look like');
    const code = drawnCode();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await screen.findByRole('region', { name: 'Coupon created' });
    expect(service.state.coupons[code]).toMatchObject({
      userPhnno: 'abc',
      userEml: 'minji@example.com',
    });
    unmount();
  });

  it('sends the drawn code, shows the number large, and clears the draft', async () => {
    const { service, unmount } = await openForm();
    const user = typist();
    await fillValidCoupon(user);
    const code = drawnCode();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    const done = await screen.findByRole('region', { name: 'Coupon created' });
    expect(within(done).getByText(code)).toBeVisible();
    expect(within(done).getByText('Coupon number')).toBeVisible();
    expect(
      within(done).getByText(sentence('15% off, valid Nov 21 – Dec 31, 2026 (KST), 1 use.')),
    ).toBeVisible();
    expect(service.state.coupons[code]).toMatchObject({
      nm: 'Autumn',
      disc: 15,
      strtYmd: '2026-11-21',
      endYmd: '2026-12-31',
      useLimit: 1,
    });
    expect(within(done).getByRole('link', { name: 'Check it at the counter' })).toHaveAttribute(
      'href',
      `/?cpnNo=${code}`,
    );
    await user.click(within(done).getByRole('button', { name: 'Copy number' }));
    expect(await navigator.clipboard.readText()).toBe(code);
    expect(within(done).getByText('Copied.')).toBeVisible();
    // The QR code is drawn asynchronously: let it land inside the test, not after it.
    expect(await qrOf(done, code)).toBeVisible();
    unmount();

    // A reload after success is a fresh form.
    await openForm();
    expect(screen.getByRole('textbox', { name: /Coupon name/ })).toHaveValue('');
    expect(drawnCode()).not.toBe(code);
  });

  it('shows the created coupon in the colours chosen, as the preview did', async () => {
    const { unmount } = await openForm();
    const user = typist();
    await fillValidCoupon(user);
    const code = drawnCode();
    await user.type(screen.getByLabelText('Text colour (HEX)'), '#FFFFFF');
    await user.type(screen.getByLabelText('Background colour (HEX)'), '#7C2D12');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    const done = await screen.findByRole('region', { name: 'Coupon created' });
    const coupon = within(done).getByRole('group', { name: 'The coupon as the customer sees it' });
    expect(coupon).toHaveStyle({ color: '#ffffff', backgroundColor: '#7c2d12' });
    expect(within(coupon).getByText(sentence('15% off'))).toBeVisible();
    // The QR code is drawn asynchronously: let it land inside the test, not after it.
    expect(await qrOf(done, code)).toBeVisible();
    unmount();
  });

  it('a bare Enter in a field never sends; Ctrl+Enter does', async () => {
    const { server, service, unmount } = await openForm();
    const sent = countCreates(server);
    const user = typist();
    await fillValidCoupon(user);
    await user.type(screen.getByLabelText(/Percentage off/), '{Enter}');
    await user.type(screen.getByLabelText(/User ID/), 'ABC123{Enter}');
    expect(screen.queryByRole('region', { name: 'Coupon created' })).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await user.keyboard('{Control>}{Enter}{/Control}');
    await screen.findByRole('region', { name: 'Coupon created' });
    expect(sent).toHaveLength(1);
    expect(Object.values(service.state.coupons).filter((c) => c.nm === 'Autumn')).toHaveLength(1);
    unmount();
  });

  it('a double click, and Ctrl+Enter on top, make exactly one request', async () => {
    const { server, service, demo, unmount } = await openForm();
    await demo({ latencyMs: 600 });
    const sent = countCreates(server);
    const user = typist();
    await fillValidCoupon(user);
    const quick = userEvent.setup();
    await quick.dblClick(screen.getByRole('button', { name: 'Create coupon' }));
    expect(screen.getByRole('button', { name: 'Creating…' })).toBeDisabled();
    await quick.click(screen.getByRole('textbox', { name: /Coupon name/ }));
    await quick.keyboard('{Control>}{Enter}{/Control}');
    await screen.findByRole('region', { name: 'Coupon created' });
    expect(sent).toHaveLength(1);
    expect(Object.values(service.state.coupons).filter((c) => c.nm === 'Autumn')).toHaveLength(1);
    unmount();
  });

  it('a form with mistakes is not sent: every message shows, the first field has focus', async () => {
    const { server, unmount } = await openForm();
    const sent = countCreates(server);
    const user = typist();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText('Give the coupon a name.')).toBeVisible();
    expect(screen.getByText('Enter the discount.')).toBeVisible();
    expect(screen.getByText('Choose a date.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Coupon name/ })).toHaveFocus();
    expect(sent).toHaveLength(0);
    unmount();
  });

  it('a taken code: the service’s refusal is said on the code field, which gets the focus', async () => {
    const { service, unmount } = await openForm();
    const user = typist();
    await fillValidCoupon(user);
    await user.click(screen.getByRole('radio', { name: 'Type my own code' }));
    await user.type(screen.getByRole('textbox', { name: /Coupon code/ }), 'percent15');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    // The service's own words beside the button, pointing to the field…
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The coupon number PERCENT15 is already in use.');
    expect(alert).toHaveTextContent('See the Code section');
    // …and on the field, the coupon that holds the code, read back from the service.
    const code = screen.getByRole('textbox', { name: /Coupon code/ });
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(code)).toContain(
      'The code PERCENT15 is taken by another coupon (Autumn sale 15%). Type another code and try again.',
    );
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Create coupon' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /Coupon name/ })).toHaveValue('Autumn');
    await user.clear(code);
    await user.type(code, 'autumn26');
    expect(code).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await screen.findByRole('region', { name: 'Coupon created' });
    expect(service.state.coupons.AUTUMN26?.nm).toBe('Autumn');
    expect(service.state.coupons.PERCENT15?.nm).toBe('Autumn sale 15%');
    unmount();
  });

  it('a refusal the service’s state cannot tie to a field is shown at the top, as it said it', async () => {
    const { server, service, unmount } = await openForm();
    server.use(
      http.post('*/api/coupon/v1/create', () =>
        HttpResponse.json({ code: 9001, message: 'The template refuses this.', result: null }),
      ),
    );
    const user = typist();
    await fillValidCoupon(user);
    const code = drawnCode();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The template refuses this.');
    expect(alert).not.toHaveTextContent('See the Code section');
    expect(screen.getByRole('textbox', { name: 'Code to be sent' })).not.toHaveAttribute(
      'aria-invalid',
    );
    expect(service.state.coupons[code]).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Create coupon' })).toBeEnabled();
    unmount();
  });

  it('"create another like this" keeps the settings, with a new code and no recipient', async () => {
    const { unmount } = await openForm();
    const user = typist();
    await fillValidCoupon(user);
    await user.click(screen.getByRole('radio', { name: /^3 — three uses/ }));
    await user.type(screen.getByLabelText(/User ID/), 'minji');
    const code = drawnCode();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await user.click(await screen.findByRole('button', { name: 'Create another like this' }));
    expect(screen.getByRole('textbox', { name: /Coupon name/ })).toHaveValue('Autumn');
    expect(screen.getByRole('radio', { name: /^3 — three uses/ })).toBeChecked();
    expect(screen.getByLabelText(/User ID/)).toHaveValue('');
    expect(drawnCode()).not.toBe(code);
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText(/needs the user ID of its recipient/)).toBeVisible();

    await user.type(screen.getByLabelText(/User ID/), 'jisoo');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await user.click(await screen.findByRole('button', { name: 'Create another' }));
    expect(screen.getByRole('textbox', { name: /Coupon name/ })).toHaveValue('');
    unmount();
  });
});

describe('the created coupon', () => {
  it('shows a QR code of the number and prints the ticket on a receipt or on A6', async () => {
    const { unmount } = await openForm();
    const user = typist();
    await user.type(screen.getByRole('textbox', { name: /Coupon name/ }), 'Autumn');
    await user.type(screen.getByLabelText(/Percentage off/), '15');
    await user.type(screen.getByLabelText(/End date/), '2026-12-31');
    const code = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code to be sent' }).value;
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    const done = await screen.findByRole('region', { name: 'Coupon created' });
    const qr = await qrOf(done, code);
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);

    const formats: (string | undefined)[] = [];
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      formats.push(document.documentElement.dataset.print);
      window.dispatchEvent(new Event('afterprint'));
    });
    await user.click(within(done).getByRole('button', { name: 'Print on a receipt (80 mm)' }));
    await user.click(within(done).getByRole('button', { name: 'Print on A6' }));
    expect(print).toHaveBeenCalledTimes(2);
    expect(formats).toEqual(['receipt', 'a6']);
    expect(document.documentElement.dataset.print).toBeUndefined();
    unmount();
  });
});
