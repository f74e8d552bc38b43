import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type * as z from 'zod/mini';
import type { Auth } from './auth/auth';
import { BodyTooLargeError, bodyTooLarge, limitBodies } from './body-limit';
import { redeemMemo } from './auth/memo';
import type { Operation } from './auth/roles';
import type { Plan, ServerConfig } from './config';
import { KeyedSerialQueues, SerialQueue, TokenBucket } from './flow';
import {
  checkIdempotencyKey,
  fingerprint,
  type IdempotencyStore,
  type StoredAnswer,
} from './idempotency';
import { type Lang, languageOf, message, type MessageName } from './messages';
import {
  type BodySchema,
  type Checked,
  type OutgoingQuery,
  checkBody,
  checkClicksQuery,
  checkCouponValidateQuery,
  checkStampValidateQuery,
  couponCreateBody,
  couponRedeemBody,
  type RequestFailure,
  stampAddBody,
  stampRemoveBody,
  stampUpdateBody,
} from './requests';
import { rewardPasswordProblem, stampWithPasswordWire } from './stamp-reward';
import { mayTakeBackStamp, STAMP_UNDO_WINDOW_MS } from './stamp-undo-window';
import {
  type CallSignals,
  retryAfterSeconds,
  Upstream,
  type UpstreamOutcome,
  type UpstreamRequest,
} from './upstream';
import {
  couponWire,
  createdCouponWire,
  envelopeWire,
  hourlyClicksWire,
  stampWire,
  writeResultWire,
} from './wire';

/**
 * The server's API: the eight operations of CONTRACT.md at the service's own paths, and nothing
 * else. It holds no Node specifics (only fetch, AbortSignal and timers), so the same app runs
 * under @hono/node-server, in tests through `app.request`, or on any other runtime.
 *
 * Every answer is one of: the service's answer rebuilt through an allowlist schema, or an
 * envelope of our own `{ code, message, result: null }` whose code is its HTTP status (653 for a
 * numeric parameter, exactly as the service answers it). The browser's client branches on
 * nothing but `code === 0`, 653 and the status, so both kinds read the same to it.
 */

export interface ApiDeps {
  /** The way to the service; globalThis.fetch by default. */
  fetch?: typeof fetch;
  /** Milliseconds, for the token bucket. */
  now?: () => number;
  /** Back-off between read retries. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Staff sign-in and the audit log (auth/auth.ts). The Node entry always gives it: in live mode
   * only a signed-in person with the right role reaches the service. Tests of the service's
   * pass-through leave it out.
   */
  auth?: Auth;
  /** Replays the first answer to a create sent again with the same Idempotency-Key. */
  idempotency?: IdempotencyStore;
}

/** Calls a minute the service allows each plan (CONTRACT.md). */
export const PLAN_RATE_LIMITS: Readonly<Record<Plan, number>> = {
  personal: 180,
  premium: 300,
  enterprise: 1_200,
};

export { BODY_LIMIT_BYTES } from './body-limit';

const PATHS = {
  couponValidate: '/api/coupon/v1/validate',
  couponCreate: '/api/coupon/v1/create',
  couponRedeem: '/api/coupon/v1/redeem',
  stampValidate: '/api/stamp/v1/validate',
  stampAdd: '/api/stamp/v1/add',
  stampUpdate: '/api/stamp/v1/update',
  stampRemove: '/api/stamp/v1/remove',
  clicksByHour: '/api/statistics/v2/clicks-by-hour',
} as const;

/** What goes back to the browser, before it becomes a Response. */
interface Reply {
  status: number;
  code: number;
  message: string;
  result: unknown;
  retryAfterSeconds?: number;
}

/** The browser gets to pick a language, not to put arbitrary bytes in our request. */
function acceptLanguageOf(c: Context): string | null {
  const value = c.req.header('Accept-Language')?.trim();
  if (!value || value.length > 200 || !/^[\x20-\x7e]+$/.test(value)) return null;
  return value;
}

