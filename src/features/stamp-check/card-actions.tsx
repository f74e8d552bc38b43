import { useEffect, useRef, useState } from 'react';
import type { Stamp } from '../../api/stamps';
import { useCounterSettings } from '../../counter/counter-settings';
import { useTranslation } from '../../lib/i18n';
import { repeatRisk, type RepeatRisk } from '../../counter/recent-activity';
import { GuardedWriteButton } from '../../counter/guarded-write-button';
import { useDoubleCheck } from '../../counter/use-double-check';
import { WaitedWriteNote, type WaitedWrite } from '../../counter/waited-write-note';
import { usePerson } from '../../counter/person';
import { undoOffer, type Series, type UndoEntry } from './stamp-card-views';
import './card-actions.css';

interface UndoStampProps {
  undo: readonly UndoEntry[] | undefined;
  busy: boolean;
  removing: boolean;
  onUndo: () => void;
}

/**
 * Undo for the stamps this till just added on this card: the newest first, one per tap, while
 * Settings' window is open (2 minutes by default) and this verdict is on screen. It appears a
 * moment after the add and only then takes a tap (useDoubleCheck's settle time), so the second
 * tap of a double tap on Add can never take the stamp back.
 */
function UndoStamp({ undo, busy, removing, onUndo }: UndoStampProps) {
  const { t } = useTranslation('stamps');
  const { stampUndoMinutes } = useCounterSettings();
  // The clock this offer is read at: set when it appears (CardActions remounts it for each new
  // stamp and each one taken back), and again whenever the offer changes (the oldest stamp in it
  // leaves the window), so nothing re-renders in between.
  const [now, setNow] = useState(() => Date.now());
  // Only the person who added a stamp may take it back: after a lock and someone else's unlock,
  // their stamps are not offered (our server would refuse the take-back).
  const person = usePerson();
  const offer = undoOffer(undo, now, stampUndoMinutes * 60_000, person);
  const changesAt = offer?.changesAt ?? null;
  useEffect(() => {
    if (changesAt === null) return;
    const wait = Math.max(0, changesAt - Date.now());
    const timer = window.setTimeout(() => setNow(Date.now()), wait);
    return () => window.clearTimeout(timer);
  }, [changesAt]);
  const settle = useDoubleCheck();
  const { ask } = settle;
  const shown = offer !== null || removing;
  useEffect(() => {
    if (shown) ask();
  }, [shown, ask]);
  if (!shown) return null;
  return (
    <div className="button-row">
      <button
        type="button"
        className="button button--secondary"
        disabled={busy || !settle.ready}
        aria-busy={removing || undefined}
        aria-describedby="undo-stamp-count"
        onClick={onUndo}
      >
        {removing ? t('undo.working') : t('undo.action')}
      </button>
      <p id="undo-stamp-count" className="hint">
        {offer ? t('undo.available', { count: offer.count, minutes: stampUndoMinutes }) : ''}
      </p>
    </div>
  );
}

/** Quick quantities: two coffees are two stamps, one tap. */
const QUANTITIES = [2, 3];

interface CardActionsProps {
  stamp: Stamp;
  busy: boolean;
  writing: WaitedWrite | null;
  /** Where a series of adds stands while it runs. */
  series: Series | undefined;
  /** When the stamps this till added on this verdict went through (Undo takes the newest). */
  undo: readonly UndoEntry[] | undefined;
  onAdd: (quantity: number) => void;
  onReward: () => void;
  onUndo: () => void;
}

