import { zodResolver } from '@hookform/resolvers/zod';
import { Secret } from '../../api/secret';
import { serviceToday } from '../../api/service-time';
import { getTranslator, loadNamespaces } from '../../lib/i18n';
import { drawCouponCode } from './coupon-code';
import { toCreateRequest } from './coupon-form-request';
import { couponFormIssues, couponFormMessageValues } from './coupon-form-rules';
import { createCouponFormSchema } from './coupon-form-schema';
import type {
  CouponFormContext,
  CouponFormField,
  CouponFormMessage,
  CouponFormValues,
} from './coupon-form-values';

// The service's day is Seoul's. The suite runs with the device in three zones (the machine's,
// America/Los_Angeles, Pacific/Kiritimati); these instants put the device on another calendar
// day than Seoul in at least one of them, and on another year at New Year.
const INSTANTS = {
  // Seoul 21 Nov 10:30; Kiritimati 21 Nov 15:30; Los Angeles 20 Nov 17:30.
  shop: '2026-11-21T01:30:00Z',
  // Seoul already 1 Jan 2027 00:30; Los Angeles (and UTC) still 31 Dec 2026.
  newYearInSeoul: '2026-12-31T15:30:00Z',
  // Kiritimati already 1 Jan 2027 01:00; Seoul still 31 Dec 2026, 20:00.
  newYearOnDevice: '2026-12-31T11:00:00Z',
} as const;

function onDeviceClock(instant: string): void {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
}
afterEach(() => {
  vi.useRealTimers();
});

function context(patch: Partial<CouponFormContext> = {}): CouponFormContext {
  return {
    plan: 'premium',
    webhookEnabled: true,
    // What the form will pass: the service's today read from the device's clock.
    today: serviceToday(),
    defaultDomain: 'https://vvd.bz',
    registeredDomains: ['https://go.example-bakery.kr'],
    groups: [
      { grpIdx: 101, name: 'Autumn campaign', settings: {} },
      { grpIdx: 102, name: 'Winter menu', settings: { imageUrl: '/demo/coupon-winter.svg' } },
      { grpIdx: 103, name: 'Counter only', settings: { onsite: true } },
    ],
    templates: [
      { tmplIdx: 201, name: 'Classic', textColour: '#1F2937', backgroundColour: '#FEF3C7' },
    ],
    catalogueComplete: true,
    ...patch,
  };
}

const GENERATED = drawCouponCode(16);

function values(patch: Partial<CouponFormValues> = {}): CouponFormValues {
  return {
    name: 'Autumn 15 %',
    discountType: 'percentage',
    discount: '15',
    currency: '',
    startDate: '2026-11-21',
    endDate: '2026-12-31',
    useLimit: '1',
    codeMode: 'generate',
    codeLength: '16',
    generatedCode: GENERATED,
    customCode: '',
    userId: '',
    userName: '',
    userPhone: '',
    userEmail: '',
    userExtra1: '',
    userExtra2: '',
    onsite: false,
    onsitePassword: '',
    groupIdx: '',
    templateIdx: '',
    textColour: '',
    backgroundColour: '',
    url: '',
    domain: '',
    webhook: false,
    memo: '',
    ...patch,
  };
}

/** The field's message, or null when the field passes. */
function issueOn(
  field: CouponFormField,
  patch: Partial<CouponFormValues>,
  ctx: CouponFormContext = context(),
): CouponFormMessage | null {
  const issues = couponFormIssues(values(patch), ctx);
  return issues.find((issue) => issue.field === field)?.message ?? null;
}

function accepted(patch: Partial<CouponFormValues>, ctx: CouponFormContext = context()): boolean {
  return createCouponFormSchema(ctx).safeParse(values(patch)).success;
}

beforeEach(() => {
  onDeviceClock(INSTANTS.shop);
});

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

