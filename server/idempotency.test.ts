// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkIdempotencyKey,
  fingerprint,
  MemoryIdempotencyStore,
  type IdempotencyClaim,
  type StoredAnswer,
} from './idempotency';

const HOUR = 60 * 60 * 1000;
const ANSWER: StoredAnswer = {
  status: 200,
  body: '{"code":0,"result":{"cpnNo":"SPRING-001"}}',
  headers: { 'content-type': 'application/json' },
};

function clock(start = 1_000_000) {
  let at = start;
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
    },
  };
}

function expectNew(claim: IdempotencyClaim) {
  if (claim.kind !== 'new') throw new Error(`expected a new claim, got ${claim.kind}`);
  return claim;
}

describe('MemoryIdempotencyStore', () => {
  it('replays a finished answer for the same key and body', () => {
    const store = new MemoryIdempotencyStore();
    expectNew(store.claim('shop', 'key-0001', 'body')).finish(ANSWER);
    expect(store.claim('shop', 'key-0001', 'body')).toEqual({ kind: 'replay', answer: ANSWER });
    expect(store.claim('shop', 'key-0001', 'body')).toEqual({ kind: 'replay', answer: ANSWER });
  });

  it('keeps its own copy of the answer', () => {
    const store = new MemoryIdempotencyStore();
    const answer = { ...ANSWER, headers: { ...ANSWER.headers } };
    expectNew(store.claim('shop', 'key-0001', 'body')).finish(answer);
    answer.headers['x-extra'] = 'changed';
    const replay = store.claim('shop', 'key-0001', 'body');
    expect(replay).toEqual({ kind: 'replay', answer: ANSWER });
    if (replay.kind === 'replay') replay.answer.body = 'changed';
    expect(store.claim('shop', 'key-0001', 'body')).toEqual({ kind: 'replay', answer: ANSWER });
  });

  it('says mismatch for the same key with another body, running or finished', () => {
    const store = new MemoryIdempotencyStore();
    const claim = expectNew(store.claim('shop', 'key-0001', 'body'));
    expect(store.claim('shop', 'key-0001', 'other body')).toEqual({ kind: 'mismatch' });
    claim.finish(ANSWER);
    expect(store.claim('shop', 'key-0001', 'other body')).toEqual({ kind: 'mismatch' });
  });

  it('says running while the first request has not finished', () => {
    const store = new MemoryIdempotencyStore();
    const claim = expectNew(store.claim('shop', 'key-0001', 'body'));
    expect(store.claim('shop', 'key-0001', 'body')).toEqual({ kind: 'running' });
    claim.finish(ANSWER);
    expect(store.claim('shop', 'key-0001', 'body').kind).toBe('replay');
  });

  it('forgets an answer 24 hours after it finished', () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ now: time.now });
    const claim = expectNew(store.claim('shop', 'key-0001', 'body'));
    time.advance(2 * HOUR); // the request took long; the 24 hours start at its answer
    claim.finish(ANSWER);
    time.advance(24 * HOUR - 1);
    expect(store.claim('shop', 'key-0001', 'body').kind).toBe('replay');
    time.advance(1);
    expect(store.claim('shop', 'key-0001', 'other body').kind).toBe('new');
  });

  it('forgets a claim that never finished 24 hours after it was made', () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ now: time.now });
    const stale = expectNew(store.claim('shop', 'key-0001', 'body'));
    time.advance(24 * HOUR);
    const fresh = expectNew(store.claim('shop', 'key-0001', 'body'));
    // The old request answering at last does not overwrite the new one's place.
    stale.finish({ ...ANSWER, status: 500 });
    stale.abandon();
    expect(store.claim('shop', 'key-0001', 'body')).toEqual({ kind: 'running' });
    fresh.finish(ANSWER);
    expect(store.claim('shop', 'key-0001', 'body')).toEqual({ kind: 'replay', answer: ANSWER });
  });

  it('takes a custom time to live', () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ now: time.now, ttlMs: 1_000 });
    expectNew(store.claim('shop', 'key-0001', 'body')).finish(ANSWER);
    time.advance(1_000);
    expect(store.claim('shop', 'key-0001', 'body').kind).toBe('new');
  });

  it('frees the key when the claim is abandoned', () => {
    const store = new MemoryIdempotencyStore();
    const claim = expectNew(store.claim('shop', 'key-0001', 'body'));
    claim.abandon();
    expect(store.size).toBe(0);
    const again = expectNew(store.claim('shop', 'key-0001', 'another body'));
    // Abandoning a finished claim, or finishing an abandoned one, changes nothing.
    claim.finish(ANSWER);
    expect(store.claim('shop', 'key-0001', 'another body')).toEqual({ kind: 'running' });
    again.finish(ANSWER);
    again.abandon();
    expect(store.claim('shop', 'key-0001', 'another body').kind).toBe('replay');
  });

  it('keeps scopes apart', () => {
    const store = new MemoryIdempotencyStore();
    expectNew(store.claim('device-a', 'key-0001', 'body')).finish(ANSWER);
    expect(store.claim('device-b', 'key-0001', 'other body').kind).toBe('new');
    expect(store.claim('device-a', 'key-0001', 'body').kind).toBe('replay');
    // Where scope and key meet is never in doubt, whatever either holds.
    expectNew(store.claim('shop:till', 'key-0001', 'body')).finish(ANSWER);
    expect(store.claim('shop', 'till:key-0001', 'body').kind).toBe('new');
  });

  it('evicts the oldest entries beyond maxEntries', () => {
    const time = clock();
    const store = new MemoryIdempotencyStore({ now: time.now, maxEntries: 3 });
    const first = expectNew(store.claim('shop', 'key-0001', 'body'));
    time.advance(1);
    expectNew(store.claim('shop', 'key-0002', 'body')).finish(ANSWER);
    time.advance(1);
    const third = expectNew(store.claim('shop', 'key-0003', 'body'));
    time.advance(1);
    // Its 24 hours start at its answer: key-0001 is now the one to go last.
    first.finish(ANSWER);
    expectNew(store.claim('shop', 'key-0004', 'body'));
    expect(store.size).toBe(3);
    expect(store.claim('shop', 'key-0002', 'body').kind).toBe('new');
    expect(store.size).toBe(3);
    // key-0003 was the oldest then: gone, so its late answer is not kept.
    third.finish(ANSWER);
    expect(store.claim('shop', 'key-0001', 'body').kind).toBe('replay');
    expect(store.claim('shop', 'key-0003', 'body').kind).toBe('new');
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
