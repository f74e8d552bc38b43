import { expect, it } from 'vitest';
import type { RateLimiter } from './rate-limiter';

/**
 * What every RateLimiter promises (decision 0018): `make(perMinute, now)` builds a fresh, full
 * one on a clock the test moves. Every implementation runs the same cases.
 */
export function rateLimiterContract(
  make: (perMinute: number, now: () => number) => RateLimiter | Promise<RateLimiter>,
): void {
  function setup(perMinute = 60) {
    let at = 1_000_000;
    return {
      limiter: Promise.resolve(make(perMinute, () => at)),
      advance: (ms: number) => {
        at += ms;
      },
    };
  }

  it("lets a minute's calls through at once, then says when the next one may go", async () => {
    const s = setup(60);
    const limiter = await s.limiter;
    for (let i = 0; i < 60; i += 1) expect(await limiter.take()).toEqual({ ok: true });
    const refused = await limiter.take();
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterMs).toBeCloseTo(1_000, 0);
  });

  it("refills at the plan's pace, never beyond a minute's calls", async () => {
    const s = setup(60);
    const limiter = await s.limiter;
    for (let i = 0; i < 60; i += 1) await limiter.take();
    s.advance(1_000);
    expect(await limiter.take()).toEqual({ ok: true });
    expect((await limiter.take()).ok).toBe(false);
    s.advance(10 * 60_000);
    let granted = 0;
    while ((await limiter.take()).ok) granted += 1;
    expect(granted).toBe(60);
  });

  it('says the calls left without taking one: full, one less per take, none while held off', async () => {
    const s = setup(60);
    const limiter = await s.limiter;
    if (!limiter.left) throw new Error('this limiter cannot say what is left');
    expect(await limiter.left()).toBe(60);
    expect(await limiter.left()).toBe(60);
    for (let i = 0; i < 25; i += 1) await limiter.take();
    expect(await limiter.left()).toBe(35);
    s.advance(2_000);
    expect(await limiter.left()).toBe(37);
    await limiter.holdOff(5_000);
    expect(await limiter.left()).toBe(0);
    s.advance(5_000 + 3_000);
    // From empty after the hold: a call's time for each.
    expect(await limiter.left()).toBe(3);
    let granted = 0;
    while ((await limiter.take()).ok) granted += 1;
    expect(granted).toBe(3);
    expect(await limiter.left()).toBe(0);
  });

  it('a burst sent at once gets exactly the calls there are', async () => {
    const s = setup(30);
    const limiter = await s.limiter;
    const answers = await Promise.all(Array.from({ length: 100 }, () => limiter.take()));
    expect(answers.filter((a) => a.ok)).toHaveLength(30);
  });

  it("holds off after the service's 429, then starts from empty", async () => {
    const s = setup(60);
    const limiter = await s.limiter;
    await limiter.holdOff(30_000);
    const held = await limiter.take();
    expect(held).toEqual({ ok: false, retryAfterMs: 30_000 });
    s.advance(29_000);
    expect(await limiter.take()).toEqual({ ok: false, retryAfterMs: 1_000 });
    s.advance(1_000);
    // From empty: the first call is there one call's time after the hold ends.
    expect((await limiter.take()).ok).toBe(false);
    s.advance(1_000);
    expect(await limiter.take()).toEqual({ ok: true });
  });
}
