import type { UseFormReturn } from 'react-hook-form';
import type { CouponFormContext, CouponFormField, CouponFormValues } from '../coupon-form-values';
import type { TakenCode } from '../use-create-submission';

/** The form's state as the sections read it: the values now, and each field's shown message. */
export interface SectionProps {
  form: UseFormReturn<CouponFormValues>;
  values: CouponFormValues;
  context: CouponFormContext;
  errorOf: (field: CouponFormField) => string | null;
  /** The code now in the form belongs to another coupon (the service refused it). */
  taken: TakenCode | null;
  drawNewCode: () => void;
}
