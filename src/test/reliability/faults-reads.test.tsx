import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { checkConnection } from '../../api/connection';
import type { OperationName } from '../../api/errors';
import { COUPON_FIXTURES as C, STAMP_FIXTURES as S } from '../../mocks/seed';
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
 * The reliability suite, reads: the coupon check, the stamp check and the clicks screen under
 * every fault of docs/api.md ("What the client must survive"). Each ends in a clear message in the
 * user's language (never a blank screen), a check is never retried behind the cashier's back, the
 * clicks screen retries only what may be retried (network, 5xx) and at most twice, and each
 * recovers once the fault clears.
 */
runOnShopClock({ timers: true });
withProductionTimeout();

const typist = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
type User = ReturnType<typeof typist>;

// A file's first check loads its screen's code (the stamp screen, the verdict), and the recent
// list loads after the first paint: on a loaded two-core CI machine that took past 3 s once.
const region = (name: string | RegExp) =>
  screen.findByRole('region', { name }, { timeout: 10_000 });

/** What a check says for each fault. */
function checkMessage(fault: Fault): string {
  switch (fault) {
    case '429 with Retry-After':
      return 'The service asks us to slow down. Wait 30 seconds.';
    case '429 without Retry-After':
      return 'Too many requests. Wait a moment and try again.';
    case '500':
      return 'The service has a problem right now. Try again in a moment.';
    case '200 with HTML':
    case '200 with truncated JSON':
      return 'The service answered something this app does not understand.';
    case 'no answer (timeout)':
      return 'The service did not answer in time. Try again.';
    case 'network drops after the service acted':
      // No answer, but the health route still answers: not "offline" (lib/connection.ts). With
      // the health route down too, the screen's own words say so (offline-check test below).
      return 'No connection. Check the network and try again.';
    case 'a 5-second answer':
      return '';
  }
}

interface Check {
  operation: OperationName;
  path: string;
  code: string | number;
  valid: string;
  offline: string;
}

const CHECKS: Record<string, Check> = {
  'coupon check': {
    operation: 'coupon.validate',
    path: '/',
    code: C.percent,
    valid: 'Valid',
    offline: 'No connection: coupons can’t be checked offline.',
  },
  'stamp check': {
    operation: 'stamp.validate',
    path: '/stamps',
    code: S.inProgress,
    valid: 'Card OK',
    offline: 'No connection: stamp cards can’t be checked offline.',
  },
};

async function scan(user: User, code: string | number) {
  const field = await screen.findByLabelText('Coupon number or stamp ID');
  await user.clear(field);
  await user.type(field, `${code}{Enter}`);
}

describe('a check with no connection (the health route unreachable too)', () => {
  it.each(Object.keys(CHECKS))(
    '%s: sends nothing, says so, and checks once it is back',
    async (name) => {
      const check = CHECKS[name];
      if (!check) throw new Error(`no check ${name}`);
      const app = await renderApp(check.path);
      let healthy = false;
      app.hop.use(
        http.get('*/healthz', () =>
          healthy ? HttpResponse.json({ status: 'ok' }) : HttpResponse.error(),
        ),
      );
      await act(() => checkConnection());
      const sent = logRequests(app.hop);
      const user = typist();
      await scan(user, check.code);
      const panel = await region('Not checked');
      expect(within(panel).getByText(check.offline)).toBeVisible();
      expect(within(panel).getByText('Nothing was sent.')).toBeVisible();
      expect(sent.count(check.operation)).toBe(0);
      healthy = true;
      await user.click(within(panel).getByRole('button', { name: 'Check again' }));
      await region(check.valid);
      expect(sent.count(check.operation)).toBe(1);
      app.unmount();
    },
  );
});

describe('a check under every fault', () => {
  const rows = Object.keys(CHECKS).flatMap((name) => FAULTS.map((fault) => [name, fault] as const));

  it.each(rows)('%s × %s', async (name, fault) => {
    const check = CHECKS[name];
    if (!check) throw new Error(`no check ${name}`);
    const app = await renderApp(check.path);
    const sent = logRequests(app.hop);
    const user = typist();
    installFault(app, check.operation, fault);
    await scan(user, check.code);

    if (fault === 'no answer (timeout)') await elapse(CLIENT_TIMEOUT_MS);
    if (fault === 'a 5-second answer') {
      // After 3 s a slow check says it is still waiting and offers to cancel; then it arrives.
      await elapse(3_500);
      const checking = screen.getByRole('region', { name: /^Checking/, busy: true });
      expect(within(checking).getByText('Still waiting for the service…')).toBeVisible();
      expect(within(checking).getByRole('button', { name: 'Cancel this check' })).toBeEnabled();
      await elapse(SLOW_ANSWER_MS - 3_500);
      await region(check.valid);
      expect(sent.count(check.operation)).toBe(1);
      app.unmount();
      return;
    }

    const panel = await region('Not checked');
    expect(within(panel).getByText(checkMessage(fault))).toBeVisible();
    await waitFor(() => expect(announcements()).toMatch(/Not checked/));
    // Never retried behind the cashier's back, whatever the fault.
    expect(sent.count(check.operation)).toBe(1);

    await clearFaults(app);
    const again = within(panel).getByRole('button', { name: 'Check again' });
    if (fault === '429 with Retry-After') {
      expect(again).toBeDisabled();
      for (let second = 0; second < 30; second += 1) await elapse(1_000);
    }
    expect(again).toBeEnabled();
    await user.click(again);
    await region(check.valid);
    await waitFor(() => expect(announcements()).toMatch(new RegExp(`^${check.valid}:`)));
    expect(sent.count(check.operation)).toBe(2);
    app.unmount();
  });
});