function toResponse(reply: Reply): Response {
  const headers = new Headers({
    'Content-Type': 'application/json; charset=utf-8',
    // Validate answers are what staff act on, and they carry customers' details: never cached
    // by the browser or anything in between.
    'Cache-Control': 'no-store',
  });
  if (reply.retryAfterSeconds !== undefined) {
    headers.set('Retry-After', String(reply.retryAfterSeconds));
  }
  const body = { code: reply.code, message: reply.message, result: reply.result };
  return new Response(JSON.stringify(body), { status: reply.status, headers });
}

function own(
  status: number,
  name: MessageName,
  lang: Lang,
  params: Record<string, string | number> = {},
  code = status,
): Reply {
  return { status, code, message: message(name, lang, params), result: null };
}

/**
 * A refusal of ours that stands where the service's own business refusal would (a wrong on-site
 * password, a stamp that is not this till's to take back): said the way the service says its
 * own, HTTP 200 with a non-zero code, so the till treats it as one (nothing was done) and the
 * browser does not log it as a failed request.
 */
function businessRefusal(
  name: MessageName,
  lang: Lang,
  code: number,
  params: Record<string, string | number> = {},
): Reply {
  return own(200, name, lang, params, code);
}

function refusal(failure: RequestFailure, lang: Lang): Reply {
  return own(failure.status, failure.message, lang, failure.params, failure.code);
}

function unexpected(lang: Lang, detail: string): Reply {
  return own(502, 'unexpected', lang, { detail });
}

