// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COUPON_FIXTURES as C } from '../src/mocks/seed';
import { createFairShare, shareOf, SHARE_WINDOW_MS } from './fair-share';
import { setup, till } from './live-writes.test-support';

describe('shareOf: the limit divided by the tills asking, never below one call', () => {
  it.each([
    [380, 1, 380],
    [380, 2, 190],
    [380, 3, 126],
    [10, 4, 2],
    [2, 5, 1],
    [10, 0, 10],
  ])('%i calls, %i tills: %i each', (limit, tills, share) => {
    expect(shareOf(limit, tills)).toBe(share);
  });
});

describe('createFairShare', () => {
  it('alone, a till has the whole limit; a second till asking halves it from then on', () => {
    let at = 0;
    const fair = createFairShare(10, () => at);
    const takes = (till: string, n: number) =>
      Array.from({ length: n }, () => fair.reserve(till).ok).filter(Boolean).length;
    expect(takes('a', 6)).toBe(6);
    // b asks: a already has 6 of the minute, more than its half, and waits.
    expect(takes('b', 1)).toBe(1);
    const refused = fair.reserve('a');
    expect(refused).toEqual({ ok: false, retryAfterMs: SHARE_WINDOW_MS });
    expect(takes('b', 10)).toBe(4);
    // The minute passes: a's calls leave the window; with b still asking, a has its half again.
    at = SHARE_WINDOW_MS;
    expect(takes('b', 1)).toBe(1);
    expect(takes('a', 10)).toBe(5);
    // A minute later b has stopped asking: a alone is held by the shop's bucket only.
    at = 3 * SHARE_WINDOW_MS;
    expect(takes('a', 30)).toBe(30);
  });

  it('a call the shop’s bucket refused is given back', () => {
    const fair = createFairShare(4, () => 0);
    fair.reserve('b');
    const first = fair.reserve('a');
    if (!first.ok) throw new Error('refused');
    first.release();
    expect(fair.reserve('a').ok).toBe(true);
    expect(fair.reserve('a').ok).toBe(true);
    expect(fair.reserve('a').ok).toBe(false);
  });

  it('says when the call that frees a place leaves the window', () => {
    let at = 0;
    const fair = createFairShare(4, () => at);
    fair.reserve('b');
    for (const time of [0, 1_000]) {
      at = time;
      fair.reserve('a');
    }
    at = 2_000;
    expect(fair.reserve('a')).toEqual({ ok: false, retryAfterMs: SHARE_WINDOW_MS - 2_000 });
  });
});

describe('one till flooding the shop’s limit', () => {
  it('takes its share; another till’s check and redeem still go through', async () => {
    const s = setup({ rateLimitPerMinute: 20 });
    const flooder = till(s);
    const other = till(s);
    await flooder.open('Till 1', 'cora');
    await other.open('Till 2', 'chris');
    // Till 2 checked a coupon this minute: it is one of the tills asking.
    expect((await other.call('GET', `/api/coupon/v1/validate?cpnNo=${C.percent}`)).code).toBe(0);
    const flood = await Promise.all(
      Array.from({ length: 40 }, () =>
        flooder.call('GET', `/api/coupon/v1/validate?cpnNo=${C.percent}`),
      ),
    );
    const through = flood.filter((answer) => answer.code === 0).length;
    expect(through).toBe(10);
    expect(flood.filter((answer) => answer.status === 429)).toHaveLength(30);
    // Till 2's check and its redeem (a check and the write: two calls) are not held up.
    expect((await other.call('GET', `/api/coupon/v1/validate?cpnNo=${C.unlimited}`)).code).toBe(0);
    expect((await other.call('PUT', '/api/coupon/v1/redeem', { cpnNo: C.unlimited })).code).toBe(0);
  });
});
