import { screen, waitFor, within } from '@testing-library/react';
import { CONFIRM_SETTLE_MS } from '../../counter/use-double-check';
import { STAMP_FIXTURES as S } from '../../mocks/seed';
import { renderApp } from '../render-app';
import { elapse, runOnShopClock } from '../shop-clock';
import { FAULTS, withProductionTimeout } from './faults';
import {
  announced,
  checkAgainAfterTheWait,
  rateLimitWords,
  region,
  regionShowing,
  scan,
  writeUnderFault,
  type WriteOperation,
} from './faults-writes.test-support';

// The reliability suite, writes: taking a stamp back (Undo, decision 0016) under every fault (what
// the suite checks, and what its files share: faults-writes.test-support.ts).
runOnShopClock({ timers: true });
withProductionTimeout();

const UNDO = 'Undo last stamp';
const TAKEN_BACK = 'Stamp taken back. Confirmed by the service: 3 of 10.';

/** Undo, once it takes a tap (not in the moment after it appears: a double tap's second tap). */
async function undoReady() {
  const undo = await screen.findByRole('button', { name: UNDO });
  await elapse(CONFIRM_SETTLE_MS);
  await waitFor(() => expect(undo).toBeEnabled());
  return undo;
}

const STAMP_REMOVE: WriteOperation = {
  operation: 'stamp.remove',
  async open(user) {
    const app = await renderApp(`/stamps/${S.inProgress}`);
    // A stamp added here, with no fault: 4 of 10, and Undo offered.
    await user.click(within(await region('Card OK')).getByRole('button', { name: 'Add a stamp' }));
    await regionShowing('Card OK', 'Stamp 4 added. Confirmed by the service: 4 of 10.');
    await undoReady();
    return app;
  },
  async start(user) {
    await user.click(screen.getByRole('button', { name: UNDO }));
  },
  // The writes the suite counts go up by one when applied: a stamp taken back is one fewer.
  count: (service) => -(service.state.stamps[String(S.inProgress)]?.stamps ?? Number.NaN),
  busy() {
    expect(screen.getByRole('button', { name: 'Taking the stamp back…' })).toBeDisabled();
    // Never shown as taken back before the service says so.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
  },
  async shows(outcome, fault) {
    if (outcome === 'refused') {
      const panel = await region('No stamp taken back');
      expect(within(panel).getByText(rateLimitWords(fault))).toBeVisible();
      await announced('No stamp taken back');
    } else if (outcome === 'did not') {
      const text = 'It did not go through: the stamp was not taken back. It is still on the card.';
      await regionShowing('Card OK', text);
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
      await announced(text);
    } else {
      await regionShowing('Card OK', TAKEN_BACK);
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
      await announced(TAKEN_BACK);
    }
  },
  async recover(user, outcome, fault) {
    if (outcome === 'refused') {
      await checkAgainAfterTheWait(user, await region('No stamp taken back'), fault);
      await regionShowing('Card OK', '4 of 10 stamps');
    }
    if (outcome === 'went through') {
      await scan(user, S.inProgress);
      await regionShowing('Card OK', '3 of 10 stamps');
      return;
    }
    await user.click(await undoReady());
    await regionShowing('Card OK', TAKEN_BACK);
  },
};

describe('every write under every fault', () => {
  it.each(FAULTS.map((fault) => ['stamp remove', fault] as const))(
    '%s × %s',
    async (_name, fault) => {
      await writeUnderFault(STAMP_REMOVE, fault);
    },
  );
});
