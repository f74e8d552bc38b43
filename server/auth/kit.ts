import type { ServerContext } from '../env';
import type { AuditEntryInput, AuditLog } from '../audit/types';
import { type Lang, languageOf, message, type MessageName, markOurs } from '../messages';
import type { PinHasher } from './pin';
import type { PinAttempts } from './pin-attempts';
import { PinGuard } from './pin-guard';
import { type TokenKey, tokenDigester } from './tokens';
import type {
  Device,
  DeviceStore,
  Session,
  SessionStore,
  SignInLookup,
  StaffMember,
  StaffStore,
} from './stores';

/**
 * What every room of sign-in shares: its dependencies and the few ways it answers (a state, a
 * refusal, an audit line). The request's typed context is the server's (env.ts). Nothing here
 * knows Node.
 */

// One list for the server that says them and the app that reads them.
import type { AuthReason } from '../../src/api/errors';

export type { AuthReason };

export interface Identity {
  device: Device;
  staff: StaffMember;
  session: Session;
}

export interface AuthDeps {
  staff: StaffStore;
  devices: DeviceStore;
  sessions: SessionStore;
  /** Who a request's cookies name in one read (PostgreSQL); else the three stores at once. */
  lookup?: SignInLookup;
  pins: PinHasher;
  /** Wrong-PIN tallies: node.ts keeps them in DATA_DIR (file-pin-attempts.ts). */
  pinAttempts: PinAttempts;
  audit: AuditLog;
  /** Milliseconds. */
  now?: () => number;
  /** Keys the stored token digests (tokens.ts); node.ts derives it from AUDIT_KEY. */
  tokenKey?: TokenKey | null;
}

export type Who = { device: Device | null; staff: StaffMember | null };
export type AuditSay = Pick<AuditEntryInput, 'operation' | 'target' | 'outcome'> & {
  detail?: string;
  facts?: AuditEntryInput['facts'];
};

export const iso = (ms: number) => new Date(ms).toISOString();

export function createKit(deps: AuthDeps) {
  const now = deps.now ?? (() => Date.now());
  /** A cookie's token as the stores keep it. */
  const digest = tokenDigester(deps.tokenKey ?? null);
  const langOf = (c: ServerContext): Lang => languageOf(c.req.header('Accept-Language'));

  function requestIdOf(c: ServerContext): string {
    let id = c.get('requestId');
    if (!id) {
      id = crypto.randomUUID();
      c.set('requestId', id);
      c.header('X-Request-Id', id);
    }
    return id;
  }

  function auditEntry(c: ServerContext, who: Who, entry: AuditSay): AuditEntryInput {
    return {
      requestId: requestIdOf(c),
      device: who.device ? `${who.device.name} (${who.device.id})` : null,
      staff: who.staff?.name ?? null,
      role: who.staff?.role ?? null,
      ...entry,
    };
  }

  return {
    deps,
    now,
    langOf,
    digest,
    pinGuard: new PinGuard(deps.pinAttempts, now),
    // Compared with a wrong owner's name, so a made-up name costs as long as a wrong PIN.
    decoyHash: deps.pins.hash('000000'),
    requestIdOf,
    auditEntry,
    audit: async (c: ServerContext, who: Who, entry: AuditSay): Promise<void> => {
      await deps.audit.append(auditEntry(c, who, entry));
    },
    reply: (c: ServerContext, result: unknown): Response => {
      c.header('Cache-Control', 'no-store');
      return c.json({ code: 0, message: '', result });
    },
    refuse: (
      c: ServerContext,
      status: 400 | 401 | 403 | 429,
      reason: AuthReason,
      name: MessageName,
      params: Record<string, string | number> = {},
      retryAfterSeconds?: number,
    ): Response => {
      c.header('Cache-Control', 'no-store');
      c.header('X-Auth-Reason', reason);
      markOurs(c);
      if (retryAfterSeconds !== undefined) c.header('Retry-After', String(retryAfterSeconds));
      return c.json(
        { code: status, message: message(name, langOf(c), params), result: null, reason },
        status,
      );
    },
    /** A JSON object body, or null. limitBodies (body-limit.ts) has bounded it already. */
    readJson: async (c: ServerContext): Promise<Record<string, unknown> | null> => {
      const text = await c.req.text();
      try {
        const value: unknown = JSON.parse(text);
        return typeof value === 'object' && value !== null && !Array.isArray(value)
          ? (value as Record<string, unknown>)
          : null;
      } catch {
        return null;
      }
    },
  };
}

export type Kit = ReturnType<typeof createKit>;
