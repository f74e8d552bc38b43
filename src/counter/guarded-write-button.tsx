import type { ReactNode } from 'react';
import type { useDoubleCheck } from './use-double-check';

interface GuardedWriteButtonProps {
  /** The ask-twice state (useDoubleCheck) this button shares with what shows the question. */
  guard: ReturnType<typeof useDoubleCheck>;
  /** This write must be asked twice (a repeat moments after, or one whose outcome is unknown). */
  asks: boolean;
  /** A write is running: nothing is sent until it ends. */
  busy: boolean;
  /** This button's own write is the one running. */
  working?: boolean;
  className: string;
  onWrite: () => void;
  children: ReactNode;
}

/**
 * The counter's one write button behind the ask-twice rule: when the write `asks`, the first tap
 * only asks (guard.ask), and the confirming tap is taken only once the question has settled
 * (useDoubleCheck's settle time), so the second tap of a double tap, or a bounced Enter, can
 * never be the confirmation. The redeem button asks on itself; the stamp card's question has its
 * own confirming button (asks, with the question already on screen).
 */
export function GuardedWriteButton({
  guard,
  asks,
  busy,
  working,
  className,
  onWrite,
  children,
}: GuardedWriteButtonProps) {
  return (
    <button
      type="button"
      className={className}
      disabled={busy || (asks && guard.asking && !guard.ready)}
      aria-busy={working || undefined}
      onClick={() => {
        if (asks && !guard.asking) {
          guard.ask();
          return;
        }
        onWrite();
      }}
    >
      {children}
    </button>
  );
}
