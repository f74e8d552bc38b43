import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperationName } from '../../api/errors';
import type { SimulatedService } from '../../mocks/service';
import type { renderApp } from '../render-app';
import { logRequests } from '../request-log';
import { elapse } from '../shop-clock';
import {
  CLIENT_TIMEOUT_MS,
  clearFaults,
  announcements,
  installFault,
  SLOW_ANSWER_MS,
  type Fault,
} from './faults';

/**
 * The reliability suite, writes: every write (redeem, stamp add, reward, coupon create) under
 * every fault of docs/api.md ("What the client must survive"), through the screens. For each: what
 * staff see and hear (the verdict and the announcement), that the app recovers once the fault
 * clears, and that the service got the write once at most (requests that reached it, and its
 * state). The rule (decision 0004): "went through" or "did not" only with the service's own proof.
 *
 * One file a write (faults-writes.*.test.tsx); this module holds what they share: what each fault
 * must end in, the steps and checks every write's screen takes, and one write's run under one
 * fault. Each of those files calls `runOnShopClock({ timers: true })` and
 * `withProductionTimeout()` itself.
 */

export type Outcome = 'refused' | 'did not' | 'went through' | 'not sure';

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

export const rateLimitWords = (fault: Fault) =>
  fault === '429 with Retry-After'
    ? 'The service asks us to slow down. Wait 30 seconds.'
    : 'Too many requests. Wait a moment and try again.';

const FIELD = 'Coupon number or stamp ID';
const typist = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
type User = ReturnType<typeof typist>;

export const region = (name: string | RegExp) =>
  screen.findByRole('region', { name }, { timeout: 3000 });

/** The region named `name` once it shows `text` (the verdict before may linger a frame). */
export async function regionShowing(name: string | RegExp, text: string | RegExp) {
  await waitFor(
    () => expect(within(screen.getByRole('region', { name })).getByText(text)).toBeVisible(),
    { timeout: 3000 },
  );
  return screen.getByRole('region', { name });
}

export async function announced(text: string | RegExp) {
  await waitFor(() => expect(announcements()).toMatch(text), { timeout: 3000 });
}

export async function scan(user: User, code: string | number) {
  const field = await screen.findByLabelText(FIELD);
  await user.clear(field);
  await user.type(field, `${code}{Enter}`);
}

/** A rate limit's "Check again": disabled for Retry-After's 30 s, then pressed. */
export async function checkAgainAfterTheWait(user: User, panel: HTMLElement, fault: Fault) {
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

export interface WriteOperation {
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
  /** After the recovery: what the requests that reached the service carried. */
  checkSent?(sent: ReturnType<typeof logRequests>): Promise<void>;
}

/**
 * One write under one fault: what staff see and hear, that it was sent once and applied once at
 * most, and that the app recovers once the fault clears.
 */
export async function writeUnderFault(write: WriteOperation, fault: Fault) {
  const user = typist();
  const app = await write.open(user);
  const sent = logRequests(app.hop);
  const before = write.count(app.service);
  installFault(app, write.operation, fault);

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
  await write.checkSent?.(sent);
  app.unmount();
}
