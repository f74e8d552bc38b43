import type { AuditNote } from '../env';
import type { AuditFacts } from './facts';
import type { AuditOutcome } from './types';

/**
 * What a route says about a write it answered, for its audit line: its target and the outcome of
 * the answer it built (status and code, before they became a body). Pure, with a table test.
 */

/** The outcome of a write, from the answer our API gives the browser. */
export function outcomeOfAnswer(status: number, code: unknown): AuditOutcome {
  if (status === 200 && code === 0) return 'ok';
  // No answer from the service, or one we could not trust: the write may have landed.
  if (status >= 500 || status === 499) return 'unknown';
  return 'refused';
}

export function noteOfAnswer(
  status: number,
  code: unknown,
  target: string | null,
  facts?: AuditFacts,
): AuditNote {
  const outcome = outcomeOfAnswer(status, code);
  const note: AuditNote =
    outcome === 'ok'
      ? { target, outcome }
      : { target, outcome, detail: `HTTP ${status}, code ${String(code)}` };
  if (facts !== undefined) note.facts = facts;
  return note;
}

/** An answer nothing stated (a path that threw past every handler): judged by its status alone. */
export function noteOfStatus(status: number): AuditNote {
  return { target: null, outcome: outcomeOfAnswer(status, null), detail: `HTTP ${status}` };
}

/** Why a write was not sent when its check said no: the check's own answer, in the log's words. */
export function checkFailure({ status, code }: { status: number; code: number }): string {
  return status >= 500 || status === 499
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
  const failed = status >= 500 || status === 499;
  const note: AuditNote = {
    target,
    outcome: failed ? 'failed' : 'refused',
    detail: `not sent: ${unsent}`,
  };
  if (facts !== undefined) note.facts = facts;
  return note;
}