export function CardActions({
  stamp,
  busy,
  writing,
  series,
  undo,
  onAdd,
  onReward,
  onUndo,
}: CardActionsProps) {
  const { t } = useTranslation('stamps');
  const { stampGuardSeconds } = useCounterSettings();
  const [risk, setRisk] = useState<RepeatRisk>({ kind: 'none' });
  const confirm = useDoubleCheck();
  const full = stamp.stamps >= stamp.maxStamps;
  const mine = busy && writing?.code === String(stamp.stampIdx);
  const adding = mine && writing.action === 'add-stamp';
  const rewarding = mine && writing.action === 'reward';
  const left = Math.max(0, stamp.maxStamps - stamp.stamps);
  const [quantity, setQuantity] = useState(1);
  // The question takes the place of the button that was tapped: the focus goes to its safe
  // answer, not to the page (where a keyboard or a scanner's Enter would reach nothing).
  const safeAnswer = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirm.asking) safeAnswer.current?.focus();
  }, [confirm.asking]);

  function add(wanted: number) {
    setQuantity(wanted);
    // An add whose outcome stayed unknown always asks, whatever the guard's setting. The guard
    // looks only at earlier taps: the adds of one quantity never trip it.
    const now = repeatRisk(String(stamp.stampIdx), 'add-stamp', stampGuardSeconds * 1000);
    if (now.kind !== 'none') {
      setRisk(now);
      confirm.ask();
      return;
    }
    onAdd(wanted);
  }

  const seconds = risk.kind !== 'none' ? Math.max(1, Math.round(risk.agoMs / 1000)) : 0;
  // Only the buttons for the customer in front of the till stay in sight on a tall card: Undo and
  // its hint follow in the page, so the sticky row stays one row and covers none of the card.
  return (
    <>
      {/* Before the sticky row, not in it: kept for the verdict's life, it must not make that
          row taller. */}
      <WaitedWriteNote waiting={busy && !mine && writing ? writing : null} />
      <div className="verdict__actions">
        {full && (
          <button
            type="button"
            className="button button--primary button--large"
            disabled={busy}
            aria-busy={rewarding || undefined}
            onClick={onReward}
          >
            {rewarding ? t('reward.working') : t('reward.action')}
          </button>
        )}
        {!confirm.asking ? (
          // A full card takes no more stamps: it offers only the reward.
          !full && (
            <div className="add-row">
              <button
                type="button"
                className="button button--primary button--large"
                disabled={busy}
                aria-busy={adding || undefined}
                onClick={() => add(1)}
              >
                {adding
                  ? `${t('add.working', { number: stamp.stamps + 1 })}${
                      series
                        ? ` ${t('add.seriesProgress', { step: series.added + 1, requested: series.requested })}`
                        : ''
                    }`
                  : t('add.action')}
              </button>
              {QUANTITIES.filter((count) => count <= left).map((count) => (
                <button
                  key={count}
                  type="button"
                  className="button button--secondary button--large button--quantity"
                  disabled={busy}
                  aria-label={t('add.moreLabel', { count })}
                  onClick={() => add(count)}
                >
                  {t('add.more', { count })}
                </button>
              ))}
            </div>
          )
        ) : (
          <div role="group" className="confirm" aria-label={t('add.action')}>
            <p>
              {risk.kind === 'unsure'
                ? t('add.guardUnsure', { count: seconds })
                : quantity > 1
                  ? // "Add another?" over a +2 would add two: the question says how many.
                    `${t('add.guardAgo', { count: seconds })} ${t('add.guardMore', { count: quantity })}`
                  : t('add.guard', { count: seconds })}
            </p>
            <GuardedWriteButton
              guard={confirm}
              asks
              busy={busy}
              className="button button--primary"
              onWrite={() => {
                confirm.reset();
                onAdd(quantity);
              }}
            >
              {risk.kind === 'unsure'
                ? t('add.guardUnsureYes')
                : quantity > 1
                  ? t('add.guardYesMore', { count: quantity })
                  : t('add.guardYes')}
            </GuardedWriteButton>
            <button
              ref={safeAnswer}
              type="button"
              className="button button--secondary"
              onClick={confirm.reset}
            >
              {t('add.guardNo')}
            </button>
          </div>
        )}
      </div>
      <UndoStamp
        key={`${undo?.length ?? 0}:${undo?.at(-1)?.at ?? ''}`}
        undo={undo}
        busy={busy}
        removing={mine && writing.action === 'remove-stamp'}
        onUndo={onUndo}
      />
    </>
  );
}
