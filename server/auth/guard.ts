import type { Context, MiddlewareHandler } from 'hono';
import type { AuditOutcome } from '../audit/types';
import { message } from '../messages';
import { authContext, type Kit } from './kit';
import { AUDITED_WRITES, type Operation } from './roles';
import type { Sessions } from './session';

/** An error in one line for the server's log: its name and message (an fs error's code is in it). */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** The outcome of a write, from the answer our API gives the browser. */
export function outcomeOfAnswer(status: number, code: unknown): AuditOutcome {
  if (status === 200 && code === 0) return 'ok';
  // No answer from the service, or one we could not trust: the write may have landed.
  if (status >= 500 || status === 499) return 'unknown';
  return 'refused';
}

/**
 * The guard in front of every service route: lets a call through only for a signed-in person
 * whose role may do it, and writes the audit line of each audited write before its answer leaves.
 */
export function createGuard(kit: Kit, sessions: Sessions) {
  const { deps, now, langOf, auditEntry } = kit;

  /**
   * Set when a write's line could not be written; from then on each write first asks the log
   * whether it can write now, and is refused before it is sent while it cannot.
   */
  let auditFailing = false;

  /** A write refused because its line could not be logged: nothing was sent to the service. */
  function auditUnavailable(c: Context): Response {
    c.header('Cache-Control', 'no-store');
    // The app reads this as a refusal (nothing done), not as a server error that may have landed.
    c.header('X-Not-Sent', 'audit-log');
    return c.json(
      { code: 503, message: message('auditUnavailable', langOf(c)), result: null },
      503,
    );
  }

  function guard(operation: Operation): MiddlewareHandler {
    return async (c, next) => {
      const admitted = await sessions.admit(c, operation);
      if (admitted instanceof Response) return admitted;
      const audited = AUDITED_WRITES.has(operation);
      if (audited && auditFailing) {
        try {
          await deps.audit.ready?.();
          auditFailing = false;
        } catch (error) {
          console.error(
            'Audit log: still cannot write; a write was refused unsent.',
            describe(error),
          );
          return auditUnavailable(c);
        }
      }
      await next();
      if (!audited) return undefined;
      // The write's line is on disk before its answer goes back to the browser.
      let code: unknown = null;
      let created: unknown = null;
      try {
        const answer = (await c.res.clone().json()) as { code?: unknown; result?: unknown };
        code = answer.code;
        // A creation answers with the new coupon's code.
        created = answer.result;
      } catch {
        // Not JSON: the outcome is judged by the status alone.
      }
      const status = c.res.status;
      const target =
        authContext(c).get('auditTarget') ??
        (typeof created === 'string' || typeof created === 'number' ? String(created) : null);
      const entry = auditEntry(c, admitted, {
        operation,
        target,
        outcome: outcomeOfAnswer(status, code),
        ...(c.res.headers.get('Idempotent-Replayed')
          ? { detail: 'the first answer replayed (same Idempotency-Key)' }
          : status === 200 && code === 0
            ? {}
            : { detail: `HTTP ${status}, code ${String(code)}` }),
      });
      try {
        await deps.audit.append(entry);
      } catch (error) {
        // The service has answered: the browser gets that answer as it came (a 500 here would
        // tell the till "not sure" about a write whose outcome is known). The line goes whole to
        // the server's error output instead, and later writes wait until the log can write.
        auditFailing = true;
        console.error(
          'Audit log: this line could not be written; writes are refused until it can be:',
          JSON.stringify({ ...entry, time: new Date(now()).toISOString() }),
          describe(error),
        );
      }
      return undefined;
    };
  }

  return guard;
}
