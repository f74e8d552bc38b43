import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n';
import { continuesBurst, emptyRun, isScannerBurst, noteKey } from '../lib/key-timing';

/** Nothing long is typed in a dialog: two scanner-fast keys and an Enter are a scan. */
const DIALOG_MIN_KEYS = 2;
/** After a blocked scan, its remaining terminators (CR+LF, Tab+Enter) are dropped too. */
const TERMINATOR_TAIL_MS = 150;

interface DialogProps {
  title: string;
  /** Esc, the backdrop's close request, or a close button. */
  onClose: () => void;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native <dialog>: the browser traps focus, makes the page behind it
 * inert and closes it on Esc. A barcode scanner fired while it is open (the next customer, at a
 * busy counter) is recognised by the scan field's own timing rule and never submitted as what
 * the dialog asks for: the keys are dropped from the field they landed in and staff are told to
 * finish or cancel first.
 */
export function Dialog({ title, onClose, children, className }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const keys = useRef(emptyRun());
  const blockedAt = useRef(-Infinity);
  /** A blocked scan: whether it had landed in a field (now emptied) or elsewhere. */
  const [scanBlocked, setScanBlocked] = useState<'field' | 'elsewhere' | null>(null);

  function onKeyDownCapture(event: KeyboardEvent<HTMLDialogElement>) {
    const at = event.timeStamp;
    const ends = event.key === 'Enter' || event.key === 'Tab';
    if (ends && at - blockedAt.current < TERMINATOR_TAIL_MS) {
      // The rest of a scanner's ending (CR+LF, Tab+Enter) after a blocked burst.
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    if (!ends) {
      // A space inside a burst must not tick a checkbox or press a button.
      if (event.key === ' ' && continuesBurst(keys.current, at)) event.preventDefault();
      keys.current = noteKey(keys.current, event.key, at);
      return;
    }
    const burst = isScannerBurst(keys.current, DIALOG_MIN_KEYS);
    keys.current = emptyRun();
    if (!burst) return;
    blockedAt.current = at;
    event.preventDefault();
    event.stopPropagation();
    const target = event.target;
    const inField = target instanceof HTMLInputElement && target.type !== 'checkbox';
    if (inField) target.value = '';
    setScanBlocked(inField ? 'field' : 'elsewhere');
  }

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-labelledby={titleId}
      onKeyDownCapture={onKeyDownCapture}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      {scanBlocked && (
        <p className="notice notice--warning" role="alert">
          {t(scanBlocked === 'field' ? 'dialog.scanBlockedField' : 'dialog.scanBlocked')}
        </p>
      )}
      {children}
    </dialog>
  );
}