/** The first answer to an Idempotency-Key, once more: said so in a header. */
function replayed(answer: StoredAnswer): Response {
  const headers = new Headers(answer.headers);
  headers.set('Cache-Control', 'no-store');
  headers.set('Idempotent-Replayed', 'true');
  return new Response(answer.body, { status: answer.status, headers });
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Turns what came back from the service into our answer. Only an envelope that fits, with a
 * payload that fits its operation's schema, passes on; everything else becomes an envelope of
 * ours that says what went wrong, with a status the browser's client already understands.
 */
function interpret(
  outcome: UpstreamOutcome,
  payload: z.ZodMiniType,
  lang: Lang,
  config: ServerConfig,
  now: number,
): Reply {
  switch (outcome.kind) {
    case 'rate-limited-here': {
      // Whole seconds, rounded up and at least 1, so a client that waits this long finds a token.
      const seconds = Math.max(1, Math.ceil(outcome.retryAfterMs / 1000));
      return {
        ...own(429, 'rateLimitedHere', lang, { limit: PLAN_RATE_LIMITS[config.plan], seconds }),
        retryAfterSeconds: seconds,
      };
    }
    case 'timeout':
      return own(504, 'timeout', lang, { seconds: config.upstreamTimeoutMs / 1000 });
    case 'client-gone':
      // Nobody reads this: the browser has gone. 499 is the status proxies log for it.
      return own(499, 'clientClosed', lang);
    case 'network':
      return own(502, 'unreachable', lang);
    case 'too-large':
      return unexpected(lang, 'an answer too large');
    case 'answer':
      break;
  }

  const { status, headers, body } = outcome;
  if (status === 429) {
    const reply = own(429, 'rateLimitedByService', lang);
    const seconds = retryAfterSeconds(headers.get('Retry-After'), now);
    return seconds === null ? reply : { ...reply, retryAfterSeconds: seconds };
  }
  // A refused key or User-Agent is this server's problem, not the user's: never a 401 or 403
  // that the browser could take for its own sign-in.
  if (status === 401 || status === 403) return own(502, 'serviceRefusedServer', lang, { status });
  if (status === 503) {
    const reply = own(503, 'serviceUnavailable', lang);
    const seconds = retryAfterSeconds(headers.get('Retry-After'), now);
    return seconds === null ? reply : { ...reply, retryAfterSeconds: seconds };
  }
  if (status >= 500) return own(502, 'serviceError', lang, { status });
  if (status < 200 || (status >= 300 && status < 400)) {
    return unexpected(lang, `HTTP ${status}`);
  }

  const json = parseJson(body);
  if (!json.ok) return unexpected(lang, `HTTP ${status}, not JSON`);
  const envelope = envelopeWire.safeParse(json.value);
  if (!envelope.success) return unexpected(lang, `HTTP ${status}, not the envelope`);
  const code = Number(envelope.data.code);
  const serviceMessage = envelope.data.message == null ? '' : String(envelope.data.message);

  if (code !== 0) {
    // A business refusal (HTTP 200) or a refused parameter (the 653 with 400): the service's
    // own words, and nothing of whatever it put in `result`.
    return { status, code, message: serviceMessage, result: null };
  }
  if (status >= 400) return unexpected(lang, `HTTP ${status} with code 0`);
  const result = payload.safeParse(envelope.data.result);
  if (!result.success) return unexpected(lang, 'a payload that does not fit the operation');
  return { status: 200, code: 0, message: serviceMessage, result: result.data };
}

/** Which line a write waits in, and the validate that checks it first. */
interface Guard {
  key: string;
  check: Omit<UpstreamRequest, 'acceptLanguage' | 'retry'>;
  payload: z.ZodMiniType;
}

/** Codes are case-insensitive at the service, so "abc12345" and "ABC12345" share one line. */
function couponGuard({ cpnNo }: { cpnNo: string }): Guard {
  return {
    key: `coupon:${cpnNo.toUpperCase()}`,
    check: { method: 'GET', path: PATHS.couponValidate, query: { cpnNo } },
    payload: couponWire,
  };
}

/** Adding, taking back and the reward share a line: all change the same card. */
function stampGuard({ stampIdx }: { stampIdx: number }): Guard {
  return {
    key: `stamp:${stampIdx}`,
    check: { method: 'GET', path: PATHS.stampValidate, query: { stampIdx } },
    payload: stampWire,
  };
}

/** The reward's check reads the card's on-site password too: for our comparison, never sent on. */
function rewardGuard(body: { stampIdx: number }): Guard {
  return { ...stampGuard(body), payload: stampWithPasswordWire };
}

/** What a write sends to the service, once its checks passed, and what it checks first. */
interface WriteSteps<T> {
  /** The body as the service takes it; the checked body as it is by default. */
  outgoing?: (body: T) => Record<string, unknown>;
  /** After the fresh validate said yes: a refusal of ours, so nothing is sent, or null. */
  before?: (body: T, checked: unknown, c: Context, lang: Lang) => Promise<Reply | null>;
}

/** The route's checked input, or the refusal to send. */
function orRefusal<T>(checked: Checked<T>, lang: Lang): { value: T } | { reply: Reply } {
  return checked.ok ? { value: checked.value } : { reply: refusal(checked.failure, lang) };
}

export function createApi(config: ServerConfig, deps: ApiDeps = {}): Hono {
  const now = deps.now ?? (() => Date.now());
  const upstream = new Upstream(
    config,
    // One createApi serves one API key, so this is the key's one bucket.
    new TokenBucket(PLAN_RATE_LIMITS[config.plan], now),
    {
      fetch: deps.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      sleep: deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      now,
    },
  );
  // The service allows one statistics call at a time per account: the rest wait their turn.
  const statistics = new SerialQueue();
  // Two tills racing for a coupon's last use, or the last stamp of a card, go one after the other.
  const writes = new KeyedSerialQueues();

  const app = new Hono();
  const langOf = (c: Context) => languageOf(c.req.header('Accept-Language'));
  // Before anything reads a body, on every route (sign-in's included).
  app.use('*', limitBodies());
  // Sign-in's own routes first: /api/auth/* and /api/audit are not the service's.
  if (deps.auth) app.route('/', deps.auth.routes);

  /**
   * Runs one browser request against the service within one time budget: waiting in a queue,
   * the checking read before a write, every retry and back-off included. When the budget runs
   * out, or the browser goes away, the request to the service is aborted on the wire.
   */
  async function withBudget(
    c: Context,
    work: (signals: CallSignals, lang: Lang) => Promise<Reply>,
  ): Promise<Response> {
    const lang = langOf(c);
    const deadline = new AbortController();
    const timer = setTimeout(() => {
      deadline.abort(new DOMException('The service took too long.', 'TimeoutError'));
    }, config.upstreamTimeoutMs);
    const client = c.req.raw.signal;
    const signals: CallSignals = {
      any: AbortSignal.any([deadline.signal, client]),
      deadline: deadline.signal,
      client,
    };
    try {
      return toResponse(await work(signals, lang));
    } catch (error) {
      // Only a queue's wait ends this way: it was given up because time ran out or the browser left.
      if (!signals.any.aborted) throw error;
      const kind = signals.deadline.aborted ? 'timeout' : 'client-gone';
      // No payload is read for these two outcomes: any schema will do.
      return toResponse(interpret({ kind }, writeResultWire, lang, config, now()));
    } finally {
      clearTimeout(timer);
    }
  }

  function send(
    c: Context,
    signals: CallSignals,
    lang: Lang,
    request: Omit<UpstreamRequest, 'acceptLanguage'>,
    payload: z.ZodMiniType,
  ): Promise<Reply> {
    return upstream
      .call({ ...request, acceptLanguage: acceptLanguageOf(c) }, signals)
      .then((outcome) => interpret(outcome, payload, lang, config, now()));
  }

  /**
   * A write to one coupon or card: in line behind any other write to the same one, then checked
   * with a fresh validate (the specification: client-side checks alone are not safe, and state
   * may have changed since the till looked), then sent once. A refusal of the validate is the
   * answer, and the write is not sent.
   */
  async function guardedWrite<T extends Record<string, unknown>>(
    c: Context,
    path: string,
    spec: BodySchema<T>,
    guard: (body: T) => Guard,
    target: (body: T) => string,
    signed: (body: T, c: Context) => T = (value) => value,
    steps: WriteSteps<T> = {},
  ): Promise<Response> {
    const read = await readBody(c, spec);
    if ('reply' in read) return toResponse(read.reply);
    deps.auth?.setTarget(c, target(read.value));
    const body = { value: signed(read.value, c) };
    const { key, check, payload } = guard(body.value);
    return withBudget(c, (signals, lang) =>
      writes.run(key, signals.any, async () => {
        const verdict = await send(c, signals, lang, { ...check, retry: true }, payload);
        if (verdict.status !== 200 || verdict.code !== 0) return verdict;
        const refused = await steps.before?.(body.value, verdict.result, c, lang);
        if (refused) return refused;
        const outgoing = steps.outgoing ? steps.outgoing(body.value) : body.value;
        const write = { method: 'PUT', path, body: outgoing, retry: false } as const;
        return send(c, signals, lang, write, writeResultWire);
      }),
    );
  }

  /** GET routes also answer HEAD in Hono; a HEAD must not spend a call to the service. */
  function onlyGet(c: Context): Response | null {
    if (c.req.method === 'GET') return null;
    return methodNotAllowed(c, 'GET');
  }

  function methodNotAllowed(c: Context, allowed: string): Response {
    const lang = langOf(c);
    const response = toResponse(
      own(405, 'methodNotAllowed', lang, { method: c.req.method, allowed }),
    );
    response.headers.set('Allow', allowed);
    return response;
  }

  /** Writes take JSON only: a form post or text/plain is not a request our client makes. */
  const requireJson: MiddlewareHandler = async (c, next) => {
    const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') {
      return toResponse(own(415, 'unsupportedMediaType', langOf(c)));
    }
    await next();
    return undefined;
  };

  /** The body as JSON, checked against the operation's allowlist schema. */
  async function readBody<T>(
    c: Context,
    spec: BodySchema<T>,
  ): Promise<{ value: T } | { reply: Reply }> {
    const lang = langOf(c);
    const json = parseJson(await c.req.text());
    if (!json.ok) return { reply: own(400, 'invalidJson', lang) };
    return orRefusal(checkBody(spec, json.value), lang);
  }

  /**
   * A read: the method, then the parameters, are checked before anything is sent; reads may be
   * retried (they change nothing).
   */
  function read<Q extends OutgoingQuery>(
    c: Context,
    check: (query: URLSearchParams) => Checked<Q>,
    path: string,
    payload: z.ZodMiniType,
    queue?: SerialQueue,
  ): Response | Promise<Response> {
    const wrongMethod = onlyGet(c);
    if (wrongMethod) return wrongMethod;
    const checked = orRefusal(check(new URL(c.req.url).searchParams), langOf(c));
    if ('reply' in checked) return toResponse(checked.reply);
    return withBudget(c, (signals, lang) => {
      const call = () =>
        send(c, signals, lang, { method: 'GET', path, query: checked.value, retry: true }, payload);
      return queue ? queue.run(signals.any, call) : call();
    });
  }

  /** Lets the call through only for a signed-in person whose role may do it (live mode). */
  const signedIn = (operation: Operation): MiddlewareHandler =>
    deps.auth ? deps.auth.guard(operation) : (_c, next) => next();

  /**
   * The redeem's memo names the person signed in on this device, whatever the browser wrote:
   * the service's only record of who redeemed must not be something a browser can make up.
   */
  function signedMemo<T extends { memo?: string | undefined }>(body: T, c: Context): T {
    const identity = deps.auth?.identityOf(c);
    if (!identity) return body;
    const memo = redeemMemo(
      identity.device.name,
      identity.staff.name,
      now(),
      config.serviceTimeZone,
    );
    return { ...body, memo };
  }

  app.get(PATHS.couponValidate, signedIn('couponValidate'), (c) =>
    read(c, checkCouponValidateQuery, PATHS.couponValidate, couponWire),
  );
  app.get(PATHS.stampValidate, signedIn('stampValidate'), (c) =>
    read(c, checkStampValidateQuery, PATHS.stampValidate, stampWire),
  );
  app.get(PATHS.clicksByHour, signedIn('clicksByHour'), (c) =>
    read(c, checkClicksQuery, PATHS.clicksByHour, hourlyClicksWire, statistics),
  );

  app.post(PATHS.couponCreate, signedIn('couponCreate'), requireJson, async (c) => {
    const body = await readBody(c, couponCreateBody);
    if ('reply' in body) return toResponse(body.reply);
    // A typed code names the coupon before it exists; a drawn one is named by the answer.
    deps.auth?.setTarget(c, body.value.cpnNo ?? null);
    // Nothing to check first and nothing to race for: a new coupon is sent once, as it is.
    const create = () =>
      withBudget(c, (signals, lang) =>
        send(
          c,
          signals,
          lang,
          { method: 'POST', path: PATHS.couponCreate, body: { ...body.value }, retry: false },
          createdCouponWire,
        ),
      );
    const key = checkIdempotencyKey(c.req.header('Idempotency-Key'));
    if (!key.ok) return toResponse(own(400, 'idempotencyInvalid', langOf(c)));
    if (key.key === null || !deps.idempotency) return create();
    // Keys are the device's own (a key from one till never replays another's answer).
    const scope = deps.auth?.identityOf(c)?.device.id ?? 'server';
    const claim = deps.idempotency.claim(scope, key.key, fingerprint(body.value));
    switch (claim.kind) {
      case 'replay':
        return replayed(claim.answer);
      case 'running':
        return toResponse(own(409, 'idempotencyRunning', langOf(c)));
      case 'mismatch':
        return toResponse(own(422, 'idempotencyMismatch', langOf(c)));
      case 'new':
        break;
    }
    try {
      const response = await create();
      const text = await response.clone().text();
      // Only the service's own verdict (created, or refused) settles the intent. After a timeout
      // or a 5xx the coupon may or may not exist: the key is freed, so a retry goes to the
      // service, which refuses the same code a second time if the first did land.
      if (response.status === 200) {
        claim.finish({
          status: response.status,
          body: text,
          headers: { 'Content-Type': response.headers.get('Content-Type') ?? 'application/json' },
        });
      } else {
        claim.abandon();
      }
      return response;
    } catch (error) {
      claim.abandon();
      throw error;
    }
  });

  const couponTarget = (body: { cpnNo: string }) => body.cpnNo;
  const cardTarget = (body: { stampIdx: number }) => String(body.stampIdx);
  app.put(PATHS.couponRedeem, signedIn('couponRedeem'), requireJson, (c) =>
    guardedWrite(c, PATHS.couponRedeem, couponRedeemBody, couponGuard, couponTarget, signedMemo),
  );
  app.put(PATHS.stampAdd, signedIn('stampAdd'), requireJson, (c) =>
    guardedWrite(c, PATHS.stampAdd, stampAddBody, stampGuard, cardTarget),
  );
  // The reward is the service's update with exactly { stampIdx, useYn: "Y" }: the typed on-site
  // password is compared here with the fresh validate's, in constant time, and never sent on.
  app.put(PATHS.stampUpdate, signedIn('stampReward'), requireJson, (c) =>
    guardedWrite(c, PATHS.stampUpdate, stampUpdateBody, rewardGuard, cardTarget, undefined, {
      outgoing: ({ stampIdx, useYn }) => ({ stampIdx, useYn }),
      before: async (body, checked, _c, lang) => {
        const problem = await rewardPasswordProblem(
          stampWithPasswordWire.parse(checked),
          body.onsitePwd,
        );
        return problem ? businessRefusal(problem, lang, 422) : null;
      },
    }),
  );
  /**
   * Why a stamp may not be taken back, or null: never below 0 (the service refuses it too, but
   * nothing needs to be sent), and, signed in, only a stamp of this person's on this device within
   * the undo window, read from the audit log; owners always.
   */
  async function takeBackRefusal(
    target: string,
    card: z.output<typeof stampWire>,
    c: Context,
    lang: Lang,
  ): Promise<Reply | null> {
    if (Number(card.stamps) <= 0) return businessRefusal('stampNoneToRemove', lang, 422);
    const identity = deps.auth?.identityOf(c);
    if (!identity || !deps.auth) return null;
    const { device, staff } = identity;
    const asker = { deviceId: device.id, staff: staff.name, role: staff.role };
    const timeZone = config.serviceTimeZone;
    if (await mayTakeBackStamp(deps.auth.audit, asker, target, now(), timeZone)) return null;
    const minutes = STAMP_UNDO_WINDOW_MS / 60_000;
    return businessRefusal('stampUndoNotAllowed', lang, 403, { minutes });
  }

  // One at a time, each with its audit line written before the next is checked against the log.
  const removals = new SerialQueue();
  const oneRemovalAtATime: MiddlewareHandler = (c, next) => removals.run(c.req.raw.signal, next);
  app.put(PATHS.stampRemove, oneRemovalAtATime, signedIn('stampRemove'), requireJson, (c) =>
    guardedWrite(c, PATHS.stampRemove, stampRemoveBody, stampGuard, cardTarget, undefined, {
      before: (body, checked, context, lang) =>
        takeBackRefusal(String(body.stampIdx), stampWire.parse(checked), context, lang),
    }),
  );

  // A known path with the wrong method: 405 with the method it takes.
  const allowed: Record<string, string> = {
    [PATHS.couponValidate]: 'GET',
    [PATHS.couponCreate]: 'POST',
    [PATHS.couponRedeem]: 'PUT',
    [PATHS.stampValidate]: 'GET',
    [PATHS.stampAdd]: 'PUT',
    [PATHS.stampUpdate]: 'PUT',
    [PATHS.stampRemove]: 'PUT',
    [PATHS.clicksByHour]: 'GET',
  };
  for (const [path, method] of Object.entries(allowed)) {
    app.all(path, (c) => methodNotAllowed(c, method));
  }

  // Anything else under /api is not ours to pass on.
  const notFound = (c: Context) => toResponse(own(404, 'notFound', langOf(c)));
  app.all('/api', notFound);
  app.all('/api/*', notFound);

  app.onError((error, c) => {
    const tooLarge = [error, error.cause].find((e) => e instanceof BodyTooLargeError);
    if (tooLarge) return bodyTooLarge(c, tooLarge.limit);
    // The stack only: an error's other properties could hold a request body, and with it a password.
    console.error('API error:', error.stack ?? error.message);
    return toResponse(own(500, 'internal', langOf(c)));
  });

  return app;
}
