// @vitest-environment node
import { Secret } from '../../api/secret';
import { drawCouponCode } from './coupon-code';
import { toCreateRequest } from './coupon-form-request';
import {
  accepted,
  context,
  GENERATED,
  issueOn,
  runOnDeviceClockAtShop,
  values,
} from './coupon-form-schema.test-support';

runOnDeviceClockAtShop();

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
    ['250000', null],
    ['250,000', null],
    ['2000.0', null],
    ['2000.5', 'errors.amountWholeUnits'],
    ['0.01', 'errors.amountWholeUnits'],
    ['25,00', 'errors.discountNotNumber'],
    ['1'.padEnd(400, '0'), 'errors.discountTooLarge'],
  ] as const)('fixed amount in won %j → %s', (discount, message) => {
    expect(issueOn('discount', { discountType: 'fixed', currency: 'KRW', discount })).toBe(message);
  });

  // The smallest unit is the currency's: a finer amount was shown rounded (₩2,001, $5.56) while
  // the finer one was sent.
  it.each([
    ['USD', '5.5', null],
    ['USD', '5.50', null],
    ['USD', '0.01', null],
    ['USD', '5.555', 'errors.amountTwoDecimals'],
    ['EUR', '1,250.125', 'errors.amountTwoDecimals'],
    ['JPY', '100', null],
    ['JPY', '100.7', 'errors.amountWholeUnits'],
    ['usd', '5.555', 'errors.amountTwoDecimals'],
    // An unknown currency is the currency field's to say; the amount is not judged by it.
    ['XYZ', '5.555', null],
  ] as const)('fixed amount in %s %j → %s', (currency, discount, message) => {
    expect(issueOn('discount', { discountType: 'fixed', currency, discount })).toBe(message);
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