describe('name and discount', () => {
  it('name: required, not blank', () => {
    expect(issueOn('name', { name: '' })).toBe('errors.nameRequired');
    expect(issueOn('name', { name: '   ' })).toBe('errors.nameRequired');
    expect(issueOn('name', { name: 'A' })).toBeNull();
    expect(toCreateRequest(values({ name: '  Spring  ' }), context()).nm).toBe('Spring');
  });

  it.each([
    ['0', 'errors.percentRange'],
    ['0.99', 'errors.percentRange'],
    ['1', null],
    ['12.5', null],
    ['100', null],
    ['100.5', 'errors.percentRange'],
    ['', 'errors.discountRequired'],
    ['-5', 'errors.discountNotNumber'],
    ['15%', 'errors.discountNotNumber'],
    ['1e2', 'errors.discountNotNumber'],
    ['0x10', 'errors.discountNotNumber'],
  ] as const)('percentage %j → %s', (discount, message) => {
    expect(issueOn('discount', { discount })).toBe(message);
  });

  it.each([
    ['0', 'errors.amountPositive'],
    ['0.00', 'errors.amountPositive'],
    ['0.01', null],
    ['250000', null],
    ['250,000', null],
    ['25,00', 'errors.discountNotNumber'],
    ['1'.padEnd(400, '0'), 'errors.discountTooLarge'],
  ] as const)('fixed amount %j → %s', (discount, message) => {
    expect(issueOn('discount', { discountType: 'fixed', currency: 'KRW', discount })).toBe(message);
  });

  it('sends the amount as a number, thousands separators removed', () => {
    const request = toCreateRequest(
      values({ discountType: 'fixed', discount: ' 250,000.50 ', currency: 'KRW' }),
      context(),
    );
    expect(request).toMatchObject({ discTypeIdx: 458, disc: 250000.5, discCurrency: 'KRW' });
  });

  it('a fixed amount needs a currency from the service’s list', () => {
    const fixed = { discountType: 'fixed', discount: '5000' } as const;
    expect(issueOn('currency', { ...fixed, currency: '' })).toBe('errors.currencyRequired');
    expect(issueOn('currency', { ...fixed, currency: '  ' })).toBe('errors.currencyRequired');
    expect(issueOn('currency', { ...fixed, currency: 'XYZ' })).toBe('errors.currencyUnknown');
    // Unicode upper-casing would read the long s as S: "ſgd" is no currency code.
    expect(issueOn('currency', { ...fixed, currency: 'ſgd' })).toBe('errors.currencyUnknown');
    expect(issueOn('currency', { ...fixed, currency: 'usd' })).toBeNull();
    expect(toCreateRequest(values({ ...fixed, currency: 'usd' }), context()).discCurrency).toBe(
      'USD',
    );
  });

  it('a percentage ignores a currency left in the field', () => {
    expect(issueOn('currency', { currency: 'XYZ' })).toBeNull();
    expect(toCreateRequest(values({ currency: 'KRW' }), context()).discCurrency).toBeUndefined();
  });
});

