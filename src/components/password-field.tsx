import { useId, type Ref } from 'react';
import { useTranslation } from '../lib/i18n';

interface PasswordFieldProps {
  /** The value is read from the element at the last moment and never kept in React state. */
  inputRef: Ref<HTMLInputElement>;
  /** Submitted empty. */
  missing: boolean;
  /** The id of a message elsewhere that also describes the field (the service's refusal). */
  describedBy?: string | null;
  invalid?: boolean;
  autoFocus?: boolean;
}

/** The on-site password: masked, numeric keypad on tablets, no autofill, never stored. */
export function PasswordField({
  inputRef,
  missing,
  describedBy,
  invalid,
  autoFocus,
}: PasswordFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const missingId = `${id}-missing`;
  return (
    <div className="field">
      <label htmlFor={id}>{t('onsitePassword.label')}</label>
      <input
        ref={inputRef}
        id={id}
        className="input input--large"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        autoFocus={autoFocus}
        aria-invalid={missing || invalid || undefined}
        aria-describedby={[hintId, missing ? missingId : null, describedBy]
          .filter(Boolean)
          .join(' ')}
      />
      <p id={hintId} className="hint">
        {t('onsitePassword.hint')}
      </p>
      {missing && (
        <p id={missingId} className="field__error">
          {t('onsitePassword.required')}
        </p>
      )}
    </div>
  );
}
