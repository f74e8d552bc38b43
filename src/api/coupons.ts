import { mutationOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from './client';
import {
  envelopeSchema,
  intField,
  numberField,
  optionalInt,
  optionalText,
  requiredText,
  ymdField,
  ynField,
} from './fields';
import { lazySchema } from './lazy-schema';
import { ACT_ON_READ, nullResult, WRITE } from './policies';
import { parseRequestInput } from './request-input';
import { Secret } from './secret';

export const DISC_TYPE_PERCENT = 457;
export const DISC_TYPE_AMOUNT = 458;

/** Spec 2.1. `onsitePwd` is deliberately absent: it is stripped at parse time and never kept. */
export const couponSchema = lazySchema(() =>
  z.object({
    cpnNo: requiredText(),
    domain: optionalText(),
    nm: requiredText(),
    grpIdx: optionalInt(),
    grpNm: optionalText(),
    discTypeIdx: intField(),
    disc: numberField(),
    discCurrency: optionalText(),
    formatDiscCurrency: optionalText(),
    strtYmd: ymdField(),
    endYmd: ymdField(),
    useLimit: intField(),
    imgUrl: optionalText(),
    onsiteYn: ynField('N'),
    memo: optionalText(),
    url: optionalText(),
    userId: optionalText(),
    userNm: optionalText(),
    userPhnno: optionalText(),
    userEml: optionalText(),
    userEtc1: optionalText(),
    userEtc2: optionalText(),
    useCnt: intField(),
    regYmdt: optionalText(),
    payloadVersion: optionalText(),
  }),
);
export type Coupon = z.infer<ReturnType<typeof couponSchema>>;

export const couponRedeemRequestSchema = lazySchema(() => {
  const textInput = z.optional(z.string());
  return z.object({
    cpnNo: z.string().check(z.trim(), z.minLength(1)),
    onsitePwd: z.optional(z.instanceof(Secret)),
    userId: textInput,
    memo: textInput,
  });
});
export type CouponRedeemRequest = z.input<ReturnType<typeof couponRedeemRequestSchema>>;

/** What a check and then a redeem parse with, in that order: built when the counter is idle. */
export const couponCounterSchemas = [
  envelopeSchema,
  couponSchema,
  couponRedeemRequestSchema,
  nullResult,
];

export async function validateCoupon(cpnNo: string, signal?: AbortSignal): Promise<Coupon> {
  return await apiRequest({
    operation: 'coupon.validate',
    method: 'GET',
    path: '/api/coupon/v1/validate',
    query: { cpnNo: cpnNo.trim() },
    result: couponSchema(),
    signal,
  });
}

export async function redeemCoupon(input: CouponRedeemRequest): Promise<null> {
  const body = parseRequestInput(couponRedeemRequestSchema(), input, 'coupon.redeem');
  await apiRequest({
    operation: 'coupon.redeem',
    method: 'PUT',
    path: '/api/coupon/v1/redeem',
    body,
    result: nullResult(),
  });
  return null;
}

/** Case-insensitive like the service's lookups, so one coupon has one cache entry. */
const couponKey = (cpnNo: string) => cpnNo.trim().toUpperCase();

export const couponKeys = {
  all: ['coupon'] as const,
  validations: () => [...couponKeys.all, 'validate'] as const,
  validate: (cpnNo: string) => [...couponKeys.validations(), couponKey(cpnNo)] as const,
};

export const couponQueries = {
  /** Staff act on this answer, so it is always asked afresh. */
  validate: (cpnNo: string) =>
    queryOptions({
      queryKey: couponKeys.validate(cpnNo),
      queryFn: ({ signal }) => validateCoupon(cpnNo, signal),
      ...ACT_ON_READ,
    }),
};

export const couponMutations = {
  redeem: () =>
    mutationOptions({
      mutationKey: ['coupon', 'redeem'],
      mutationFn: redeemCoupon,
      ...WRITE,
    }),
};

export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    ...couponMutations.redeem(),
    // Whatever happened (even an unknown outcome), the cached verdict is no longer the truth.
    onSettled: (_data, _error, variables) =>
      queryClient.invalidateQueries({ queryKey: couponKeys.validate(variables.cpnNo) }),
  });
}
