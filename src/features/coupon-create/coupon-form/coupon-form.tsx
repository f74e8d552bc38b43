import { useId } from 'react';
import { ApiErrorMessage } from '../../../components/api-error-message';
import { useTranslation } from '../../../lib/i18n';
import { CouponPreview } from '../coupon-preview';
import type { CouponFormContext, CouponFormValues } from '../coupon-form-values';
import type { CreatedCoupon } from '../use-create-submission';
import { AdvancedSection } from './advanced-section';
import { BasicsSection } from './basics-section';
import { CodeSection } from './code-section';
import { keyIntent } from './key-intent';
import { LimitsSection } from './limits-section';
import { LookSection } from './look-section';
import { OnsiteSection } from './onsite-section';
import { RecipientSection } from './recipient-section';
import { LostAnswerNotice, TakenCodeNotice } from './submit-notices';
import { useCouponForm } from './use-coupon-form';
import { ValiditySection } from './validity-section';
import './coupon-form.css';

interface CouponFormProps {
  context: CouponFormContext;
  defaultValues: CouponFormValues;
  onCreated: (created: CreatedCoupon) => void;
}

/**
 * The creation form, top to bottom, one section a file (decision 0010), with the preview
 * and the button beside it. The schema decides (use-coupon-form.ts); a field's message shows
 * once the field has been left (or a send was tried), and is worked out from all values on every
 * render, so a message that depends on another field (the end date on the start, the user ID on
 * the uses) follows that field at once.
 */
export function CouponForm({ context, defaultValues, onCreated }: CouponFormProps) {
  const { t } = useTranslation('create');
  const { sections, submission } = useCouponForm(context, defaultValues, onCreated);
  const { submit, sending, error, lost } = submission;
  const formId = useId();
  const submitHintId = useId();

  return (
    // The keys are read around the form and its Create button alike: the button stands outside
    // the form (beside the preview), and Ctrl+Enter on it did nothing, though its hint says so.
    <div
      className="create-layout"
      onKeyDown={(event) => {
        const intent = keyIntent({
          key: event.key,
          isComposing: event.nativeEvent.isComposing,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          inInput: event.target instanceof HTMLInputElement,
        });
        if (intent) event.preventDefault();
        if (intent === 'submit') submit();
      }}
    >
      <form
        id={formId}
        className="create-form"
        noValidate
        aria-label={t('title')}
        aria-busy={sending || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <BasicsSection {...sections} />
        <ValiditySection {...sections} />
        <LimitsSection {...sections} />
        <CodeSection {...sections} />
        <RecipientSection {...sections} />
        <OnsiteSection {...sections} />
        <LookSection {...sections} />
        <AdvancedSection {...sections} />
      </form>
      <aside className="create-layout__aside">
        <CouponPreview values={sections.values} context={context} />
        <div className="create-submit">
          {error !== null && <ApiErrorMessage error={error} />}
          {lost && <LostAnswerNotice lost={lost} />}
          {submission.taken && <TakenCodeNotice taken={submission.taken} />}
          <button
            type="submit"
            form={formId}
            className="button button--primary button--large"
            disabled={sending}
            aria-describedby={submitHintId}
          >
            {sending ? t('submit.sending') : t('submit.create')}
          </button>
          <p id={submitHintId} className="hint">
            {t('submit.shortcut')}
          </p>
        </div>
      </aside>
    </div>
  );
}