describe('dates, in the service’s day whatever the device’s zone', () => {
  it.each(Object.entries(INSTANTS))(
    'at %s: the end date may be 31 December of next year, not 1 January after',
    (_name, instant) => {
      onDeviceClock(instant);
      const ctx = context();
      const serviceYear = Number(ctx.today.slice(0, 4));
      const start = ctx.today;
      expect(
        issueOn('endDate', { startDate: start, endDate: `${serviceYear + 1}-12-31` }, ctx),
      ).toBe(null);
      expect(
        issueOn('endDate', { startDate: start, endDate: `${serviceYear + 2}-01-01` }, ctx),
      ).toBe('errors.endTooLate');
      expect(couponFormMessageValues(ctx, 'en').latest).toBe(`12/31/${serviceYear + 1}`);
    },
  );

  it('counts "next year" from Seoul’s New Year, not the device’s', () => {
    onDeviceClock(INSTANTS.newYearInSeoul);
    expect(context().today).toBe('2027-01-01');
    expect(accepted({ startDate: '2027-01-01', endDate: '2028-12-31' })).toBe(true);

    onDeviceClock(INSTANTS.newYearOnDevice);
    expect(context().today).toBe('2026-12-31');
    expect(accepted({ startDate: '2026-12-31', endDate: '2027-12-31' })).toBe(true);
    expect(accepted({ startDate: '2026-12-31', endDate: '2028-12-31' })).toBe(false);
  });

  it.each(Object.entries(INSTANTS))(
    'at %s: an end date of today (the service’s) is a one-day coupon',
    (_name, instant) => {
      onDeviceClock(instant);
      const today = serviceToday();
      expect(accepted({ startDate: today, endDate: today })).toBe(true);
      const request = toCreateRequest(values({ startDate: today, endDate: today }), context());
      expect(request).toMatchObject({ strtYmd: today, endYmd: today });
    },
  );

  it('refuses an end before the start, on the end date', () => {
    expect(issueOn('endDate', { startDate: '2026-12-01', endDate: '2026-11-30' })).toBe(
      'errors.endBeforeStart',
    );
    expect(issueOn('startDate', { startDate: '2026-12-01', endDate: '2026-11-30' })).toBeNull();
    expect(issueOn('endDate', { startDate: '2026-12-01', endDate: '2026-12-01' })).toBeNull();
  });

  it.each([
    ['', 'errors.dateRequired'],
    ['2026-02-29', 'errors.dateInvalid'],
    ['2026-02-30', 'errors.dateInvalid'],
    ['2026-04-31', 'errors.dateInvalid'],
    ['2026-13-01', 'errors.dateInvalid'],
    ['2026-00-10', 'errors.dateInvalid'],
    ['2026-1-1', 'errors.dateInvalid'],
    ['2026/12/01', 'errors.dateInvalid'],
    ['2026-12-01T00:00', 'errors.dateInvalid'],
    ['2028-02-29', null],
    ['2000-02-29', null],
    ['0050-01-01', null],
  ] as const)('start date %j → %s', (startDate, message) => {
    expect(issueOn('startDate', { startDate, endDate: '2027-12-31' })).toBe(message);
  });
});

describe('limits', () => {
  it('uses 0–5; the user ID required, not blank, for 2–5', () => {
    for (const useLimit of ['0', '1']) expect(accepted({ useLimit })).toBe(true);
    for (const useLimit of ['2', '5']) {
      expect(issueOn('userId', { useLimit })).toBe('errors.userIdRequired');
      expect(issueOn('userId', { useLimit, userId: '   ' })).toBe('errors.userIdRequired');
      expect(accepted({ useLimit, userId: 'minji.kim' })).toBe(true);
    }
    for (const useLimit of ['6', '-1', '', '2.5'])
      expect(issueOn('useLimit', { useLimit })).toBe('errors.useLimitRange');
    expect(
      toCreateRequest(values({ useLimit: '3', userId: ' minji.kim ' }), context()),
    ).toMatchObject({ useLimit: 3, userId: 'minji.kim' });
  });
});

describe('code', () => {
  const custom = (customCode: string) => ({ codeMode: 'custom', customCode }) as const;

  it.each([
    ['ABCD123', 'errors.codeLength'],
    ['ABCD1234', null],
    ['A'.repeat(16), null],
    ['A'.repeat(17), 'errors.codeLength'],
    ['ABCD-1234', 'errors.codeCharacters'],
    ['ABCD 1234', 'errors.codeCharacters'],
    ['CAFÉ1234', 'errors.codeCharacters'],
    ['쿠폰번호12345678', 'errors.codeCharacters'],
    ['straße12', 'errors.codeCharacters'],
    ['１２３４５６７８', 'errors.codeCharacters'],
    ['abcd1234', null],
    ['', 'errors.codeRequired'],
    ['   ', 'errors.codeRequired'],
  ] as const)('typed %j → %s', (code, message) => {
    expect(issueOn('customCode', custom(code))).toBe(message);
  });

  it('sends a typed code trimmed and upper-cased, and no generated one', () => {
    expect(toCreateRequest(values(custom(' abCD1234 ')), context()).cpnNo).toBe('ABCD1234');
  });

  it('sends the drawn code itself, never cpnNoDigits, so a retry sends the same', () => {
    for (const length of ['8', '12', '16'] as const) {
      const code = drawCouponCode(Number(length) as 8 | 12 | 16);
      const form = values({ codeLength: length, generatedCode: code });
      expect(accepted({ codeLength: length, generatedCode: code })).toBe(true);
      const request = toCreateRequest(form, context());
      expect(request.cpnNo).toBe(code);
      expect(request).not.toHaveProperty('cpnNoDigits');
    }
  });

  it('refuses to send without a drawn code of the chosen length', () => {
    expect(issueOn('generatedCode', { generatedCode: '' })).toBe('errors.codeNotDrawn');
    expect(issueOn('generatedCode', { codeLength: '8' })).toBe('errors.codeNotDrawn');
    expect(issueOn('generatedCode', { generatedCode: GENERATED.toLowerCase() })).toBe(
      'errors.codeNotDrawn',
    );
    // A typed code makes the drawn one irrelevant.
    expect(issueOn('generatedCode', { ...custom('ABCD1234'), generatedCode: '' })).toBeNull();
  });
});

