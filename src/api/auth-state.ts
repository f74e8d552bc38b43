import * as z from 'zod/mini';
import { apiRequest } from './client';

/**
 * The one read of where this browser stands (live mode), apart from the rest of the sign-in calls
 * (auth.ts): the live start sends it from main.tsx while the sign-in's own code is still on its
 * way, so this module is in the first load and the others are not.
 */

export const ROLES = ['counter', 'marketing', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export const AUTH_STATE_PATH = '/api/auth/state';

const staffSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Wrong PINs typed for this person here in a row: how many more unpair the device. */
  triesLeft: z.optional(z.number()),
});
export const authStateSchema = z.object({
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
  /** Not paired any more: the till this browser was (unpaired by an owner or by wrong PINs). */
  unpairedDevice: z.optional(z.object({ name: z.string() })),
});
export type AuthState = z.infer<typeof authStateSchema>;
export type StaffOnDevice = z.infer<typeof staffSchema>;

/**
 * Where this browser stands: paired or not, who is signed in, who may unlock. `sent`: the same
 * read sent before the app ran (early-reads.ts), whose answer the start's first read takes.
 */
export function getAuthState(sent: Promise<Response> | null = null): Promise<AuthState> {
  return apiRequest({
    operation: 'auth.state',
    method: 'GET',
    path: AUTH_STATE_PATH,
    result: authStateSchema,
    sent,
  });
}

/** The first read as the live start takes it: the state, or why it could not be read. */
export type FirstAuthRead = { state: AuthState } | { error: unknown };

/** The state read, its failure kept as the answer (the gate says what it was). */
export function readAuthState(
  read: () => Promise<AuthState> = getAuthState,
): Promise<FirstAuthRead> {
  return read().then(
    (state) => ({ state }),
    (error: unknown) => ({ error }),
  );
}
