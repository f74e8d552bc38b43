import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { sentence } from '../../test/sentence';
import { renderApp } from '../../test/render-app';
import { runOnShopClock } from '../../test/shop-clock';

runOnShopClock();

// No scan field on this screen, so nothing reads key timing: keys as fast as the event loop goes
// (a person's 60 ms a key made this file the suite's longest, about 55 s a time zone).
const typist = () => userEvent.setup({ delay: 0 });

async function openForm(options?: Parameters<typeof renderApp>[1]) {
  const app = await renderApp('/coupons/new', options);
  await screen.findByRole('form', undefined, { timeout: 3000 });
  return app;
}

const group = (name: string) => screen.getByRole('group', { name });
/**
 * The QR code's library is imported with the first code drawn. On a loaded CI machine that first
 * import (vitest transforms it on demand) took longer than findBy's 1 s and then even 5 s (two red
 * CI runs), so the file imports it once before any test: the screen's own import then finds it
 * loaded, and no test waits on the machine's speed. A code that never comes still fails.
 */
beforeAll(async () => {
  await import('qrcode');
}, 60_000);

const qrOf = (done: HTMLElement, code: string) =>
  within(done).findByRole('img', { name: `QR code of coupon ${code}` }, { timeout: 5000 });

/** The ids in a control's aria-describedby, read as the texts they point to. */
function descriptionOf(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ');
}

