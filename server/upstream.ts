import type { ServerConfig } from './config';
import { untilAborted } from './flow';
import type { FairShare } from './fair-share';
import type { RateLimiter } from './state/rate-limiter';
import type { OutgoingQuery } from './requests/queries';
import { SIMULATED_SERVICE_HEADER, type AnswerHeaders, type SendToService } from './upstream-send';

/**
 * The one way out to the service. It adds what only a server can (the key, our User-Agent),
 * passes the browser's language on, spends a token of the rate limit per request sent, retries
 * reads (never writes) after a network error or 5xx, and stops the request itself, not just our
 * wait for it, when time is up or the browser has gone.
 */

export interface UpstreamRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: OutgoingQuery;
  body?: Record<string, unknown>;
  /**
   * Reads may be retried. Writes never are: a write whose answer was lost may have been applied,
   * and sending it again could redeem a coupon twice.
   */
  retry: boolean;
  acceptLanguage: string | null;
  /** The paired device asking: its calls are held to its share of the limit (fair-share.ts). */
  till?: string;
}

/** The signals of one browser request: its deadline, the browser's own, and either. */
export interface CallSignals {
  any: AbortSignal;
  deadline: { readonly aborted: boolean };
  client: { readonly aborted: boolean };
}

export type UpstreamOutcome =
  | { kind: 'answer'; status: number; headers: AnswerHeaders; body: string }
  | { kind: 'rate-limited-here'; retryAfterMs: number }
  | { kind: 'too-large' }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'client-gone' };

/** Back-off before the first and the second retry of a read. */
export const READ_RETRY_DELAYS_MS = [250, 1_000] as const;

/**
 * No answer of the operations we use comes near this (a month of clicks by hour is under 40 kB);
 * a larger one is not the service's.
 */
export const MAX_ANSWER_BYTES = 256 * 1024;

/** Ceiling on how long a service's Retry-After may stop the shop (its limits are per minute). */
const MAX_HOLD_OFF_MS = 60_000;

export interface UpstreamDeps {
  /** One request out and its answer (upstream-send.ts: over node:http, or a test's fetch). */
  send: SendToService;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  /** The limit shared between tills; without it, first come, first served. */
  fair?: FairShare;
  /** Each call's path, how it ended (its status, or why none) and its seconds (metrics.ts). */
  observe?: (path: string, outcome: string, seconds: number) => void;
}

/** Retry-After as seconds from now: a number of seconds, or an HTTP date. */
export function retryAfterSeconds(header: string | null, now: number): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

function buildUrl(base: string, path: string, query: OutgoingQuery | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `${base}${path}${search === '' ? '' : `?${search}`}`;
}

/**
 * What the service behind this server is, as its last answer said: our simulated service marks
 * every answer (server/sim), the real one none. Unknown until the first answer: a restart costs
 * the screens that word until a till's next call; each process learns it for itself.
 */
export type ServiceKind = 'simulated' | 'real' | 'unknown';

export class Upstream {
  readonly #config: ServerConfig;
  readonly #limiter: RateLimiter;
  readonly #deps: UpstreamDeps;
  #kind: ServiceKind = 'unknown';

  get serviceKind(): ServiceKind {
    return this.#kind;
  }

  constructor(config: ServerConfig, limiter: RateLimiter, deps: UpstreamDeps) {
    this.#config = config;
    this.#limiter = limiter;
    this.#deps = deps;
  }

  async call(request: UpstreamRequest, signals: CallSignals): Promise<UpstreamOutcome> {
    const retries = request.retry ? READ_RETRY_DELAYS_MS : [];
    let previous: UpstreamOutcome | null = null;
    for (let attempt = 0; ; attempt += 1) {
      // The till's share is reserved before the shop's bucket is asked (fair-share.ts).
      const share = request.till === undefined ? null : this.#deps.fair?.reserve(request.till);
      if (share && !share.ok)
        return previous ?? { kind: 'rate-limited-here', retryAfterMs: share.retryAfterMs };
      const token = await this.#limiter.take();
      // Out of tokens before a retry: the failure we already have is the honest answer.
      if (!token.ok) {
        share?.release();
        return previous ?? { kind: 'rate-limited-here', retryAfterMs: token.retryAfterMs };
      }
      const started = this.#deps.now();
      const outcome = await this.#once(request, signals);
      this.#deps.observe?.(
        request.path,
        outcome.kind === 'answer' ? String(outcome.status) : outcome.kind,
        (this.#deps.now() - started) / 1000,
      );
      if (outcome.kind === 'answer' && outcome.status === 429) {
        const seconds = retryAfterSeconds(outcome.headers.get('Retry-After'), this.#deps.now());
        await this.#limiter.holdOff(Math.min(MAX_HOLD_OFF_MS, (seconds ?? 0) * 1000));
      }
      const retryable =
        outcome.kind === 'network' || (outcome.kind === 'answer' && outcome.status >= 500);
      const delay = retries[attempt];
      if (!retryable || delay === undefined) return outcome;
      try {
        await untilAborted(this.#deps.sleep(delay), signals.any);
      } catch {
        return this.#stopped(signals);
      }
      previous = outcome;
    }
  }

  #stopped(signals: CallSignals): UpstreamOutcome {
    return signals.client.aborted && !signals.deadline.aborted
      ? { kind: 'client-gone' }
      : { kind: 'timeout' };
  }

  async #once(request: UpstreamRequest, signals: CallSignals): Promise<UpstreamOutcome> {
    const headers: Record<string, string> = {
      Authorization: `APIKey ${this.#config.apiKey}`,
      'User-Agent': `counter-pos/${this.#config.appVersion} (live server)`,
      Accept: 'application/json',
    };
    if (request.acceptLanguage) headers['Accept-Language'] = request.acceptLanguage;
    if (request.body) headers['Content-Type'] = 'application/json';
    try {
      // The signal goes to the request itself, so a timeout or a browser that left cancels it on
      // the wire; the race only makes sure we stop waiting even if a sender ignored it.
      const answer = await untilAborted(
        this.#deps.send(buildUrl(this.#config.serviceBaseUrl, request.path, request.query), {
          method: request.method,
          headers,
          body: request.body ? JSON.stringify(request.body) : null,
          signal: signals.any,
          cap: MAX_ANSWER_BYTES,
        }),
        signals.any,
      );
      this.#kind = answer.headers.get(SIMULATED_SERVICE_HEADER) === 'true' ? 'simulated' : 'real';
      if (answer.body === null) return { kind: 'too-large' };
      return { kind: 'answer', status: answer.status, headers: answer.headers, body: answer.body };
    } catch {
      if (signals.any.aborted) return this.#stopped(signals);
      return { kind: 'network' };
    }
  }
}
