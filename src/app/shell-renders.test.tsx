import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import type { IconProps } from '../components/icon';
import type * as TicketIcon from '../components/icons/Ticket';
import { STAMP_FIXTURES as S } from '../mocks/seed';
import { renderApp } from '../test/render-app';
import { runOnShopClock } from '../test/shop-clock';
import type * as Chip from '../features/auth/live-staff-chip';

runOnShopClock();

/** How often the header (its staff chip) and the tab bar (its Coupons icon) are drawn. */
const drawn = vi.hoisted(() => ({ header: 0, tabs: 0 }));
vi.mock('../features/auth/live-staff-chip', async (importOriginal) => {
  const { LiveStaffChip } = await importOriginal<typeof Chip>();
  return {
    LiveStaffChip: () => {
      drawn.header += 1;
      return createElement(LiveStaffChip);
    },
  };
});
vi.mock('../components/icons/Ticket', async (importOriginal) => {
  const { Ticket } = await importOriginal<typeof TicketIcon>();
  return {
    Ticket: (props: IconProps) => {
      drawn.tabs += 1;
      return createElement(Ticket, props);
    },
  };
});

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 3000 });

describe('the shell around a counter screen', () => {
  it('is not drawn again when a stamp scan moves the address from card to card', async () => {
    const { unmount } = await renderApp(`/stamps/${S.inProgress}`);
    await region('Card OK');
    drawn.header = 0;
    drawn.tabs = 0;
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Coupon number or stamp ID'), `${S.full}{Enter}`);
    await region('Reward ready');
    await waitFor(() => expect(window.location.pathname).toBe(`/stamps/${S.full}`));
    act(() => window.history.back());
    await region('Card OK');
    expect(window.location.pathname).toBe(`/stamps/${S.inProgress}`);
    expect(drawn).toEqual({ header: 0, tabs: 0 });

    // Another screen is another tab: the bar says so.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Coupons' }));
    await screen.findByRole('heading', { level: 1, name: 'Check a coupon' });
    expect(within(nav).getByRole('link', { name: 'Coupons' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Stamps' })).not.toHaveAttribute('aria-current');
    expect(drawn.tabs).toBeGreaterThan(0);
    unmount();
  });
});
