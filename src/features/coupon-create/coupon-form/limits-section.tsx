import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { USE_LIMITS } from '../coupon-form-values';
import { ChoiceField } from './coupon-fields';
import type { SectionProps } from './section-props';

/** How many times the coupon can be used: unlimited, or 1 to 5. */
export function LimitsSection(section: SectionProps) {
  const { t } = useTranslation('create');
  const errorId = useId();
  return (
    <fieldset className="card create-form__section">
      <legend>{t('sections.limits')}</legend>
      <ChoiceField
        section={section}
        name="useLimit"
        legend={t('fields.useLimit')}
        choices={USE_LIMITS.map((limit) => ({
          value: limit,
          label: t(`fields.useLimitOptions.${limit}`),
        }))}
        stacked
        error={{ id: errorId, text: section.errorOf('useLimit') }}
      />
    </fieldset>
  );
}
