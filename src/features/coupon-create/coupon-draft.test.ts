import { blankCouponValues } from './coupon-form-schema';
import {
  clearCouponDraft,
  codeMaybeSent,
  forgetCodeSent,
  forgetIntentKey,
  idempotencyKeyFor,
  noteCodeSent,
  restoreCouponDraft,
  saveCouponDraft,
} from './coupon-draft';

const TODAY = '2026-11-21';
const KEY = 'counter-pos.coupon-draft';

describe('the coupon draft', () => {
  it('keeps every value but the on-site password', () => {
    const values = {
      ...blankCouponValues(TODAY),
      name: 'Autumn',
      onsite: true,
      onsitePassword: '4821',
      useLimit: '3',
    };
    saveCouponDraft(values);
    expect(localStorage.getItem(KEY)).not.toContain('4821');
    expect(restoreCouponDraft(TODAY)).toEqual({ ...values, onsitePassword: '' });
    clearCouponDraft();
    expect(restoreCouponDraft(TODAY)).toBeNull();
  });

  it('is no draft when nothing was typed', () => {
    saveCouponDraft(blankCouponValues('2026-11-20'));
    expect(restoreCouponDraft(TODAY)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 2, values: { name: 'A' } })],
    ['no values', JSON.stringify({ version: 1 })],
    ['null', 'null'],
  ])('ignores a stored draft that is %s', (_, raw) => {
    localStorage.setItem(KEY, raw);
    expect(restoreCouponDraft(TODAY)).toBeNull();
  });

  it('drops values of the wrong type or unknown choices, and redraws a code that does not fit', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        version: 1,
        values: {
          name: 'Autumn',
          discount: 15,
          discountType: 'bogus',
          useLimit: '9',
          onsite: 'yes',
          codeLength: '8',
          generatedCode: 'ABCDEFGHJKLMNPQR',
          onsitePassword: 'leaked',
        },
      }),
    );
    const restored = restoreCouponDraft(TODAY);
    const blank = blankCouponValues(TODAY);
    expect(restored).toMatchObject({
      name: 'Autumn',
      discount: blank.discount,
      discountType: blank.discountType,
      useLimit: blank.useLimit,
      onsite: false,
      codeLength: '8',
      onsitePassword: '',
    });
    expect(restored?.generatedCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('remembers a code sent without an answer until the draft is done with', () => {
    expect(codeMaybeSent()).toBeNull();
    noteCodeSent('ABCDEFGH');
    expect(codeMaybeSent()).toBe('ABCDEFGH');
    forgetCodeSent();
    expect(codeMaybeSent()).toBeNull();
    noteCodeSent('ABCDEFGH');
    clearCouponDraft();
    expect(codeMaybeSent()).toBeNull();
  });

  it('keeps one Idempotency-Key per intent: the same code keeps it until its answer is known', () => {
    const first = idempotencyKeyFor('ABCD1234EFGH');
    expect(first).toMatch(/^create-[0-9a-f]{32}$/);
    expect(idempotencyKeyFor('ABCD1234EFGH')).toBe(first);
    const other = idempotencyKeyFor('ZZZZ9999');
    expect(other).not.toBe(first);
    forgetIntentKey();
    expect(idempotencyKeyFor('ZZZZ9999')).not.toBe(other);
    clearCouponDraft();
    localStorage.setItem('counter-pos.coupon-draft-intent', '{"code":"X","key":"<script>"}');
    expect(idempotencyKeyFor('X')).toMatch(/^create-/);
  });
});
