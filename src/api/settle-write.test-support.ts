import { ApiError } from './errors';

/*
 * What the settle-write.*.test.ts files share: the service's refusal and a lost answer, the two
 * errors a write and its read-back meet.
 */

export const refusal = new ApiError({
  kind: 'refused',
  operation: 'coupon.redeem',
  code: 1004,
  serviceMessage: 'This coupon has reached its use limit.',
});
export const lost = new ApiError({ kind: 'network', operation: 'coupon.redeem' });
