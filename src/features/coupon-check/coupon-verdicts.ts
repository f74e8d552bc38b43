import type { Coupon } from '../../api/coupons';
import { isRefusal, type ApiError } from '../../api/errors';
import type { Reading, Settled } from '../../api/settle-write';

/** What the coupon counter shows: one verdict at a time, for the last code scanned. */
export type Verdict =
  | { kind: 'idle' }
  | { kind: 'checking'; cpnNo: string }
  | {
      kind: 'valid';
      cpnNo: string;
      coupon: Coupon;
      /** A redeem whose answer was lost was proved not to have landed by reading back. */
      note?: 'not-redeemed';
    }
  /** The service said no (its message is in `error`). */
  | {
      kind: 'refused';
      cpnNo: string;
      error: ApiError;
      note?: 'changed-since-check' | 'redeem-refused';
      /** Typed by a person (not scanned): worth a hint about look-alike characters. */
      typed?: boolean;
    }
  /** No answer we can act on: offline, timeout, rate limited, server error, unexpected. */
  | { kind: 'failed'; cpnNo: string; error: unknown; note?: 'redeem-not-sent' }
  /** The redeem's answer was lost: reading the coupon back to learn what happened. */
  | { kind: 'settling'; cpnNo: string; before: Coupon }
  | {
      kind: 'redeemed';
      cpnNo: string;
      before: Coupon;
      /** The coupon read back after the redeem, if it could be. */
      after: Reading<Coupon> | null;
      /** How we know: the service's answer, or a read-back after the answer was lost. */
      proof: 'answer' | 'read-back';
    }
  /** The redeem left, and reading back could not settle it: staff get the facts. */
  | {
      kind: 'unknown';
      cpnNo: string;
      before: Coupon;
      settled: Extract<Settled<Coupon>, { result: 'not-sure' }>;
      /** When the write ended: a read long after it cannot take a count up by one as proof. */
      endedAt: number;
      /** When "Check again" last read it and it was still not sure (shown: the tap did something). */
      checkedAgainAt?: number;
    };

/**
 * What staff see once a redeem is settled, on the verdict it belongs to. `endedAt`: when the write
 * ended (a "not sure" keeps it: a read long after cannot take a count up by one as proof).
 */
export function verdictOf(
  cpnNo: string,
  before: Coupon,
  settled: Settled<Coupon>,
  endedAt: number,
): Verdict {
  const now = settled.now?.kind === 'count' ? settled.now.value : null;
  switch (settled.result) {
    case 'went-through':
      return { kind: 'redeemed', cpnNo, before, after: settled.now, proof: settled.proof };
    case 'did-not':
      if (settled.proof === 'read-back' && now)
        return { kind: 'valid', cpnNo, coupon: now, note: 'not-redeemed' };
      return settled.error && isRefusal(settled.error)
        ? { kind: 'refused', cpnNo, error: settled.error, note: 'redeem-refused' }
        : { kind: 'failed', cpnNo, error: settled.error, note: 'redeem-not-sent' };
    case 'not-sure':
      return { kind: 'unknown', cpnNo, before, settled, endedAt };
  }
}

/**
 * What the cashier does after a "not sure" (docs/decisions/0004-counter-writes.md, "After not
 * sure"). A coupon the service no longer accepts can be used nowhere again, whether this redeem
 * used it or not, and it was valid when the redeem was sent (the write follows a fresh read): give
 * the discount, and the day report asks the owner to check it. Anything else may still be usable:
 * hold, and never redeem again before checking.
 */
export function unsureNextStep(
  settled: Extract<Settled<Coupon>, { result: 'not-sure' }>,
): 'give-discount' | 'check-first' {
  return settled.reason === 'refused-now' ? 'give-discount' : 'check-first';
}
