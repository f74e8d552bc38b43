import { join } from 'node:path';
import { FileAuditLog } from '../audit/file-log';
import { auditKeyFrom } from '../audit/line';
import { FilePinAttempts } from '../auth/file-pin-attempts';
import { FileSessionStore } from '../auth/file-sessions';
import { FileDeviceStore, FileStaffStore } from '../auth/file-stores';
import { SESSION_LIMITS } from '../auth/session-limits';
import { rateLimitOf, type ServerConfig } from '../config';
import { openFileIdempotencyStore } from './file-idempotency';
import { memoryApiState } from './memory';
import type { ServerState } from './types';

/**
 * One shop, one process (the default, nothing to install): every piece of state in DATA_DIR, so
 * a restart costs nothing a person notices (docs/scaling.md). Each file is read now: one that
 * cannot be read stops the start with a line naming it, never a fresh start that forgets.
 * The rate limit and the locks stay in memory: a restart refills the one and outlives none of
 * the others.
 */
export async function fileState(dataDir: string, config: ServerConfig): Promise<ServerState> {
  const pinAttempts = new FilePinAttempts(dataDir);
  await pinAttempts.load();
  const sessions = await FileSessionStore.open(dataDir, { maxAgeMs: SESSION_LIMITS.absoluteMs });
  const { rateLimiter, locks } = memoryApiState(rateLimitOf(config));
  return {
    staff: new FileStaffStore(join(dataDir, 'staff.json')),
    devices: new FileDeviceStore(join(dataDir, 'devices.json')),
    sessions,
    pinAttempts,
    audit: new FileAuditLog({
      dir: join(dataDir, 'audit'),
      timeZone: config.serviceTimeZone,
      key: await auditKeyFrom(config.auditKey),
    }),
    rateLimiter,
    locks,
    // A claim outlives its process by one request budget at most.
    idempotency: await openFileIdempotencyStore(dataDir, { runningMs: config.upstreamTimeoutMs }),
    close: () => sessions.flush(),
  };
}
