/**
 * The counter tests' clock: a fixed start in the shop's day (the simulated service is pinned to
 * it), moving on in real time, because keystroke timing tells a person from a scanner. Call at the
 * top of a test file.
 */
export const SHOP_NOW = new Date('2026-11-21T10:30:00+09:00');

export function runOnShopClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: SHOP_NOW, shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
