import { describedBy, FieldError } from '../../../components/field';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { planAllows } from '../coupon-form-rules';
import { FormField } from './coupon-fields';
import type { SectionProps } from './section-props';

/** The domain, the webhook and the memo: what the account's plan and switches may hold back. */
export function AdvancedSection({ form: { register }, values, context, errorOf }: SectionProps) {
  const { t } = useTranslation('create');
  const webhookNoteId = useId();
  const webhookErrorId = useId();
  const domainAllowed = planAllows(context.plan, 'premium');
  const webhookAllowed = planAllows(context.plan, 'enterprise');
  const needs = (plan: 'premium' | 'enterprise') => t('needsPlan', { plan: t(`plans.${plan}`) });
  // A value set before the plan changed stays editable, so its message can be acted on.
  const domainDisabled = !domainAllowed && values.domain.trim() === '';
  const webhookDisabled = (!webhookAllowed || !context.webhookEnabled) && !values.webhook;
  const webhookNote = !webhookAllowed
    ? needs('enterprise')
    : !context.webhookEnabled
      ? t('fields.webhookOff')
      : null;
  const webhookError = errorOf('webhook');
  const defaultHost = context.defaultDomain.replace(/^https?:\/\//, '');
  return (
    <fieldset className="card create-form__section">
      <legend>{t('sections.advanced')}</legend>
      <FormField
        label={t('fields.domain')}
        hint={t('fields.domainHint')}
        badge={domainAllowed ? null : needs('premium')}
        error={errorOf('domain')}
      >
        {(control) => (
          <select {...control} className="input" disabled={domainDisabled} {...register('domain')}>
            <option value="">{t('fields.defaultDomain', { domain: defaultHost })}</option>
            {context.registeredDomains.map((domain) => (
              <option key={domain} value={domain}>
                {domain.replace(/^https?:\/\//, '')}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="field">
        <label className="choice">
          <input
            type="checkbox"
            disabled={webhookDisabled}
            aria-invalid={webhookError ? true : undefined}
            aria-describedby={describedBy(
              webhookNote ? webhookNoteId : null,
              webhookError ? webhookErrorId : null,
            )}
            {...register('webhook')}
          />
          <span>{t('fields.webhook')}</span>
        </label>
        {webhookNote && (
          <span id={webhookNoteId} className="plan-badge">
            {webhookNote}
          </span>
        )}
        <FieldError id={webhookErrorId} error={webhookError} />
      </div>
      <FormField label={t('fields.memo')} hint={t('fields.memoHint')} error={errorOf('memo')}>
        {(control) => <textarea {...control} className="input" rows={2} {...register('memo')} />}
      </FormField>
    </fieldset>
  );
}
