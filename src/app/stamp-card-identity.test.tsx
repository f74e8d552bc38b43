import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveCounterSettings } from '../counter/counter-settings';
import { CONFIRM_SETTLE_MS } from '../counter/use-double-check';
import { STAMP_FIXTURES as S } from '../mocks/seed';
import { renderApp } from '../test/render-app';
import { logRequests } from '../test/request-log';
import { elapse, runOnShopClock } from '../test/shop-clock';

runOnShopClock({ timers: true });

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 3000 });

/*
 * The service's own validate sample answers `stampIdx=274` with `"stampIdx": 16`, and the
 * simulated service answers card 274 the same way. The card is the one scanned (docs/api.md):
 * every write goes to 274 and 16 is shown nowhere.
 */
describe('a card answered with another stampIdx is the one that was scanned', () => {
  it('add, +2, undo and the reward all go to 274, and 16 is shown nowhere', async () => {
    saveCounterSettings({ stampGuardSeconds: 0 });
    const { service, server, writes: logged, unmount } = await renderApp(`/stamps/${S.inProgress}`);
    const log = logRequests(server);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const ok = await region('Card OK');
    expect(ok).toHaveTextContent(String(S.inProgress));

    await user.click(within(ok).getByRole('button', { name: 'Add a stamp' }));
    await screen.findByText(/Stamp 4 added/);
    await user.click(screen.getByRole('button', { name: 'Add 2 stamps (one per item bought)' }));
    await screen.findByText('2 stamps added.', { exact: false }, { timeout: 3000 });
    const undo = await screen.findByRole('button', { name: 'Undo last stamp' });
    await elapse(CONFIRM_SETTLE_MS);
    await waitFor(() => expect(undo).toBeEnabled());
    await user.click(undo);
    await screen.findByText(/Stamp taken back. Confirmed by the service: 5 of 10/);
    const card = service.state.stamps[String(S.inProgress)];
    expect(card?.stamps).toBe(5);

    // Filled at another till; scanned again, the card is read afresh and rewarded.
    if (card) card.stamps = card.maxStamps;
    await user.type(screen.getByLabelText('Coupon number or stamp ID'), `${S.inProgress}{Enter}`);
    const give = within(await region('Reward ready')).getByRole('button', { name: 'Give reward' });
    await elapse(CONFIRM_SETTLE_MS);
    await user.click(give);
    await region('Reward given');
    expect(card?.rewardGiven).toBe(true);

    const writes = [...log.of('stamp.add'), ...log.of('stamp.remove'), ...log.of('stamp.reward')];
    expect(writes.length).toBe(5);
    const bodies = await Promise.all(writes.map((entry) => entry.body));
    expect(bodies).toEqual(bodies.map(() => ({ stampIdx: S.inProgress })));
    const reads = log.of('stamp.validate').map((entry) => entry.query.get('stampIdx'));
    expect(new Set(reads)).toEqual(new Set([String(S.inProgress)]));
    expect(log.paths().filter((path) => path.endsWith('/update'))).toEqual([]);

    const recent = await screen.findByRole('region', { name: 'Recent at this counter' });
    await waitFor(() => expect(recent).toHaveTextContent(String(S.inProgress)));
    expect(document.body.textContent).not.toMatch(/\b16\b/);
    // Our server's log, which the day report reads, names the card scanned.
    const lines = logged();
    expect(lines.length).toBe(5);
    expect(new Set(lines.map((line) => line.target))).toEqual(new Set([String(S.inProgress)]));
    unmount();
  });
});
