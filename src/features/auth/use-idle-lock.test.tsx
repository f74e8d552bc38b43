import type * as Auth from '../../api/auth';
import { MutationObserver } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { lock, touchSession } from '../../api/auth';
import { DEVICE, lockedState, renderGate, signedIn } from '../../test/auth';
import { IDLE_CHECK_MS } from './use-idle-lock';

vi.mock('../../api/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof Auth>();
  return { ...actual, lock: vi.fn(), touchSession: vi.fn() };
});

const MINUTE = 60_000;
const pad = () => screen.queryByRole('dialog', { name: 'Unlock Till 1' });
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.resetAllMocks();
  vi.useFakeTimers({ now: new Date('2026-11-21T10:30:00+09:00') });
  vi.mocked(lock).mockResolvedValue(lockedState());
  vi.mocked(touchSession).mockImplementation(() => Promise.resolve(signedIn()));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the idle lock', () => {
  it('locks after the device’s idle minutes without use, and says why on the pad', async () => {
    await renderGate({
      state: signedIn(undefined, { device: { ...DEVICE, idleLockMinutes: 3 } }),
    });
    await pass(3 * MINUTE - IDLE_CHECK_MS);
    expect(pad()).toBeNull();
    expect(lock).not.toHaveBeenCalled();
    await pass(IDLE_CHECK_MS);
    expect(lock).toHaveBeenCalledExactlyOnceWith('idle');
    expect(pad()).toHaveAccessibleDescription('Locked after 3 minutes without use.');
  });

  it('does not lock while the device is in use, and tells the server at most once a minute', async () => {
    await renderGate({ state: signedIn() });
    // Twenty minutes of use: a tap, a key, a scroll or a touch every 20 seconds.
    const events = [
      () => fireEvent.pointerDown(document.body),
      () => fireEvent.keyDown(document.body, { key: 'a' }),
      () => fireEvent.wheel(document.body),
      () => fireEvent.touchStart(document.body),
    ];
    for (let i = 0; i < 60; i += 1) {
      await pass(20_000);
      events[i % events.length]?.();
    }
    expect(pad()).toBeNull();
    expect(lock).not.toHaveBeenCalled();
    expect(vi.mocked(touchSession).mock.calls.length).toBeGreaterThanOrEqual(19);
    expect(vi.mocked(touchSession).mock.calls.length).toBeLessThanOrEqual(20);

    // Then nobody: five minutes later it locks.
    await pass(5 * MINUTE + IDLE_CHECK_MS);
    expect(lock).toHaveBeenCalledExactlyOnceWith('idle');
    expect(pad()).not.toBeNull();
  });

  it('waits for a write in flight, and locks once it has its answer', async () => {
    const { queryClient } = await renderGate({ state: signedIn() });
    let answer: (value: string) => void = () => undefined;
    const redeem = new MutationObserver(queryClient, {
      mutationFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    void redeem.mutate();
    await pass(4 * MINUTE);
    expect(queryClient.isMutating()).toBe(1);

    await pass(3 * MINUTE);
    expect(lock).not.toHaveBeenCalled();
    expect(pad()).toBeNull();

    answer('redeemed');
    await pass(0);
    expect(queryClient.isMutating()).toBe(0);
    await pass(IDLE_CHECK_MS);
    expect(lock).toHaveBeenCalledExactlyOnceWith('idle');
    expect(pad()).not.toBeNull();
  });

  it('locks as soon as a tab that slept past the idle time is back, whatever its timers did', async () => {
    await renderGate({ state: signedIn() });
    await pass(MINUTE);
    // The tab slept: the clock moved on, its timers did not run.
    vi.setSystemTime(Date.now() + 10 * MINUTE);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(lock).toHaveBeenCalledExactlyOnceWith('idle');
    expect(pad()).not.toBeNull();
  });

  it('ends the session at its absolute end, even in use, without a lock call', async () => {
    const start = Date.now();
    await renderGate({ state: signedIn(undefined, {}, start - 12 * 60 * MINUTE + 2 * MINUTE) });
    for (let i = 0; i < 6; i += 1) {
      await pass(20_000);
      fireEvent.keyDown(document.body, { key: '1' });
    }
    await pass(IDLE_CHECK_MS);
    expect(pad()).toHaveAccessibleDescription('Session ended after 12 hours.');
    expect(lock).not.toHaveBeenCalled();
  });
});
