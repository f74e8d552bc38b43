import type { Context, MiddlewareHandler } from 'hono';
import { Hono } from 'hono';
import type { ServerEnv } from '../env';
import { auditRoutes } from '../audit/routes';
import type { AuditLog } from '../audit/types';
import { deviceRoutes } from './device-routes';
import { type AroundWrite, createGuard } from './guard';
import { type AuthDeps, createKit, type Identity } from './kit';
import { pinRoutes } from './pin-routes';
import type { Operation, Role } from './roles';
import { createSessions } from './session';

/**
 * Live mode's sign-in (decision 0013), written to OWASP ASVS's session chapter, in rooms:
 * - `kit.ts`: what the rooms share and how sign-in answers (the typed context is ../env.ts);
 * - `session.ts`: cookie → device → session → staff, sessions started and ended, admission;
 * - `pin-routes.ts`: state, pairing, unlock, lock, touch (PIN attempts counted first:
 *   pin-rules.ts);
 * - `device-routes.ts`: the owner's device routes; `../audit/routes.ts`: reading the log;
 * - `guard.ts`: the guard in front of the service's routes, which writes each write's audit line
 *   from what its route said (`c.var.audit`).
 * docs/decisions/0013-staff-sign-in.md says why each number is what it is. Nothing here knows
 * Node: tokens come from Web Crypto, PIN hashing and the stores are injected.
 */

export { SESSION_LIMITS, IDLE_LOCK_MINUTES } from './session-limits';
export { outcomeOfAnswer } from '../audit/note';
export type { AuthDeps, AuthReason, Identity } from './kit';

export interface Auth {
  /** The sign-in routes under /api/auth, and the audit log's under /api/audit. */
  routes: Hono<ServerEnv>;
  /** Lets a call through only for a signed-in person whose role may do `operation`. */
  guard(operation: Operation, around?: AroundWrite): MiddlewareHandler<ServerEnv>;
  /** Who made this call (after `guard` let it through). */
  identityOf(c: Context<ServerEnv>): Identity | null;
  /** The log the guard writes: taking back a stamp reads its recent lines (stamp-undo-window.ts). */
  audit: AuditLog;
  /** Writes the count of each device's refusals whose minute is over (refusal-tally.ts). */
  flushRefusals(): Promise<void>;
}

export function createAuth(deps: AuthDeps): Auth {
  const kit = createKit(deps);
  const sessions = createSessions(kit);
  const routes = new Hono<ServerEnv>();
  routes.route('/', pinRoutes(kit, sessions));
  routes.route('/', deviceRoutes(kit, sessions));
  routes.route('/', auditRoutes(kit, sessions));
  return {
    routes,
    guard: createGuard(kit, sessions),
    identityOf: (c) => c.get('identity') ?? null,
    audit: deps.audit,
    flushRefusals: sessions.flushRefusals,
  };
}

export type { Role };
