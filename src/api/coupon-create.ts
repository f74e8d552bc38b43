import { mutationOptions, useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from './client';
import { DISC_TYPE_AMOUNT, DISC_TYPE_PERCENT } from './coupons';
import { requiredText } from './fields';
import { WRITE } from './policies';
import { parseRequestInput } from './request-input';
import { Secret } from './secret';

// Coupon creation lives apart from validate and redeem, so the counter never loads it.

const ynInput = z.optional(z.enum(['Y', 'N']));
const textInput = z.optional(z.string());

/** Spec 4.2: the wire shape of a create request. The business rules live with the form. */
export const couponCreateRequestSchema = z.object({
  cpnNo: textInput,
  cpnNoDigits: z.optional(z.union([z.literal(8), z.literal(12), z.literal(16)])),
  domain: textInput,
  webhookEnableYn: ynInput,
  nm: z.string(),
  discTypeIdx: z.union([z.literal(DISC_TYPE_PERCENT), z.literal(DISC_TYPE_AMOUNT)]),
  disc: z.number(),
  discCurrency: textInput,
  strtYmd: z.string(),
  endYmd: z.string(),
  useLimit: z.int(),
  grpIdx: z.optional(z.int()),
  tmplIdx: z.optional(z.int()),
  onsiteYn: ynInput,
  onsitePwd: z.optional(z.instanceof(Secret)),
  memo: textInput,
  url: textInput,
  color: textInput,
  background: textInput,
  userId: textInput,
  userNm: textInput,
  userPhnno: textInput,
  userEml: textInput,
  userEtc1: textInput,
  userEtc2: textInput,
});
export type CouponCreateRequest = z.input<typeof couponCreateRequestSchema>;

const createdCouponNumber = requiredText;

/**
 * `idempotencyKey`: one per intent to create this coupon (the live server replays the first
 * answer to a repeat, refuses a different coupon under the same key with 422 and a repeat while
 * the first is still running with 409). The simulated service ignores it, as the real one would.
 */
export async function createCoupon(
  input: CouponCreateRequest & { idempotencyKey?: string },
): Promise<string> {
  const { idempotencyKey, ...fields } = input;
  const body = parseRequestInput(couponCreateRequestSchema, fields, 'coupon.create');
  return await apiRequest({
    operation: 'coupon.create',
    method: 'POST',
    path: '/api/coupon/v1/create',
    body,
    result: createdCouponNumber(),
    ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
  });
}

export const couponCreateMutations = {
  create: () =>
    mutationOptions({ mutationKey: ['coupon', 'create'], mutationFn: createCoupon, ...WRITE }),
};

export function useCreateCoupon() {
  return useMutation(couponCreateMutations.create());
}
