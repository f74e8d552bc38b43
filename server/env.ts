import type { Context } from 'hono';
import type { AuditFacts } from './audit/facts';
import type { AuditOutcome } from './audit/types';
import type { Identity } from './auth/kit';
import type { IdempotencyStore } from './idempotency';
import type { KeyedLock } from './state/keyed-lock';

/**
 * Hono's typed context for every request of the server: nothing is kept beside a request in a
 * map of our own.
 * - `requestId`: the audit line's and `X-Request-Id`'s id (made when first asked for);
 * - `identity`: who made the call, set by the guard once it lets the call through (live mode);
 * - `audit`: what the route says happened, for its audit line (audit/note.ts);
 * - `intend`: for an audited write, puts its intent line on record before it is sent (false when
 *   that failed: nothing may be sent), set by the guard;
 * - `services`: the state the routes share with every other process, built in node.ts.
 */
export interface AuditNote {
  /** The coupon code or stamp card the write was about, when there was one. */
  target: string | null;
  outcome: AuditOutcome;
  detail?: string;
  /** What the write gave, as the fresh validate before it read the coupon or card. */
  facts?: AuditFacts;
}

/** What a write's intent line says: what it is about, and what its fresh read found. */
export interface Intent {
  target: string | null;
  facts?: AuditFacts;
}

export interface Services {
  /** One write at a time per coupon or card; one statistics call at a time (state/keyed-lock.ts). */
  locks: KeyedLock;
  /** Creates sent again with the same Idempotency-Key; none, and creates run unguarded. */
  idempotency: IdempotencyStore | null;
}

export interface ServerEnv {
  Variables: {
    requestId: string | undefined;
    identity: Identity | undefined;
    audit: AuditNote | undefined;
    intend: ((say: Intent) => Promise<boolean>) | undefined;
    services: Services;
  };
}

export type ServerContext = Context<ServerEnv>;
