import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomKey } from './random-key';

describe('a random key', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is hex of the bytes asked for, and a new one each time', () => {
    expect(randomKey()).toMatch(/^[0-9a-f]{32}$/);
    expect(randomKey(4)).toMatch(/^[0-9a-f]{8}$/);
    expect(new Set(Array.from({ length: 100 }, () => randomKey())).size).toBe(100);
  });

  it('needs no secure context: there is no randomUUID on a page over plain http', () => {
    const real = crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (array: Uint8Array<ArrayBuffer>) => real.getRandomValues(array),
    });
    expect('randomUUID' in crypto).toBe(false);
    expect(randomKey()).toMatch(/^[0-9a-f]{32}$/);
  });
});
