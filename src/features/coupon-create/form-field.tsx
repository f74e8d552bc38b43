import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';

/** What a control needs to be tied to its label, hint and message. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The message to show, already translated; none while the field has not been left. */
  error?: string | null;
  required?: boolean;
  /** Said after the label ("needs Premium"), and tied to the control. */
  badge?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One labelled control with its hint and its message: the label names it, the hint and the
 * message describe it (aria-describedby), and a message marks it invalid.
 */
export function Field({ label, hint, error, required, badge, className, children }: FieldProps) {
  const { t } = useTranslation('create');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const badgeId = `${id}-badge`;
  const describedBy = [badge ? badgeId : null, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>
        {label}
        {required && <span className="create-form__required"> ({t('required')})</span>}
      </label>
      {badge && (
        <span id={badgeId} className="plan-badge">
          {badge}
        </span>
      )}
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message under a group of radios or a checkbox (they carry their own labels). */
export function FieldMessage({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className="field__error">
      {error}
    </p>
  ) : null;
}
