import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDeviceSettings } from '../counter/device-settings';
import { renderApp } from '../test/render-app';
import { runOnShopClock } from '../test/shop-clock';

runOnShopClock();

describe('what this device is for', () => {
  it('saves at once, with no Save button to forget, and moves the back office behind More', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderApp('/settings');
    const section = await screen.findByRole('region', { name: 'This device' });
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
    // Its name and who is at it come from the sign-in, not from fields here.
    expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('radio', { name: /The counter/ }));
    await waitFor(() => expect(getDeviceSettings().role).toBe('counter'));
    expect(within(section).getByRole('status')).toHaveTextContent('Saved.');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Clicks' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'More screens' }));
    expect(within(nav).getByRole('link', { name: 'Clicks' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(within(nav).getByRole('button', { name: 'More screens' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    unmount();
  });

  it('shows the till as paired and who unlocked it in the header', async () => {
    const { unmount } = await renderApp('/', { device: 'Till 2', staff: 'Chris Counter' });
    expect(
      await screen.findByRole('button', { name: /^Till 2 · Chris Counter, signed in/ }),
    ).toBeInTheDocument();
    unmount();
  });
});
