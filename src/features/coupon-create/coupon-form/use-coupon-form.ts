import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { useHoldUpdates } from '../../../lib/update-holds';
import { drawCouponCode, generatedCodeLengthOf } from '../coupon-code';
import { saveCouponDraft } from '../coupon-draft';
import { codeToSend } from '../coupon-form-request';
import { couponFormMessageValues } from '../coupon-form-rules';
import { couponFormCheck, createCouponFormSchema } from '../coupon-form-schema';
import type { CouponFormContext, CouponFormField, CouponFormValues } from '../coupon-form-values';
import { useCreateSubmission, type CreatedCoupon } from '../use-create-submission';
import type { SectionProps } from './section-props';

/**
 * The form's state: react-hook-form with the schema's resolver, the messages it shows, the draft
 * and the send. One check decides all of them (coupon-form-schema.ts): the resolver on submit,
 * and the same schema on every render for the messages. Why the messages are worked out from all
 * values instead of react-hook-form's `errors` (kept per field, refreshed when that field is
 * checked, so a message that depends on another field would go stale): decision 0010.
 */
export function useCouponForm(
  context: CouponFormContext,
  defaultValues: CouponFormValues,
  onCreated: (created: CreatedCoupon) => void,
) {
  const { t } = useTranslation('create');
  const schema = useMemo(() => createCouponFormSchema(context), [context]);
  const resolver = useMemo(() => zodResolver(schema), [schema]);
  const form = useForm<CouponFormValues>({ mode: 'onTouched', defaultValues, resolver });
  const values = useWatch({ control: form.control }) as CouponFormValues;
  const { touchedFields, submitCount, isDirty } = form.formState;
  const issues = useMemo(() => couponFormCheck(schema, values), [schema, values]);
  const messageValues = couponFormMessageValues(context, currentLanguage());
  // A message shows once its field has been left, or a send was tried.
  const errorOf = (field: CouponFormField): string | null => {
    if (!touchedFields[field] && submitCount === 0) return null;
    const issue = issues.find((candidate) => candidate.field === field);
    return issue ? t(issue.message, messageValues) : null;
  };
  // The draft follows every change (the password left out), so a reload loses nothing.
  useEffect(() => saveCouponDraft(values), [values]);
  const submission = useCreateSubmission(form, context, onCreated);
  // An app update waits while staff type or a send is out (the stored draft comes back after an
  // update, but not the on-site password, and never mid-send).
  useHoldUpdates(isDirty || submission.sending);
  // A taken code is said on the code field for as long as that code is the one in the form.
  const taken = submission.taken?.cpnNo === codeToSend(values) ? submission.taken : null;
  const drawNewCode = () =>
    form.setValue('generatedCode', drawCouponCode(generatedCodeLengthOf(values.codeLength)), {
      shouldDirty: true,
    });
  const sections: SectionProps = { form, values, context, errorOf, taken, drawNewCode };
  return { sections, submission };
}
