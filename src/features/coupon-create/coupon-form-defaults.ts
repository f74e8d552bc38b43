import { drawCouponCode, DEFAULT_GENERATED_CODE_LENGTH } from './coupon-code';
import type { CouponFormValues } from './coupon-form-schema';

/** A fresh form: a one-use percentage coupon from the service's today, with a code drawn for it. */
export function blankCouponValues(today: string): CouponFormValues {
  return {
    name: '',
    discountType: 'percentage',
    discount: '',
    currency: 'KRW',
    startDate: today,
    endDate: '',
    useLimit: '1',
    codeMode: 'generate',
    codeLength: String(DEFAULT_GENERATED_CODE_LENGTH) as CouponFormValues['codeLength'],
    generatedCode: drawCouponCode(DEFAULT_GENERATED_CODE_LENGTH),
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
  };
}
