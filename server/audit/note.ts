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
