import type { ServerConfig } from './config';
import { untilAborted } from './flow';
import type { RateLimiter } from './state/rate-limiter';
import type { OutgoingQuery } from './requests/queries';

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
}

/** The signals of one browser request: its deadline, the browser's own, and either. */
export interface CallSignals {
  any: AbortSignal;
  deadline: AbortSignal;
  client: AbortSignal;
}

export type UpstreamOutcome =
  | { kind: 'answer'; status: number; headers: Headers; body: string }
  | { kind: 'rate-limited-here'; retryAfterMs: number }
  | { kind: 'too-large' }
  | { kind: 'network' }
  | { kind: 'timeout' }
  | { kind: 'client-gone' };

/** Back-off before the first and the second retry of a read. */
export const READ_RETRY_DELAYS_MS = [250, 1_000] as const;

/** No answer of the seven operations comes near this; a larger one is not the service's. */
export const MAX_ANSWER_BYTES = 256 * 1024;

/** Ceiling on how long a service's Retry-After may stop the shop (its limits are per minute). */
const MAX_HOLD_OFF_MS = 60_000;

export interface UpstreamDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
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

/** The body as text, or null when it grows past the cap (reading stops there). */
async function readCapped(response: Response, cap: number): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

export class Upstream {
  readonly #config: ServerConfig;
  readonly #limiter: RateLimiter;
  readonly #deps: UpstreamDeps;

  constructor(config: ServerConfig, limiter: RateLimiter, deps: UpstreamDeps) {
    this.#config = config;
    this.#limiter = limiter;
    this.#deps = deps;
  }

  async call(request: UpstreamRequest, signals: CallSignals): Promise<UpstreamOutcome> {
    const retries = request.retry ? READ_RETRY_DELAYS_MS : [];
    let previous: UpstreamOutcome | null = null;
    for (let attempt = 0; ; attempt += 1) {
      const token = await this.#limiter.take();
      // Out of tokens before a retry: the failure we already have is the honest answer.
      if (!token.ok)
        return previous ?? { kind: 'rate-limited-here', retryAfterMs: token.retryAfterMs };
      const outcome = await this.#once(request, signals);
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
    const headers = new Headers({
      Authorization: `APIKey ${this.#config.apiKey}`,
      'User-Agent': `counter-pos/${this.#config.appVersion} (live server)`,
      Accept: 'application/json',
    });
    if (request.acceptLanguage) headers.set('Accept-Language', request.acceptLanguage);
    if (request.body) headers.set('Content-Type', 'application/json');
    try {
      // The signal goes to fetch itself, so a timeout or a browser that left cancels the request
      // on the wire; the race only makes sure we stop waiting even if a fetch ignored it.
      const response = await untilAborted(
        this.#deps.fetch(buildUrl(this.#config.serviceBaseUrl, request.path, request.query), {
          method: request.method,
          headers,
          body: request.body ? JSON.stringify(request.body) : null,
          signal: signals.any,
          // A redirect is not one of the service's answers; following it could carry the key
          // elsewhere or turn a PUT into a GET.
          redirect: 'manual',
        }),
        signals.any,
      );
      const body = await untilAborted(readCapped(response, MAX_ANSWER_BYTES), signals.any);
      if (body === null) return { kind: 'too-large' };
      return { kind: 'answer', status: response.status, headers: response.headers, body };
    } catch {
      if (signals.any.aborted) return this.#stopped(signals);
      return { kind: 'network' };
    }
  }
}
