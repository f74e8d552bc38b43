// @vitest-environment node
import { configureApiClient } from '../api/client';
import { redeemCoupon, validateCoupon } from '../api/coupons';
import { redeemCoupon as redeemRule } from './rules/coupons';
import { COUPON_FIXTURES as C } from './seed';
import { createSimulatedService, type Persistence } from './service';
import { rejection, withTestService } from './test-helpers';

const harness = withTestService();

describe('failure injection', () => {
  it.each([
    ['rate-limit', 'rate-limited'],
    ['server-error', 'server'],
    ['non-json', 'unexpected'],
    ['network-error', 'network'],
  ] as const)('%s gives a %s error', async (fault, kind) => {
    harness.service.controls.update({ fault });
    expect((await rejection(validateCoupon(C.percent))).kind).toBe(kind);
  });

  it('no-answer runs into the client’s timeout', async () => {
    configureApiClient({ timeoutMs: 100 });
    harness.service.controls.update({ fault: 'no-answer' });
    try {
      expect((await rejection(validateCoupon(C.percent))).kind).toBe('timeout');
    } finally {
      configureApiClient({ timeoutMs: 2_000 });
    }
  });

  it('late-write drops the answer at once and applies the write later', async () => {
    harness.service.controls.update({
      fault: 'late-write',
      faultOnce: true,
      faultOperations: ['coupon.redeem'],
      lateWriteMs: 150,
    });
    const error = await rejection(redeemCoupon({ cpnNo: C.unlimited }));
    expect(error.kind).toBe('network');
    expect(harness.service.state.coupons[C.unlimited]?.useCnt).toBe(42);
    await vi.waitFor(() => expect(harness.service.state.coupons[C.unlimited]?.useCnt).toBe(43));
  });

  it('applied-no-answer applies the write and never answers: the client times out', async () => {
    configureApiClient({ timeoutMs: 100 });
    harness.service.controls.update({
      fault: 'applied-no-answer',
      faultOnce: true,
      faultOperations: ['coupon.redeem'],
    });
    try {
      expect((await rejection(redeemCoupon({ cpnNo: C.unlimited }))).kind).toBe('timeout');
    } finally {
      configureApiClient({ timeoutMs: 2_000 });
    }
    expect(harness.service.state.coupons[C.unlimited]?.useCnt).toBe(43);
  });

  it.each(['lost-response', 'applied-no-answer'] as const)(
    '%s set for every operation (as Settings sets it) leaves reads alone: the write after the check loses its answer',
    async (fault) => {
      configureApiClient({ timeoutMs: 100 });
      harness.service.controls.update({ fault, faultOperations: null });
      try {
        await expect(validateCoupon(C.unlimited)).resolves.toMatchObject({ useCnt: 42 });
        expect((await rejection(redeemCoupon({ cpnNo: C.unlimited }))).outcomeUnknown).toBe(true);
      } finally {
        configureApiClient({ timeoutMs: 2_000 });
      }
      expect(harness.service.state.coupons[C.unlimited]?.useCnt).toBe(43);
    },
  );

  it('late-write leaves reads alone', async () => {
    harness.service.controls.update({ fault: 'late-write' });
    await expect(validateCoupon(C.percent)).resolves.toMatchObject({ useCnt: 0 });
  });

  it('another till writes the same coupon or card right after this till’s write, once', async () => {
    harness.service.controls.update({ otherTill: 'once' });
    await redeemCoupon({ cpnNo: C.unlimited });
    const coupon = harness.service.state.coupons[C.unlimited];
    expect(coupon?.useCnt).toBe(44);
    expect(coupon?.redemptions.at(-1)?.memo).toMatch(/Till 9/);
    expect(harness.service.controls.getSettings().otherTill).toBe('off');
    await redeemCoupon({ cpnNo: C.unlimited });
    expect(coupon?.useCnt).toBe(45);
  });

  it('another till cannot take a use that is not there: the race for the last use has one winner', async () => {
    harness.service.controls.update({ otherTill: 'always' });
    await redeemCoupon({ cpnNo: C.singleUse });
    expect(harness.service.state.coupons[C.singleUse]?.useCnt).toBe(1);
  });

  it('lost-response applies the write, then drops the answer', async () => {
    harness.service.controls.update({
      fault: 'lost-response',
      faultOnce: true,
      faultOperations: ['coupon.redeem'],
    });
    await expect(validateCoupon(C.singleUse)).resolves.toBeTruthy();
    const error = await rejection(redeemCoupon({ cpnNo: C.singleUse }));
    expect(error.outcomeUnknown).toBe(true);
    // The fault was for one request only: the read-back tells the truth.
    expect((await rejection(validateCoupon(C.singleUse))).code).toBe(1004);
    expect(harness.service.controls.getSettings().fault).toBe('none');
  });

  it('a 429 carries Retry-After', async () => {
    harness.service.controls.update({ fault: 'rate-limit' });
    expect((await rejection(validateCoupon(C.percent))).retryAfterSeconds).toBe(30);
  });
});

describe('demo store', () => {
  function memoryPersistence(): Persistence & { saved: unknown } {
    const box: Persistence & { saved: unknown } = {
      saved: null,
      load: () => box.saved,
      save: (value) => {
        box.saved = JSON.parse(JSON.stringify(value)) as unknown;
      },
    };
    return box;
  }

  it('survives a reload and resets to the seed', () => {
    const persistence = memoryPersistence();
    const first = createSimulatedService({ persistence, now: '2026-11-21T10:00:00+09:00' });
    first.controls.update({ plan: 'enterprise', latencyMs: 5 });
    expect(redeemRule(first.context(), { cpnNo: C.singleUse }).ok).toBe(true);
    first.commit();

    const reloaded = createSimulatedService({ persistence });
    expect(reloaded.state.coupons[C.singleUse]?.useCnt).toBe(1);
    expect(reloaded.controls.getSettings()).toMatchObject({
      plan: 'enterprise',
      latencyMs: 5,
      today: '2026-11-21',
    });

    reloaded.controls.reset();
    expect(reloaded.state.coupons[C.singleUse]?.useCnt).toBe(0);
    expect(reloaded.controls.getSettings()).toMatchObject({
      plan: 'premium',
      latencyMs: 0,
      fault: 'none',
    });
  });

  it('ignores a saved store it does not understand', () => {
    const persistence = memoryPersistence();
    persistence.saved = { state: { version: 99 } };
    const service = createSimulatedService({ persistence, now: '2026-11-21T10:00:00+09:00' });
    expect(service.state.coupons[C.percent]).toBeDefined();
  });

  it('one clock: seed dates follow the service’s today', () => {
    const service = createSimulatedService({ now: '2030-03-01' });
    expect(service.clock.today()).toBe('2030-03-01');
    expect(service.state.coupons[C.expired]?.endYmd).toBe('2030-02-28');
    expect(service.state.coupons[C.expiresToday]?.endYmd).toBe('2030-03-01');
  });
});
