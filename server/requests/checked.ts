import * as z from 'zod/mini';
import type { MessageName } from '../messages';

/**
 * What the body checks (bodies.ts) and the query checks (queries.ts) share: the refusal they
 * answer with, the service's numeric binding (int32), the coupon number's shape and the limits.
 *
 * The requests we send on, checked before anything leaves the server. Only the parameters and
 * body fields of the operations we use pass (the service's specification: the coupon reads and
 * writes, the stamp card's add, reward and remove, and clicks by hour v2 and v3); anything else a
 * browser puts in is dropped, so the service only ever sees requests our own client could have
 * made.
 *
 * What is checked here is the request's shape: presence, types, lengths, and the service's
 * numeric binding (the 653 rule). Business rules (a coupon's dates, discount ranges, plan gates,
 * currencies) stay with the service: it knows the account, it answers in the user's language,
 * and a second copy of its rules here could only disagree with it.
 */

/** The service's code for a numeric parameter it cannot bind (HTTP 400). */
export const INVALID_PARAMETER_CODE = 653;

/** The service keeps numeric IDs in a signed 32-bit integer. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** Coupon codes are 8–16 characters; a scanned or typed one gets room for stray spaces. */
export const CPN_NO_MAX = 64;
/** Free text (memo, user fields, URLs). The body limit bounds the total anyway. */
export const TEXT_MAX = 1_000;

export interface RequestFailure {
  status: 400;
  code: number;
  message: MessageName;
  params: Record<string, string | number>;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; failure: RequestFailure };

export function refuse(
  message: MessageName,
  params: Record<string, string | number>,
): Checked<never> {
  const code = message === 'invalidParameter' ? INVALID_PARAMETER_CODE : 400;
  return { ok: false, failure: { status: 400, code, message, params } };
}

const INT_TEXT = /^[+-]?\d+$/;

/**
 * A numeric parameter as the service binds it (and as the simulated service's `parseInt32`
 * does): a JSON integer or a string of decimal digits, within the signed 32-bit range.
 */
export function int32(): z.ZodMiniType<number> {
  return z.pipe(
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(INT_TEXT))]),
      z.transform((value) => Number(value)),
    ),
    z.int().check(z.minimum(INT32_MIN), z.maximum(INT32_MAX)),
  );
}

/**
 * A coupon number as the service has them: ASCII letters and digits (surrounding spaces from a
 * paste are trimmed). A line break, a Hangul or full-width letter, a hidden character is refused
 * here, as the app refuses it, rather than sent on encoded (decision 0013).
 */
const COUPON_NUMBER = /^[A-Za-z0-9]+$/;

export function isCouponNumber(value: string): boolean {
  return value.length <= CPN_NO_MAX && COUPON_NUMBER.test(value);
}
