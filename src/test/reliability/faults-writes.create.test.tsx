import { screen, within } from '@testing-library/react';
import { renderApp } from '../render-app';
import { runOnShopClock } from '../shop-clock';
import { FAULTS, withProductionTimeout } from './faults';
import { region, writeUnderFault, type WriteOperation } from './faults-writes.test-support';

// The reliability suite, writes: creating a coupon under every fault (what the suite checks, and
// what its files share: faults-writes.test-support.ts).
runOnShopClock({ timers: true });
withProductionTimeout();

let drawnCode = '';

const COUPON_CREATE: WriteOperation = {
  operation: 'coupon.create',
  async open(user) {
    const app = await renderApp('/coupons/new');
    await screen.findByRole('form', undefined, { timeout: 3000 });
    await user.type(screen.getByRole('textbox', { name: /Coupon name/ }), 'Autumn');
    await user.type(screen.getByLabelText(/Percentage off/), '15');
    await user.type(screen.getByLabelText(/End date/), '2026-12-31');
    drawnCode = screen.getByRole<HTMLInputElement>('textbox', { name: 'Code to be sent' }).value;
    return app;
  },
  async start(user) {
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
  },
  count: (service) => Object.values(service.state.coupons).filter((c) => c.nm === 'Autumn').length,
  busy() {
    expect(screen.getByRole('button', { name: 'Creating…' })).toBeDisabled();
  },
  async shows(outcome, fault) {
    if (outcome === 'refused') {
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(
        fault === '429 with Retry-After'
          ? 'Too many requests. Wait 30 seconds and try again.'
          : 'Too many requests. Wait a moment and try again.',
      );
    } else if (outcome === 'did not') {
      const alert = await screen.findByRole('alert', undefined, { timeout: 3000 });
      expect(alert).toHaveTextContent(
        `The answer was lost, and the service has no coupon ${drawnCode} now. Trying again is safe`,
      );
    } else {
      const done = await region('Coupon created');
      expect(within(done).getByText(drawnCode)).toBeVisible();
    }
  },
  async recover(user, outcome) {
    if (outcome === 'went through') {
      expect(screen.getByRole('link', { name: 'Check it at the counter' })).toHaveAttribute(
        'href',
        `/?cpnNo=${drawnCode}`,
      );
      return;
    }
    expect(screen.getByRole('button', { name: 'Create coupon' })).toBeEnabled();
    await this.start(user);
    const done = await region('Coupon created');
    // The same code as the first send: a retry can never make a second coupon.
    expect(within(done).getByText(drawnCode)).toBeVisible();
  },
  async checkSent(sent) {
    const codes = await Promise.all(
      sent.of('coupon.create').map(async ({ body }) => ((await body) as { cpnNo: string }).cpnNo),
    );
    expect(new Set(codes)).toEqual(new Set([drawnCode]));
  },
};

describe('every write under every fault', () => {
  it.each(FAULTS.map((fault) => ['coupon create', fault] as const))(
    '%s × %s',
    async (_name, fault) => {
      await writeUnderFault(COUPON_CREATE, fault);
    },
  );
});
