import type { AuditNote } from '../env';
import type { AuditFacts } from './facts';
import type { AuditOutcome } from './types';

/**
 * What a route says about a write it answered, for its audit line: its target and the outcome of
 * the answer it built (status and code, before they became a body). Pure, with a table test.
 */

/** No answer from the service, or one we could not use (499: the browser left first). */
const noUsableAnswer = (status: number) => status >= 500 || status === 499;

/** The note with the facts of the check before it, when there was one. */
function withFacts(note: AuditNote, facts: AuditFacts | undefined): AuditNote {
  if (facts !== undefined) note.facts = facts;
  return note;
}

/** The outcome of a write, from the answer our API gives the browser. */
export function outcomeOfAnswer(status: number, code: unknown): AuditOutcome {
  if (status === 200 && code === 0) return 'ok';
  // No usable answer to the write itself: it may have landed.
  if (noUsableAnswer(status)) return 'unknown';
  return 'refused';
}

export function noteOfAnswer(
  status: number,
  code: unknown,
  target: string | null,
  facts?: AuditFacts,
): AuditNote {
  const outcome = outcomeOfAnswer(status, code);
  return withFacts(
    outcome === 'ok'
      ? { target, outcome }
      : { target, outcome, detail: `HTTP ${status}, code ${String(code)}` },
    facts,
  );
}

/** An answer nothing stated (a path that threw past every handler): judged by its status alone. */
export function noteOfStatus(status: number): AuditNote {
  return { target: null, outcome: outcomeOfAnswer(status, null), detail: `HTTP ${status}` };
}

/** Why a write was not sent when its check said no: the check's own answer, in the log's words. */
export function checkFailure({ status, code }: { status: number; code: number }): string {
  return noUsableAnswer(status)
    ? `the check got no usable answer, HTTP ${status}`
    : `the check was refused, code ${code}`;
}

/**
 * The audit line of a reply to a write that was never sent (`unsent` says why): refused, or
 * failed when its check got no usable answer.
 */
export function noteOfUnsent(
  status: number,
  unsent: string,
  target: string | null,
  facts?: AuditFacts,
): AuditNote {
  const outcome = noUsableAnswer(status) ? 'failed' : 'refused';
  return withFacts({ target, outcome, detail: `not sent: ${unsent}` }, facts);
}

/** The shared state failed after the write had left: it may have landed. */
export function noteOfLostAfterSent(target: string | null, facts?: AuditFacts): AuditNote {
  return withFacts(
    { target, outcome: 'unknown', detail: 'sent; server state unreachable after it' },
    facts,
  );
}
