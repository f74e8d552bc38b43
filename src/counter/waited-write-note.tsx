import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import type { WriteAction } from '../api/settle-write';
import { LateResultWords, toneOf } from './late-result-words';
import type { LateResult } from './use-verdict-state';
import { getLastLateId, showLateResultInVerdict, useLateResults } from './write-lock';
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

/** The late result of the write waited for: the newest of that write since the note began. */
export function resultOfWaited(
  results: readonly LateResult[],
  write: WaitedWrite,
  sinceId: number,
): LateResult | null {
  return (
    results.find(
      (late) => late.id > sinceId && late.action === write.action && late.code === write.code,
    ) ?? null
  );
}

const RESULTS = ['went-through', 'did-not', 'not-sure'] as const;

/**
 * Above a verdict's buttons: why they wait ("Finishing the redeem of … first…"), then, once that
 * write has ended, what became of it, for as long as the verdict is on screen: one notice, in one
 * place (the late-result list leaves it out meanwhile; write-lock.ts says what follows).
 */
export function WaitedWriteNote({ waiting }: { waiting: WaitedWrite | null }) {
  const { t } = useTranslation();
  const results = useLateResults();
  const [held, setHeld] = useState(() =>
    waiting ? { write: waiting, since: getLastLateId(), told: null as LateResult | null } : null,
  );
  const toldId = held?.told?.id ?? null;
  useEffect(() => (toldId === null ? undefined : showLateResultInVerdict(toldId)), [toldId]);
  const write = heldWaitedWrite(held?.write ?? null, waiting);
  const ended = waiting === null;
  let next = held;
  if (write !== (held?.write ?? null))
    next = write ? { write, since: getLastLateId(), told: null } : null;
  else if (ended && next && next.told === null) {
    const told = resultOfWaited(results, next.write, next.since);
    if (told) next = { ...next, told };
  }
  if (next !== held) setHeld(next);
  const result = next?.told ?? null;
  if (write === null) return null;
  const values = { action: t(`writes.busyAction.${write.action}`), code: write.code };
  const spare = { className: 'waited-note__spare', 'aria-hidden': true } as const;
  const shown = (now: boolean) => (now ? {} : spare);
  // Every sentence it may say shares one cell, those not said hidden: the note is as tall as the
  // longest, so it keeps its height when it changes and the buttons under it do not move as they
  // come alive (67 px at 1024 px when the note went; a result longer than "Finishing…" would
  // have pushed them down).
  return (
    <p
      className={`notice ${result ? toneOf(result.result) : 'notice--info'} waited-note`}
      role="status"
    >
      <span {...shown(!ended)}>{t('writes.busyElsewhere', values)}</span>
      <span {...shown(ended && result === null)}>{t('writes.endedElsewhere', values)}</span>
      {RESULTS.map((kind) => (
        <span key={kind} {...shown(result?.result === kind)}>
          <LateResultWords
            action={write.action}
            code={write.code}
            result={kind}
            {...(result?.result === kind ? result : longestCounts(kind))}
          />
        </span>
      ))}
    </p>
  );
}

/** The counts a hidden sentence is measured with: the longest words each result can take. */
function longestCounts(kind: LateResult['result']) {
  return { before: 99, now: kind === 'went-through' ? null : ('refused' as const) };
}
