// @vitest-environment node
import { toCreateRequest } from './coupon-form-request';
import { couponFormIssues } from './coupon-form-rules';
import {
  accepted,
  context,
  issueOn,
  runOnDeviceClockAtShop,
  values,
} from './coupon-form-schema.test-support';
import type { CouponFormValues } from './coupon-form-values';

runOnDeviceClockAtShop();

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
