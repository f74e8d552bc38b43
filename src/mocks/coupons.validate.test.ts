// @vitest-environment node
import { validateCoupon } from '../api/coupons';
import { COUPON_FIXTURES as C, FIXTURE_PASSWORDS } from './seed';
import { rawCall, rejection, withTestService } from './test-helpers';
import { today } from './coupons.test-support';

withTestService();

describe('coupon validate', () => {
  it.each([
    C.percent,
    C.amountKrw,
    C.amountUsd,
    C.unlimited,
    C.singleUse,
    C.member,
    C.expiresToday,
    C.onsite,
    C.withImage,
    C.korean,
    C.allDigits,
    C.unsafeLink,
  ])('%s is valid', async (cpnNo) => {
    const coupon = await validateCoupon(cpnNo);
    expect(coupon.cpnNo).toBe(cpnNo);
    expect(coupon.strtYmd <= today && today <= coupon.endYmd).toBe(true);
  });

  it.each([
    [C.limitReached, 1004, 'use limit'],
    [C.expired, 1003, 'expired on nov 20, 2026'],
    [C.notYetActive, 1002, 'from nov 24, 2026'],
    [C.deleted, 1001, 'not found'],
    ['NOSUCHCOUPON', 1001, 'not found'],
    ['', 1001, 'not found'],
  ])('%s is refused (%i)', async (cpnNo, code, words) => {
    const error = await rejection(validateCoupon(cpnNo));
    expect(error).toMatchObject({ kind: 'refused', code });
    expect(error.serviceMessage?.toLowerCase()).toContain(words);
  });

  it('ignores case and answers in Korean when asked', async () => {
    await expect(validateCoupon(C.percent.toLowerCase())).resolves.toMatchObject({
      cpnNo: C.percent,
    });
    const answer = await rawCall(
      'GET',
      `/api/coupon/v1/validate?cpnNo=${C.expired}`,
      undefined,
      'ko-KR,ko;q=0.9',
    );
    expect(answer.message).toContain('만료');
    // Dates in the service's words are written as Korean readers write them.
    expect(answer.message).toContain('2026. 11. 20.');
  });

  it('sends the on-site password like the real service, and the client drops it', async () => {
    const raw = await rawCall('GET', `/api/coupon/v1/validate?cpnNo=${C.onsite}`);
    expect(raw.result).toMatchObject({ onsitePwd: FIXTURE_PASSWORDS.coupon });
    expect(await validateCoupon(C.onsite)).not.toHaveProperty('onsitePwd');
  });
});
