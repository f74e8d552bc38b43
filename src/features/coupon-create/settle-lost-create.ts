import type { CouponCreateRequest } from '../../api/coupon-create';
import type { Coupon } from '../../api/coupons';
import type { ApiError } from '../../api/errors';

/**
 * What a create whose answer was lost (timeout, network, 5xx, unreadable) really did, told from a
 * validate of the code it sent. The code is always the app's own, so the question has an answer:
 * the coupon with that code either is the one this form asked for, or is another, or is not there.
 */
export type LostCreateReading =
  | { kind: 'found'; coupon: Coupon }
  /** The service would not validate it; the contract lets us read nothing but that. */
  | { kind: 'refused'; error: ApiError }
  | { kind: 'unreadable'; error: unknown };

export type LostCreateVerdict =
  /** The coupon exists and is the one asked for: the create went through. */
  | { kind: 'created'; cpnNo: string }
  /** No such coupon: nothing was created, and sending again is safe. */
  | { kind: 'not-created' }
  /** A coupon with this code exists and is another one: the code is taken. */
  | { kind: 'taken'; coupon: Coupon }
  /**
   * Cannot be told: the validate got no answer either, or the coupon asked for would not validate
   * today (it starts later), so a refusal does not say it is missing. Sending again is still safe:
   * it sends the same code, which the service never gives to a second coupon.
   */
  | { kind: 'unknown'; reason: 'unreadable' | 'not-valid-today'; error: unknown };

const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim() === (b ?? '').trim();

/** Whether the coupon found is the one the request asked for (its own fields, not a group's). */
export function isCouponAskedFor(coupon: Coupon, request: CouponCreateRequest): boolean {
  return (
    sameText(coupon.nm, request.nm) &&
    coupon.discTypeIdx === request.discTypeIdx &&
    coupon.disc === request.disc &&
    sameText(coupon.discCurrency?.toUpperCase(), request.discCurrency?.toUpperCase()) &&
    coupon.strtYmd === request.strtYmd &&
    coupon.endYmd === request.endYmd &&
    coupon.useLimit === request.useLimit &&
    sameText(coupon.userId, request.userId)
  );
}

export function settleLostCreate(
  request: CouponCreateRequest,
  reading: LostCreateReading,
  today: string,
): LostCreateVerdict {
  switch (reading.kind) {
    case 'found':
      return isCouponAskedFor(reading.coupon, request)
        ? { kind: 'created', cpnNo: reading.coupon.cpnNo }
        : { kind: 'taken', coupon: reading.coupon };
    case 'refused':
      // A coupon created just now validates today unless it starts later (or ended already,
      // which the form does not allow): only then does a refusal mean it is not there.
      return request.strtYmd <= today && today <= request.endYmd
        ? { kind: 'not-created' }
        : { kind: 'unknown', reason: 'not-valid-today', error: reading.error };
    case 'unreadable':
      return { kind: 'unknown', reason: 'unreadable', error: reading.error };
  }
}

/**
 * A send that got its answer, a refusal or a failure: what the form says. Only the service's own
 * state ties a refusal to the code: when an earlier send of this code may have landed (its answer
 * was lost, here or before a reload) or the service refused, a validate of the code is read first.
 * A coupon found that is the one asked for, after a send that may have landed, was created by it;
 * any other coupon found holds the code (taken); nothing found: the refusal stands.
 */
export type AnsweredCreateVerdict =
  { kind: 'created' } | { kind: 'taken'; coupon: Coupon } | { kind: 'refused' };

export function readsCodeAfterAnswer(mayHaveLanded: boolean, refused: boolean): boolean {
  return mayHaveLanded || refused;
}

export function settleAnsweredCreate(
  request: CouponCreateRequest,
  reading: LostCreateReading | null,
  mayHaveLanded: boolean,
): AnsweredCreateVerdict {
  if (reading?.kind !== 'found') return { kind: 'refused' };
  if (mayHaveLanded && isCouponAskedFor(reading.coupon, request)) return { kind: 'created' };
  return { kind: 'taken', coupon: reading.coupon };
}
