import { getApiClientConfig } from '../api/client';
import { countNow, runWrite } from '../api/settle-write';
import { activityOutcome, recordActivity } from './activity-log';
import type { CounterWrite, WriteEnd } from './use-counter-write';
import { recordPendingWrite, settlePendingWrite } from './write-journal';
import { addLateResult, noteJournalId } from './write-lock';

/** Where a write shows itself: its own verdict while staff are on it, else a late notice. */
export interface WriteScene<View> {
  subject: 'coupon' | 'stamp';
  /** The write's own verdict: its id as it moves on, null once staff moved on. */
  own: { id: number | null };
  /** Shows `view` on the write's own verdict; false once that verdict is gone. */
  present: (view: View) => boolean;
  /** The verdict on screen now. */
  currentId: () => number | null;
}

/**
 * The body of a counter write, once `useCounterWrite` holds the app-wide write lock: a fresh
 * read, the write sent once and journalled while in flight, settled by `runWrite`, kept in the
 * recent list (our server's audit log keeps it for the day report), and shown on its own verdict or as a late notice. Its
 * own chunk, loaded after the counter's first paint (decision 0023): nothing of it runs before a
 * write.
 */
export async function runCounterWrite<T, View>(
  write: CounterWrite<T, View>,
  { subject, own, present, currentId }: WriteScene<View>,
): Promise<WriteEnd<T> | null> {
  const { action, code } = write;
  const journal: { id: string | null; unsure: boolean } = { id: null, unsure: false };
  try {
    const result = await runWrite<T>({
      action,
      read: write.read,
      countOf: write.countOf,
      send: write.send,
      onSending: (before) => {
        journal.id = recordPendingWrite({
          subject,
          code,
          action,
          before: write.countOf(before),
        });
        noteJournalId(journal.id);
      },
      onWriteEnded: (outcome) => {
        if (outcome.kind !== 'unknown') return;
        write.closeDialog();
        if (write.settling) present(write.settling);
      },
      readBackDelaysMs: getApiClientConfig().readBackDelaysMs,
    });

    if (result.stage === 'not-sent') {
      write.closeDialog();
      const { reading } = result;
      if (reading.kind !== 'count') present(write.notSent(reading));
      return null;
    }

    const { settled, before } = result;
    journal.unsure = settled.result === 'not-sure';
    const outcome = activityOutcome(settled);
    const facts = write.facts(settled, before);
    recordActivity({ subject, code, action, outcome, ...facts });
    if (
      own.id !== null &&
      own.id === currentId() &&
      write.askAgainInDialog?.(settled, before, own.id)
    )
      return { settled, ownId: own.id };
    write.closeDialog();
    if (!present(write.settledView(settled, before))) {
      addLateResult({
        subject,
        code,
        action,
        result: settled.result,
        before: settled.before,
        now: countNow(settled),
      });
      write.onLate?.();
    }
    return { settled, ownId: own.id };
  } finally {
    if (journal.id) settlePendingWrite(journal.id, journal.unsure);
  }
}
