import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyRun, isScannerBurst, noteKey } from '../lib/key-timing';

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
  const [scanBlocked, setScanBlocked] = useState(false);

  function onKeyDownCapture(event: KeyboardEvent<HTMLDialogElement>) {
    const ends = event.key === 'Enter' || event.key === 'Tab';
    if (!ends) {
      keys.current = noteKey(keys.current, event.key, event.timeStamp);
      return;
    }
    const burst = isScannerBurst(keys.current);
    keys.current = emptyRun();
    if (!burst) return;
    event.preventDefault();
    event.stopPropagation();
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type !== 'checkbox') target.value = '';
    setScanBlocked(true);
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
          {t('dialog.scanBlocked')}
        </p>
      )}
      {children}
    </dialog>
  );
}
