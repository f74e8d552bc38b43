import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationName } from '../../api/errors';
import { COUPON_FIXTURES as C, STAMP_FIXTURES as S } from '../../mocks/seed';
import type { SimulatedService } from '../../mocks/service';
import { renderApp } from '../render-app';
import { logRequests } from '../request-log';
import { elapse, runOnShopClock } from '../shop-clock';
import {
  CLIENT_TIMEOUT_MS,
  clearFaults,
  FAULTS,
  announcements,
  installFault,
  SLOW_ANSWER_MS,
  withProductionTimeout,
  type Fault,
} from './faults';

/**
 * The reliability suite, writes: every write (redeem, stamp add, reward, coupon create) under
 * every fault of CONTRACT.md, through the screens. For each: what staff see and hear (the verdict
 * and the announcement), that the app recovers once the fault clears, and that the service got
 * the write once at most (requests that reached it, and its state). The rule (decision 0004):
 * "went through" or "did not" only with the service's own proof.
 */
runOnShopClock({ timers: true });
withProductionTimeout();

type Outcome = 'refused' | 'did not' | 'went through' | 'not sure';

/** What each fault must end in: a 429 is the service's "no"; a lost answer is read back. */
const OUTCOME: Record<Fault, Outcome> = {
  '429 with Retry-After': 'refused',
  '429 without Retry-After': 'refused',
  '500': 'did not',
  '200 with HTML': 'did not',
  '200 with truncated JSON': 'did not',
  'no answer (timeout)': 'did not',
  'network drops after the service acted': 'went through',
  'a 5-second answer': 'went through',
};

/**
 * A reward has no count to read back: a card that no longer validates after a lost answer may
 * have had its reward from this till or been changed otherwise, so it is "not sure", with the
 * service's words (decision 0004, rule 5), never "given" without the service's own yes.
 */
function outcomeOf(write: WriteOperation, fault: Fault): Outcome {
  const outcome = OUTCOME[fault];
  return write.operation === 'stamp.reward' &&
    outcome === 'went through' &&
    fault !== 'a 5-second answer'
    ? 'not sure'
    : outcome;
}

const rateLimitWords = (fault: Fault) =>
  fault === '429 with Retry-After'
    ? 'The service asks us to slow down. Wait 30 seconds.'
    : 'Too many requests. Wait a moment and try again.';

const FIELD = 'Coupon number or stamp ID';
const typist = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
type User = ReturnType<typeof typist>;

const region = (name: string | RegExp) => screen.findByRole('region', { name }, { timeout: 3000 });

/** The region named `name` once it shows `text` (the verdict before may linger a frame). */
async function regionShowing(name: string | RegExp, text: string | RegExp) {
  await waitFor(
    () => expect(within(screen.getByRole('region', { name })).getByText(text)).toBeVisible(),
    { timeout: 3000 },
  );
  return screen.getByRole('region', { name });
}

async function announced(text: string | RegExp) {
  await waitFor(() => expect(announcements()).toMatch(text), { timeout: 3000 });
}

async function scan(user: User, code: string | number) {
  const field = await screen.findByLabelText(FIELD);
  await user.clear(field);
  await user.type(field, `${code}{Enter}`);
}

/** A rate limit's "Check again": disabled for Retry-After's 30 s, then pressed. */
async function checkAgainAfterTheWait(user: User, panel: HTMLElement, fault: Fault) {
  const button = within(panel).getByRole('button', { name: 'Check again' });
  if (fault === '429 with Retry-After') {
    expect(button).toBeDisabled();
    // Second by second: each tick of the countdown is set by the one before.
    for (let second = 0; second < 30; second += 1) await elapse(1_000);
    expect(within(panel).getByText('You can try again now.')).toBeVisible();
  }
  expect(button).toBeEnabled();
  await user.click(button);
}

interface WriteOperation {
  operation: OperationName;
  /** Renders the app and brings the write's button on screen. */
  open(user: User): Promise<Awaited<ReturnType<typeof renderApp>>>;
  start(user: User): Promise<void>;
  /** The service's own count of this write: uses, stamps, rewards given, coupons created. */
  count(service: SimulatedService): number;
  /** While the 5-second answer is on its way. */
  busy(): void;
  shows(outcome: Outcome, fault: Fault): Promise<void>;
  /** After the fault cleared: the same attempt again, or the next scan. */
  recover(user: User, outcome: Outcome, fault: Fault): Promise<void>;
}

let drawnCode = '';

const WRITES: Record<string, WriteOperation> = {
  'coupon redeem': {
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
  },

  'stamp add': {
    operation: 'stamp.add',
    async open() {
      const app = await renderApp(`/stamps/${S.inProgress}`);
      await region('Card OK');
      return app;
    },
    async start(user) {
      await user.click(
        within(await region('Card OK')).getByRole('button', { name: 'Add a stamp' }),
      );
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
  },

  'stamp reward': {
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
  },

  'coupon create': {
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
    count: (service) =>
      Object.values(service.state.coupons).filter((c) => c.nm === 'Autumn').length,
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
  },
};

const ROWS = Object.keys(WRITES).flatMap((name) => FAULTS.map((fault) => [name, fault] as const));

describe('every write under every fault', () => {
  it.each(ROWS)('%s × %s', async (name, fault) => {
    const write = WRITES[name];
    if (!write) throw new Error(`no write ${name}`);
    const user = typist();
    const app = await write.open(user);
    const sent = logRequests(app.server);
    const before = write.count(app.service);
    await installFault(app, write.operation, fault);

    await write.start(user);
    if (fault === 'no answer (timeout)') await elapse(CLIENT_TIMEOUT_MS);
    if (fault === 'a 5-second answer') {
      // Past the point where a check offers to cancel: a write is never offered to be cut off.
      await elapse(3_500);
      write.busy();
      expect(screen.queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
      await elapse(SLOW_ANSWER_MS - 3_500);
    }
    const outcome = outcomeOf(write, fault);
    await write.shows(outcome, fault);
    // Sent once, never retried; applied once at most, and only where the screen says so.
    expect(sent.count(write.operation)).toBe(1);
    const applied = outcome === 'went through' || fault === 'network drops after the service acted';
    expect(write.count(app.service)).toBe(before + (applied ? 1 : 0));

    await clearFaults(app);
    await write.recover(user, outcome, fault);
    expect(sent.count(write.operation)).toBe(applied ? 1 : 2);
    expect(write.count(app.service)).toBe(before + 1);
    if (write.operation === 'coupon.create') {
      const codes = await Promise.all(
        sent.of('coupon.create').map(async ({ body }) => ((await body) as { cpnNo: string }).cpnNo),
      );
      expect(new Set(codes)).toEqual(new Set([drawnCode]));
    }
    app.unmount();
  });
});
