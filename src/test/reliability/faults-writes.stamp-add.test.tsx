import { screen, within } from '@testing-library/react';
import { STAMP_FIXTURES as S } from '../../mocks/seed';
import { renderApp } from '../render-app';
import { runOnShopClock } from '../shop-clock';
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

// The reliability suite, writes: adding a stamp under every fault (what the suite checks, and what
// its files share: faults-writes.test-support.ts).
runOnShopClock({ timers: true });
withProductionTimeout();

const STAMP_ADD: WriteOperation = {
  operation: 'stamp.add',
  async open() {
    const app = await renderApp(`/stamps/${S.inProgress}`);
    await region('Card OK');
    return app;
  },
  async start(user) {
    await user.click(within(await region('Card OK')).getByRole('button', { name: 'Add a stamp' }));
  },
  count: (service) => service.state.stamps[String(S.inProgress)]?.stamps ?? Number.NaN,
  busy() {
    expect(screen.getByRole('button', { name: 'Adding stamp 4…' })).toBeDisabled();
    // Never shown as added before the service says so.
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  },
  async shows(outcome, fault) {
    if (outcome === 'refused') {
      const panel = await region('No stamp added');
      expect(within(panel).getByText(rateLimitWords(fault))).toBeVisible();
      await announced('No stamp added');
    } else if (outcome === 'did not') {
      const text = 'It did not go through: no stamp was added. You can add it now.';
      await regionShowing('Card OK', text);
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
      await announced(text);
    } else {
      const text =
        fault === 'a 5-second answer'
          ? 'Stamp 4 added. Confirmed by the service: 4 of 10.'
          : 'It went through: the service has the new stamp.';
      await regionShowing('Card OK', text);
      expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
      await announced('Card OK: 4 of 10 stamps');
      await announced(text);
    }
  },
  async recover(user, outcome, fault) {
    if (outcome === 'refused') {
      await checkAgainAfterTheWait(user, await region('No stamp added'), fault);
      await regionShowing('Card OK', '3 of 10 stamps');
    }
    if (outcome === 'went through') {
      await scan(user, S.inProgress);
      await regionShowing('Card OK', '4 of 10 stamps');
      return;
    }
    await this.start(user);
    await regionShowing('Card OK', 'Stamp 4 added. Confirmed by the service: 4 of 10.');
  },
};

describe('every write under every fault', () => {
  it.each(FAULTS.map((fault) => ['stamp add', fault] as const))('%s × %s', async (_name, fault) => {
    await writeUnderFault(STAMP_ADD, fault);
  });
});
