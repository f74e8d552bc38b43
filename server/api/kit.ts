import type { AuditFacts } from '../audit/facts';
import type { MiddlewareHandler } from 'hono';
import type * as z from 'zod/mini';
import { noteOfAnswer, noteOfLostAfterSent, noteOfUnsent } from '../audit/note';
import type { Auth } from '../auth/auth';
import type { AroundWrite } from '../auth/guard';
import type { Identity } from '../auth/kit';
import type { Operation } from '../auth/roles';
import { rateLimitOf, type ServerConfig } from '../config';
import { createFairShare } from '../fair-share';
import type { ServerContext, ServerEnv } from '../env';
import type { IdempotencyStore } from '../idempotency';
import { type Lang, languageOf } from '../messages';
import { type BodySchema, checkBody } from '../requests/bodies';
import type { KeyedLock } from '../state/keyed-lock';
import type { RateLimiter } from '../state/rate-limiter';
import { type CallSignals, Upstream, type UpstreamRequest } from '../upstream';
import { sendOverHttp, sendWithFetch } from '../upstream-send';
import { writeResultWire } from '../wire';
import { interpret } from './interpret';
import { acceptLanguageOf, orRefusal, own, parseJson, type Reply, toResponse } from './reply';

/** The state the API shares with every other process of the server: built in node.ts. */
export interface ApiState {
  rateLimiter: RateLimiter;
  locks: KeyedLock;
  /** Replays the first answer to a create sent again with the same Idempotency-Key. */
  idempotency?: IdempotencyStore;
}

export interface ApiDeps {
  state: ApiState;
  /**
   * The way to the service: a test's stand-in `fetch`; by default Node's own HTTP client with
   * kept-alive connections (upstream-send.ts).
   */
  fetch?: typeof fetch;
  /** Milliseconds (the memo's time, the stamp undo window). */
  now?: () => number;
  /** Back-off between read retries. */
  sleep?: (ms: number) => Promise<void>;
  /** Where each call to the service is counted and timed (metrics.ts); none in most tests. */
  observeUpstream?: (path: string, outcome: string, seconds: number) => void;
  /**
   * Staff sign-in and the audit log (auth/auth.ts). The Node entry always gives it: in live mode
   * only a signed-in person with the right role reaches the service. Tests of the service's
   * pass-through leave it out.
   */
  auth?: Auth;
}

/** What every room of the API shares: the way to the service, the time budget, the answers. */
/** An error of the shared state, for the server's error output. */
const reasonOf = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

