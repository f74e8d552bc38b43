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
  /**
   * Live mode: our server's sign-in refused one of its own calls (pair, unlock, lock, the state,
   * the device settings, the audit log): `authReason` says why. Nothing was done.
   */
  | 'auth'
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

/** Live mode's own calls to our server (src/api/auth.ts): sign-in, devices, the audit log. */
export const SIGN_IN_OPERATIONS = [
  'auth.state',
  'auth.pair',
  'auth.unlock',
  'auth.lock',
  'auth.touch',
  'auth.idleLock',
  'auth.devices',
  'auth.revokeDevice',
  'auth.signOutEveryone',
  'audit.read',
  'report.till',
  'report.day',
  'report.redeemsByHour',
] as const;
export type SignInOperation = (typeof SIGN_IN_OPERATIONS)[number];

/** Every call `apiRequest` makes: the service's operations and live mode's own. */
export type RequestOperation = OperationName | SignInOperation;

/** Why our server's sign-in refused a call, as it names it (the `X-Auth-Reason` header). */
export const AUTH_REASONS = [
  /** This browser is not a paired device (never paired, or revoked). */
  'unpaired',
  /** The device is paired and nobody is signed in on it. */
  'signed-out',
  /** The session locked after the idle time. */
  'locked',
  /** The session reached its absolute lifetime (12 hours). */
  'expired',
  /** Signed in, but the role may not do this. */
  'forbidden',
  /** A wrong PIN (or owner name). */
  'wrong-pin',
  /** Too many wrong PINs: wait `retryAfterSeconds`. */
  'paused',
  /** Twenty wrong owner PINs in a row: pairing is locked until the server's operator opens it. */
  'pairing-locked',
  /** Ten wrong PINs in a row: the device was unpaired and must be paired again. */
  'device-revoked',
  /** The request itself was wrong (a field out of range). */
  'invalid',
] as const;
export type AuthReason = (typeof AUTH_REASONS)[number];

/** The reason of a refused answer, or null when there is none or it is not one we know. */
export function authReasonOf(value: string | null | undefined): AuthReason | null {
  return AUTH_REASONS.find((reason) => reason === value) ?? null;
}

/** The service's code for a bad numeric parameter (HTTP 400). The only published non-zero code. */
export const INVALID_PARAMETER_CODE = 653;

/**
 * Whose words `serviceMessage` is: the service's own, or, in live mode, our server's (a sign-in
 * refusal, a wrong on-site password it checked, a call it did not send), which it marks with the
 * `X-Said-By: server` header. The till names who said it.
 */
export type SaidBy = 'service' | 'server';

interface ApiErrorInit {
  kind: ApiErrorKind;
  operation: RequestOperation;
  status?: number | null;
  code?: number | null;
  serviceMessage?: string | null;
  saidBy?: SaidBy;
  retryAfterSeconds?: number | null;
  authReason?: AuthReason | null;
  pinTriesLeft?: number | null;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operation: RequestOperation;
  readonly status: number | null;
  readonly code: number | null;
  readonly serviceMessage: string | null;
  readonly saidBy: SaidBy;
  readonly retryAfterSeconds: number | null;
  /**
   * When the service's wait ends (epoch ms), counted from when its answer came, so a screen that
   * shows the error later (another day and back) counts down what is left, not the whole wait.
   */
  readonly retryAt: number | null;
  /**
   * Live mode: our server's sign-in refused the call (401: locked, signed out, unpaired; 403: the
   * role may not; a wrong PIN, a pause). A service operation refused so never reached the
   * service: it is `refused` like any other refusal (nothing was done). A sign-in call of our own
   * is `auth`. What a refusal ends (the pad, pairing) is decided in one place: auth-refusal.ts.
   */
  readonly authReason: AuthReason | null;
  /** Live mode, a wrong PIN at the pad: how many more wrong ones unpair the device. */
  readonly pinTriesLeft: number | null;

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
    this.saidBy = init.saidBy ?? 'service';
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
    this.retryAt =
      this.retryAfterSeconds === null ? null : Date.now() + this.retryAfterSeconds * 1000;
    this.authReason = init.authReason ?? null;
    this.pinTriesLeft = init.pinTriesLeft ?? null;
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
