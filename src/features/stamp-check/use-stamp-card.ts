import { useCallback } from 'react';
import { isSignInRefusal } from '../../api/sign-in-wait';
import { Secret } from '../../api/secret';
import type { Reading } from '../../api/settle-write';
import {
  stampKeys,
  stampQueries,
  useAddStamp,
  useRemoveStamp,
  useRewardStamp,
  validateStamp,
  type Stamp,
} from '../../api/stamps';
import { currentPerson } from '../../counter/person';
import { recordActivity, refusalFacts, stampFacts } from '../../counter/recent-activity';
import {
  useCounterSession,
  type CounterDialog,
  type CounterReads,
} from '../../counter/use-counter-session';
import type { WriteEnd } from '../../counter/use-counter-write';
import {
  addedView,
  cardAfterAdd,
  cardAfterRemove,
  isInvalidId,
  isServiceRefusal,
  removedView,
  rewardView,
  type Series,
  type StampView,
  type UndoEntry,
} from './stamp-card-views';

export type RewardDialogState = CounterDialog<{ card: Stamp }>;

const STAMP_READS: CounterReads<number, Stamp> = {
  subject: 'stamp',
  check: (queryClient, stampIdx) => queryClient.query(stampQueries.validate(stampIdx)),
  fetch: validateStamp,
  keys: { all: stampKeys.validations, one: stampKeys.validate },
};
const IDLE: StampView = { kind: 'idle' };

/** How a failed check ends up in the recent list: the service said no, or it could not answer. */
const checkOutcome = (error: unknown) =>
  isServiceRefusal(error) || isInvalidId(error) ? 'refused' : 'failed';

const countOf = (stamp: Stamp) => stamp.stamps;

/**
 * One stamp card at the counter: check it, add exactly one stamp, take back one just added, give
 * the reward once. Writes
 * run one at a time, read the card just before, are never retried, and are settled by the rules
 * of `settleWrite` (api/settle-write.ts). A result is shown on the card it was started from, or
 * as a late notice once staff have moved on to the next card.
 */
