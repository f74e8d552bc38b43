interface DialogFooterProps {
  /** The service's refusal, already in words, shown as an alert above the buttons. */
  refusal: string | null;
  refusalId: string;
  working: boolean;
  confirmLabel: string;
  workingLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}

/** The end of a confirm-a-write dialog: what the service said, then confirm (busy-aware) and cancel. */
export function DialogFooter({
  refusal,
  refusalId,
  working,
  confirmLabel,
  workingLabel,
  cancelLabel,
  onCancel,
}: DialogFooterProps) {
  return (
    <>
      {refusal !== null && (
        <p id={refusalId} className="notice notice--error" role="alert">
          {refusal}
        </p>
      )}
      <div className="button-row">
        <button
          type="submit"
          className="button button--primary button--large"
          disabled={working}
          aria-busy={working || undefined}
        >
          {working ? workingLabel : confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      </div>
    </>
  );
}
