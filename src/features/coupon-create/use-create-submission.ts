import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useCreateCoupon } from '../../api/coupon-create';
import { validateCoupon } from '../../api/coupons';
import { isApiError, isRefusal } from '../../api/errors';
import {
  clearCouponDraft,
  codeMaybeSent,
  forgetCodeSent,
  forgetIntentKey,
  idempotencyKeyFor,
  noteCodeSent,
} from './coupon-draft';
import { toCreateRequest } from './coupon-form-request';
import type { CouponFormContext, CouponFormValues } from './coupon-form-values';
import type { Coupon } from '../../api/coupons';
import {
  readsCodeAfterAnswer,
  settleAnsweredCreate,
  settleLostCreate,
  type LostCreateReading,
  type LostCreateVerdict,
} from './settle-lost-create';

export interface CreatedCoupon {
  cpnNo: string;
  values: CouponFormValues;
}

/** After a lost answer: the validate of the code is running, or what it told. */
export type LostAnswer =
  | { kind: 'checking'; cpnNo: string }
  | (Exclude<LostCreateVerdict, { kind: 'created' | 'taken' }> & { cpnNo: string });

/**
 * The code sent belongs to another coupon: the one refusal the app can tie to its field, because
 * the service's own state says so (a validate of the code finds that coupon), not its message,
 * which the contract does not let us read.
 */
export interface TakenCode {
  cpnNo: string;
  coupon: Coupon;
  /** The service's refusal, when it refused; null when the answer was lost. */
  refusal: unknown;
}

async function readCode(cpnNo: string): Promise<LostCreateReading> {
  try {
    return { kind: 'found', coupon: await validateCoupon(cpnNo) };
  } catch (error) {
    return isRefusal(error) ? { kind: 'refused', error } : { kind: 'unreadable', error };
  }
}

/**
 * One coupon per intent. A lock taken before the form is even checked (a ref, read and set in the
 * same tick, so a double click, a click and Ctrl+Enter, or two Ctrl+Enters make one request
 * where a state update would let the second through before the re-render). It is given back
 * when the form is refused or the service refuses or fails, and kept after success: this form
 * has made its coupon, and a new one ("create another") is a new form with its own lock.
 * The code sent is always the form's own (typed, or drawn before the first send and kept with
 * the draft), so a retry can never make a second coupon: the service refuses a taken code. When
 * the answer is lost, a validate of that code tells whether the coupon was made.
 */
export function useCreateSubmission(
  form: UseFormReturn<CouponFormValues>,
  context: CouponFormContext,
  onCreated: (created: CreatedCoupon) => void,
) {
  const mutation = useCreateCoupon();
  const lock = useRef(false);
  const [lost, setLost] = useState<LostAnswer | null>(null);
  const [taken, setTaken] = useState<TakenCode | null>(null);

  const submit = () => {
    if (lock.current) return;
    lock.current = true;
    const release = () => {
      lock.current = false;
    };
    void form.handleSubmit(async (values) => {
      setLost(null);
      setTaken(null);
      const request = toCreateRequest(values, context);
      const cpnNo = request.cpnNo ?? '';
      const created = () => {
        clearCouponDraft();
        onCreated({ cpnNo, values });
      };
      const check = async () => settleLostCreate(request, await readCode(cpnNo), context.today);
      // An earlier send of this code lost its answer, here or before a reload: it may have landed.
      const mayHaveLanded = codeMaybeSent() === cpnNo;
      noteCodeSent(cpnNo);
      try {
        await mutation.mutateAsync({ ...request, idempotencyKey: idempotencyKeyFor(cpnNo) });
        created();
        return;
      } catch (error) {
        if (!isApiError(error) || !error.outcomeUnknown) {
          // This send has its answer: the next one, of whatever the form holds then, is a new
          // intent with a new key (the same key with another coupon would be refused, 422).
          forgetIntentKey();
          // Refused (or a 653, a 429): nothing was done now. A refusal may be of a taken code:
          // taken by another coupon (said on the code field), or, after a lost answer, by this
          // very coupon. Look before saying which.
          const refused = isApiError(error) && error.kind === 'refused';
          const reading = readsCodeAfterAnswer(mayHaveLanded, refused)
            ? await readCode(cpnNo)
            : null;
          const answered = settleAnsweredCreate(request, reading, mayHaveLanded);
          if (answered.kind === 'created') {
            created();
            return;
          }
          if (answered.kind === 'taken')
            setTaken({ cpnNo, coupon: answered.coupon, refusal: error });
          if (!mayHaveLanded) forgetCodeSent();
          release();
          return;
        }
      }
      setLost({ kind: 'checking', cpnNo });
      const verdict = await check();
      if (verdict.kind === 'created') {
        created();
        return;
      }
      if (verdict.kind === 'taken') {
        setLost(null);
        setTaken({ cpnNo, coupon: verdict.coupon, refusal: null });
      } else {
        setLost({ ...verdict, cpnNo });
      }
      release();
    }, release)();
  };

  return {
    submit,
    sending: mutation.isPending || lost?.kind === 'checking',
    /** A refusal or failure with nothing more to tell (a lost answer, a taken code: below). */
    error: lost === null && taken === null ? mutation.error : null,
    lost,
    taken,
  };
}
