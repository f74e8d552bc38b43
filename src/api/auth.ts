import * as z from 'zod/mini';
import { getApiClientConfig } from './client';

/**
 * Live mode's sign-in (issue 13): a device paired once by an owner, staff unlocking it with their
 * own PIN, a session that locks when idle. Our server keeps the state; these calls read and change
 * it. The demo build has no server and no sign-in: none of this is loaded there.
 *
 * The server's routes (server/auth/routes.ts) answer `{ code, message, result, reason? }`: code 0
 * with the state on success, else the HTTP status as the code, a message in the browser's
 * language and a machine-readable reason.
 */

export const ROLES = ['counter', 'marketing', 'owner'] as const;
export type Role = (typeof ROLES)[number];

/** Minutes of no use before a session locks (Settings; the server enforces the range). */
export const IDLE_LOCK_MINUTES = { min: 2, max: 15, default: 5 } as const;

/** Why a call was refused by sign-in, as the server names it. */
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

const staffSchema = z.object({ id: z.string(), name: z.string() });
const authStateSchema = z.object({
  device: z.nullable(z.object({ id: z.string(), name: z.string(), idleLockMinutes: z.number() })),
  /** Who may unlock this device (names for the pad); empty when the device is not paired. */
  staff: z.array(staffSchema),
  session: z.nullable(
    z.object({
      staff: z.object({ id: z.string(), name: z.string(), role: z.enum(ROLES) }),
      /** ISO time of the absolute end (12 hours after the unlock). */
      expiresAt: z.string(),
    }),
  ),
  /** ISO time until which PINs are not taken on this device (too many wrong ones). */
  pausedUntil: z.nullable(z.string()),
});
export type AuthState = z.infer<typeof authStateSchema>;
export type StaffOnDevice = z.infer<typeof staffSchema>;

const deviceListSchema = z.array(
  z.object({
    id: z.string(),
    name: z.string(),
    pairedAt: z.string(),
    pairedBy: z.string(),
    idleLockMinutes: z.number(),
    revokedAt: z.nullable(z.string()),
    current: z.boolean(),
  }),
);
export type PairedDevice = z.infer<typeof deviceListSchema>[number];

const auditEntrySchema = z.object({
  seq: z.number(),
  time: z.string(),
  requestId: z.string(),
  device: z.nullable(z.string()),
  staff: z.nullable(z.string()),
  role: z.nullable(z.string()),
  operation: z.string(),
  target: z.nullable(z.string()),
  outcome: z.enum(['ok', 'refused', 'failed', 'unknown']),
  detail: z.optional(z.string()),
  /** SHA-256 of the previous line: the chain `npm run audit:verify` checks. */
  prev: z.optional(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export class AuthError extends Error {
  override readonly name = 'AuthError';
  constructor(
    /** Null when no answer came (network, timeout) or it was not ours. */
    readonly reason: AuthReason | null,
    readonly status: number | null,
    /** The server's own words, in the browser's language. */
    readonly serverMessage: string | null,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`auth: ${reason ?? 'no answer'}${status ? ` (HTTP ${status})` : ''}`);
  }
}

/** Reads the reason from a refused answer: the `X-Auth-Reason` header or the body's `reason`. */
export function authReasonOf(value: string | null | undefined): AuthReason | null {
  return (AUTH_REASONS as readonly string[]).includes(value ?? '') ? (value as AuthReason) : null;
}

const AUTH_TIMEOUT_MS = 15_000;

async function authRequest<Schema extends z.ZodMiniType>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  result: Schema,
  body?: Record<string, unknown>,
): Promise<z.output<Schema>> {
  const { baseUrl, getLanguage } = getApiClientConfig();
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        'Accept-Language': getLanguage(),
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : null,
      credentials: 'same-origin',
      cache: 'no-store',
      signal: AbortSignal.timeout(AUTH_TIMEOUT_MS),
    });
    text = await response.text();
  } catch {
    throw new AuthError(null, null, null);
  }
  let json: { code?: unknown; message?: unknown; result?: unknown; reason?: unknown } = {};
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    throw new AuthError(null, response.status, null);
  }
  const retryAfter = Number(response.headers.get('Retry-After'));
  if (!response.ok || json.code !== 0) {
    throw new AuthError(
      authReasonOf(
        response.headers.get('X-Auth-Reason') ??
          (typeof json.reason === 'string' ? json.reason : null),
      ),
      response.status,
      typeof json.message === 'string' ? json.message : null,
      Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : null,
    );
  }
  const parsed = result.safeParse(json.result);
  if (!parsed.success) throw new AuthError(null, response.status, null);
  return parsed.data;
}

export const AUTH_PATHS = {
  state: '/api/auth/state',
  pair: '/api/auth/pair',
  unlock: '/api/auth/unlock',
  lock: '/api/auth/lock',
  touch: '/api/auth/touch',
  device: '/api/auth/device',
  devices: '/api/auth/devices',
  revokeDevice: '/api/auth/devices/revoke',
  signOutEveryone: '/api/auth/sign-out-everyone',
  audit: '/api/audit',
} as const;

/** Where this browser stands: paired or not, who is signed in, who may unlock. */
export function getAuthState(): Promise<AuthState> {
  return authRequest('GET', AUTH_PATHS.state, authStateSchema);
}

/** Pairs this browser as a device, with an owner's name and PIN; the owner is then signed in. */
export function pairDevice(input: {
  deviceName: string;
  ownerName: string;
  pin: string;
}): Promise<AuthState> {
  return authRequest('POST', AUTH_PATHS.pair, authStateSchema, input);
}

/** Unlocks this device for one staff member: a new session (and a new session id). */
export function unlock(input: { staffId: string; pin: string }): Promise<AuthState> {
  return authRequest('POST', AUTH_PATHS.unlock, authStateSchema, input);
}

/** Ends the session: the staff member locks the device, or the idle time ran out here. */
export function lock(reason: 'manual' | 'idle'): Promise<AuthState> {
  return authRequest('POST', AUTH_PATHS.lock, authStateSchema, { reason });
}

/** Someone is using the device: the server's idle countdown starts again. */
export function touchSession(): Promise<AuthState> {
  return authRequest('POST', AUTH_PATHS.touch, authStateSchema, {});
}

/** Owner: this device's idle lock, 2–15 minutes. */
export function setIdleLockMinutes(minutes: number): Promise<AuthState> {
  return authRequest('PUT', AUTH_PATHS.device, authStateSchema, { idleLockMinutes: minutes });
}

/** Owner: every device paired with this server, revoked ones included. */
export function listDevices(): Promise<PairedDevice[]> {
  return authRequest('GET', AUTH_PATHS.devices, deviceListSchema);
}

/** Owner: a device can no longer be used until it is paired again; its session ends. */
export function revokeDevice(deviceId: string): Promise<PairedDevice[]> {
  return authRequest('POST', AUTH_PATHS.revokeDevice, deviceListSchema, { deviceId });
}

/** Owner: every session on every device ends (this one too). */
export function signOutEveryone(): Promise<AuthState> {
  return authRequest('POST', AUTH_PATHS.signOutEveryone, authStateSchema, {});
}

/** Marketing and owners: one day of the audit log (the service's day), oldest first. */
export function readAuditLog(query: {
  day: string;
  staff?: string;
  operation?: string;
}): Promise<AuditEntry[]> {
  const params = new URLSearchParams({ day: query.day });
  if (query.staff) params.set('staff', query.staff);
  if (query.operation) params.set('operation', query.operation);
  return authRequest('GET', `${AUTH_PATHS.audit}?${params.toString()}`, z.array(auditEntrySchema));
}