export function useStampCard() {
  // The actions below are stable (the card view is memoised on them): they use the parts of
  // these hooks that are, never the objects returned anew each render.
  const { mutateAsync: sendAdd } = useAddStamp();
  const { mutateAsync: sendReward } = useRewardStamp();
  const { mutateAsync: sendRemove } = useRemoveStamp();
  const session = useCounterSession<number, Stamp, StampView, { card: Stamp }>(STAMP_READS, IDLE);
  const {
    verdicts: views,
    writes,
    dialog,
    openDialog,
    closeDialog,
    beginCheck,
    isLatest,
  } = session;
  const { readForCheck, cancelCheck, freshRead } = session;
  const { show, showPlaceholder, currentView } = views;
  const { start: startWrite } = writes;

  const failureView = useCallback(
    (stampIdx: number, error: unknown): StampView =>
      isInvalidId(error)
        ? { kind: 'invalid-id', stampIdx }
        : isServiceRefusal(error)
          ? { kind: 'refused', stampIdx, error }
          : { kind: 'failed', stampIdx, error },
    [],
  );

  const check = useCallback(
    /** `undo`: stamps a failed take-back left to take back, offered again on this card. */
    async (stampIdx: number, undo: readonly UndoEntry[] = []) => {
      const id = beginCheck();
      showPlaceholder({ kind: 'checking', stampIdx });
      const code = String(stampIdx);
      try {
        const stamp = await readForCheck(stampIdx, id);
        if (!isLatest(id)) return;
        show({ kind: 'card', stampIdx, stamp, adding: false, ...(undo.length ? { undo } : {}) });
        recordActivity({
          subject: 'stamp',
          code,
          action: 'check',
          outcome: 'ok',
          ...stampFacts(stamp),
        });
      } catch (error) {
        if (!isLatest(id)) return;
        show(failureView(stampIdx, error));
        recordActivity({
          subject: 'stamp',
          code,
          action: 'check',
          outcome: checkOutcome(error),
          ...refusalFacts(error),
        });
      }
    },
    [beginCheck, isLatest, readForCheck, show, showPlaceholder, failureView],
  );

  /** The read before a write failed or refused: nothing was sent. */
  const notSent = useCallback(
    (card: Stamp, reading: Exclude<Reading<Stamp>, { kind: 'count' }>): StampView => {
      const { stampIdx } = card;
      // Nobody signed in any more (live mode): nothing was sent and nothing is known of the card;
      // it stays as it was, and the pad is up.
      if (isSignInRefusal(reading.error))
        return { kind: 'card', stampIdx, stamp: card, adding: false };
      if (reading.kind === 'unreadable') return { kind: 'failed', stampIdx, error: reading.error };
      const view = failureView(stampIdx, reading.error);
      return view.kind === 'refused' ? { ...view, note: 'changed-since-check' } : view;
    },
    [failureView],
  );

  /** A write finished beside a verdict of the same card, read before it landed: read it again. */
  const recheckIfShowing = useCallback(
    (stampIdx: number) => {
      const shown = currentView();
      if (shown.kind !== 'idle' && shown.stampIdx === stampIdx) void check(stampIdx);
    },
    [currentView, check],
  );

  /**
   * Adds `quantity` stamps (two coffees, two stamps): one add per call, as the service takes
   * them, each settled on its own; the series stops at the first that does not go through.
   */
  /** What Undo may take back on the verdict now on screen, if it shows this card. */
  const undoShown = useCallback(
    (stampIdx: number): readonly UndoEntry[] => {
      const shown = currentView();
      return shown.kind === 'card' && shown.stampIdx === stampIdx ? (shown.undo ?? []) : [];
    },
    [currentView],
  );

  const add = useCallback(
    async (shown: Stamp, owner: number, quantity = 1) => {
      const { stampIdx } = shown;
      let current: number | null = owner;
      let card = shown;
      let undo = undoShown(stampIdx);
      for (let step = 1; step <= quantity && current !== null; step += 1) {
        const series: Series | undefined =
          quantity > 1 ? { added: step - 1, requested: quantity } : undefined;
        const end: WriteEnd<Stamp> | null = await startWrite<Stamp>({
          action: 'add-stamp',
          code: String(stampIdx),
          owner: current,
          read: () => freshRead(stampIdx),
          countOf,
          send: () => sendAdd({ stampIdx }),
          facts: (settled, before) => stampFacts(cardAfterAdd(settled, before)),
          // The card stays on screen with its pending stamp while the write and read-backs run.
          pending: { kind: 'card', stampIdx, stamp: card, adding: true, series, undo },
          notSent: (reading) => notSent(card, reading),
          settledView: (settled, before) => {
            // Undo's window for this stamp opens when staff see it added.
            if (settled.result === 'went-through')
              undo = [...undo, { at: Date.now(), by: currentPerson() }];
            return addedView(settled, before, undo, series);
          },
          closeDialog,
          onLate: () => recheckIfShowing(stampIdx),
        });
        if (!end || end.settled.result !== 'went-through') return;
        current = end.ownId;
        const now = end.settled.now;
        card = now?.kind === 'count' ? now.value : { ...card, stamps: card.stamps + 1 };
      }
    },
    [startWrite, freshRead, sendAdd, notSent, closeDialog, recheckIfShowing, undoShown],
  );

  /**
   * Takes back the newest stamp this till added on this verdict (Undo): one at a time, by the
   * same protocol as every write, its result on its own verdict. The window is the screen's to
   * enforce (the button is there only while it is open), and in live mode our server's too.
   */
  const undo = useCallback(
    (shown: Stamp, owner: number) => {
      const { stampIdx } = shown;
      const undoable = undoShown(stampIdx);
      // Who tapped Undo: their newest stamp is the one taken back.
      const person = currentPerson();
      return startWrite<Stamp>({
        action: 'remove-stamp',
        code: String(stampIdx),
        owner,
        read: () => freshRead(stampIdx),
        countOf,
        send: () => sendRemove({ stampIdx }),
        facts: (settled, before) => stampFacts(cardAfterRemove(settled, before)),
        notSent: (reading) => notSent(shown, reading),
        settledView: (settled, before) => removedView(settled, before, undoable, person),
        closeDialog,
        onLate: () => recheckIfShowing(stampIdx),
      });
    },
    [startWrite, freshRead, sendRemove, notSent, closeDialog, recheckIfShowing, undoShown],
  );

  const reward = useCallback(
    (shown: Stamp, owner: number, password?: string) => {
      const { stampIdx } = shown;
      return startWrite<Stamp>({
        action: 'reward',
        code: String(stampIdx),
        owner,
        read: () => freshRead(stampIdx),
        countOf,
        send: () =>
          sendReward({
            stampIdx,
            onsitePwd: password === undefined ? undefined : new Secret(password),
          }),
        // A card whose reward was given no longer validates: it is kept as it was, full.
        facts: (settled, before) =>
          stampFacts(settled.now?.kind === 'count' ? settled.now.value : before),
        settling: { kind: 'settling', stampIdx, before: shown },
        notSent: (reading) => notSent(shown, reading),
        settledView: (settled, before) => rewardView(settled, before),
        // Most likely the password: the dialog stays open to try again.
        askAgainInDialog: (settled, before, current) => {
          if (settled.result !== 'did-not' || settled.proof !== 'refusal') return false;
          if (password === undefined || !isServiceRefusal(settled.error)) return false;
          openDialog({ card: before }, current, settled.error);
          return true;
        },
        closeDialog,
        onLate: () => recheckIfShowing(stampIdx),
      });
    },
    [startWrite, freshRead, sendReward, notSent, closeDialog, openDialog, recheckIfShowing],
  );

  /**
   * After an unknown outcome or a failure: read the card again. Never writes. A take-back that
   * was not done keeps Undo for the card read again; after "not sure" it is never offered.
   */
  const recheck = useCallback(
    (stampIdx: number) => {
      const shown = currentView();
      const kept = shown.kind === 'failed' && shown.stampIdx === stampIdx ? shown.undo : undefined;
      return check(stampIdx, kept);
    },
    [check, currentView],
  );

  const openRewardDialog = useCallback(
    (card: Stamp, owner: number) => openDialog({ card }, owner),
    [openDialog],
  );

  return {
    view: views.view,
    viewId: views.viewId,
    dialog,
    busy: writes.busy,
    writing: writes.writing,
    check,
    cancelCheck,
    add,
    undo,
    reward,
    recheck,
    openRewardDialog,
    closeRewardDialog: closeDialog,
  };
}
