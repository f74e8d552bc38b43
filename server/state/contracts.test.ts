// @vitest-environment node
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe } from 'vitest';
import { FileAuditLog } from '../audit/file-log';
import { MemoryAuditLog } from '../audit/memory-log';
import { FilePinAttempts } from '../auth/file-pin-attempts';
import { FileDeviceStore, FileStaffStore, writeJsonAtomically } from '../auth/file-stores';
import { MemoryPinAttempts } from '../auth/pin-attempts';
import {
  lookupOverStores,
  MemoryDeviceStore,
  MemorySessionStore,
  MemoryStaffStore,
} from '../auth/stores';
import { FileSessionStore } from '../auth/file-sessions';
import { SESSION_LIMITS } from '../auth/session-limits';
import { MemoryIdempotencyStore } from '../idempotency';
import { openFileIdempotencyStore } from './file-idempotency';
import { auditLogContract } from './audit-log.contract.test-support';
import { idempotencyStoreContract } from './idempotency.contract.test-support';
import { keyedLockContract } from './keyed-lock.contract.test-support';
import { MemoryKeyedLock } from './keyed-lock';
import { pinAttemptsContract } from './pin-attempts.contract.test-support';
import { MemoryRateLimiter } from './rate-limiter';
import { rateLimiterContract } from './rate-limiter.contract.test-support';
import {
  deviceStoreContract,
  sessionStoreContract,
  signInLookupContract,
  staffStoreContract,
} from './stores.contract.test-support';

/**
 * Every piece of the server's state against its interface's contract, one implementation at a
 * time: in memory, and on files in a temp DATA_DIR where there is a file one. The next issue adds
 * its file and PostgreSQL implementations here, to the same suites.
 */

const dirs: string[] = [];
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'state-contract-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('RateLimiter: in memory (a token bucket)', () => {
  rateLimiterContract((perMinute, now) => new MemoryRateLimiter(perMinute, now));
});

describe('KeyedLock: in memory (a line per key)', () => {
  keyedLockContract(() => new MemoryKeyedLock());
});

describe('IdempotencyStore: in memory', () => {
  idempotencyStoreContract(({ now }) => new MemoryIdempotencyStore({ now }));
});

describe('IdempotencyStore: on a file (idempotency.jsonl)', () => {
  idempotencyStoreContract(async ({ now }) =>
    openFileIdempotencyStore(await dataDir(), { now, runningMs: 10_000 }),
  );
});

describe('PinAttempts: in memory', () => {
  pinAttemptsContract(() => {
    const attempts = new MemoryPinAttempts();
    return Promise.resolve({
      attempts,
      lift: (key, lockedAt) => Promise.resolve(void attempts.lifts.set(key, lockedAt)),
    });
  });
});

describe('PinAttempts: on files (pin-attempts.json, pin-lifts.json)', () => {
  pinAttemptsContract(async () => {
    const dir = await dataDir();
    const attempts = new FilePinAttempts(dir);
    return {
      attempts,
      // The operator's command is another process with its own view of the files.
      lift: async (key) => {
        await new FilePinAttempts(dir).lift(key);
      },
      restart: () => new FilePinAttempts(dir),
    };
  });
});

describe('SessionStore: in memory', () => {
  sessionStoreContract(() => new MemorySessionStore());
});

describe('SessionStore: on a file (sessions.json)', () => {
  sessionStoreContract(async (now) =>
    FileSessionStore.open(await dataDir(), { now, maxAgeMs: SESSION_LIMITS.absoluteMs }),
  );
});

describe('DeviceStore: in memory', () => {
  deviceStoreContract(() => Promise.resolve({ store: new MemoryDeviceStore() }));
});

describe('DeviceStore: on a file (devices.json)', () => {
  deviceStoreContract(async () => {
    const path = join(await dataDir(), 'devices.json');
    return { store: new FileDeviceStore(path), restart: () => new FileDeviceStore(path) };
  });
});

describe('SignInLookup: over the memory stores', () => {
  signInLookupContract(() => {
    const staff = new MemoryStaffStore();
    const devices = new MemoryDeviceStore();
    const sessions = new MemorySessionStore();
    return Promise.resolve({
      lookup: lookupOverStores({ staff, devices, sessions }),
      devices,
      sessions,
      staff: (members) => {
        for (const { id } of [...members, { id: 's1' }, { id: 's9' }]) staff.remove(id);
        for (const member of members) staff.add(member);
        return Promise.resolve();
      },
    });
  });
});

describe('SignInLookup: over the file stores', () => {
  signInLookupContract(async () => {
    const dir = await dataDir();
    const staff = new FileStaffStore(join(dir, 'staff.json'));
    const devices = new FileDeviceStore(join(dir, 'devices.json'));
    const sessions = await FileSessionStore.open(dir, {
      now: () => 2_000,
      maxAgeMs: SESSION_LIMITS.absoluteMs,
    });
    return {
      lookup: lookupOverStores({ staff, devices, sessions }),
      devices,
      sessions,
      staff: (members) => staff.write(members),
    };
  });
});

describe('StaffStore: in memory', () => {
  staffStoreContract((members) => Promise.resolve(new MemoryStaffStore([...members])));
});

describe('StaffStore: on a file (staff.json, written by npm run staff)', () => {
  staffStoreContract(async (members) => {
    const path = join(await dataDir(), 'staff.json');
    await writeJsonAtomically(path, members);
    return new FileStaffStore(path);
  });
});

describe('AuditLog: in memory', () => {
  auditLogContract((now) => new MemoryAuditLog({ now, timeZone: 'Asia/Seoul' }));
});

describe('AuditLog: on files (one per service day)', () => {
  auditLogContract(async (now) => {
    const dir = join(await dataDir(), 'audit');
    return new FileAuditLog({ dir, now, timeZone: 'Asia/Seoul' });
  });
});