describe('the clicks screen after a 429 with Retry-After', () => {
  it('sends nothing for any day until the wait is over, counts down what is left, then loads the day on screen by itself', async () => {
    const app = await renderApp('/clicks?date=2026-11-20');
    await screen.findByText(/on November 20, 2026/, undefined, { timeout: 3000 });
    const sent = logRequests(app.hop);
    installFault(app, 'statistics.clicksByHour', '429 with Retry-After');
    const go = (name: 'Previous day' | 'Next day') =>
      typist().click(screen.getByRole('button', { name }));
    const secondsIn = (pattern: RegExp) => Number(pattern.exec(document.body.textContent)?.[1]);
    await go('Previous day');
    expect(await screen.findByRole('alert', undefined, { timeout: 3000 })).toHaveTextContent(
      'The service is busy.',
    );
    expect(sent.count('statistics.clicksByHour')).toBe(1);
    await clearFaults(app);

    // Ten seconds on, another day: not sent (it would be refused again and counted), and said so
    // once (a polite status), with the seconds left beside it.
    for (let second = 0; second < 10; second += 1) await elapse(1_000);
    await go('Previous day');
    expect(
      await screen.findByText(
        'The service asked us to wait before asking again: this day loads by itself after the wait.',
      ),
    ).toHaveAttribute('role', 'status');
    const heldFor = secondsIn(/Loading in (\d+) seconds\./);
    expect(heldFor).toBeGreaterThan(10);
    expect(heldFor).toBeLessThanOrEqual(20);
    await elapse(5_000);
    expect(secondsIn(/Loading in (\d+) seconds\./)).toBe(heldFor - 5);

    // Back to the refused day: what is left of the wait, not the whole of it again, and not asked
    // again on the way back.
    await go('Next day');
    await screen.findByRole('alert');
    expect(secondsIn(/Loading again in (\d+) seconds\./)).toBeLessThanOrEqual(heldFor - 5);
    expect(sent.count('statistics.clicksByHour')).toBe(1);

    // The day on screen when the wait is over loads, and only that one.
    await go('Previous day');
    for (let second = 0; second < 20; second += 1) await elapse(1_000);
    expect(
      await screen.findByText(/on November 18, 2026/, undefined, { timeout: 3000 }),
    ).toBeVisible();
    expect(sent.count('statistics.clicksByHour')).toBe(2);
    app.unmount();
  });
});

describe('the clicks screen under every fault', () => {
  /** Network and 5xx failures are retried twice (1 s, then 2 s later); nothing else is. */
  const attempts = (fault: Fault) =>
    fault === '500' || fault === 'network drops after the service acted' ? 3 : 1;

  function alertSays(fault: Fault): [string, string | null] {
    switch (fault) {
      case '429 with Retry-After':
        return ['The service is busy.', null];
      case '429 without Retry-After':
        return ['The service is busy: try again in a minute.', null];
      case '500':
        return [
          'The clicks could not be loaded.',
          'The service has a problem right now. Try again in a moment.',
        ];
      case '200 with HTML':
      case '200 with truncated JSON':
        return [
          'The clicks could not be loaded.',
          'The service answered something this app does not understand.',
        ];
      case 'no answer (timeout)':
        return [
          'The clicks could not be loaded.',
          'The service did not answer in time. Try again.',
        ];
      case 'network drops after the service acted':
        return [
          'The clicks could not be loaded.',
          'No connection. Check the network and try again.',
        ];
      case 'a 5-second answer':
        return ['', null];
    }
  }

  it.each(FAULTS)('%s', async (fault) => {
    const app = await renderApp('/clicks?date=2026-11-20');
    await screen.findByText(/on November 20, 2026/, undefined, { timeout: 3000 });
    const sent = logRequests(app.hop);
    installFault(app, 'statistics.clicksByHour', fault);
    await typist().click(screen.getByRole('button', { name: 'Previous day' }));

    if (fault === 'a 5-second answer') {
      await elapse(3_500);
      expect(announcements()).toContain('Loading the clicks…');
      await elapse(SLOW_ANSWER_MS - 3_500);
      expect(await screen.findByText(/on November 19, 2026/)).toBeVisible();
      expect(sent.count('statistics.clicksByHour')).toBe(1);
      app.unmount();
      return;
    }
    if (fault === 'no answer (timeout)') await elapse(CLIENT_TIMEOUT_MS);
    for (let retry = 1; retry < attempts(fault); retry += 1) {
      await waitFor(() => expect(sent.count('statistics.clicksByHour')).toBe(retry));
      await elapse(2 ** retry * 1_000);
    }
    const alert = await screen.findByRole('alert', undefined, { timeout: 3000 });
    const [summary, detail] = alertSays(fault);
    expect(alert).toHaveTextContent(summary);
    if (detail) expect(alert).toHaveTextContent(detail);
    expect(sent.count('statistics.clicksByHour')).toBe(attempts(fault));

    await clearFaults(app);
    if (fault === '429 with Retry-After') {
      // The service's wait, counted down beside the alert (said once, not every second), with
      // nothing to press: the day loads again by itself once the wait is over.
      expect(screen.getByText('Loading again in 30 seconds.')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      await elapse(1_000);
      expect(screen.getByText('Loading again in 29 seconds.')).toBeVisible();
      expect(alert).toHaveTextContent(/^The service is busy\.$/);
      for (let second = 1; second < 29; second += 1) await elapse(1_000);
      expect(sent.count('statistics.clicksByHour')).toBe(1);
      await elapse(1_000);
    } else {
      await typist().click(screen.getByRole('button', { name: 'Try again' }));
    }
    expect(await screen.findByText(/on November 19, 2026/)).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    app.unmount();
  });
});