describe('the creation form', () => {
  it('has every field of issue 10, grouped top to bottom, each with a visible label', async () => {
    const { unmount } = await openForm();
    const legends = [
      'Basics',
      'Validity',
      'Limits',
      'Code',
      'Recipient',
      'On site',
      'Look',
      'Advanced',
    ];
    for (const name of legends) expect(group(name)).toBeVisible();

    const basics = within(group('Basics'));
    expect(basics.getByRole('textbox', { name: /Coupon name/ })).toBeInTheDocument();
    expect(basics.getByRole('radio', { name: 'Percentage' })).toBeChecked();
    expect(basics.getByRole('radio', { name: 'Fixed amount' })).not.toBeChecked();
    expect(basics.getByLabelText(/Percentage off/)).toBeInTheDocument();

    const validity = within(group('Validity'));
    // The page's own way of writing a date, not the browser's (issue 24, point 10).
    expect(validity.getByLabelText('Start date (KST) (required)')).toHaveValue('11/21/2026');
    expect(validity.getByLabelText('End date (KST, inclusive) (required)')).toHaveValue('');

    expect(within(group('Limits')).getAllByRole('radio')).toHaveLength(6);

    const recipient = within(group('Recipient'));
    for (const label of ['User ID', 'Name', 'Phone', 'E-mail', 'Extra field 1', 'Extra field 2'])
      expect(recipient.getByLabelText(label, { exact: false })).toBeInTheDocument();

    expect(
      within(group('On site')).getByRole('checkbox', { name: /On-site coupon/ }),
    ).not.toBeChecked();

    const look = within(group('Look'));
    for (const label of [
      'Coupon group IDX',
      'Coupon template IDX',
      'Text colour (HEX)',
      'Text colour picker',
      'Background colour (HEX)',
      'Background colour picker',
      'Go-to-use URL',
    ])
      expect(look.getByLabelText(label)).toBeInTheDocument();

    const advanced = within(group('Advanced'));
    expect(advanced.getByRole('combobox', { name: 'Custom domain' })).toBeInTheDocument();
    expect(advanced.getByRole('checkbox', { name: /webhook/ })).toBeInTheDocument();
    expect(advanced.getByRole('textbox', { name: 'Internal memo' })).toBeInTheDocument();
    unmount();
  });

  it('shows a field’s message once it has been left, tied to the field', async () => {
    const { unmount } = await openForm();
    const user = typist();
    const name = screen.getByRole('textbox', { name: /Coupon name/ });
    await user.click(name);
    expect(screen.queryByText('Give the coupon a name.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Give the coupon a name.')).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Give the coupon a name.');
    // Untouched fields keep quiet.
    expect(screen.queryByText('Enter the discount.')).not.toBeInTheDocument();

    await user.type(name, 'Autumn');
    expect(screen.queryByText('Give the coupon a name.')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');

    const discount = screen.getByLabelText(/Percentage off/);
    await user.type(discount, '100.5');
    await user.tab();
    expect(discount).toHaveAccessibleDescription(
      '1 to 100; decimals allowed, such as 12.5. A percentage discount is between 1 and 100.',
    );
    unmount();
  });

  it('speaks Korean to Korean staff', async () => {
    const { unmount } = await openForm({ language: 'ko' });
    const user = typist();
    expect(screen.getByRole('heading', { name: '쿠폰 만들기' })).toBeVisible();
    const name = screen.getByRole('textbox', { name: /쿠폰 이름/ });
    await user.click(name);
    await user.tab();
    expect(screen.getByText('쿠폰 이름을 입력하세요.')).toBeVisible();
    expect(screen.getByLabelText('종료일 (KST, 당일 포함) (필수)')).toBeInTheDocument();
    unmount();
  });

  it('a fixed amount asks for its currency', async () => {
    const { unmount } = await openForm();
    const user = typist();
    expect(screen.queryByRole('combobox', { name: /Currency/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Fixed amount' }));
    expect(screen.getByRole('combobox', { name: /Currency/ })).toHaveValue('KRW');
    const amount = screen.getByLabelText(/Amount off/);
    await user.type(amount, '0');
    await user.tab();
    expect(screen.getByText('The amount must be more than 0.')).toBeVisible();
    unmount();
  });

  it('labels the dates with the service’s zone, explains the inclusive end, refuses late ones', async () => {
    const { unmount } = await openForm();
    const user = typist();
    const validity = within(group('Validity'));
    expect(
      validity.getByText(/calendar days in Korean Standard Time \(KST\), the service’s time zone/),
    ).toBeVisible();
    const end = validity.getByLabelText(/End date/);
    expect(end).toHaveAccessibleDescription(
      'Month/day/year, such as 11/21/2026. The coupon works through the end date, 23:59 KST, at the latest on 12/31/2027.',
    );
    await user.type(end, '12/31/2026');
    // The hint says the date the way the field shows it, with its weekday.
    expect(end).toHaveAccessibleDescription(
      'Through 12/31/2026 (Thu), 23:59 KST: the end date is included.',
    );
    await user.clear(end);
    await user.type(end, '01/01/2028');
    await user.tab();
    expect(screen.getByText('The end date can be 12/31/2027 at the latest.')).toBeVisible();

    // A message that depends on another field follows it at once.
    await user.clear(end);
    await user.type(end, '2026-11-20');
    expect(screen.getByText('The end date is before the start date.')).toBeVisible();
    const start = validity.getByLabelText(/Start date/);
    await user.clear(start);
    await user.type(start, '2026-11-01');
    expect(screen.queryByText('The end date is before the start date.')).not.toBeInTheDocument();
    unmount();
  });

  it('reads a date typed in the page’s way or as the service writes it, and shows it back the page’s way', async () => {
    const { unmount } = await openForm();
    const user = typist();
    const end = within(group('Validity')).getByLabelText(/End date/);
    for (const typed of ['12/31/2026', '2026-12-31', 'Dec 31, 2026', '12-31-2026']) {
      await user.clear(end);
      await user.type(end, typed);
      // As typed while the field has focus; the page's own way once it is left.
      expect(end).toHaveValue(typed);
      await user.tab();
      expect(end).toHaveValue('12/31/2026');
      const preview = within(screen.getByRole('region', { name: 'Preview' }));
      expect(preview.getByText(sentence(/^valid Nov 21 – Dec 31, 2026 \(KST\)$/))).toBeVisible();
      await user.click(end);
    }
    unmount();
  });

  it('says what is wrong with a date that is not one, and keeps what was typed, in the draft too', async () => {
    const first = await openForm();
    const user = typist();
    const end = within(group('Validity')).getByLabelText(/End date/);
    await user.type(end, '02/30/2027');
    await user.tab();
    expect(end).toHaveValue('02/30/2027');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(end).toHaveAccessibleDescription(
      /This is not a day: type it as month\/day\/year, such as 11\/21\/2026\.$/,
    );
    // Sending is refused on the field; nothing typed is lost.
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(end).toHaveValue('02/30/2027');
    first.unmount();
    const again = await openForm();
    expect(within(group('Validity')).getByLabelText(/End date/)).toHaveValue('02/30/2027');
    again.unmount();
  });

  it('writes dates the Korean way in Korean, in the field and its hint alike', async () => {
    const { unmount } = await openForm({ language: 'ko' });
    const user = typist();
    const start = within(group('유효 기간')).getByLabelText(/^시작일/);
    expect(start).toHaveValue('2026. 11. 21.');
    expect(start).toHaveAccessibleDescription('2026. 11. 21.(토) 00:00 KST부터.');
    const end = within(group('유효 기간')).getByLabelText(/^종료일/);
    await user.type(end, '2026년 12월 31일');
    await user.tab();
    expect(end).toHaveValue('2026. 12. 31.');
    expect(end).toHaveAccessibleDescription(
      '2026. 12. 31.(목) 23:59 KST까지: 종료일 당일도 사용할 수 있습니다.',
    );
    unmount();
  });

  it('takes a day chosen on the browser’s calendar', async () => {
    const { unmount } = await openForm();
    const user = typist();
    // jsdom has no calendar: this one picks New Year's Eve, as a person would in the pop-up.
    const showPicker = vi.fn(function (this: HTMLInputElement) {
      fireEvent.change(this, { target: { value: '2026-12-31' } });
    });
    Object.defineProperty(HTMLInputElement.prototype, 'showPicker', {
      value: showPicker,
      configurable: true,
    });
    await user.click(screen.getByRole('button', { name: 'Pick the end date on a calendar' }));
    expect(showPicker).toHaveBeenCalledTimes(1);
    expect(within(group('Validity')).getByLabelText(/End date/)).toHaveValue('12/31/2026');
    Reflect.deleteProperty(HTMLInputElement.prototype, 'showPicker');
    unmount();
  });

  it('explains each use limit; 2 to 5 make the user ID required', async () => {
    const { unmount } = await openForm();
    const user = typist();
    const limits = within(group('Limits'));
    expect(
      limits.getByRole('radio', { name: '0 — unlimited: any number of uses until the end date' }),
    ).toBeInTheDocument();
    expect(limits.getByRole('radio', { name: '1 — one use' })).toBeChecked();
    const userId = screen.getByLabelText(/User ID/);
    expect(userId).not.toBeRequired();
    await user.click(userId);
    await user.tab();
    await user.click(limits.getByRole('radio', { name: /^3 — three uses/ }));
    expect(screen.getByLabelText('User ID (required)')).toBeRequired();
    expect(
      screen.getByText('A coupon with 2 to 5 uses needs the user ID of its recipient.'),
    ).toBeVisible();
    await user.type(userId, 'minji.kim');
    expect(
      screen.queryByText('A coupon with 2 to 5 uses needs the user ID of its recipient.'),
    ).not.toBeInTheDocument();
    unmount();
  });

  it('draws a code of the chosen length, or takes one typed and upper-cases it', async () => {
    const { unmount } = await openForm();
    const user = typist();
    const code = within(group('Code'));
    const drawn = code.getByRole('textbox', { name: 'Code to be sent' });
    expect(drawn).toHaveDisplayValue(/^[A-HJ-NP-Z2-9]{16}$/);
    await user.selectOptions(code.getByRole('combobox', { name: 'Length' }), '8 characters');
    expect(drawn).toHaveDisplayValue(/^[A-HJ-NP-Z2-9]{8}$/);

    await user.click(code.getByRole('radio', { name: 'Type my own code' }));
    expect(code.queryByRole('textbox', { name: 'Code to be sent' })).not.toBeInTheDocument();
    const typed = code.getByRole('textbox', { name: /Coupon code/ });
    await user.type(typed, 'spring-26');
    expect(typed).toHaveValue('SPRING-26');
    await user.tab();
    expect(typed).toHaveAccessibleDescription(/no spaces, dashes or other characters/);
    await user.clear(typed);
    await user.type(typed, 'spring26');
    expect(typed).toHaveValue('SPRING26');
    expect(typed).not.toHaveAttribute('aria-invalid');
    unmount();
  });

  it('takes a colour from the picker or as HEX, each following the other', async () => {
    const { unmount } = await openForm();
    const user = typist();
    const hex = screen.getByLabelText('Text colour (HEX)');
    const picker = screen.getByLabelText('Text colour picker');
    await user.type(hex, '#1a2b3c');
    expect(picker).toHaveValue('#1a2b3c');
    fireEvent.input(picker, { target: { value: '#ff8800' } });
    expect(hex).toHaveValue('#FF8800');
    await user.clear(hex);
    await user.type(hex, 'blue');
    await user.tab();
    expect(hex).toHaveAccessibleDescription(/Enter a HEX colour, such as #1A2B3C\./);
    unmount();
  });

  it('names the account’s groups and templates, says where a group’s settings win', async () => {
    const { unmount } = await openForm();
    const user = typist();
    const groupIdx = screen.getByLabelText('Coupon group IDX');
    expect(groupIdx).toHaveAccessibleDescription(
      'Known to this account: 101 Autumn campaign, 102 Winter menu (images), 103 Counter only.',
    );
    await user.type(groupIdx, '103');
    expect(groupIdx).toHaveAccessibleDescription(/Group: Counter only\./);
    expect(screen.getByText('This group’s settings win over the coupon’s: on-site.')).toBeVisible();
    expect(
      screen.getByText(
        'Group 103 Counter only makes its coupons on-site, whatever this switch says.',
      ),
    ).toBeVisible();
    // The group makes it on-site: the password is asked for, masked, with a reveal toggle.
    const password = screen.getByLabelText('On-site password (required)');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');

    await user.clear(groupIdx);
    await user.type(groupIdx, '999');
    await user.tab();
    expect(screen.getByText('The account has no coupon group with this IDX.')).toBeVisible();
    unmount();
  });

  it('shows options the plan does not allow, disabled, with the plan named', async () => {
    const { demo, unmount } = await openForm();
    await demo({ plan: 'personal' });
    const advanced = within(group('Advanced'));
    const domain = advanced.getByRole('combobox', { name: 'Custom domain' });
    expect(domain).toBeDisabled();
    expect(domain).toHaveAccessibleDescription(/needs Premium/);
    const webhook = advanced.getByRole('checkbox', { name: /webhook/ });
    expect(webhook).toBeDisabled();
    expect(webhook).toHaveAccessibleDescription('needs Enterprise');

    await demo({ plan: 'premium' });
    expect(domain).toBeEnabled();
    expect(webhook).toBeDisabled();

    await demo({ plan: 'enterprise', webhookEnabled: false });
    expect(webhook).toBeDisabled();
    expect(webhook).toHaveAccessibleDescription('The account’s webhook is switched off.');

    await demo({ webhookEnabled: true });
    expect(webhook).toBeEnabled();
    expect(descriptionOf(webhook)).toBe('');
    unmount();
  });
});

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

describe('creating the coupon', () => {
  /** A valid one-use 15 % coupon through 31 Dec, typed the way staff would. */
  async function fillValidCoupon(user: ReturnType<typeof typist>) {
    await user.type(screen.getByRole('textbox', { name: /Coupon name/ }), 'Autumn');
    await user.type(screen.getByLabelText(/Percentage off/), '15');
    await user.type(screen.getByLabelText(/End date/), '2026-12-31');
  }
  const drawnCode = () =>
    screen.getByRole<HTMLInputElement>('textbox', { name: 'Code to be sent' }).value;

  /** Counts the create requests that reach the service (they go on to the simulated one). */
  function countCreates(server: Awaited<ReturnType<typeof openForm>>['server']) {
    const sent: { cpnNo: string; idempotencyKey: string | null }[] = [];
    server.use(
      http.post('*/api/coupon/v1/create', async ({ request }) => {
        const body = (await request.clone().json()) as { cpnNo: string };
        sent.push({ ...body, idempotencyKey: request.headers.get('Idempotency-Key') });
        return undefined;
      }),
    );
    return sent;
  }

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
    expect(code).toHaveFocus();
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

  it('a lost answer, and the drawn code belongs to another coupon: said on the field, a new one drawn', async () => {
    const { service, demo, unmount } = await openForm();
    const user = typist();
    await fillValidCoupon(user);
    const code = drawnCode();
    // Another coupon was given this very code (by another tab, say) while the answer was lost.
    await demo({ fault: 'network-error', faultOnce: true, faultOperations: ['coupon.create'] });
    const seeded = service.state.coupons.PERCENT15;
    if (!seeded) throw new Error('the seed has no PERCENT15');
    service.state.coupons[code] = { ...seeded, cpnNo: code, nm: 'Rival' };
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(
      await screen.findByText(
        `The answer was lost, and the code ${code} belongs to another coupon: this one was not created.`,
      ),
    ).toBeVisible();
    const field = screen.getByRole('textbox', { name: /Code to be sent/ });
    expect(descriptionOf(field)).toContain(
      `The code ${code} is taken by another coupon (Rival). Draw a new code and try again.`,
    );
    const drawNew = screen.getByRole('button', { name: 'Draw a new code' });
    expect(drawNew).toHaveFocus();
    await user.click(drawNew);
    expect(drawnCode()).not.toBe(code);
    expect(screen.queryByRole('button', { name: 'Draw a new code' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await screen.findByRole('region', { name: 'Coupon created' });
    expect(service.state.coupons[code].nm).toBe('Rival');
    expect(Object.values(service.state.coupons).filter((c) => c.nm === 'Autumn')).toHaveLength(1);
    unmount();
  });

  it('a server error: the code is looked up, nothing was made, a retry sends the same code', async () => {
    const { server, service, demo, unmount } = await openForm();
    await demo({ fault: 'server-error', faultOnce: true, faultOperations: ['coupon.create'] });
    const sent = countCreates(server);
    const user = typist();
    await fillValidCoupon(user);
    const code = drawnCode();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(
      await screen.findByText(
        `The answer was lost, and the service has no coupon ${code} now. Trying again is safe: it sends the same code, so it can never make two.`,
      ),
    ).toBeVisible();
    expect(service.state.coupons[code]).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await screen.findByRole('region', { name: 'Coupon created' });
    expect(sent.map((body) => body.cpnNo)).toEqual([code, code]);
    // One intent, one Idempotency-Key: the live server replays instead of creating twice.
    const [first, second] = sent.map((body) => body.idempotencyKey);
    expect(first).toMatch(/^create-[0-9a-f-]{36}$/);
    expect(second).toBe(first);
    unmount();
  });

  it('the answer lost after the service created it: "created", with the same code, one coupon', async () => {
    const { server, service, demo, unmount } = await openForm();
    await demo({ fault: 'lost-response', faultOnce: true, faultOperations: ['coupon.create'] });
    const sent = countCreates(server);
    const user = typist();
    await fillValidCoupon(user);
    const code = drawnCode();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    const done = await screen.findByRole('region', { name: 'Coupon created' });
    expect(within(done).getByText(code)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(Object.values(service.state.coupons).filter((c) => c.nm === 'Autumn')).toHaveLength(1);
    unmount();
  });

  it('a write that lands after the client gave up: the retry’s "code in use" is read as created', async () => {
    const { service, demo, unmount } = await openForm();
    await demo({
      fault: 'late-write',
      faultOnce: true,
      faultOperations: ['coupon.create'],
      lateWriteMs: 300,
    });
    const user = typist();
    await fillValidCoupon(user);
    const code = drawnCode();
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText(/has no coupon \w+ now\. Trying again is safe/)).toBeVisible();
    await waitFor(() => expect(service.state.coupons[code]).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    const done = await screen.findByRole('region', { name: 'Coupon created' });
    expect(within(done).getByText(code)).toBeVisible();
    expect(Object.values(service.state.coupons).filter((c) => c.nm === 'Autumn')).toHaveLength(1);
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
