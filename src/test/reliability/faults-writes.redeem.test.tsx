import { screen, within } from '@testing-library/react';
import { COUPON_FIXTURES as C } from '../../mocks/seed';
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

// The reliability suite, writes: the coupon redeem under every fault (what the suite checks, and
// what its files share: faults-writes.test-support.ts).
runOnShopClock({ timers: true });
withProductionTimeout();

const COUPON_REDEEM: WriteOperation = {
  operation: 'coupon.redeem',
  async open(user) {
    const app = await renderApp('/');
    await scan(user, C.unlimited);
    await region('Valid');
    return app;
  },
  async start(user) {
    await user.click(within(await region('Valid')).getByRole('button', { name: 'Redeem' }));
  },
  count: (service) => service.state.coupons[C.unlimited]?.useCnt ?? Number.NaN,
  busy() {
    const panel = screen.getByRole('region', { name: 'Valid' });
    expect(within(panel).getByRole('button', { name: 'Redeeming…' })).toBeDisabled();
  },
  async shows(outcome, fault) {
    if (outcome === 'refused') {
      const panel = await region('Not redeemed');
      expect(within(panel).getByText(rateLimitWords(fault))).toBeVisible();
      await announced(`Not redeemed: ${C.unlimited}`);
    } else if (outcome === 'did not') {
      const panel = await region('Valid');
      expect(
        await within(panel).findByText(
          'It did not go through: nothing was recorded. You can redeem it now.',
        ),
      ).toBeVisible();
      expect(within(panel).getByText(/used 42 times/)).toBeVisible();
      await announced(`Not redeemed: ${C.unlimited}. Valid: Staff discount`);
    } else {
      const panel = await region('Redeemed');
      expect(within(panel).getByText('Unlimited: used 43 times now.')).toBeVisible();
      await announced(`Redeemed: ${C.unlimited}`);
    }
  },
  async recover(user, outcome, fault) {
    if (outcome === 'refused') {
      await checkAgainAfterTheWait(user, await region('Not redeemed'), fault);
      await regionShowing('Valid', /used 42 times/);
    }
    if (outcome === 'went through') {
      // The next scan reads the service's truth, and a second redeem would ask twice.
      await scan(user, C.unlimited);
      const panel = await regionShowing('Valid', /used 43 times/);
      expect(within(panel).getByRole('button', { name: 'Redeem again' })).toBeEnabled();
      return;
    }
    await this.start(user);
    await regionShowing('Redeemed', 'Unlimited: used 43 times now.');
  },
};

describe('every write under every fault', () => {
  it.each(FAULTS.map((fault) => ['coupon redeem', fault] as const))(
    '%s × %s',
    async (_name, fault) => {
      await writeUnderFault(COUPON_REDEEM, fault);
    },
  );
});
