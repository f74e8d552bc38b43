// @vitest-environment node
import { createCoupon, type CouponCreateRequest } from '../api/coupon-create';
import { redeemCoupon, validateCoupon } from '../api/coupons';
import { Secret } from '../api/secret';
import { COUPON_FIXTURES as C, REGISTERED_DOMAIN } from './seed';
import { rawCall, rejection, withTestService } from './test-helpers';
import { today } from './coupons.test-support';

const harness = withTestService();

const valid: CouponCreateRequest = {
  nm: 'Test coupon',
  discTypeIdx: 457,
  disc: 10,
  strtYmd: today,
  endYmd: '2026-12-31',
  useLimit: 1,
};

async function createRefusal(patch: Partial<CouponCreateRequest>): Promise<number | null> {
  const error = await rejection(createCoupon({ ...valid, ...patch }));
  expect(error.kind).toBe('refused');
  return error.code;
}

describe('coupon create: each rule at its boundaries', () => {
  it('creates a coupon with a generated 16-character code that then validates', async () => {
    const cpnNo = await createCoupon(valid);
    expect(cpnNo).toMatch(/^[A-Z0-9]{16}$/);
    await expect(validateCoupon(cpnNo)).resolves.toMatchObject({ nm: 'Test coupon', useCnt: 0 });
  });

  it('nm: required, not blank', async () => {
    expect(await createRefusal({ nm: '' })).toBe(1101);
    expect(await createRefusal({ nm: '   ' })).toBe(1101);
    await expect(createCoupon({ ...valid, nm: 'A' })).resolves.toBeTruthy();
  });

  it('discTypeIdx: 457 or 458 only', async () => {
    const answer = await rawCall('POST', '/api/coupon/v1/create', { ...valid, discTypeIdx: 459 });
    expect(answer.code).toBe(1102);
  });

  it('disc: 1–100 for a percentage', async () => {
    expect(await createRefusal({ disc: 0 })).toBe(1103);
    expect(await createRefusal({ disc: 0.99 })).toBe(1103);
    expect(await createRefusal({ disc: 100.01 })).toBe(1103);
    await expect(createCoupon({ ...valid, disc: 1 })).resolves.toBeTruthy();
    await expect(createCoupon({ ...valid, disc: 100 })).resolves.toBeTruthy();
  });

  it('disc: more than 0 for a fixed amount, with a known currency', async () => {
    const amount = { ...valid, discTypeIdx: 458 as const, discCurrency: 'KRW' };
    expect(await createRefusal({ ...amount, disc: 0 })).toBe(1104);
    expect(await createRefusal({ ...amount, disc: -5 })).toBe(1104);
    await expect(createCoupon({ ...amount, disc: 0.01 })).resolves.toBeTruthy();
    await expect(createCoupon({ ...amount, disc: 250_000 })).resolves.toBeTruthy();
    expect(await createRefusal({ ...amount, discCurrency: undefined })).toBe(1105);
    expect(await createRefusal({ ...amount, discCurrency: '' })).toBe(1105);
    expect(await createRefusal({ ...amount, discCurrency: 'XYZ' })).toBe(1106);
    // Upper-cased the ASCII way: Unicode case mapping would read the long s as S ("SGD").
    expect(await createRefusal({ ...amount, discCurrency: 'ſgd' })).toBe(1106);
    const cpnNo = await createCoupon({ ...amount, discCurrency: 'usd' });
    expect((await validateCoupon(cpnNo)).discCurrency).toBe('USD');
  });

  it('dates: valid, start not after end, end at most 31 December next year', async () => {
    expect(await createRefusal({ strtYmd: '2026-02-30' })).toBe(1107);
    expect(await createRefusal({ endYmd: '2026/12/31' })).toBe(1107);
    expect(await createRefusal({ strtYmd: '' })).toBe(1107);
    expect(await createRefusal({ strtYmd: '2026-02-29' })).toBe(1107);
    await expect(createCoupon({ ...valid, strtYmd: '0050-06-15' })).resolves.toBeTruthy();
    await expect(
      createCoupon({ ...valid, strtYmd: '2024-02-29', endYmd: '2028-02-29' }),
    ).rejects.toMatchObject({ code: 1109 });
    expect(await createRefusal({ strtYmd: '2026-12-01', endYmd: '2026-11-30' })).toBe(1108);
    await expect(
      createCoupon({ ...valid, strtYmd: '2026-12-01', endYmd: '2026-12-01' }),
    ).resolves.toBeTruthy();
    await expect(createCoupon({ ...valid, endYmd: '2027-12-31' })).resolves.toBeTruthy();
    expect(await createRefusal({ endYmd: '2028-01-01' })).toBe(1109);
  });

  it('useLimit: an integer 0–5, userId required for 2–5', async () => {
    expect(await createRefusal({ useLimit: -1 })).toBe(1110);
    expect(await createRefusal({ useLimit: 6 })).toBe(1110);
    await expect(createCoupon({ ...valid, useLimit: 0 })).resolves.toBeTruthy();
    await expect(createCoupon({ ...valid, useLimit: 1 })).resolves.toBeTruthy();
    expect(await createRefusal({ useLimit: 2 })).toBe(1111);
    expect(await createRefusal({ useLimit: 5, userId: '  ' })).toBe(1111);
    await expect(createCoupon({ ...valid, useLimit: 2, userId: 'u1' })).resolves.toBeTruthy();
    await expect(createCoupon({ ...valid, useLimit: 5, userId: 'u1' })).resolves.toBeTruthy();
    const fractional = await rawCall('POST', '/api/coupon/v1/create', { ...valid, useLimit: 1.5 });
    expect(fractional).toMatchObject({ status: 400, code: 653 });
  });

  it('cpnNo: 8–16 letters and digits, stored upper-case, unique ignoring case', async () => {
    expect(await createRefusal({ cpnNo: 'ABCD123' })).toBe(1112);
    expect(await createRefusal({ cpnNo: 'A'.repeat(17) })).toBe(1112);
    expect(await createRefusal({ cpnNo: 'ABCD-1234' })).toBe(1112);
    expect(await createRefusal({ cpnNo: '쿠폰번호12345678' })).toBe(1112);
    await expect(createCoupon({ ...valid, cpnNo: 'abcd1234' })).resolves.toBe('ABCD1234');
    await expect(createCoupon({ ...valid, cpnNo: 'A'.repeat(16) })).resolves.toBe('A'.repeat(16));
    expect(await createRefusal({ cpnNo: 'AbCd1234' })).toBe(1113);
    expect(await createRefusal({ cpnNo: C.percent.toLowerCase() })).toBe(1113);
  });

  it('cpnNo: a deleted coupon’s code may be used again', async () => {
    await expect(createCoupon({ ...valid, cpnNo: C.deleted })).resolves.toBe(C.deleted);
    await expect(validateCoupon(C.deleted)).resolves.toMatchObject({ nm: 'Test coupon' });
  });

  it('cpnNoDigits: 8, 12 or 16', async () => {
    for (const digits of [8, 12, 16] as const) {
      expect(await createCoupon({ ...valid, cpnNoDigits: digits })).toHaveLength(digits);
    }
    const answer = await rawCall('POST', '/api/coupon/v1/create', { ...valid, cpnNoDigits: 10 });
    expect(answer.code).toBe(1114);
  });

  it('domain: a registered custom domain needs Premium', async () => {
    harness.service.controls.update({ plan: 'personal' });
    await expect(createCoupon({ ...valid, domain: 'https://vvd.bz' })).resolves.toBeTruthy();
    expect(await createRefusal({ domain: REGISTERED_DOMAIN })).toBe(700);
    harness.service.controls.update({ plan: 'premium' });
    await expect(createCoupon({ ...valid, domain: REGISTERED_DOMAIN })).resolves.toBeTruthy();
    expect(await createRefusal({ domain: 'https://not-ours.example' })).toBe(1115);
  });

  it('webhook: Enterprise only, and only with the account webhook on', async () => {
    harness.service.controls.update({ plan: 'premium' });
    expect(await createRefusal({ webhookEnableYn: 'Y' })).toBe(700);
    harness.service.controls.update({ plan: 'enterprise' });
    await expect(createCoupon({ ...valid, webhookEnableYn: 'Y' })).resolves.toBeTruthy();
    harness.service.controls.update({ webhookEnabled: false });
    expect(await createRefusal({ webhookEnableYn: 'Y' })).toBe(1116);
    await expect(createCoupon({ ...valid, webhookEnableYn: 'N' })).resolves.toBeTruthy();
  });

  it('grpIdx and tmplIdx must exist; the group’s settings win', async () => {
    expect(await createRefusal({ grpIdx: 999 })).toBe(1117);
    expect(await createRefusal({ tmplIdx: 999 })).toBe(1118);
    // Group 103 makes its coupons on-site, so they need a password like any on-site coupon.
    expect(await createRefusal({ grpIdx: 103, onsiteYn: 'N' })).toBe(1123);
    expect(await createRefusal({ onsiteYn: 'Y' })).toBe(1123);
    const cpnNo = await createCoupon({
      ...valid,
      grpIdx: 103,
      onsiteYn: 'N',
      tmplIdx: 202,
      onsitePwd: new Secret('4321'),
    });
    await expect(redeemCoupon({ cpnNo })).rejects.toMatchObject({ code: 1005 });
    const stored = harness.service.state.coupons[cpnNo];
    expect(stored).toMatchObject({ onsiteYn: 'Y', color: '#0C4A6E', background: '#E0F2FE' });
    const withImage = await createCoupon({ ...valid, grpIdx: 102 });
    expect((await validateCoupon(withImage)).imgUrl).toBe('/demo/coupon-winter.svg');
  });

  it('colours are HEX, url is http or https', async () => {
    expect(await createRefusal({ color: '#12345G' })).toBe(1119);
    expect(await createRefusal({ background: 'red' })).toBe(1119);
    await expect(
      createCoupon({ ...valid, color: '#ABC', background: '#a1b2c3' }),
    ).resolves.toBeTruthy();
    expect(await createRefusal({ url: 'ftp://example.com' })).toBe(1120);
    expect(await createRefusal({ url: 'javascript:alert(1)' })).toBe(1120);
    // The host itself needs a dot, not the text before it; and the URL must parse.
    expect(await createRefusal({ url: 'https://u.v@localhost/' })).toBe(1120);
    expect(await createRefusal({ url: 'http://[::0:0:0:0:0.0.0.0]/' })).toBe(1120);
    expect(await createRefusal({ url: 'https://example.com:99999/' })).toBe(1120);
    await expect(
      createCoupon({ ...valid, url: 'https://example.com/x?y=1' }),
    ).resolves.toBeTruthy();
  });

  it('a refused create stores nothing', async () => {
    const before = Object.keys(harness.service.state.coupons).length;
    await createRefusal({ cpnNo: 'GOODCODE1', endYmd: '2030-01-01' });
    expect(Object.keys(harness.service.state.coupons)).toHaveLength(before);
  });
});
