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

// The reliability suite, writes: giving a stamp card's reward under every fault (what the suite
// checks, and what its files share: faults-writes.test-support.ts).
runOnShopClock({ timers: true });
withProductionTimeout();

const STAMP_REWARD: WriteOperation = {
  operation: 'stamp.reward',
  async open() {
    const app = await renderApp(`/stamps/${S.full}`);
    await region('Reward ready');
    return app;
  },
  async start(user) {
    await user.click(
      within(await region('Reward ready')).getByRole('button', { name: 'Give reward' }),
    );
  },
  count: (service) => (service.state.stamps[String(S.full)]?.rewardGiven ? 1 : 0),
  busy() {
    expect(screen.getByRole('button', { name: 'Giving the reward…' })).toBeDisabled();
  },
  async shows(outcome, fault) {
    if (outcome === 'refused') {
      const panel = await region('Reward not given');
      expect(within(panel).getByText(rateLimitWords(fault))).toBeVisible();
      await announced('Reward not given');
    } else if (outcome === 'did not') {
      const text = 'It did not go through: the reward was not recorded. You can give it now.';
      await regionShowing('Reward ready', text);
      await announced(text);
    } else if (outcome === 'not sure') {
      const panel = await region('Not sure it went through');
      expect(
        within(panel).getByText(/We cannot tell whether the reward was recorded/),
      ).toBeVisible();
      expect(within(panel).getByText(/already been given/)).toBeVisible();
      expect(within(panel).queryByRole('button', { name: 'Give reward' })).toBeNull();
      await announced('Not sure it went through');
    } else {
      const panel = await region('Reward given');
      expect(
        within(panel).getByText('This card is finished: give the customer a new card.'),
      ).toBeVisible();
      await announced('Reward given');
    }
  },
  async recover(user, outcome, fault) {
    if (outcome === 'refused') {
      await checkAgainAfterTheWait(user, await region('Reward not given'), fault);
      await region('Reward ready');
    }
    if (outcome === 'went through' || outcome === 'not sure') {
      await scan(user, S.full);
      await regionShowing('Cannot be used', /already been given/);
      return;
    }
    await this.start(user);
    await region('Reward given');
  },
};

describe('every write under every fault', () => {
  it.each(FAULTS.map((fault) => ['stamp reward', fault] as const))(
    '%s × %s',
    async (_name, fault) => {
      await writeUnderFault(STAMP_REWARD, fault);
    },
  );
});
