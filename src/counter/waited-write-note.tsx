import { useState } from 'react';
import { useTranslation } from '../lib/i18n';
import type { WriteAction } from '../api/settle-write';
import './waited-write-note.css';

/** Another customer's write that a verdict's buttons wait for (the app-wide write lock). */
export interface WaitedWrite {
  action: WriteAction;
  code: string;
}

/**
 * The write the note speaks of, given the one it spoke of and the one the buttons wait for now:
 * a write waited for is held after it ends, so the note stays (saying it ended) and the buttons
 * under it do not move up the moment they come alive (67 px at 1024 px when the note went).
 */
export function heldWaitedWrite(
  held: WaitedWrite | null,
  waiting: WaitedWrite | null,
): WaitedWrite | null {
  if (waiting === null) return held;
  if (held !== null && held.action === waiting.action && held.code === waiting.code) return held;
  return waiting;
}

/**
 * Above a verdict's buttons: why they wait ("Finishing the redeem of … first…"), then, once that
 * write has ended, that it has, for as long as the verdict is on screen. Its result comes in the
 * late-result notices above the recent list.
 */
export function WaitedWriteNote({ waiting }: { waiting: WaitedWrite | null }) {
  const { t } = useTranslation();
  const [held, setHeld] = useState(waiting);
  const write = heldWaitedWrite(held, waiting);
  if (write !== held) setHeld(write);
  if (write === null) return null;
  const values = { action: t(`writes.busyAction.${write.action}`), code: write.code };
  const ended = waiting === null;
  // Both sentences share one cell, the one not said hidden: the note is as tall as the longer, so
  // it keeps its height when it changes (at 1024 px "Finishing…" took two lines, "ended" one).
  const spare = { className: 'waited-note__spare', 'aria-hidden': true } as const;
  return (
    <p className="notice notice--info waited-note">
      <span {...(ended ? spare : {})}>{t('writes.busyElsewhere', values)}</span>
      <span {...(ended ? {} : spare)}>{t('writes.endedElsewhere', values)}</span>
    </p>
  );
}
