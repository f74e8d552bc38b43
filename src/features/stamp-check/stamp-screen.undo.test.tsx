import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAMP_FIXTURES as S } from '../../mocks/seed';
import { renderApp, switchPerson } from '../../test/render-app';
import { runOnShopClock } from '../../test/shop-clock';
import { region } from './stamp-screen.test-support';

runOnShopClock();

const UNDO = 'Undo last stamp';

describe('Undo belongs to the person who added the stamp', () => {
  it('is not offered to someone else at the till, and comes back for the one who added it', async () => {
    const { unmount } = await renderApp(`/stamps/${S.inProgress}`, { staff: 'Chris Counter' });
    const user = userEvent.setup();
    await user.click(within(await region('Card OK')).getByRole('button', { name: 'Add a stamp' }));
    await screen.findByText('Stamp 4 added.', { exact: false });
    expect(await screen.findByRole('button', { name: UNDO })).toBeVisible();

    // 박지우 takes over the till (a lock, then an unlock): Chris's stamp is not theirs to take
    // back, and our server would refuse it.
    await switchPerson(user, '박지우');
    await waitFor(() => expect(screen.queryByRole('button', { name: UNDO })).toBeNull());

    // 박지우 adds one of their own: Undo is offered for that one only.
    await user.click(within(await region('Card OK')).getByRole('button', { name: 'Add a stamp' }));
    // A second stamp moments after the first asks once more.
    const yes = await screen.findByRole('button', { name: 'Yes, add another' });
    await waitFor(() => expect(yes).toBeEnabled());
    await user.click(yes);
    await screen.findByText('Stamp 5 added.', { exact: false });
    const undo = await screen.findByRole('button', { name: UNDO });
    expect(undo).toHaveAccessibleDescription(/^1 stamp/);

    // Chris is back: his own stamp is offered again, while its window lasts.
    await switchPerson(user, 'Chris Counter');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: UNDO })).toHaveAccessibleDescription(/^1 stamp/),
    );
    unmount();
  });
});
