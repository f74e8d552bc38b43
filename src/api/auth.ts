import * as z from 'zod/mini';
import { AUTH_STATE_PATH, authStateSchema, type AuthState } from './auth-state';
import { apiRequest } from './client';

/**
 * Live mode's sign-in (decision 0013): a device paired once by an owner, staff unlocking it with
 * their own PIN, a session that locks when idle. Our server keeps the state; these calls read and
 * change it. The demo build has no server and no sign-in: none of this is loaded there.
 *
 * The server's routes (server/auth/routes.ts) answer the envelope `{ code, message, result }`:
 * code 0 with the state on success, else the HTTP status as the code, a message in the browser's
 * language and the reason in `X-Auth-Reason`. They go through the one `apiRequest`, so a refusal
 * is an `ApiError` of kind `auth` (a failure, one of the usual kinds) and zod checks each answer.
 */

export {
  getAuthState,
  readAuthState,
  ROLES,
  type FirstAuthRead,
  type AuthState,
  type Role,
  type StaffOnDevice,
} from './auth-state';

/** Minutes of no use before a session locks (Settings; the server enforces the range). */
export const IDLE_LOCK_MINUTES = { min: 2, max: 15, default: 5 } as const;

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
  /** `sending`: a write's intent, on record before it was sent; its outcome line follows. */
  outcome: z.enum(['ok', 'refused', 'failed', 'unknown', 'sending']),
  detail: z.optional(z.string()),
  /** SHA-256 of the previous line: the chain `npm run audit:verify` checks. */
  prev: z.optional(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
const auditLogSchema = z.array(auditEntrySchema);

export const AUTH_PATHS = {
  state: AUTH_STATE_PATH,
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

/** Pairs this browser as a device, with an owner's name and PIN; the owner is then signed in. */
export function pairDevice(input: {
  deviceName: string;
  ownerName: string;
  pin: string;
}): Promise<AuthState> {
  return apiRequest({
    operation: 'auth.pair',
    method: 'POST',
    path: AUTH_PATHS.pair,
    body: input,
    result: authStateSchema,
  });
}

/** Unlocks this device for one staff member: a new session (and a new session id). */
export function unlock(input: { staffId: string; pin: string }): Promise<AuthState> {
  return apiRequest({
    operation: 'auth.unlock',
    method: 'POST',
    path: AUTH_PATHS.unlock,
    body: input,
    result: authStateSchema,
  });
}

/** Ends the session: the staff member locks the device, or the idle time ran out here. */
export function lock(reason: 'manual' | 'idle'): Promise<AuthState> {
  return apiRequest({
    operation: 'auth.lock',
    method: 'POST',
    path: AUTH_PATHS.lock,
    body: { reason },
    result: authStateSchema,
  });
}

/** Someone is using the device: the server's idle countdown starts again. */
export function touchSession(): Promise<AuthState> {
  return apiRequest({
    operation: 'auth.touch',
    method: 'POST',
    path: AUTH_PATHS.touch,
    body: {},
    result: authStateSchema,
  });
}

/** Owner: this device's idle lock, 2–15 minutes. */
export function setIdleLockMinutes(minutes: number): Promise<AuthState> {
  return apiRequest({
    operation: 'auth.idleLock',
    method: 'PUT',
    path: AUTH_PATHS.device,
    body: { idleLockMinutes: minutes },
    result: authStateSchema,
  });
}

/** Owner: every device paired with this server, revoked ones included. */
export function listDevices(): Promise<PairedDevice[]> {
  return apiRequest({
    operation: 'auth.devices',
    method: 'GET',
    path: AUTH_PATHS.devices,
    result: deviceListSchema,
  });
}

/** Owner: a device can no longer be used until it is paired again; its session ends. */
export function revokeDevice(deviceId: string): Promise<PairedDevice[]> {
  return apiRequest({
    operation: 'auth.revokeDevice',
    method: 'POST',
    path: AUTH_PATHS.revokeDevice,
    body: { deviceId },
    result: deviceListSchema,
  });
}

/** Owner: every session on every device ends (this one too). */
export function signOutEveryone(): Promise<AuthState> {
  return apiRequest({
    operation: 'auth.signOutEveryone',
    method: 'POST',
    path: AUTH_PATHS.signOutEveryone,
    body: {},
    result: authStateSchema,
  });
}

/** Marketing and owners: one day of the audit log (the service's day), oldest first. */
export function readAuditLog(query: {
  day: string;
  staff?: string;
  operation?: string;
}): Promise<AuditEntry[]> {
  // An empty filter is no filter (apiRequest leaves out only undefined and null).
  return apiRequest({
    operation: 'audit.read',
    method: 'GET',
    path: AUTH_PATHS.audit,
    query: {
      day: query.day,
      staff: query.staff || undefined,
      operation: query.operation || undefined,
    },
    result: auditLogSchema,
  });
}
