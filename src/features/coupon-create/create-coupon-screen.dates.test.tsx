import { fireEvent, screen, within } from '@testing-library/react';
import { sentence } from '../../test/sentence';
import { runOnShopClock } from '../../test/shop-clock';
import { group, openForm, typist } from './create-coupon-screen.test-support';

runOnShopClock();

// The form's date fields (the others: create-coupon-screen.fields.test.tsx).
describe('the creation form', () => {
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

  it('warns of an end date that has passed: the coupon could never be used', async () => {
    const { unmount } = await openForm();
    const user = typist();
    const end = within(group('Validity')).getByLabelText(/End date/);
    await user.type(end, '11/20/2026');
    expect(end).toHaveAccessibleDescription(
      'Through 11/20/2026 (Fri), 23:59 KST: the end date is included. This day has already passed: the coupon would be expired from the moment it is created, and no customer could use it.',
    );
    // Today, in the service's zone, is still a day the coupon can be used.
    await user.clear(end);
    await user.type(end, '11/21/2026');
    expect(end).toHaveAccessibleDescription(
      'Through 11/21/2026 (Sat), 23:59 KST: the end date is included.',
    );
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
});
