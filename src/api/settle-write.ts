import { DEFAULT_READ_BACK_DELAYS_MS } from './read-back-delays';
import { isApiError, isRefusal, type ApiError } from './errors';

/**
 * How the counter learns what a write really did. Redeem, stamp add and reward answer `null`
 * at best, and sometimes nothing at all; the only proof of what the service holds is a validate
 * sent after the write ended. This module is the whole rule book, as pure functions, so that
 * every ordering can be tested without a browser (see settle-write.orderings.test.ts and
 * settle-write.model.test.ts).
 */
export type WriteAction = 'redeem' | 'add-stamp' | 'reward' | 'remove-stamp';

/**
 * Which way a write moves the count it is settled by: a redeem and an add up by one, taking a
 * stamp back down by one. A reward has no count to move: a card that validates has not had it.
 */
const STEP: Readonly<Record<WriteAction, 1 | -1 | null>> = {
  redeem: 1,
  'add-stamp': 1,
  'remove-stamp': -1,
  reward: null,
};

/** A read of the coupon or card, reduced to what settles a write. */
export type Reading<T> =
  /** It validates; `count` is `useCnt` (redeem) or `stamps` (add, reward, remove). */
  | { kind: 'count'; count: number; value: T }
  /**
   * The service refuses to validate it now. The contract lets the client decode nothing but
   * `code === 0`, 653 and the HTTP status, so this cannot say why (used up by this write, by
   * another till, expired at midnight, deactivated): staff read the service's own words.
   */
  | { kind: 'refused'; error: ApiError }
  /** No answer that says anything: offline, timeout, 5xx, 429, unreadable. */
  | { kind: 'unreadable'; error: unknown };

/** How the write itself ended. */
export type WriteOutcome =
  /** The service answered success. */
  | { kind: 'answered' }
  /** The service said no (a refusal, a 653, a 429): nothing was done. */
  | { kind: 'refused'; error: ApiError }
  /** No trustworthy answer (network, timeout, 5xx, a body that is not the envelope). */
  | { kind: 'unknown'; error: unknown };

export type Settled<T> =
  | {
      result: 'went-through';
      /** The service's own success answer, or a read-back whose count moved by exactly its step. */
      proof: 'answer' | 'read-back';
      before: number;
      /** The latest read-back, if one could be read. */
      now: Reading<T> | null;
    }
  | {
      result: 'did-not';
      /** The service's refusal of the write, or read-backs that all show nothing changed. */
      proof: 'refusal' | 'read-back';
      before: number;
      now: Reading<T> | null;
      /** The refusal, when that is the proof. */
      error: ApiError | null;
    }
  | {
      result: 'not-sure';
      /** Counts are read in the write's own direction: "rose" is "fell" for taking a stamp back. */
      reason:
        /** The read-backs could not be read (or not often enough to rule out a late landing). */
        | 'unreadable'
        /** The coupon or card no longer validates: used up, given, or changed for another reason. */
        | 'refused-now'
        /** The count rose by more than one: another till wrote too, this one may or may not have. */
        | 'others-wrote'
        /** The count went down: something else changed the record. */
        | 'count-fell'
        /**
         * Up by one, but read long after the write (a recheck minutes later, a reload the next
         * morning): another till may have done it since.
         */
        | 'too-late-to-tell';
      before: number;
      now: Reading<T> | null;
      /** Why the write's own answer was not trusted. */
      error: unknown;
    };

/**
 * How long after a write a count up by one still counts as that write: beyond it (a recheck
 * minutes later, recovery after a night), another till may have written since.
 */
export const PROOF_WINDOW_MS = 30_000;

/** At least this many readings with nothing changed, the last one among them, before "did not". */
const UNCHANGED_READS_FOR_DID_NOT = 2;

/** The count now, for the facts shown with a result: a number, `refused`, or null if unreadable. */
export function countNow(settled: Settled<unknown>): number | 'refused' | null {
  if (settled.now?.kind === 'count') return settled.now.count;
  return settled.now?.kind === 'refused' ? 'refused' : null;
}

export function outcomeOf(error: unknown): WriteOutcome {
  if (isApiError(error) && !error.outcomeUnknown) return { kind: 'refused', error };
  return { kind: 'unknown', error };
}

export function readingOf<T>(
  result: { ok: true; value: T } | { ok: false; error: unknown },
  countOf: (value: T) => number,
): Reading<T> {
  if (result.ok) return { kind: 'count', count: countOf(result.value), value: result.value };
  const { error } = result;
  if (isRefusal(error)) return { kind: 'refused', error };
  return { kind: 'unreadable', error };
}

/**
 * What one reading says about a write whose answer was lost, or null when it does not settle it
 * and the next reading should be awaited.
 */
function conclusive<T>(
  action: WriteAction,
  before: number,
  reading: Reading<T>,
  error: unknown,
  countUpIsOurs: boolean,
): Settled<T> | null {
  if (reading.kind === 'unreadable') return null;
  if (reading.kind === 'refused')
    return { result: 'not-sure', reason: 'refused-now', before, now: reading, error };
  // A card whose reward was given no longer validates: one that validates has not had it (yet).
  const step = STEP[action];
  if (step === null) return null;
  const delta = (reading.count - before) * step;
  if (delta === 0) return null;
  if (delta === 1 && countUpIsOurs)
    return { result: 'went-through', proof: 'read-back', before, now: reading };
  return {
    result: 'not-sure',
    reason: delta === 1 ? 'too-late-to-tell' : delta > 1 ? 'others-wrote' : 'count-fell',
    before,
    now: reading,
    error,
  };
}

