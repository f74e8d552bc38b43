import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { pickerColour } from '../colour';
import { FormField } from './coupon-fields';
import type { SectionProps } from './section-props';

interface ColourFieldProps {
  section: SectionProps;
  name: 'textColour' | 'backgroundColour';
  label: string;
  pickerLabel: string;
  /** The colour the coupon has when the field is left empty (the template's, or the default). */
  fallback: string;
}

/** A HEX colour, typed or picked: the picker writes the field, the field moves the picker. */
export function ColourField({ section, name, label, pickerLabel, fallback }: ColourFieldProps) {
  const { form, values, errorOf } = section;
  const { t } = useTranslation('create');
  const pickerId = useId();
  return (
    <FormField label={label} hint={t('fields.colourHint')} error={errorOf(name)}>
      {(control) => (
        <span className="create-form__affix">
          <input
            id={pickerId}
            className="create-form__swatch"
            type="color"
            aria-label={pickerLabel}
            value={pickerColour(values[name]) ?? pickerColour(fallback) ?? '#000000'}
            onChange={(event) =>
              form.setValue(name, event.target.value.toUpperCase(), {
                shouldDirty: true,
                shouldTouch: true,
              })
            }
          />
          <input
            {...control}
            className="input code"
            autoComplete="off"
            spellCheck={false}
            placeholder={fallback}
            {...form.register(name)}
          />
        </span>
      )}
    </FormField>
  );
}
