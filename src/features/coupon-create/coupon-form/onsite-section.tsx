import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { groupOf, isOnsite } from '../coupon-form-rules';
import { TextField } from './coupon-fields';
import type { SectionProps } from './section-props';

/** Whether the coupon is used with a password at the counter, and that password. */
export function OnsiteSection(section: SectionProps) {
  const { form, values, context } = section;
  const { t } = useTranslation('create');
  const [revealed, setRevealed] = useState(false);
  const group = groupOf(values, context);
  const groupDecides = group?.settings.onsite !== undefined;
  const noteId = useId();
  return (
    <fieldset className="card create-form__section">
      <legend>{t('sections.onsite')}</legend>
      <label className="choice">
        <input
          type="checkbox"
          aria-describedby={groupDecides ? noteId : undefined}
          {...form.register('onsite')}
        />
        <span>{t('fields.onsite')}</span>
      </label>
      {group && groupDecides && (
        <p id={noteId} className="notice notice--info">
          {t('fields.groupOnsite', { group: `${group.grpIdx} ${group.name}` })}
        </p>
      )}
      {isOnsite(values, context) && (
        <TextField
          section={section}
          name="onsitePassword"
          label={t('fields.onsitePassword')}
          hint={t('fields.onsitePasswordHint')}
          type={revealed ? 'text' : 'password'}
          autoComplete="off"
          required
          after={(control) => (
            <button
              type="button"
              className="button button--secondary button--small"
              aria-controls={control.id}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? t('fields.hidePassword') : t('fields.showPassword')}
            </button>
          )}
        />
      )}
    </fieldset>
  );
}
