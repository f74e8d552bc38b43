import type { Role } from './roles';

/**
 * Where staff, devices and sessions live, behind small interfaces (docs/scaling.md says how each
 * moves to Redis or PostgreSQL when the server runs as several processes). The defaults: staff and
 * devices in JSON files (file-stores.ts: they must survive a restart), sessions in memory (a
 * restart only asks staff for their PIN again).
 */

export interface StaffMember {
  id: string;
  name: string;
  role: Role;
  /** pin.ts's hash, never the PIN. */
  pinHash: string;
  createdAt: string;
}

export interface StaffStore {
  list(): Promise<StaffMember[]>;
}

export interface Device {
  id: string;
  name: string;
  /** SHA-256 of the device cookie's token. */
  tokenHash: string;
  pairedAt: string;
  /** The owner who paired it. */
  pairedBy: string;
  idleLockMinutes: number;
  revokedAt: string | null;
}

export interface DeviceStore {
  list(): Promise<Device[]>;
  byTokenHash(tokenHash: string): Promise<Device | null>;
  save(device: Device): Promise<void>;
}

export interface Session {
  /** SHA-256 of the session cookie's token. */
  idHash: string;
  deviceId: string;
  staffId: string;
  createdAt: number;
  lastSeenAt: number;
}

export interface SessionStore {
  get(idHash: string): Promise<Session | null>;
  /** Keeps a new session (an unlock). */
  save(session: Session): Promise<void>;
  /**
   * Moves a kept session's `lastSeenAt` forward; answers whether it was still there. Never brings
   * back a session that has ended: a touch read before "sign everyone out" (or a revocation, or an
   * unlock elsewhere) and written after it must not sign the till in again.
   */
  touch(idHash: string, lastSeenAt: number): Promise<boolean>;
  /**
   * Ends a session; answers whether this call ended it. Of two requests that end the same session
   * at once (two tabs locking, two calls finding it idle), only the one that ended it logs it.
   */
  delete(idHash: string): Promise<boolean>;
  /** Ends the device's sessions (an unlock starts a new one; a revoked device keeps none). */
  deleteForDevice(deviceId: string): Promise<number>;
  /** Ends every session (an owner signs everyone out). Answers how many ended. */
  deleteAll(): Promise<number>;
}

/** What a request's two cookies name, each looked up as it is: nothing checked yet. */
export interface SignInFound {
  /** The device whose token hash the device cookie carries, revoked or not. */
  device: Device | null;
  /** The session the session cookie names, whichever device it belongs to. */
  session: Session | null;
  /** That session's person, when the staff list still holds them. */
  staff: StaffMember | null;
}

/**
 * Who a request's cookies name, read at once: on every call the guard lets through, so a store
 * that can answers it in one read (PostgreSQL: one query, sign-in-stores.ts).
 */
export interface SignInLookup {
  find(deviceTokenHash: string | null, sessionIdHash: string | null): Promise<SignInFound>;
}

/** The lookup over the three stores, asked at once (memory and files: no round trips to save). */
export function lookupOverStores(stores: {
  staff: StaffStore;
  devices: DeviceStore;
  sessions: SessionStore;
}): SignInLookup {
  return {
    async find(deviceTokenHash, sessionIdHash) {
      const [device, session, everyone] = await Promise.all([
        deviceTokenHash === null ? null : stores.devices.byTokenHash(deviceTokenHash),
        sessionIdHash === null ? null : stores.sessions.get(sessionIdHash),
        sessionIdHash === null ? [] : stores.staff.list(),
      ]);
      const staff = session ? (everyone.find((s) => s.id === session.staffId) ?? null) : null;
      return { device, session, staff };
    },
  };
}

export class MemoryStaffStore implements StaffStore {
  constructor(private readonly staff: StaffMember[] = []) {}
  list(): Promise<StaffMember[]> {
    return Promise.resolve([...this.staff]);
  }
  add(member: StaffMember): void {
    this.staff.push(member);
  }
  remove(id: string): void {
    const index = this.staff.findIndex((s) => s.id === id);
    if (index >= 0) this.staff.splice(index, 1);
  }
}

export class MemoryDeviceStore implements DeviceStore {
  readonly #devices = new Map<string, Device>();
  list(): Promise<Device[]> {
    return Promise.resolve([...this.#devices.values()].map((d) => ({ ...d })));
  }
  byTokenHash(tokenHash: string): Promise<Device | null> {
    const found = [...this.#devices.values()].find((d) => d.tokenHash === tokenHash);
    return Promise.resolve(found ? { ...found } : null);
  }
  save(device: Device): Promise<void> {
    this.#devices.set(device.id, { ...device });
    return Promise.resolve();
  }
}

export class MemorySessionStore implements SessionStore {
  readonly #sessions = new Map<string, Session>();
  get(idHash: string): Promise<Session | null> {
    const found = this.#sessions.get(idHash);
    return Promise.resolve(found ? { ...found } : null);
  }
  save(session: Session): Promise<void> {
    this.#sessions.set(session.idHash, { ...session });
    return Promise.resolve();
  }
  touch(idHash: string, lastSeenAt: number): Promise<boolean> {
    const found = this.#sessions.get(idHash);
    if (found) found.lastSeenAt = Math.max(found.lastSeenAt, lastSeenAt);
    return Promise.resolve(found !== undefined);
  }
  delete(idHash: string): Promise<boolean> {
    return Promise.resolve(this.#sessions.delete(idHash));
  }
  deleteForDevice(deviceId: string): Promise<number> {
    let count = 0;
    for (const [key, session] of this.#sessions) {
      if (session.deviceId === deviceId) {
        this.#sessions.delete(key);
        count += 1;
      }
    }
    return Promise.resolve(count);
  }
  deleteAll(): Promise<number> {
    const count = this.#sessions.size;
    this.#sessions.clear();
    return Promise.resolve(count);
  }
}
