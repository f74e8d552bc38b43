import { useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useCreateCoupon } from '../../api/coupon-create';
import { clearCouponDraft } from './coupon-draft';
import {
  toCreateRequest,
  type CouponFormContext,
  type CouponFormValues,
} from './coupon-form-schema';

export interface CreatedCoupon {
  cpnNo: string;
  values: CouponFormValues;
}

/**
 * One coupon per intent. A lock taken before the form is even checked (a ref, read and set in the
 * same tick, so a double click, a click and Ctrl+Enter, or two Ctrl+Enters make one request
 * where a state update would let the second through before the re-render). It is given back
 * when the form is refused or the service refuses or fails, and kept after success: this form
 * has made its coupon, and a new one ("create another") is a new form with its own lock.
 * The code sent is always the form's own (typed, or drawn before the first send and kept with
 * the draft), so a retry can never make a second coupon: the service refuses a taken code.
 */
export function useCreateSubmission(
  form: UseFormReturn<CouponFormValues>,
  context: CouponFormContext,
  onCreated: (created: CreatedCoupon) => void,
) {
  const mutation = useCreateCoupon();
  const lock = useRef(false);

  const submit = () => {
    if (lock.current) return;
    lock.current = true;
    const release = () => {
      lock.current = false;
    };
    void form.handleSubmit(async (values) => {
      try {
        const cpnNo = await mutation.mutateAsync(toCreateRequest(values, context));
        clearCouponDraft();
        onCreated({ cpnNo, values });
      } catch {
        // The mutation keeps the error for the screen to show.
        release();
      }
    }, release)();
  };

  return {
    submit,
    sending: mutation.isPending,
    error: mutation.error,
  };
}
