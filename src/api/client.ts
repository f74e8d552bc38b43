import { noteServiceKind } from './service-kind';
import { untilAborted } from './early-reads';
import type * as z from 'zod/mini';
import {
  checkConnection,
  connectionAnswered,
  connectionFailed,
  requestSent,
  connectionState,
} from './connection';
import { authRefusalFor } from './auth-refusal';
import {
  ApiError,
  authReasonOf,
  INVALID_PARAMETER_CODE,
  SIGN_IN_OPERATIONS,
  type ApiErrorKind,
  type AuthReason,
  type RequestOperation,
  type SaidBy,
} from './errors';
import { envelopeSchema } from './fields';
import { Secret } from './secret';
import { DEFAULT_READ_BACK_DELAYS_MS } from './read-back-delays';

export interface ApiClientConfig {
  /** Same-origin base path in front of `/api/...`; "" means the app's own origin. */
  baseUrl: string;
  /** The UI language, sent as Accept-Language so the service answers in it. */
  getLanguage: () => string;
  /** How long a request may take before it counts as a timeout. */
  timeoutMs: number;
  /** When to read back after a write whose outcome is unknown (ms after it ended). */
  readBackDelaysMs: readonly number[];
  /**
   * Live mode: called when our server refuses a call (a service operation or a sign-in call of
   * its own) for a reason that ends the session or the pairing (auth-refusal.ts), so the app can
   * show the unlock pad over the current screen, or the pairing screen.
   */
  onAuthRefused?: (reason: AuthReason) => void;
  /**
   * Demo: the simulated service, which starts after the first paint. A request waits for it
   * (its timeout counts from then); if it never starts, the request fails as a network failure.
   */
  ready?: Promise<void>;
}

const config: ApiClientConfig = {
  baseUrl: '',
  getLanguage: () => 'en',
  timeoutMs: 10_000,
  readBackDelaysMs: DEFAULT_READ_BACK_DELAYS_MS,
};

export function configureApiClient(patch: Partial<ApiClientConfig>): void {
  Object.assign(config, patch);
}

export function getApiClientConfig(): Readonly<ApiClientConfig> {
  return config;
}

const isSignInOperation = (operation: RequestOperation): boolean =>
  (SIGN_IN_OPERATIONS as readonly string[]).includes(operation);

type QueryValue = string | number | null | undefined;

