import { useTranslation } from '../../../lib/i18n';
import { TextField, type TextFieldProps } from './coupon-fields';
import type { SectionProps } from './section-props';

/** The recipient's free details: only the user ID is ever needed. */
const DETAILS = [
  { name: 'userName', autoComplete: 'off' },
  { name: 'userPhone', type: 'tel', autoComplete: 'off' },
  { name: 'userEmail', type: 'email', autoComplete: 'off' },
  { name: 'userExtra1' },
  { name: 'userExtra2' },
] as const satisfies readonly Pick<TextFieldProps, 'name' | 'type' | 'autoComplete'>[];

/** Who the coupon is for: a user ID (needed for 2 uses or more) and free details. */
export function RecipientSection(section: SectionProps) {
  const { t } = useTranslation('create');
  const limit = Number(section.values.useLimit);
  return (
    <fieldset className="card create-form__section">
      <legend>{t('sections.recipient')}</legend>
      <div className="field-row">
        <TextField
          section={section}
          name="userId"
          label={t('fields.userId')}
          autoComplete="off"
          required={limit >= 2}
        />
        {DETAILS.map(({ name, ...input }) => (
          <TextField
            key={name}
            section={section}
            name={name}
            label={t(`fields.${name}`)}
            {...input}
          />
        ))}
      </div>
    </fieldset>
  );
}
