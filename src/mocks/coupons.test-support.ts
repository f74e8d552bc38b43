/*
 * What the coupons.*.test.ts files share. Each of them sets up its own simulated service with
 * `withTestService()`.
 */

/** The simulated service's today: its clock is pinned to the shop's day. */
export const today = '2026-11-21';
