// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { onceLoaded } from './once-loaded';

describe('onceLoaded', () => {
  it('asks once for callers that come while it loads and after it has come', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    const get = onceLoaded(load);
    const [first, second] = await Promise.all([get(), get()]);
    expect(await get()).toBe('module');
    expect([first, second]).toEqual(['module', 'module']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure: the next call asks again, and keeps what then comes', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue('module');
    const get = onceLoaded(load);
    await expect(get()).rejects.toThrow('offline');
    expect(await get()).toBe('module');
    expect(await get()).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives every caller of one failed load that failure', async () => {
    const get = onceLoaded(() => Promise.reject(new Error('offline')));
    const results = await Promise.allSettled([get(), get()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
  });
});
