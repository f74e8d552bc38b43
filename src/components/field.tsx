import { useId, type ReactNode } from 'react';
import './field.css';

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
  /** The screen's word for "required", said after the label of a required field. */
  requiredLabel?: ReactNode;
  /** Said after the label ("needs Premium"), and tied to the control. */
  badge?: ReactNode;
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids of the parts that describe a control, for aria-describedby; undefined when none. */
export function describedBy(...ids: (string | null | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * One labelled control with its hint and its message (after Epic Stack's Field and ErrorList):
 * the label names it, the badge, the hint and the message describe it (aria-describedby), and a
 * message marks it invalid. The control is the caller's, given the props that tie it.
 */
export function Field({
  label,
  hint,
  error,
  required,
  requiredLabel,
  badge,
  children,
}: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const badgeId = `${id}-badge`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {required && requiredLabel && <span className="field__required"> ({requiredLabel})</span>}
      </label>
      {badge && (
        <span id={badgeId} className="plan-badge">
          {badge}
        </span>
      )}
      {children({
        id,
        'aria-describedby': describedBy(
          badge ? badgeId : null,
          hint ? hintId : null,
          error ? errorId : null,
        ),
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's message, under a control or a group of radios or a checkbox (they carry their own labels). */
export function FieldError({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className="field__error">
      {error}
    </p>
  ) : null;
}
