import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '../lib/i18n';
import { Dialog } from './dialog';

/** A scanner: keys a few milliseconds apart (here none), then Enter. */
const scanner = () => userEvent.setup({ delay: null });

describe('a scan fired into an open dialog', () => {
  it.each([
    {
      language: 'en' as const,
      field: /the field it landed in is empty again/,
      elsewhere: /^That was a scan, not something typed here: it was not used\. Finish/,
    },
    {
      language: 'ko' as const,
      field: /들어간 칸은 다시 비웠습니다/,
      elsewhere: /^방금 입력은 스캔이라 사용하지 않았습니다\. 먼저/,
    },
  ])('says what happened to it, in $language', async ({ language, field, elsewhere }) => {
    await initI18n(language);
    const { unmount } = render(
      <Dialog title="Switch" onClose={() => {}}>
        <label>
          Note
          <input />
        </label>
        <button type="button">Chris</button>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Switch' });
    // Into a button (the staff switch has no field): nothing to type again.
    within(dialog).getByRole('button', { name: 'Chris' }).focus();
    await scanner().keyboard('PERCENT15{Enter}');
    const said = within(dialog).getByRole('alert');
    expect(said).toHaveTextContent(elsewhere);
    expect(said).not.toHaveTextContent(/password|비밀번호/);
    // Into a field: its keys are taken out, and the words say so.
    const input = within(dialog).getByRole('textbox');
    await scanner().type(input, 'PERCENT15{Enter}');
    expect(input).toHaveValue('');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(field);
    unmount();
  });
});
