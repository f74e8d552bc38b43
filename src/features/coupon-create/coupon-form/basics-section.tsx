import { useTranslation } from '../../../lib/i18n';
import { CURRENCIES, DISCOUNT_TYPES } from '../coupon-form-values';
import { ChoiceField, FormField, TextField } from './coupon-fields';
import type { SectionProps } from './section-props';

/** The name and the discount: a percentage, or an amount in a currency. */
export function BasicsSection(section: SectionProps) {
  const { form, values, errorOf } = section;
  const { t } = useTranslation('create');
  const fixed = values.discountType === 'fixed';
  return (
    <fieldset className="card create-form__section">
      <legend>{t('sections.basics')}</legend>
      <TextField
        section={section}
        name="name"
        label={t('fields.name')}
        autoComplete="off"
        required
      />
      <ChoiceField
        section={section}
        name="discountType"
        legend={t('fields.discountType')}
        choices={DISCOUNT_TYPES.map((type) => ({ value: type, label: t(`fields.${type}`) }))}
      />
      <div className="field-row">
        <TextField
          section={section}
          name="discount"
          label={fixed ? t('fields.amount') : t('fields.percent')}
          hint={fixed ? t('fields.amountHint') : t('fields.percentHint')}
          inputMode="decimal"
          autoComplete="off"
          required
          after={() => !fixed && <span aria-hidden="true">%</span>}
        />
        {fixed && (
          <FormField label={t('fields.currency')} error={errorOf('currency')} required>
            {(control) => (
              <select {...control} className="input" {...form.register('currency')}>
                {CURRENCIES.map((currency) => (
                  <option key={currency} value={currency}>
                    {currency}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
      </div>
    </fieldset>
  );
}