export interface ApiRequest<Schema extends z.ZodMiniType> {
  operation: RequestOperation;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, QueryValue>;
  body?: Record<string, unknown>;
  /** Schema of the envelope's `result` on success. */
  result: Schema;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * A GET of the same address already on its way (early-reads.ts): its answer is read as this
   * request's, under the same timeout, instead of sending another.
   */
  sent?: Promise<Response> | null;
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${config.baseUrl}${path}${search ? `?${search}` : ''}`;
}

/** Secrets are revealed here, at the last moment, and nowhere else. */
function serializeBody(body: Record<string, unknown>): string {
  const plain: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    plain[key] = value instanceof Secret ? value.reveal() : value;
  }
  return JSON.stringify(plain);
}

/** A header's whole number, or null when it is absent or anything else. */
function wholeOrNull(header: string | null): number | null {
  return header !== null && /^\d{1,4}$/.test(header) ? Number(header) : null;
}

function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/**
 * The one request function: JSON in and out, Accept-Language, a timeout, the envelope and the
 * payload parsed at the boundary, and every failure turned into an ApiError of a known kind.
 */
export async function apiRequest<Schema extends z.ZodMiniType>(
  request: ApiRequest<Schema>,
): Promise<z.output<Schema>> {
  const { operation } = request;
  if (config.ready) {
    try {
      await config.ready;
    } catch (cause) {
      throw new ApiError({ kind: 'network', operation, cause });
    }
  }
  // No connection, by the health route's word (asked again now): nothing is sent, and the caller
  // knows for sure that nothing was done.
  if (!request.sent && connectionState() === 'offline' && (await checkConnection()) === 'offline')
    throw new ApiError({ kind: 'offline', operation });
  const timeoutMs = request.timeoutMs ?? config.timeoutMs;
  const timeout = new AbortController();
  const timer = setTimeout(() => {
    timeout.abort(new DOMException('timeout', 'TimeoutError'));
  }, timeoutMs);
  const signal = request.signal
    ? AbortSignal.any([request.signal, timeout.signal])
    : timeout.signal;

  const headers: Record<string, string> = {
    ...request.headers,
    Accept: 'application/json',
    'Accept-Language': config.getLanguage(),
  };
  if (request.body) headers['Content-Type'] = 'application/json';

  let response: Response;
  let text: string;
  // An early read was sent before the app ran: older than any check this app has made.
  const sentAs = request.sent ? 0 : requestSent();
  try {
    response = await (request.sent
      ? untilAborted(request.sent, signal)
      : fetch(buildUrl(request.path, request.query), {
          method: request.method,
          headers,
          body: request.body ? serializeBody(request.body) : null,
          signal,
          credentials: 'same-origin',
          // Never from the browser's HTTP cache: staff act on every answer, and a read-back must
          // be a new request whatever cache headers the service or a proxy sends.
          cache: 'no-store',
        }));
    text = await (request.sent ? untilAborted(response.text(), signal) : response.text());
    connectionAnswered(sentAs);
    noteServiceKind(response.headers.get('X-Service-Kind'));
  } catch (error) {
    // A caller's own cancellation (React Query unmounting a query) is not an API failure.
    if (request.signal?.aborted) throw request.signal.reason;
    // No answer: the health route says whether the connection is gone (for the next request).
    connectionFailed();
    if (timeout.signal.aborted) throw new ApiError({ kind: 'timeout', operation, cause: error });
    throw new ApiError({ kind: 'network', operation, cause: error });
  } finally {
    clearTimeout(timer);
  }

  const { status } = response;
  // Live mode: refused by our server's sign-in before anything was sent to the service.
  const authReason = status >= 400 ? authReasonOf(response.headers.get('X-Auth-Reason')) : null;
  if (status === 429 && !authReason) {
    throw new ApiError({
      kind: 'rate-limited',
      operation,
      status,
      retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
    });
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ApiError({
      kind: status >= 500 ? 'server' : 'unexpected',
      operation,
      status,
      cause: error,
    });
  }

  const envelope = envelopeSchema().safeParse(json);
  if (!envelope.success) {
    throw new ApiError({
      kind: status >= 500 ? 'server' : 'unexpected',
      operation,
      status,
      cause: envelope.error,
    });
  }
  const { code, message } = envelope.data;
  // Our server's own words are marked; a sign-in refusal and a call not sent are always its own.
  const saidBy: SaidBy =
    response.headers.get('X-Said-By') === 'server' ||
    authReason !== null ||
    response.headers.get('X-Not-Sent') !== null
      ? 'server'
      : 'service';
  if (authReason) {
    // Nothing was done. The one report of what it ends (the pad, pairing), whoever asked.
    const ends = authRefusalFor(authReason);
    if (ends) config.onAuthRefused?.(ends.reason);
    throw new ApiError({
      // A service operation refused so is a refusal like any other; a sign-in call's is its own.
      kind: isSignInOperation(operation) ? 'auth' : 'refused',
      operation,
      status,
      code,
      serviceMessage: message,
      saidBy,
      authReason,
      retryAfterSeconds: parseRetryAfter(response.headers.get('Retry-After')),
      pinTriesLeft: wholeOrNull(response.headers.get('X-Pin-Tries-Left')),
    });
  }
  // What the envelope said, as an error of `kind`.
  const said = (kind: ApiErrorKind) =>
    new ApiError({ kind, operation, status, code, serviceMessage: message, saidBy });
  // Live mode: our server refused before sending anything to the service (its audit log cannot
  // be written, or its state cannot be reached): nothing was done, whatever the status says.
  if (response.headers.get('X-Not-Sent')) throw said('refused');
  if (status >= 500) throw said('server');
  if (code === INVALID_PARAMETER_CODE) throw said('invalid-parameter');
  if (code !== 0) throw said('refused');
  if (status < 200 || status >= 300) throw said('unexpected');

  const result = request.result.safeParse(envelope.data.result);
  if (!result.success) {
    throw new ApiError({ kind: 'unexpected', operation, status, code, cause: result.error });
  }
  return result.data;
}
