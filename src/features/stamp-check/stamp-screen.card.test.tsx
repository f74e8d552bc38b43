import { within } from '@testing-library/react';
import { STAMP_FIXTURES as S } from '../../mocks/seed';
import { renderApp } from '../../test/render-app';
import { runOnShopClock } from '../../test/shop-clock';
import { region } from './stamp-screen.test-support';

runOnShopClock();

describe('stamp card per fixture', () => {
  it.each([
    [S.inProgress, 'Card OK', 3, 10, '7 more for the reward'],
    [S.oneShort, 'Card OK', 9, 10, '1 more for the reward'],
    [S.full, 'Reward ready', 10, 10, 'The card is full: give the reward.'],
    [S.onsite, 'Card OK', 2, 5, '3 more for the reward'],
  ] as const)('%i: %s, %i of %i', async (stampIdx, word, stamps, max, next) => {
    const { unmount } = await renderApp(`/stamps/${stampIdx}`);
    const card = await region(word);
    const progress = within(card).getByRole('progressbar', { name: 'Stamps collected' });
    expect(progress).toHaveAttribute('aria-valuenow', String(stamps));
    expect(progress).toHaveAttribute('aria-valuemax', String(max));
    expect(progress).toHaveAttribute('aria-valuetext', `${stamps} of ${max} stamps`);
    expect(within(card).getByText(`${stamps} of ${max} stamps`)).toBeInTheDocument();
    expect(within(card).getByText(next)).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    const add = within(card).queryByRole('button', { name: 'Add a stamp' });
    const reward = within(card).queryByRole('button', { name: 'Give reward' });
    // A full card offers the reward only; any other card the add, never the reward.
    if (stamps === max)
      expect([add, reward !== null && reward.hasAttribute('disabled')]).toEqual([null, false]);
    else expect([add?.hasAttribute('disabled'), reward]).toEqual([false, null]);
    unmount();
  });

  it('shows the card’s name, title, validity, image, owner (masked) and the on-site badge', async () => {
    const { unmount } = await renderApp(`/stamps/${S.inProgress}`);
    const card = await region('Card OK');
    expect(within(card).getByText('Coffee card')).toBeInTheDocument();
    expect(within(card).getByText('Ten coffees, the eleventh is on us')).toBeInTheDocument();
    expect(within(card).getByText('expires in 120 days', { exact: false })).toBeInTheDocument();
    expect(
      within(card).getByRole('img', { name: 'Stamp image for Coffee card' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('010-••••-5678 · m•••@example.com')).toBeInTheDocument();
    unmount();
    const onsite = await renderApp(`/stamps/${S.onsite}`);
    const card280 = await region('Card OK');
    expect(
      within(card280).getByText('On-site card: the reward needs the on-site password'),
    ).toBeInTheDocument();
    expect(within(card280).getByText('베이글 카드')).toBeInTheDocument();
    // An owner known by user ID only: the ID itself, not "(guest-7f3a)" around a missing name.
    expect(within(card280).getByText('guest-7f3a')).toBeInTheDocument();
    expect(within(card280).queryByText(/\(guest-7f3a\)/)).not.toBeInTheDocument();
    onsite.unmount();
  });

  it.each([
    [S.rewardGiven, /reward for this stamp card has already been given/],
    [S.deactivated, /deactivated/],
    [S.expired, /expired on Nov 20, 2026/],
    [S.notYetActive, /not valid yet/],
    [999_999, /Stamp not found/],
  ])('%i cannot be used: the service’s message', async (stampIdx, message) => {
    const { unmount } = await renderApp(`/stamps/${stampIdx}`);
    const refused = await region('Cannot be used');
    expect(within(refused).getByText(message)).toBeInTheDocument();
    expect(within(refused).queryByRole('button')).toBeNull();
    unmount();
  });
});
