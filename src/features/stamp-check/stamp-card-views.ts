import { isApiError, type ApiError } from '../../api/errors';
import type { Settled } from '../../api/settle-write';
import type { Stamp } from '../../api/stamps';

/**
 * What the stamp card's verdict shows, and how a settled add or take-back becomes it: pure, so the
 * hook (use-stamp-card.ts) only wires the writes to the screen.
 */
export type CardNotice =
  /** The service answered yes, and the card read back shows it. */
  | { kind: 'added'; number: number }
  | { kind: 'add-refused'; error: ApiError }
  /** The answer was lost; the card read back shows exactly one more stamp. */
  | { kind: 'add-recovered' }
  /** The answer was lost; every read-back shows the card unchanged. */
  | { kind: 'add-not-applied' }
  | { kind: 'reward-not-recorded' }
  | { kind: 'reward-refused'; error: ApiError }
  | { kind: 'read-back-failed'; error: unknown }
  | { kind: 'count-mismatch'; expected: number }
  /** A stamp was taken back (the service's answer, or the card read back one down). */
  | { kind: 'removed' }
  /** The answer was lost; every read-back shows the card unchanged: the stamp is still there. */
  | { kind: 'remove-not-applied' }
  | { kind: 'remove-refused'; error: ApiError };

/** Where a series of adds stands: stamps added so far, of how many asked for. */
export interface Series {
  added: number;
  requested: number;
}

/**
 * A stamp added on a verdict: when staff saw it go through (epoch ms), and who added it. Only
 * they may take it back (our server counts each person's own adds: server/stamp-undo-window.ts),
 * so after a lock and someone else's unlock, Undo is not offered for it.
 */
export interface UndoEntry {
  at: number;
  by: string;
}

export type StampView =
  | { kind: 'idle' }
  | { kind: 'checking'; stampIdx: number }
  | {
      kind: 'card';
      stampIdx: number;
      stamp: Stamp;
      /** A stamp is on its way: shown as pending, never as added, until the service confirms it. */
      adding: boolean;
      notice?: CardNotice;
      /** Part of a series of adds (two coffees): how far it got. */
      series?: Series;
      /**
       * Each stamp this till added on this verdict (oldest first), while it may still be taken
       * back: Undo takes the newest of the person at the till. Gone with the verdict.
       */
      undo?: readonly UndoEntry[];
    }
  | { kind: 'refused'; stampIdx: number; error: ApiError; note?: 'changed-since-check' }
  /** The service answered 653: the ID itself is not acceptable. Nothing was recorded. */
  | { kind: 'invalid-id'; stampIdx: number }
  | {
      kind: 'failed';
      stampIdx: number;
      error: unknown;
      notSent?: 'add' | 'reward' | 'remove';
      /**
       * A take-back that was not done (a rate limit, a server error): the stamps Undo could
       * still take back, offered again when the card is checked again.
       */
      undo?: readonly UndoEntry[];
    }
  /** The reward's answer was lost: reading the card back to learn what happened. */
  | { kind: 'settling'; stampIdx: number; before: Stamp }
  | {
      kind: 'reward-given';
      stampIdx: number;
      before: Stamp;
    }
  | {
      kind: 'unknown';
      stampIdx: number;
      before: Stamp;
      action: 'add' | 'reward' | 'remove';
      settled: Extract<Settled<Stamp>, { result: 'not-sure' }>;
      series?: Series;
    };

export const isInvalidId = (error: unknown): error is ApiError =>
  isApiError(error) && error.kind === 'invalid-parameter';
/** Refused by the service itself (not a parameter our client rejected: `isInvalidId`). */
export const isServiceRefusal = (error: unknown): error is ApiError =>
  isApiError(error) && error.kind === 'refused';

/** The card after a settled add: as read back, else as before it (one more if it went through). */
export function cardAfterAdd(settled: Settled<Stamp>, before: Stamp): Stamp {
  if (settled.now?.kind === 'count') return settled.now.value;
  return settled.result === 'went-through' ? { ...before, stamps: before.stamps + 1 } : before;
}

/** The card after a settled take-back: as read back, else as before it (one less if it went). */
export function cardAfterRemove(settled: Settled<Stamp>, before: Stamp): Stamp {
  if (settled.now?.kind === 'count') return settled.now.value;
  return settled.result === 'went-through'
    ? { ...before, stamps: Math.max(0, before.stamps - 1) }
    : before;
}

/** A write that failed without an answer that says anything, or a bad ID. */
function failedView(
  stampIdx: number,
  error: unknown,
  notSent: 'add' | 'remove',
  undo: readonly UndoEntry[] = [],
): Extract<StampView, { kind: 'failed' | 'invalid-id' }> {
  if (isInvalidId(error)) return { kind: 'invalid-id', stampIdx };
  return undo.length > 0
    ? { kind: 'failed', stampIdx, error, notSent, undo }
    : { kind: 'failed', stampIdx, error, notSent };
}

/**
 * What one settled add shows; within a series, with how far the series got. `undo` is what may
 * be taken back once this add is settled (this add's time added when it went through).
 */
