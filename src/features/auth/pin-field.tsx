import { Delete } from '../../components/icons/Delete';
import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from '../../lib/i18n';
import { emptyRun, isScannerBurst, noteKey } from '../../lib/key-timing';
import { formatWait } from '../../api/auth-errors';
import './pin-field.css';

export const PIN_MIN = 4;
export const PIN_MAX = 6;
/** An Enter this soon after a refused key ends the same burst (a scan), not a PIN. */
const REFUSED_TAIL_MS = 400;

export const isCompletePin = (pin: string) => pin.length >= PIN_MIN && pin.length <= PIN_MAX;

interface PinFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (pin: string) => void;
  /** Enter from a person (a scanner's Enter is dropped). */
  onEnter: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** While a PIN is being checked: the field keeps focus but takes nothing. */
  readOnly?: boolean;
  invalid?: boolean;
  /** Ids of messages elsewhere that describe the field (a wrong PIN, a pause). */
  describedBy?: string;
}

/**
 * A PIN: masked, the numeric keypad on a tablet, never autofilled, digits only. Anything else is
 * dropped with a note and clears what was typed, and an Enter at the end of a burst that fast or
 * that mixed is not sent: a barcode scanner fired at the pad must never spend a PIN attempt.
 */
export function PinField({
  id,
  label,
  value,
  onChange,
  onEnter,
  inputRef,
  disabled,
  readOnly,
  invalid,
  describedBy,
}: PinFieldProps) {
  const { t } = useTranslation('sign-in');
  const keys = useRef(emptyRun());
  const refusedAt = useRef(-Infinity);
  const [note, setNote] = useState<'onlyDigits' | 'scanned' | null>(null);
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;

  function refuse(kind: 'onlyDigits' | 'scanned', at: number) {
    refusedAt.current = at;
    keys.current = emptyRun();
    onChange('');
    setNote(kind);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const at = event.timeStamp;
    if (event.key === 'Enter') {
      event.preventDefault();
      const burst = isScannerBurst(keys.current);
      keys.current = emptyRun();
      if (burst || at - refusedAt.current < REFUSED_TAIL_MS) refuse('scanned', at);
      else if (!readOnly) onEnter();
      return;
    }
    if (event.key.length !== 1) return;
    keys.current = noteKey(keys.current, event.key, at);
    if (!/^[0-9]$/.test(event.key)) {
      event.preventDefault();
      refuse('onlyDigits', at);
    }
  }

  return (
    <div className="field pin-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={inputRef}
        id={id}
        className="input input--large pin-field__input"
        type="password"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        enterKeyHint="done"
        spellCheck={false}
        maxLength={PIN_MAX}
        value={value}
        disabled={disabled}
        readOnly={readOnly}
        aria-invalid={invalid || undefined}
        aria-describedby={[hintId, note ? noteId : null, describedBy].filter(Boolean).join(' ')}
        onKeyDown={onKeyDown}
        onChange={(event) => {
          if (readOnly) return;
          const typed = event.target.value;
          // A paste, an IME or autofill: the same rule as keys, digits or nothing.
          if (/[^0-9]/.test(typed)) refuse('onlyDigits', event.timeStamp);
          else {
            setNote(null);
            onChange(typed.slice(0, PIN_MAX));
          }
        }}
      />
      <p id={hintId} className="hint">
        {t('pin.hint')}
      </p>
      {note && (
        <p id={noteId} className="notice notice--warning" role="status">
          {t(`pin.${note}`)}
        </p>
      )}
    </div>
  );
}

interface KeypadProps {
  onDigit: (digit: string) => void;
  onBackspace: () => void;
  disabled?: boolean;
}

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** Big keys for one thumb: the digits, delete, and OK (the submit button of its form). */
export function Keypad({ onDigit, onBackspace, disabled }: KeypadProps) {
  const { t } = useTranslation('sign-in');
  const digit = (key: string) => (
    <button
      key={key}
      type="button"
      className="keypad__key"
      disabled={disabled}
      onClick={() => onDigit(key)}
    >
      {key}
    </button>
  );
  return (
    <div className="keypad" role="group" aria-label={t('pad.keypad')}>
      {KEYS.map(digit)}
      <button
        type="button"
        className="keypad__key keypad__key--action"
        disabled={disabled}
        aria-label={t('pad.backspace')}
        onClick={onBackspace}
      >
        <Delete aria-hidden="true" />
      </button>
      {digit('0')}
      <button type="submit" className="keypad__key keypad__key--ok" disabled={disabled}>
        {t('pad.ok')}
      </button>
    </div>
  );
}

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * "Too many wrong PINs. Try again in 0:42": said once, then counted down on screen (not read out
 * every second) from the clock, so a tab that slept wakes to the right number; a note when the
 * wait is over. Key it by `until`: a new pause is a new countdown.
 */
export function PauseNotice({ until, onOver }: { until: number; onOver: () => void }) {
  const { t } = useTranslation('sign-in');
  const [left, setLeft] = useState(() => secondsUntil(until));
  const over = useEffectEvent(onOver);
  useEffect(() => {
    const tick = () => {
      const seconds = secondsUntil(until);
      setLeft(seconds);
      if (seconds <= 0) over();
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);
  if (left <= 0)
    return (
      <p className="notice notice--info" role="status">
        {t('pin.waitOver')}
      </p>
    );
  return (
    <div className="notice notice--warning">
      <p role="alert">{t('pin.paused')}</p>
      <p role="timer">{t('pin.tryIn', { time: formatWait(left) })}</p>
    </div>
  );
}