export function createApiKit(config: ServerConfig, deps: ApiDeps) {
  const now = deps.now ?? (() => Date.now());
  const upstream = new Upstream(config, deps.state.rateLimiter, {
    send: deps.fetch ? sendWithFetch(deps.fetch) : sendOverHttp(),
    sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    now,
    fair: createFairShare(rateLimitOf(config), now),
    ...(deps.observeUpstream ? { observe: deps.observeUpstream } : {}),
  });
  const langOf = (c: ServerContext): Lang => languageOf(c.req.header('Accept-Language'));

  /**
   * The answer, with what it says stated for the audit line of the write it answers (the guard
   * writes it: auth/guard.ts); `target` is the coupon or card it was about, `facts` what its
   * fresh validate read (audit/facts.ts).
   */
  function answer(
    c: ServerContext,
    reply: Reply,
    target: string | null,
    facts?: AuditFacts,
  ): Response {
    // A write never sent is answered like any other (a check with no usable answer is a failure
    // the till reads the coupon again after); only its audit line says why it was not sent.
    c.set(
      'audit',
      reply.unsent === undefined
        ? noteOfAnswer(reply.status, reply.code, target, facts)
        : noteOfUnsent(reply.status, reply.unsent, target, facts),
    );
    return toResponse(reply);
  }

  /**
   * The call failed before it reached the service (the shared state, PostgreSQL, could not be
   * read or locked): the till hears "nothing was done", never "not sure" (X-Not-Sent, as a write
   * refused for the audit log is said), and the audit line says it failed unsent.
   */
  function notSent(c: ServerContext, error: unknown, target: string | null): Response {
    console.error('Server state unreachable; a call was refused unsent:', reasonOf(error));
    c.set('audit', { target, outcome: 'failed', detail: 'not sent: server state unreachable' });
    const response = toResponse(own(503, 'stateUnavailable', langOf(c)));
    response.headers.set('X-Not-Sent', 'state');
    return response;
  }

  /**
   * The write's intent line could not be put on record (decision 0021): it was not sent, and
   * the till hears "nothing was done", as for a log that cannot write at all.
   */
  function notRecorded(c: ServerContext, target: string | null, facts?: AuditFacts): Response {
    c.set('audit', noteOfUnsent(503, 'its intent could not be put on record', target, facts));
    const response = toResponse(own(503, 'auditUnavailable', langOf(c)));
    response.headers.set('X-Not-Sent', 'state');
    return response;
  }

  /**
   * Puts the write's intent on record, when there is a log to keep it (signed-in live mode):
   * false when it could not be, and then nothing may be sent.
   */
  const intend = (c: ServerContext, target: string | null, facts?: AuditFacts) =>
    c.var.intend ? c.var.intend(facts === undefined ? { target } : { target, facts }) : true;

  /**
   * The shared state failed after the write had left (a lock's COMMIT on PostgreSQL, the
   * connection gone): the write may have landed, so the till hears "not sure" and reads the
   * coupon or card again; never "nothing was done", which would invite a second redeem.
   */
  function lostAfterSent(
    c: ServerContext,
    error: unknown,
    target: string | null,
    facts?: AuditFacts,
  ): Response {
    console.error('Server state failed after a write was sent:', reasonOf(error));
    c.set('audit', noteOfLostAfterSent(target, facts));
    return toResponse(own(503, 'stateLostAfterWrite', langOf(c)));
  }

  /**
   * Runs one browser request against the service within one time budget: waiting in a line,
   * the checking read before a write, every retry and back-off included. When the budget runs
   * out, or the browser goes away, the request to the service is aborted on the wire.
   */
  async function withBudget(
    c: ServerContext,
    work: (signals: CallSignals, lang: Lang) => Promise<Reply>,
  ): Promise<Reply> {
    const lang = langOf(c);
    // One controller for both ends of the budget, the deadline and the browser leaving, where
    // AbortSignal.any and a second controller cost a few percent of the server's time per call
    // (`npm run bench:server -- --profile`).
    const either = new AbortController();
    const deadline = { aborted: false };
    const client = c.req.raw.signal;
    const timer = setTimeout(() => {
      deadline.aborted = true;
      either.abort(new DOMException('The service took too long.', 'TimeoutError'));
    }, config.upstreamTimeoutMs);
    const clientLeft = () => either.abort(client.reason);
    if (client.aborted) clientLeft();
    else client.addEventListener('abort', clientLeft, { once: true });
    const signals: CallSignals = { any: either.signal, deadline, client };
    try {
      return await work(signals, lang);
    } catch (error) {
      // Only a line's wait ends this way: it was given up because time ran out or the browser left.
      if (!signals.any.aborted) throw error;
      const kind = signals.deadline.aborted ? 'timeout' : 'client-gone';
      // No payload is read for these two outcomes: any schema will do.
      return interpret({ kind }, writeResultWire, lang, config, now());
    } finally {
      clearTimeout(timer);
      client.removeEventListener('abort', clientLeft);
    }
  }

  function send(
    c: ServerContext,
    signals: CallSignals,
    lang: Lang,
    request: Omit<UpstreamRequest, 'acceptLanguage'>,
    payload: z.ZodMiniType,
  ): Promise<Reply> {
    const till = identityOf(c)?.device.id;
    const asked = { ...request, acceptLanguage: acceptLanguageOf(c) };
    return upstream
      .call(till === undefined ? asked : { ...asked, till }, signals)
      .then((outcome) => interpret(outcome, payload, lang, config, now()));
  }

  function methodNotAllowed(c: ServerContext, allowed: string): Response {
    const response = toResponse(
      own(405, 'methodNotAllowed', langOf(c), { method: c.req.method, allowed }),
    );
    response.headers.set('Allow', allowed);
    return response;
  }

  /** Writes take JSON only: a form post or text/plain is not a request our client makes. */
  const requireJson: MiddlewareHandler<ServerEnv> = async (c, next) => {
    const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      return answer(c, own(415, 'unsupportedMediaType', langOf(c)), null);
    }
    await next();
    return undefined;
  };

  /** The body as JSON, checked against the operation's allowlist schema. */
  async function readBody<T>(
    c: ServerContext,
    spec: BodySchema<T>,
  ): Promise<{ value: T } | { reply: Reply }> {
    const lang = langOf(c);
    const json = parseJson(await c.req.text());
    if (!json.ok) return { reply: own(400, 'invalidJson', lang) };
    return orRefusal(checkBody(spec, json.value), lang);
  }

  /** Lets the call through only for a signed-in person whose role may do it (live mode). */
  const signedIn = (operation: Operation, around?: AroundWrite): MiddlewareHandler<ServerEnv> =>
    deps.auth
      ? deps.auth.guard(operation, around)
      : (c, next) => (around ? around(c, next) : next());

  const identityOf = (c: ServerContext): Identity | null => deps.auth?.identityOf(c) ?? null;

  return {
    config,
    now,
    serviceKind: () => upstream.serviceKind,
    auth: deps.auth,
    langOf,
    answer,
    notSent,
    notRecorded,
    intend,
    lostAfterSent,
    withBudget,
    send,
    methodNotAllowed,
    requireJson,
    readBody,
    signedIn,
    identityOf,
  };
}

export type ApiKit = ReturnType<typeof createApiKit>;
