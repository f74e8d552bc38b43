import type { MiddlewareHandler } from 'hono';
import { noteOfStatus } from '../audit/note';
import type { AuditEntryInput } from '../audit/types';
import type { Intent, ServerContext, ServerEnv } from '../env';
import { message, markOurs } from '../messages';
import type { Kit } from './kit';
import { AUDITED_WRITES, type Operation } from './roles';
import type { Sessions } from './session';

/** Lines kept to be written later, at most (a log down for hours refuses every write anyway). */
const OWED_MAX = 1_000;

/** Who a call was let through for. */
type Admitted = Exclude<Awaited<ReturnType<Sessions['admit']>>, Response>;

/** Runs a guarded route and its audit line (`run`) inside something of the route's own. */
export type AroundWrite = (c: ServerContext, run: () => Promise<void>) => Promise<void>;

/** An error in one line for the server's log: its name and message (an fs error's code is in it). */
function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * The guard in front of every service route: lets a call through only for a signed-in person
 * whose role may do it, and writes the audit line of each audited write before its answer leaves,
 * from what the route said happened (`c.var.audit`, audit/note.ts); it reads no answer's body.
 */
export function createGuard(kit: Kit, sessions: Sessions) {
  const { deps, now, langOf, auditEntry } = kit;

  /**
   * Set at start and when a write's line could not be written: until the log says it can write
   * (its end checked against its head, decision 0021), each write first asks it, and is refused
   * before it is sent while it cannot. So a log found forged at start sends nothing.
   */
  let auditFailing = true;

  /**
   * Lines that could not be written, in order, written once the log can write again and before
   * the next write is sent (decision 0021): the outcome of a write already answered, or of one
   * refused because its intent could not be kept. At most OWED_MAX; a restart loses them (each
   * also went whole to the error output), and an intent left without its outcome then reads as
   * "not sure".
   */
  const owed: AuditEntryInput[] = [];

  /** Writes the owed lines; what could not be written is owed still, and the error thrown. */
  async function payOwed(): Promise<void> {
    while (owed.length > 0) {
      const [line] = owed;
      if (line) await deps.audit.append(line);
      owed.shift();
    }
  }

  /** A write refused because its line could not be logged: nothing was sent to the service. */
  function auditUnavailable(c: ServerContext): Response {
    c.header('Cache-Control', 'no-store');
    // The app reads this as a refusal (nothing done), not as a server error that may have landed.
    c.header('X-Not-Sent', 'state');
    markOurs(c);
    return c.json(
      { code: 503, message: message('auditUnavailable', langOf(c)), result: null },
      503,
    );
  }

  /** A call refused because the server's state (the database) could not be read: not sent. */
  function stateUnavailable(c: ServerContext, error: unknown): Response {
    console.error('Server state unreachable; a call was refused unsent:', describe(error));
    c.header('Cache-Control', 'no-store');
    c.header('X-Not-Sent', 'state');
    markOurs(c);
    return c.json(
      { code: 503, message: message('stateUnavailable', langOf(c)), result: null },
      503,
    );
  }

  /**
   * `around`, when given, runs the route and its audit line inside it, once the caller is admitted
   * (so a stranger's body is still never read): the take-back's one-at-a-time line, which must
   * hold until each line is written.
   */
  function guard(operation: Operation, around?: AroundWrite): MiddlewareHandler<ServerEnv> {
    return async (c, next) => {
      let admitted: Awaited<ReturnType<typeof sessions.admit>>;
      try {
        admitted = await sessions.admit(c, operation);
      } catch (error) {
        // Who is asking could not be read (PostgreSQL down): nothing is sent, and the till hears
        // "nothing was done", not "not sure".
        return stateUnavailable(c, error);
      }
      if (admitted instanceof Response) return admitted;
      const audited = AUDITED_WRITES.has(operation);
      if (audited && auditFailing) {
        try {
          await deps.audit.ready?.();
          await payOwed();
          auditFailing = false;
        } catch (error) {
          console.error(
            'Audit log: still cannot write; a write was refused unsent.',
            describe(error),
          );
          return auditUnavailable(c);
        }
      }
      if (audited) c.set('intend', (say) => intend(c, admitted, operation, say));
      if (around) await around(c, () => routeAndLine(c, next, admitted, operation, audited));
      else await routeAndLine(c, next, admitted, operation, audited);
      return undefined;
    };
  }

  /**
   * The intent line of a write about to be sent (decision 0021): true once it is on record; false
   * when it could not be written, and then the write must not be sent, and later writes wait
   * until the log can write.
   */
  async function intend(
    c: ServerContext,
    admitted: Admitted,
    operation: Operation,
    say: Intent,
  ): Promise<boolean> {
    const entry = auditEntry(c, admitted, {
      operation,
      target: say.target,
      outcome: 'sending',
      ...(say.facts === undefined ? {} : { facts: say.facts }),
    });
    try {
      await deps.audit.append(entry);
      return true;
    } catch (error) {
      auditFailing = true;
      console.error(
        'Audit log: a write could not be put on record first; it was refused unsent:',
        describe(error),
      );
      return false;
    }
  }

  /** The route, then, for an audited write, its line, on disk before the answer leaves. */
  async function routeAndLine(
    c: ServerContext,
    next: () => Promise<void>,
    admitted: Admitted,
    operation: Operation,
    audited: boolean,
  ): Promise<void> {
    await next();
    if (!audited) return;
    // The id was made for the intent line, before the answer existed: it goes on the answer now.
    const id = c.get('requestId');
    if (id !== undefined) c.res.headers.set('X-Request-Id', id);
    // The write's line is on disk before its answer goes back to the browser. A route states
    // what happened; an answer nothing stated (an error past every handler) goes by its status.
    const note = c.get('audit') ?? noteOfStatus(c.res.status);
    const entry = auditEntry(c, admitted, {
      operation,
      target: note.target,
      outcome: note.outcome,
      ...(note.detail === undefined ? {} : { detail: note.detail }),
      ...(note.facts === undefined ? {} : { facts: note.facts }),
    });
    try {
      await deps.audit.append(entry);
    } catch (error) {
      // The service has answered: the browser gets that answer as it came (a 500 here would
      // tell the till "not sure" about a write whose outcome is known). The line goes whole to
      // the server's error output instead, and later writes wait until the log can write.
      auditFailing = true;
      if (owed.length < OWED_MAX) owed.push(entry);
      console.error(
        'Audit log: this line could not be written; writes are refused until it can be:',
        JSON.stringify({ ...entry, time: new Date(now()).toISOString() }),
        describe(error),
      );
    }
  }

  return guard;
}
