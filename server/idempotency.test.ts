// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkIdempotencyKey, fingerprint, MemoryIdempotencyStore } from './idempotency';
import {
  ANSWER,
  clock,
  expectNew,
  idempotencyStoreContract,
} from './state/idempotency.contract.test-support';

describe('MemoryIdempotencyStore: the contract', () => {
  idempotencyStoreContract(({ now }) => new MemoryIdempotencyStore({ now }));
});

describe('MemoryIdempotencyStore: its own limits', () => {
  it('takes a custom time to live', async () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ now: time.now, ttlMs: 1_000 });
    await expectNew(await store.claim('shop', 'key-0001', 'body')).finish(ANSWER);
    time.advance(1_000);
    expect((await store.claim('shop', 'key-0001', 'body')).kind).toBe('new');
  });

  it('frees the key when the claim is abandoned', async () => {
    const store = new MemoryIdempotencyStore();
    await expectNew(await store.claim('shop', 'key-0001', 'body')).abandon();
    expect(store.size).toBe(0);
  });

  it('evicts the oldest entries beyond maxEntries', async () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ now: time.now, maxEntries: 3 });
    const first = expectNew(await store.claim('shop', 'key-0001', 'body'));
    time.advance(1);
    await expectNew(await store.claim('shop', 'key-0002', 'body')).finish(ANSWER);
    time.advance(1);
    const third = expectNew(await store.claim('shop', 'key-0003', 'body'));
    time.advance(1);
    // Its 24 hours start at its answer: key-0001 is now the one to go last.
    await first.finish(ANSWER);
    expectNew(await store.claim('shop', 'key-0004', 'body'));
    expect(store.size).toBe(3);
    expect((await store.claim('shop', 'key-0002', 'body')).kind).toBe('new');
    expect(store.size).toBe(3);
    // key-0003 was the oldest then: gone, so its late answer is not kept.
    await third.finish(ANSWER);
    expect((await store.claim('shop', 'key-0001', 'body')).kind).toBe('replay');
    expect((await store.claim('shop', 'key-0003', 'body')).kind).toBe('new');
    expect(store.size).toBe(3);
  });
});

describe('fingerprint', () => {
  it('is the same for the same body whatever the order of its keys', () => {
    expect(fingerprint({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: 'x' } })).toBe(
      fingerprint({ a: { c: 'x', d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
    expect(fingerprint({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('tells different bodies apart, exactly', () => {
    expect(fingerprint({ a: 1 })).not.toBe(fingerprint({ a: '1' }));
    expect(fingerprint({ a: [1, 2] })).not.toBe(fingerprint({ a: [2, 1] }));
    expect(fingerprint({ a: null })).not.toBe(fingerprint({}));
    expect(fingerprint({ 한글: '값' })).toBe('{"한글":"값"}');
  });

  it('takes values as JSON would', () => {
    expect(fingerprint({ a: undefined, b: [undefined], c: Number.NaN })).toBe(
      '{"b":[null],"c":null}',
    );
    expect(fingerprint(new Date('2026-11-22T00:00:00.000Z'))).toBe('"2026-11-22T00:00:00.000Z"');
    expect(fingerprint(JSON.parse('{"__proto__":{"x":1}}'))).toBe('{"__proto__":{"x":1}}');
    expect(fingerprint(undefined)).toBe('');
    expect(fingerprint(null)).toBe('null');
  });
});

describe('checkIdempotencyKey', () => {
  it('takes no header as no key', () => {
    expect(checkIdempotencyKey(undefined)).toEqual({ ok: true, key: null });
  });

  it.each([
    '12345678',
    '3f2b8c1e-7d4a-4e59-9b1c-2a6f0e8d5c71',
    'till-1:2026-11-22.0001',
    'A_b-C:d.E',
    'x'.repeat(128),
  ])('takes %j', (key) => {
    expect(checkIdempotencyKey(key)).toEqual({ ok: true, key });
  });

  it.each([
    '',
    '1234567',
    'x'.repeat(129),
    'has space1',
    'semi;colon',
    'new\nline12',
    '한글키한글키한글키',
    'slash/1234',
  ])('refuses %j', (key) => {
    expect(checkIdempotencyKey(key)).toEqual({ ok: false });
  });
});