export function addedView(
  settled: Settled<Stamp>,
  before: Stamp,
  undo: readonly UndoEntry[],
  series?: Series,
): StampView {
  const { stampIdx } = before;
  const now = settled.now?.kind === 'count' ? settled.now.value : null;
  const card = (stamp: Stamp, notice: CardNotice, done?: Series): StampView => ({
    kind: 'card',
    stampIdx,
    stamp,
    adding: false,
    notice,
    series: done,
    undo,
  });
  // A success counts this add; a failure reports the series as it stood before it.
  const through = series && { added: series.added + 1, requested: series.requested };
  switch (settled.result) {
    case 'went-through': {
      if (settled.proof === 'read-back' && now)
        return card(now, { kind: 'add-recovered' }, through);
      const expected = before.stamps + 1;
      if (!now)
        // The service said yes: the stamp is there, even if the card cannot be read now.
        return card(
          { ...before, stamps: expected },
          {
            kind: 'read-back-failed',
            error: settled.now?.kind === 'unreadable' ? settled.now.error : null,
          },
          through,
        );
      return card(
        now,
        now.stamps === expected
          ? { kind: 'added', number: expected }
          : { kind: 'count-mismatch', expected },
        through,
      );
    }
    case 'did-not':
      if (settled.proof === 'read-back' && now)
        return card(now, { kind: 'add-not-applied' }, series);
      if (isServiceRefusal(settled.error))
        return card(before, { kind: 'add-refused', error: settled.error }, series);
      return failedView(stampIdx, settled.error, 'add');
    case 'not-sure':
      return { kind: 'unknown', stampIdx, before, action: 'add', settled, series };
  }
}

/** The list without `person`'s newest stamp: the one their Undo took back. */
export function withoutNewest(undo: readonly UndoEntry[], person: string): readonly UndoEntry[] {
  const newest = undo.findLastIndex((entry) => entry.by === person);
  return newest < 0 ? undo : [...undo.slice(0, newest), ...undo.slice(newest + 1)];
}

/**
 * What one settled take-back shows. `undo` is what could be taken back before it: one fewer once
 * it went; as it was when nothing changed (kept on a failed take-back for the check after it);
 * nothing after a refusal (the service or our server said no: asking again would be refused
 * again).
 */
export function removedView(
  settled: Settled<Stamp>,
  before: Stamp,
  undo: readonly UndoEntry[],
  person: string,
): StampView {
  const { stampIdx } = before;
  const card = (stamp: Stamp, notice: CardNotice, left: readonly UndoEntry[]): StampView => ({
    kind: 'card',
    stampIdx,
    stamp,
    adding: false,
    notice,
    undo: left,
  });
  switch (settled.result) {
    case 'went-through':
      return card(
        cardAfterRemove(settled, before),
        { kind: 'removed' },
        withoutNewest(undo, person),
      );
    case 'did-not':
      if (settled.proof === 'read-back' && settled.now?.kind === 'count')
        return card(settled.now.value, { kind: 'remove-not-applied' }, undo);
      if (isServiceRefusal(settled.error))
        return card(before, { kind: 'remove-refused', error: settled.error }, []);
      // Not done (a 429, a 5xx): the stamp is still there, and Undo with it once checked again.
      return failedView(stampIdx, settled.error, 'remove', undo);
    case 'not-sure':
      return { kind: 'unknown', stampIdx, before, action: 'remove', settled };
  }
}

/**
 * How many of the stamps `person` added on this verdict Undo may still take back at `now`, and
 * when that number next changes (the oldest of them leaves the window), or null when none may.
 * The entries are oldest first, and Undo takes the newest: the ones still in the window are the
 * last ones. Another person's stamps are not offered: our server would refuse them.
 */
export function undoOffer(
  undo: readonly UndoEntry[] | undefined,
  now: number,
  windowMs: number,
  person: string,
): { count: number; changesAt: number } | null {
  const open = (undo ?? []).filter((entry) => entry.by === person && now - entry.at < windowMs);
  const oldest = open[0];
  if (oldest === undefined) return null;
  return { count: open.length, changesAt: oldest.at + windowMs };
}

/** What staff see once a reward is settled, on the card it was given on. */
export function rewardView(settled: Settled<Stamp>, before: Stamp): StampView {
  const { stampIdx } = before;
  const now = settled.now?.kind === 'count' ? settled.now.value : null;
  switch (settled.result) {
    case 'went-through':
      return { kind: 'reward-given', stampIdx, before };
    case 'did-not':
      if (settled.proof === 'read-back' && now)
        return {
          kind: 'card',
          stampIdx,
          stamp: now,
          adding: false,
          notice: { kind: 'reward-not-recorded' },
        };
      if (isInvalidId(settled.error)) return { kind: 'invalid-id', stampIdx };
      if (isServiceRefusal(settled.error))
        return {
          kind: 'card',
          stampIdx,
          stamp: before,
          adding: false,
          notice: { kind: 'reward-refused', error: settled.error },
        };
      return { kind: 'failed', stampIdx, error: settled.error, notSent: 'reward' };
    case 'not-sure':
      return { kind: 'unknown', stampIdx, before, action: 'reward', settled };
  }
}
