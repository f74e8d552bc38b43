// @vitest-environment node
import { zodResolver } from '@hookform/resolvers/zod';
import { getTranslator, loadNamespaces } from '../../lib/i18n';
import { toCreateRequest } from './coupon-form-request';
import { couponFormIssues, couponFormMessageValues } from './coupon-form-rules';
import { createCouponFormSchema } from './coupon-form-schema';
import {
  context,
  GENERATED,
  runOnDeviceClockAtShop,
  values,
} from './coupon-form-schema.test-support';

runOnDeviceClockAtShop();

describe('the schema as a whole', () => {
  it('accepts a complete percentage coupon and sends it as spec 4.2 wants', () => {
    expect(couponFormIssues(values(), context())).toEqual([]);
    expect(toCreateRequest(values(), context())).toEqual({
      cpnNo: GENERATED,
      webhookEnableYn: 'N',
      nm: 'Autumn 15 %',
      discTypeIdx: 457,
      disc: 15,
      strtYmd: '2026-11-21',
      endYmd: '2026-12-31',
      useLimit: 1,
      onsiteYn: 'N',
    });
  });

  it('puts each message on its own field, all at once, through zodResolver', async () => {
    const resolve = zodResolver(createCouponFormSchema(context()));
    const result = await resolve(
      values({ name: ' ', discount: '0', useLimit: '3', url: 'example.com' }),
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      name: { message: 'errors.nameRequired' },
      discount: { message: 'errors.percentRange' },
      userId: { message: 'errors.userIdRequired' },
      url: { message: 'errors.url' },
    });
  });

  it('says a wrong type with a message key too, never zod’s English', () => {
    const parsed = createCouponFormSchema(context()).safeParse({ ...values(), onsite: 'yes' });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['onsite'],
      message: 'errors.invalidValue',
    });
  });

  it('has every message in English and Korean', async () => {
    await loadNamespaces(['create'], 'en');
    await loadNamespaces(['create'], 'ko');
    const broken = values({
      name: '',
      discountType: 'fixed',
      discount: 'abc',
      endDate: '2030-01-01',
      useLimit: '2',
      customCode: 'AB-1',
      codeMode: 'custom',
      groupIdx: '999',
      textColour: 'red',
      onsite: true,
      domain: 'https://go.example-bakery.kr',
      webhook: true,
    });
    const ctx = context({ plan: 'personal' });
    const issues = couponFormIssues(broken, ctx);
    expect(issues.length).toBeGreaterThanOrEqual(10);
    for (const language of ['en', 'ko'] as const) {
      const { t } = getTranslator('create', language);
      for (const { message } of issues) {
        const text = t(message, couponFormMessageValues(ctx, language));
        expect(text).not.toBe(message);
        expect(text).not.toContain('{{');
      }
    }
    expect(getTranslator('create', 'ko').t('errors.endTooLate', { latest: '2027. 12. 31.' })).toBe(
      '종료일은 2027. 12. 31.까지만 정할 수 있습니다.',
    );
  });
});
