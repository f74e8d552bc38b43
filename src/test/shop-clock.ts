import { act } from '@testing-library/react';

/**
 * The counter tests' clock: a fixed start in the shop's day (the simulated service is pinned to
 * it), moving on in real time, because keystroke timing tells a person from a scanner. Call at the
 * top of a test file.
 *
 * With `timers: true` the timers are fake too (still moving on in real time), so a test can jump
 * over a client timeout, a slow answer or a rate limit's wait with `elapse` instead of waiting.
 */
export const SHOP_NOW = new Date('2026-11-21T10:30:00+09:00');

export function runOnShopClock({ timers = false }: { timers?: boolean } = {}): void {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: timers
        ? ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval']
        : ['Date'],
      now: SHOP_NOW,
      shouldAdvanceTime: true,
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Moves the fake timers on by `ms` at once (with `runOnShopClock({ timers: true })`). */
export async function elapse(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
