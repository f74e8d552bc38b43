/**
 * The one error type of the API layer. Components branch on `kind`, never on message text.
 * `serviceMessage` is what the service said (already in the user's language when the service
 * honours Accept-Language); the UI shows it for `refused` and `invalid-parameter`.
 */
export type ApiErrorKind =
  /** Not sent: the health route says there is no connection (src/lib/connection.ts). */
  | 'offline'
  | 'network'
  | 'timeout'
  | 'rate-limited'
  | 'invalid-parameter'
  | 'refused'
  | 'server'
  | 'unexpected';

export type OperationName =
  | 'coupon.validate'
  | 'coupon.create'
  | 'coupon.redeem'
  | 'stamp.validate'
  | 'stamp.add'
  | 'stamp.reward'
  | 'stamp.remove'
  | 'statistics.clicksByHour';

/** The service's code for a bad numeric parameter (HTTP 400). The only published non-zero code. */
export const INVALID_PARAMETER_CODE = 653;

interface ApiErrorInit {
  kind: ApiErrorKind;
  operation: OperationName;
  status?: number | null;
  code?: number | null;
  serviceMessage?: string | null;
  retryAfterSeconds?: number | null;
  authReason?: string | null;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operation: OperationName;
  readonly status: number | null;
  readonly code: number | null;
  readonly serviceMessage: string | null;
  readonly retryAfterSeconds: number | null;
  /**
   * When the service's wait ends (epoch ms), counted from when its answer came, so a screen that
   * shows the error later (another day and back) counts down what is left, not the whole wait.
   */
  readonly retryAt: number | null;
  /**
   * Live mode: our server refused the call for sign-in (401: locked, signed out, unpaired; 403:
   * the role may not). Such a call never reached the service, so it is a refusal like any other
   * (nothing was done); the app shows the unlock pad (ApiClientConfig.onAuthRefused).
   */
  readonly authReason: string | null;

  constructor(init: ApiErrorInit) {
    super(
      `${init.operation}: ${init.kind}` +
        (init.status ? ` (HTTP ${init.status})` : '') +
        (init.code != null ? ` code ${init.code}` : '') +
        (init.serviceMessage ? `: ${init.serviceMessage}` : ''),
      { cause: init.cause },
    );
    this.kind = init.kind;
    this.operation = init.operation;
    this.status = init.status ?? null;
    this.code = init.code ?? null;
    this.serviceMessage = init.serviceMessage ?? null;
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.retryAt =
      this.retryAfterSeconds === null ? null : Date.now() + this.retryAfterSeconds * 1000;
    this.authReason = init.authReason ?? null;
  }

  /**
   * True when a write may or may not have been applied: no answer came back (network, timeout),
   * or one that cannot be trusted (a server error, a body that is not the envelope) after the
   * service may already have done the work. Such a write must never be retried blindly; read the
   * state back instead. A refusal, a 653 or a 429 means nothing was done.
   */
  get outcomeUnknown(): boolean {
    return (
      this.kind === 'network' ||
      this.kind === 'timeout' ||
      this.kind === 'server' ||
      this.kind === 'unexpected'
    );
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The service said no: a business rule (used up, expired, not found) or a bad parameter (653).
 * Nothing was done, and asking again will not change the answer.
 */
export function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && (error.kind === 'refused' || error.kind === 'invalid-parameter');
}
