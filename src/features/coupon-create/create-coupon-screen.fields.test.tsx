import { fireEvent, screen, within } from '@testing-library/react';
import { runOnShopClock } from '../../test/shop-clock';
import { descriptionOf, group, openForm, typist } from './create-coupon-screen.test-support';

runOnShopClock();

// The form's fields other than the dates (create-coupon-screen.dates.test.tsx).
describe('the creation form', () => {
  it('has every field, grouped top to bottom, each with a visible label', async () => {
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
    // The page's own way of writing a date, not the browser's (decision 0020).
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
