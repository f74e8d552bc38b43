import { expect, it } from 'vitest';
import type { IdempotencyClaim, IdempotencyStore, StoredAnswer } from '../idempotency';

/**
 * What every IdempotencyStore promises (decision 0018): the memory, file and PostgreSQL ones run
 * the same cases. `make` builds a fresh, empty store on
 * the clock given; a 24-hour time to live is the store's default.
 */

const HOUR = 60 * 60 * 1000;
export const ANSWER: StoredAnswer = {
  status: 200,
  body: '{"code":0,"result":{"cpnNo":"SPRING-001"}}',
  headers: { 'content-type': 'application/json' },
};

export function clock(start = 1_000_000) {
  let at = start;
  return {
    now: () => at,
    advance: (ms: number) => {
      at += ms;
    },
  };
}

export function expectNew(claim: IdempotencyClaim) {
  if (claim.kind !== 'new') throw new Error(`expected a new claim, got ${claim.kind}`);
  return claim;
}

export function idempotencyStoreContract(
  make: (options: { now: () => number }) => IdempotencyStore | Promise<IdempotencyStore>,
): void {
  const fresh = (now: () => number = clock().now) => Promise.resolve(make({ now }));

  it('replays a finished answer for the same key and body', async () => {
    const store = await fresh();
    await expectNew(await store.claim('shop', 'key-0001', 'body')).finish(ANSWER);
    expect(await store.claim('shop', 'key-0001', 'body')).toEqual({
      kind: 'replay',
      answer: ANSWER,
    });
    expect(await store.claim('shop', 'key-0001', 'body')).toEqual({
      kind: 'replay',
      answer: ANSWER,
    });
  });

  it('keeps its own copy of the answer, with the target its line named', async () => {
    const store = await fresh();
    const answer = {
      ...ANSWER,
      headers: { ...ANSWER.headers },
      audit: { target: 'SPRING-001', outcome: 'ok' as const },
    };
    await expectNew(await store.claim('shop', 'key-0001', 'body')).finish(answer);
    answer.headers['x-extra'] = 'changed';
    const replay = await store.claim('shop', 'key-0001', 'body');
    const kept = {
      kind: 'replay',
      answer: { ...ANSWER, audit: { target: 'SPRING-001', outcome: 'ok' } },
    };
    expect(replay).toEqual(kept);
    if (replay.kind === 'replay') replay.answer.body = 'changed';
    expect(await store.claim('shop', 'key-0001', 'body')).toEqual(kept);
  });

  it('says mismatch for the same key with another body, running or finished', async () => {
    const store = await fresh();
    const claim = expectNew(await store.claim('shop', 'key-0001', 'body'));
    expect(await store.claim('shop', 'key-0001', 'other body')).toEqual({ kind: 'mismatch' });
    await claim.finish(ANSWER);
    expect(await store.claim('shop', 'key-0001', 'other body')).toEqual({ kind: 'mismatch' });
  });

  it('says running while the first request has not finished', async () => {
    const store = await fresh();
    const claim = expectNew(await store.claim('shop', 'key-0001', 'body'));
    expect(await store.claim('shop', 'key-0001', 'body')).toEqual({ kind: 'running' });
    await claim.finish(ANSWER);
    expect((await store.claim('shop', 'key-0001', 'body')).kind).toBe('replay');
  });

  it('gives one claim among twenty sent at once; the others see it running', async () => {
    const store = await fresh();
    const claims = await Promise.all(
      Array.from({ length: 20 }, () => store.claim('shop', 'key-0001', 'body')),
    );
    expect(claims.filter((c) => c.kind === 'new')).toHaveLength(1);
    expect(claims.filter((c) => c.kind === 'running')).toHaveLength(19);
  });

  it('forgets an answer 24 hours after it finished', async () => {
    const time = clock();
    const store = await fresh(time.now);
    const claim = expectNew(await store.claim('shop', 'key-0001', 'body'));
    time.advance(2 * HOUR); // the request took long; the 24 hours start at its answer
    await claim.finish(ANSWER);
    time.advance(24 * HOUR - 1);
    expect((await store.claim('shop', 'key-0001', 'body')).kind).toBe('replay');
    time.advance(1);
    expect((await store.claim('shop', 'key-0001', 'other body')).kind).toBe('new');
  });

  it('forgets a claim that never finished 24 hours after it was made', async () => {
    const time = clock();
    const store = await fresh(time.now);
    const stale = expectNew(await store.claim('shop', 'key-0001', 'body'));
    time.advance(24 * HOUR);
    const again = expectNew(await store.claim('shop', 'key-0001', 'body'));
    // The old request answering at last does not overwrite the new one's place.
    await stale.finish({ ...ANSWER, status: 500 });
    await stale.abandon();
    expect(await store.claim('shop', 'key-0001', 'body')).toEqual({ kind: 'running' });
    await again.finish(ANSWER);
    expect(await store.claim('shop', 'key-0001', 'body')).toEqual({
      kind: 'replay',
      answer: ANSWER,
    });
  });

  it('frees the key when the claim is abandoned', async () => {
    const store = await fresh();
    const claim = expectNew(await store.claim('shop', 'key-0001', 'body'));
    await claim.abandon();
    const again = expectNew(await store.claim('shop', 'key-0001', 'another body'));
    // Abandoning a finished claim, or finishing an abandoned one, changes nothing.
    await claim.finish(ANSWER);
    expect(await store.claim('shop', 'key-0001', 'another body')).toEqual({ kind: 'running' });
    await again.finish(ANSWER);
    await again.abandon();
    expect((await store.claim('shop', 'key-0001', 'another body')).kind).toBe('replay');
  });

  it('keeps scopes apart', async () => {
    const store = await fresh();
    await expectNew(await store.claim('device-a', 'key-0001', 'body')).finish(ANSWER);
    expect((await store.claim('device-b', 'key-0001', 'other body')).kind).toBe('new');
    expect((await store.claim('device-a', 'key-0001', 'body')).kind).toBe('replay');
    // Where scope and key meet is never in doubt, whatever either holds.
    await expectNew(await store.claim('shop:till', 'key-0001', 'body')).finish(ANSWER);
    expect((await store.claim('shop', 'till:key-0001', 'body')).kind).toBe('new');
  });
}
