import type { ComponentProps, InputHTMLAttributes, ReactNode } from 'react';
import { describedBy, Field, FieldError, type FieldControlProps } from '../../../components/field';
import { useTranslation } from '../../../lib/i18n';
import type { CouponFormValues } from '../coupon-form-values';
import type { SectionProps } from './section-props';

/** The shared Field, with this form's word for "required". */
export function FormField(props: Omit<ComponentProps<typeof Field>, 'requiredLabel'>) {
  const { t } = useTranslation('create');
  return <Field {...props} requiredLabel={t('required')} />;
}

type FieldOf<T> = {
  [K in keyof CouponFormValues]: CouponFormValues[K] extends T ? K : never;
}[keyof CouponFormValues];

/** The fields typed as text (an input each). */
export type TextFieldName = FieldOf<string>;

export interface TextFieldProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete'
> {
  section: SectionProps;
  name: TextFieldName;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  /** Beside the input, on its line ("%", the button that shows a password). */
  after?: (control: FieldControlProps) => ReactNode;
}

/** A text input of the form under its name, with its label, hint and message. */
export function TextField({
  section,
  name,
  label,
  hint,
  required,
  after,
  ...input
}: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={section.errorOf(name)} required={required}>
      {(control) => {
        const field = (
          <input {...control} className="input" {...input} {...section.form.register(name)} />
        );
        return after ? (
          <span className="create-form__affix">
            {field}
            {after(control)}
          </span>
        ) : (
          field
        );
      }}
    </FormField>
  );
}

interface ChoiceFieldProps {
  section: SectionProps;
  name: 'discountType' | 'codeMode' | 'useLimit';
  legend: string;
  choices: readonly { value: string; label: string }[];
  /** One under the other (the uses), rather than side by side. */
  stacked?: boolean;
  /** The message under the choices, tied to each of them. */
  error?: { id: string; text: string | null };
}

/** One choice of a few, as radios under a legend. */
export function ChoiceField({ section, name, legend, choices, stacked, error }: ChoiceFieldProps) {
  return (
    <>
      <fieldset className={stacked ? 'choice-group choice-group--stacked' : 'choice-group'}>
        <legend>{legend}</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input
              type="radio"
              value={choice.value}
              aria-describedby={describedBy(error?.text ? error.id : null)}
              {...section.form.register(name)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </fieldset>
      {error && <FieldError id={error.id} error={error.text} />}
    </>
  );
}