describe('on site', () => {
  it('an on-site coupon needs a password, sent as a Secret and only then', () => {
    expect(issueOn('onsitePassword', { onsite: true })).toBe('errors.onsitePasswordRequired');
    expect(issueOn('onsitePassword', { onsite: true, onsitePassword: '  ' })).toBe(
      'errors.onsitePasswordRequired',
    );
    const request = toCreateRequest(values({ onsite: true, onsitePassword: '1234' }), context());
    expect(request.onsiteYn).toBe('Y');
    expect(request.onsitePwd).toBeInstanceOf(Secret);
    expect(request.onsitePwd?.reveal()).toBe('1234');
    expect(JSON.stringify(request)).not.toContain('1234');
    const off = toCreateRequest(values({ onsite: false, onsitePassword: '1234' }), context());
    expect(off.onsitePwd).toBeUndefined();
  });

  it('an on-site group wins over the switch, and the form says it is the group', () => {
    expect(issueOn('onsitePassword', { groupIdx: '103' })).toBe('errors.onsitePasswordGroup');
    const request = toCreateRequest(values({ groupIdx: '103', onsitePassword: '4321' }), context());
    expect(request).toMatchObject({ grpIdx: 103, onsiteYn: 'N' });
    expect(request.onsitePwd?.reveal()).toBe('4321');
  });
});

