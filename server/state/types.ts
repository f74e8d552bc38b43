import type { AuditLog } from '../audit/types';
import type { PinAttempts } from '../auth/pin-attempts';
import type { DeviceStore, SessionStore, SignInLookup, StaffStore } from '../auth/stores';
import type { IdempotencyStore } from '../idempotency';
import type { KeyedLock } from './keyed-lock';
import type { RateLimiter } from './rate-limiter';

/**
 * Every piece of the server's state, as node.ts builds it (files by default, PostgreSQL with
 * DATABASE_URL) and hands it to sign-in (createAuth) and the API (createApi).
 */
export interface ServerState {
  staff: StaffStore;
  devices: DeviceStore;
  sessions: SessionStore;
  /** Who a request's cookies name in one read, where the store can (PostgreSQL). */
  lookup?: SignInLookup;
  pinAttempts: PinAttempts;
  audit: AuditLog;
  rateLimiter: RateLimiter;
  locks: KeyedLock;
  idempotency: IdempotencyStore;
  /** Writes what waits (sessions' last activity) and lets go of what it holds; at shutdown. */
  close(): Promise<void>;
}
