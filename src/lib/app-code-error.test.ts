import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppCodeError, codeInTime } from './app-code-error';

describe('codeInTime', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['arrives in time', () => Promise.resolve('code'), 'code'],
    ['cannot be fetched', () => Promise.reject(new TypeError('Failed to fetch')), 'failed'],
    ['never arrives', () => new Promise<string>(() => undefined), 'timeout'],
  ] as const)('code that %s', async (_case, load, expected) => {
    vi.useFakeTimers();
    const result = codeInTime(load, 10_000).then(
      (code) => code,
      (error: unknown) => {
        expect(error).toBeInstanceOf(AppCodeError);
        return (error as AppCodeError).cause === 'timeout' ? 'timeout' : 'failed';
      },
    );
    await vi.advanceTimersByTimeAsync(9_999);
    if (expected === 'timeout') {
      let settled = false;
      void result.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
    }
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toBe(expected);
  });
});