describe('look', () => {
  it.each(['#12345G', 'red', '#ABCD', '##ABC', '#1A2B3C4D', '# ABC', 'rgb(0,0,0)'])(
    'refuses the colour %j',
    (colour) => {
      expect(issueOn('textColour', { textColour: colour })).toBe('errors.colour');
      expect(issueOn('backgroundColour', { backgroundColour: colour })).toBe('errors.colour');
    },
  );

  it('accepts HEX colours with or without "#", and sends them with it', () => {
    const form = values({ textColour: 'a1b2c3', backgroundColour: ' #abc ' });
    expect(couponFormIssues(form, context())).toEqual([]);
    expect(toCreateRequest(form, context())).toMatchObject({
      color: '#A1B2C3',
      background: '#ABC',
    });
  });

  it.each([
    'ftp://example.com',
    'javascript:alert(1)',
    'example.com',
    'www.example.com/sale',
    'https://localhost/sale',
    'https://exa mple.com',
    'https://example.com:99999/',
    'https://',
    'https://.com',
    'mailto:shop@example.com',
  ])('refuses the URL %j', (url) => {
    expect(issueOn('url', { url })).toBe('errors.url');
  });

  it.each([
    'https://vvd.bz@evil.example/stamp/274',
    'https://shop:secret@example.com/',
    'http://:x@example.com',
  ])('refuses the URL %j, whose user name or password hides where it leads', (url) => {
    expect(issueOn('url', { url })).toBe('errors.urlCredentials');
  });

  it.each([
    ['name', 'Autumn\u0000sale'],
    ['name', '\u202Eelas nmutuA'],
    ['userId', 'minji\u0007'],
    ['userName', 'Kim\u2066Minji'],
    ['userPhone', '010\u001B1234'],
    ['userEmail', 'a@example.com\u0085'],
    ['userExtra1', '\u202Ax'],
    ['userExtra2', 'x\u2069'],
    ['onsitePassword', '12\u000034'],
    ['memo', 'note\u0000'],
    ['memo', '\u202Dnote'],
  ] as const)('refuses a hidden control or direction character in %s (%j)', (field, text) => {
    const patch: Partial<CouponFormValues> = { [field]: text };
    if (field === 'onsitePassword') patch.onsite = true;
    expect(issueOn(field, patch)).toBe('errors.hiddenCharacter');
  });

  it('takes line breaks and tabs in the memo, and emoji joiners anywhere', () => {
    expect(issueOn('memo', { memo: 'first line\r\n\tsecond' })).toBeNull();
    expect(issueOn('name', { name: 'Family 👩\u200D👩\u200D👧' })).toBeNull();
  });

  it.each([
    'https://example.com/x?y=1',
    'http://example.com',
    'HTTPS://EXAMPLE.COM/SALE',
    'https://한국.kr/쿠폰',
    ' https://example.com ',
  ])('accepts the URL %j', (url) => {
    expect(issueOn('url', { url })).toBeNull();
  });

  it('groups and templates: a whole number, and one the account has when its list is known', () => {
    expect(issueOn('groupIdx', { groupIdx: '999' })).toBe('errors.groupUnknown');
    expect(issueOn('templateIdx', { templateIdx: '999' })).toBe('errors.templateUnknown');
    expect(issueOn('groupIdx', { groupIdx: '0' })).toBe('errors.groupIdx');
    expect(issueOn('groupIdx', { groupIdx: 'abc' })).toBe('errors.groupIdx');
    expect(issueOn('groupIdx', { groupIdx: '99999999999' })).toBe('errors.groupIdx');
    expect(issueOn('templateIdx', { templateIdx: '-1' })).toBe('errors.templateIdx');
    expect(accepted({ groupIdx: '102', templateIdx: '201' })).toBe(true);
    // Live mode knows no full list: the service says whether 999 exists.
    expect(accepted({ groupIdx: '999' }, context({ catalogueComplete: false }))).toBe(true);
  });
});

describe('advanced: plan and account gates', () => {
  const custom = { domain: 'https://go.example-bakery.kr' };

  it('a custom domain needs Premium and must be registered; the default needs nothing', () => {
    expect(issueOn('domain', custom, context({ plan: 'personal' }))).toBe('errors.needsPremium');
    expect(issueOn('domain', custom, context({ plan: 'premium' }))).toBeNull();
    expect(issueOn('domain', custom, context({ plan: 'enterprise' }))).toBeNull();
    expect(issueOn('domain', { domain: 'https://not-ours.example' })).toBe('errors.domainUnknown');
    const personal = context({ plan: 'personal' });
    expect(accepted({ domain: 'https://vvd.bz' }, personal)).toBe(true);
    expect(toCreateRequest(values({ domain: 'https://vvd.bz' }), personal).domain).toBeUndefined();
    expect(toCreateRequest(values(custom), context()).domain).toBe(custom.domain);
  });

  it('the webhook needs Enterprise and the account’s webhook switched on', () => {
    expect(issueOn('webhook', { webhook: true }, context({ plan: 'premium' }))).toBe(
      'errors.needsEnterprise',
    );
    expect(
      issueOn('webhook', { webhook: true }, context({ plan: 'enterprise', webhookEnabled: false })),
    ).toBe('errors.webhookOff');
    expect(accepted({ webhook: true }, context({ plan: 'enterprise' }))).toBe(true);
    expect(accepted({ webhook: false }, context({ plan: 'personal', webhookEnabled: false }))).toBe(
      true,
    );
  });
});

describe('recipient and memo', () => {
  it('are free text, trimmed, and left out when empty', () => {
    const request = toCreateRequest(
      values({
        userName: ' Kim Minji ',
        userEmail: 'minji@example.com',
        memo: '',
        userExtra2: ' ',
      }),
      context(),
    );
    expect(request).toMatchObject({ userNm: 'Kim Minji', userEml: 'minji@example.com' });
    expect(request.memo).toBeUndefined();
    expect(request.userEtc2).toBeUndefined();
  });
});
