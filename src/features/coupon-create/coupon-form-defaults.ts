import { drawCouponCode, DEFAULT_GENERATED_CODE_LENGTH } from './coupon-code';
import type { CouponFormValues } from './coupon-form-schema';

/** The recipient's fields, empty: a fresh form, and "create another like this". */
export const BLANK_RECIPIENT = {
  userId: '',
  userName: '',
  userPhone: '',
  userEmail: '',
  userExtra1: '',
  userExtra2: '',
} as const satisfies Partial<CouponFormValues>;

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
    ...BLANK_RECIPIENT,
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
