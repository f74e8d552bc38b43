import { describe, expect, it } from 'vitest';
import { DEMO_RATE_LIMIT, demoRateLimit } from './kit';

describe("the demo's rate limit", () => {
  it.each([
    [undefined, DEMO_RATE_LIMIT],
    ['', DEMO_RATE_LIMIT],
    ['  ', DEMO_RATE_LIMIT],
    ['1', 1],
    [' 100000 ', 100_000],
  ])('RATE_LIMIT_PER_MINUTE=%j is %j a minute', (raw, limit) => {
    expect(demoRateLimit(raw)).toBe(limit);
  });

  it.each(['0', '-5', '1.5', '1e3', 'lots', '100001'])('refuses %j, naming it', (raw) => {
    expect(demoRateLimit(raw)).toEqual({
      problem: `RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 100000 (default ${DEMO_RATE_LIMIT}); got "${raw.trim()}".`,
    });
  });
});
