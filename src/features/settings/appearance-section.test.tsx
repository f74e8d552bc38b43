import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getTheme, saveTheme } from '../../lib/theme';
import { renderApp } from '../../test/render-app';

describe('Settings → Appearance', () => {
  it('offers System, Light and Dark, System first and chosen; a choice is kept and shown at once', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'Appearance' });
    const group = within(section).getByRole('group', { name: 'Appearance' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['system', 'light', 'dark']);
    expect(within(group).getByRole('radio', { name: /^System/ })).toBeChecked();
    expect(group).toHaveAccessibleDescription('Kept on this device only.');

    await user.click(within(group).getByRole('radio', { name: /^Dark/ }));
    expect(within(group).getByRole('radio', { name: /^Dark/ })).toBeChecked();
    expect(getTheme()).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');

    await user.click(within(group).getByRole('radio', { name: /^System/ }));
    expect(getTheme()).toBe('system');
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    unmount();
  });

  it('shows what this device chose before, in Korean too', async () => {
    // Read from storage on a fresh load: lib/theme.test.ts. Here, the screen shows the choice.
    saveTheme('light');
    const { unmount } = await renderApp('/settings', { language: 'ko' });
    const section = await screen.findByRole('region', { name: '화면 모드' });
    const group = within(section).getByRole('group', { name: '화면 모드' });
    expect(within(group).getByRole('radio', { name: /^라이트/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /^시스템 설정/ })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: /^다크/ })).not.toBeChecked();
    unmount();
  });
});
