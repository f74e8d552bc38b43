import * as z from 'zod/mini';
import { DEFAULT_GENERATED_CODE_LENGTH, drawCouponCode } from './coupon-code';
import { couponFormIssues } from './coupon-form-rules';
import {
  CODE_LENGTH_CHOICES,
  CODE_MODES,
  DISCOUNT_TYPES,
  USE_LIMITS,
  type CouponFormContext,
  type CouponFormField,
  type CouponFormIssue,
  type CouponFormMessage,
  type CouponFormValues,
} from './coupon-form-values';

/*
 * The form's one check: a zod shell for the values' shape around the rules of
 * coupon-form-rules.ts. react-hook-form's resolver runs it on submit, the form runs it for the
 * messages it shows (couponFormCheck), and the draft keeps only what fits its shape, so the form,
 * the draft and the submission can never disagree. The defaults of a fresh form are here too.
 */

// A value of the wrong type only comes from a bug (the form's inputs give strings and booleans),
// but its message is still a key, so the field never shows zod's English.
const INVALID: CouponFormMessage = 'errors.invalidValue';
const text = () => z.string(INVALID);
const flag = () => z.boolean(INVALID);

/** Each value's shape: text as typed, switches, and the choices the form offers. */
const couponFormShape = {
  name: text(),
  discountType: z.enum(DISCOUNT_TYPES, INVALID),
  discount: text(),
  currency: text(),
  startDate: text(),
  endDate: text(),
  useLimit: text(),
  codeMode: z.enum(CODE_MODES, INVALID),
  codeLength: z.enum(CODE_LENGTH_CHOICES, INVALID),
  generatedCode: text(),
  customCode: text(),
  userId: text(),
  userName: text(),
  userPhone: text(),
  userEmail: text(),
  userExtra1: text(),
  userExtra2: text(),
  onsite: flag(),
  onsitePassword: text(),
  groupIdx: text(),
  templateIdx: text(),
  textColour: text(),
  backgroundColour: text(),
  url: text(),
  domain: text(),
  webhook: flag(),
  memo: text(),
} satisfies Record<CouponFormField, z.ZodMiniType>;

export type CouponFormSchema = z.ZodMiniType<CouponFormValues, CouponFormValues>;

/**
 * The form's schema for react-hook-form's zodResolver: the shape of CouponFormValues, then every
 * rule at once (all fields' messages, not just the first), each on its own field.
 */
export function createCouponFormSchema(context: CouponFormContext): CouponFormSchema {
  return z.object(couponFormShape).check(
    z.superRefine((values, ctx) => {
      for (const { field, message } of couponFormIssues(values, context)) {
        ctx.addIssue({ code: 'custom', path: [field], message, input: values[field] });
      }
    }),
  );
}

/** The schema's verdict as each field's messages, in the form's order; empty when it passes. */
export function couponFormCheck(schema: CouponFormSchema, values: unknown): CouponFormIssue[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    field: issue.path[0] as CouponFormField,
    // Every message the shell and the rules give is a key of this form (INVALID or a rule's).
    message: issue.message as CouponFormMessage,
  }));
}

/**
 * What the draft brings back: a value of the shape above; a use limit the form offers as a
 * choice (its radios are 0 to 5: a stored "7" would check none of them).
 */
const draftShape = { ...couponFormShape, useLimit: z.enum(USE_LIMITS, INVALID) };

/** Whether a stored draft's value fits the form's field (else the draft takes the blank one). */
export function fitsCouponForm(field: CouponFormField, value: unknown): boolean {
  return draftShape[field].safeParse(value).success;
}

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
