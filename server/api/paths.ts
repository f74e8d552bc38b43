/**
 * The operations of docs/api.md, at the service's own paths, and the method of each. Clicks by
 * hour has both versions (operations 7 and 9); the app's screens read v3.
 */
export const PATHS = {
  couponValidate: '/api/coupon/v1/validate',
  couponCreate: '/api/coupon/v1/create',
  couponRedeem: '/api/coupon/v1/redeem',
  stampValidate: '/api/stamp/v1/validate',
  stampAdd: '/api/stamp/v1/add',
  stampRedeem: '/api/stamp/v1/redeem',
  stampRemove: '/api/stamp/v1/remove',
  clicksByHour: '/api/statistics/v2/clicks-by-hour',
  clicksByRange: '/api/statistics/v3/clicks-by-hour',
} as const;

export const METHOD_OF: Readonly<Record<string, string>> = {
  [PATHS.couponValidate]: 'GET',
  [PATHS.couponCreate]: 'POST',
  [PATHS.couponRedeem]: 'PUT',
  [PATHS.stampValidate]: 'GET',
  [PATHS.stampAdd]: 'PUT',
  [PATHS.stampRedeem]: 'PUT',
  [PATHS.stampRemove]: 'PUT',
  [PATHS.clicksByHour]: 'GET',
  [PATHS.clicksByRange]: 'GET',
};
