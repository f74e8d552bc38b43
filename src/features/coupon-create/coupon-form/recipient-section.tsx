import { TriangleAlert } from '../../../components/icons/TriangleAlert';
import { useTranslation } from '../../../lib/i18n';
import { isEmailLike, isPhoneLike } from '../contact-format';
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

/**
 * Who the coupon is for: a user ID (needed for 2 uses or more) and free details. A phone number
 * or an e-mail address that cannot be one is pointed out, not refused: the service keeps them as
 * written and gives no format (the form refuses only what the service would), but the e-mail is
 * one of the two fields that decide who may use the coupon, so a slip there matters.
 */
export function RecipientSection(section: SectionProps) {
  const { t } = useTranslation('create');
  const limit = Number(section.values.useLimit);
  const { userPhone, userEmail } = section.values;
  const warning = (name: (typeof DETAILS)[number]['name']) => {
    const doubtful =
      (name === 'userPhone' && userPhone.trim() !== '' && !isPhoneLike(userPhone)) ||
      (name === 'userEmail' && userEmail.trim() !== '' && !isEmailLike(userEmail));
    if (!doubtful) return undefined;
    return (
      <span className="create-form__warning">
        <TriangleAlert aria-hidden="true" className="inline-icon" />{' '}
        {t(name === 'userPhone' ? 'warnings.phone' : 'warnings.email')}
      </span>
    );
  };
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
            hint={warning(name)}
            {...input}
          />
        ))}
      </div>
    </fieldset>
  );
}