/**
 * The settle function: from the count read just before the write, the write's outcome and the
 * readings sent after it ended (oldest first), what staff are told.
 *
 * - The service's own answer settles it: success went through, a refusal did not.
 * - An unknown outcome is settled only by the readings. A count up by exactly one since the read
 *   just before the write: it went through. Nothing changed in every one of at least two
 *   readings, the last included: it did not. Anything else — unreadable, no longer valid, up by
 *   more than one, down — is "not sure", with the counts.
 *
 * The one inference: a count up by exactly one is taken as this write, not another till's in the
 * same few hundred milliseconds between the read before it and its landing. Counts cannot tell
 * the two apart; everything wider is caught (docs/decisions/0004-counter-writes.md). Readings
 * taken long after the write (`countUpIsOurs: false`) never draw that inference.
 */
export function settleWrite<T>(
  action: WriteAction,
  before: number,
  outcome: WriteOutcome,
  readings: readonly Reading<T>[],
  { countUpIsOurs = true }: { countUpIsOurs?: boolean } = {},
): Settled<T> {
  const now = readings.at(-1) ?? null;
  if (outcome.kind === 'answered') return { result: 'went-through', proof: 'answer', before, now };
  if (outcome.kind === 'refused')
    return { result: 'did-not', proof: 'refusal', before, now, error: outcome.error };
  for (const reading of readings) {
    const settled = conclusive(action, before, reading, outcome.error, countUpIsOurs);
    if (settled) return settled;
  }
  const unchanged = readings.filter(
    (reading) => reading.kind === 'count' && (STEP[action] === null || reading.count === before),
  ).length;
  if (now?.kind === 'count' && unchanged >= UNCHANGED_READS_FOR_DID_NOT)
    return { result: 'did-not', proof: 'read-back', before, now, error: null };
  return { result: 'not-sure', reason: 'unreadable', before, now, error: outcome.error };
}

export interface WriteProtocol<T> {
  action: WriteAction;
  /** A validate sent now, never joined to one already in flight or served from a cache. */
  read: () => Promise<T>;
  countOf: (value: T) => number;
  /** Sends the write itself, once. Never called again by the protocol. */
  send: (before: T) => Promise<unknown>;
  /** Called with the fresh read just before the write is sent (the pending-write journal). */
  onSending?: (before: T) => void;
  /** Called once the write's own answer (or its absence) is known, before any read-back. */
  onWriteEnded?: (outcome: WriteOutcome) => void;
  readBackDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

export type WriteRun<T> =
  /** The read before the write failed: nothing was sent. */
  | { stage: 'not-sent'; reading: Reading<T> }
  | { stage: 'settled'; before: T; outcome: WriteOutcome; settled: Settled<T> };

const realSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

async function readSafely<T>(
  read: () => Promise<T>,
  countOf: (value: T) => number,
): Promise<Reading<T>> {
  try {
    return readingOf({ ok: true, value: await read() }, countOf);
  } catch (error) {
    return readingOf({ ok: false, error }, countOf);
  }
}

/**
 * Read-backs for a write whose outcome is unknown, each sent after the one before ended, until
 * they settle it or the schedule is spent. Also what "Check again" runs on a "not sure".
 */
export async function readBack<T>(
  protocol: Pick<WriteProtocol<T>, 'action' | 'read' | 'countOf' | 'readBackDelaysMs' | 'sleep'>,
  before: number,
  outcome: WriteOutcome,
  options: { countUpIsOurs?: boolean } = {},
): Promise<Reading<T>[]> {
  const { action, read, countOf, sleep = realSleep } = protocol;
  const readings: Reading<T>[] = [];
  let waited = 0;
  for (const at of protocol.readBackDelaysMs ?? DEFAULT_READ_BACK_DELAYS_MS) {
    if (at > waited) await sleep(at - waited);
    waited = Math.max(waited, at);
    readings.push(await readSafely(read, countOf));
    // "Went through" and a definite "not sure" stop here; "did not" waits for every reading,
    // since a write that timed out may still land a moment later.
    const settled = settleWrite(action, before, outcome, readings, options);
    if (settled.result === 'went-through') break;
    if (settled.result === 'not-sure' && settled.reason !== 'unreadable') break;
  }
  return readings;
}

/**
 * One write, start to end: a fresh read, the write (once), then read-backs that leave only after
 * the write ended, as many as it takes to settle it or until the schedule is spent.
 */
export async function runWrite<T>(protocol: WriteProtocol<T>): Promise<WriteRun<T>> {
  const { action, read, countOf, send } = protocol;
  const first = await readSafely(read, countOf);
  if (first.kind !== 'count') return { stage: 'not-sent', reading: first };
  const before = first.value;
  const beforeCount = first.count;
  protocol.onSending?.(before);
  let outcome: WriteOutcome;
  try {
    await send(before);
    outcome = { kind: 'answered' };
  } catch (error) {
    outcome = outcomeOf(error);
  }
  protocol.onWriteEnded?.(outcome);

  const readings =
    outcome.kind === 'answered'
      ? // One read, for the facts (the new count); the answer already proves it.
        [await readSafely(read, countOf)]
      : outcome.kind === 'unknown'
        ? await readBack(protocol, beforeCount, outcome)
        : [];
  return {
    stage: 'settled',
    before,
    outcome,
    settled: settleWrite(action, beforeCount, outcome, readings),
  };
}
