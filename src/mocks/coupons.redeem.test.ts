// @vitest-environment node
import { redeemCoupon, validateCoupon } from '../api/coupons';
import { Secret } from '../api/secret';
import { COUPON_FIXTURES as C, FIXTURE_MEMBER, FIXTURE_PASSWORDS } from './seed';
import { rawCall, rejection, withTestService } from './test-helpers';

const harness = withTestService();

describe('coupon redeem', () => {
  it('adds one use; the last use then reads "limit reached"', async () => {
    await redeemCoupon({ cpnNo: C.singleUse });
    const error = await rejection(validateCoupon(C.singleUse));
    expect(error.code).toBe(1004);
    expect(harness.service.state.coupons[C.singleUse]?.useCnt).toBe(1);
  });

  it('never runs out when useLimit is 0', async () => {
    for (let i = 0; i < 7; i += 1) await redeemCoupon({ cpnNo: C.unlimited });
    expect((await validateCoupon(C.unlimited)).useCnt).toBe(42 + 7);
  });

  it('lets exactly one of two racing redeems take the last use', async () => {
    harness.service.controls.update({ latencyMs: 20 });
    const results = await Promise.allSettled([
      redeemCoupon({ cpnNo: C.singleUse }),
      redeemCoupon({ cpnNo: C.singleUse }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ kind: 'refused', code: 1004 });
    expect(harness.service.state.coupons[C.singleUse]?.useCnt).toBe(1);
  });

  it('asks for the on-site password and refuses a wrong one without counting a use', async () => {
    expect((await rejection(redeemCoupon({ cpnNo: C.onsite }))).code).toBe(1005);
    const wrong = await rejection(redeemCoupon({ cpnNo: C.onsite, onsitePwd: new Secret('0000') }));
    expect(wrong).toMatchObject({ kind: 'refused', code: 1006 });
    expect(harness.service.state.coupons[C.onsite]?.useCnt).toBe(0);
    await redeemCoupon({ cpnNo: C.onsite, onsitePwd: new Secret(FIXTURE_PASSWORDS.coupon) });
    expect(harness.service.state.coupons[C.onsite]?.useCnt).toBe(1);
  });

  it('requires the coupon’s own user when the limit is 2–5', async () => {
    expect((await rejection(redeemCoupon({ cpnNo: C.member }))).code).toBe(1007);
    expect((await rejection(redeemCoupon({ cpnNo: C.member, userId: 'someone.else' }))).code).toBe(
      1008,
    );
    await redeemCoupon({
      cpnNo: C.member,
      userId: FIXTURE_MEMBER.userId,
      memo: 'Till 2 · Jiwoo · 10:31',
    });
    const coupon = harness.service.state.coupons[C.member];
    expect(coupon?.useCnt).toBe(2);
    expect(coupon?.redemptions.at(-1)).toMatchObject({
      userId: FIXTURE_MEMBER.userId,
      memo: 'Till 2 · Jiwoo · 10:31',
    });
  });

  it('refuses to redeem an expired, not-yet-active or used-up coupon', async () => {
    for (const cpnNo of [C.expired, C.notYetActive, C.limitReached]) {
      expect((await rejection(redeemCoupon({ cpnNo }))).kind).toBe('refused');
    }
  });

  it('answers a body that is not JSON with a clear refusal', async () => {
    const answer = await rawCall('PUT', '/api/coupon/v1/redeem', '{not json');
    expect(answer).toMatchObject({ status: 400, code: 600 });
  });
});
