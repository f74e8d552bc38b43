import type { Sql } from 'postgres';
import { isRole } from '../auth/roles';
import type {
  Device,
  DeviceStore,
  Session,
  SessionStore,
  SignInFound,
  SignInLookup,
  StaffMember,
  StaffStore,
} from '../auth/stores';

/**
 * Sign-in's stores on PostgreSQL (tables in migrations/001_sign_in.sql). Every read answers new
 * objects, so nothing a caller changes reaches what is kept. Times the app keeps in milliseconds
 * are `bigint` columns, read back `::float8` (postgres.js answers an int8 as text).
 */

interface StaffRow {
  id: string;
  name: string;
  role: string;
  pin_hash: string;
  created_at: string;
}

/** The table's CHECK holds the roles of today; a role this code does not know is nobody's. */
function staffOf(row: StaffRow): StaffMember | null {
  const { role } = row;
  if (!isRole(role)) return null;
  return { id: row.id, name: row.name, role, pinHash: row.pin_hash, createdAt: row.created_at };
}

/** The staff list, read on every call: a change by `npm run staff` counts on the next request. */
export class PgStaffStore implements StaffStore {
  constructor(private readonly sql: Sql) {}

  async list(): Promise<StaffMember[]> {
    const rows = await this.sql<StaffRow[]>`
      SELECT id, name, role, pin_hash, created_at FROM staff ORDER BY position`;
    return rows.flatMap((row) => {
      const member = staffOf(row);
      return member ? [member] : [];
    });
  }

  /** Replaces the whole list, as `FileStaffStore.write` replaces the file. */
  async write(staff: StaffMember[]): Promise<void> {
    await this.sql.begin(async (tx) => {
      // Two writers one after the other, never interleaved; readers are not held up.
      await tx`LOCK TABLE staff IN EXCLUSIVE MODE`;
      await tx`DELETE FROM staff`;
      if (staff.length === 0) return;
      const rows = staff.map((member, position) => ({
        id: member.id,
        position,
        name: member.name,
        role: member.role,
        pin_hash: member.pinHash,
        created_at: member.createdAt,
      }));
      await tx`INSERT INTO staff ${tx(rows)}`;
    });
  }
}

interface DeviceRow {
  id: string;
  name: string;
  token_hash: string;
  paired_at: string;
  paired_by: string;
  idle_lock_minutes: number;
  revoked_at: string | null;
}

function deviceOf(row: DeviceRow): Device {
  return {
    id: row.id,
    name: row.name,
    tokenHash: row.token_hash,
    pairedAt: row.paired_at,
    pairedBy: row.paired_by,
    idleLockMinutes: row.idle_lock_minutes,
    revokedAt: row.revoked_at,
  };
}

export class PgDeviceStore implements DeviceStore {
  constructor(private readonly sql: Sql) {}

  async list(): Promise<Device[]> {
    const rows = await this.sql<DeviceRow[]>`
      SELECT id, name, token_hash, paired_at, paired_by, idle_lock_minutes, revoked_at
      FROM device ORDER BY position`;
    return rows.map(deviceOf);
  }

  async byTokenHash(tokenHash: string): Promise<Device | null> {
    const [row] = await this.sql<DeviceRow[]>`
      SELECT id, name, token_hash, paired_at, paired_by, idle_lock_minutes, revoked_at
      FROM device WHERE token_hash = ${tokenHash}`;
    return row ? deviceOf(row) : null;
  }

  async save(device: Device): Promise<void> {
    await this.sql`
      INSERT INTO device (id, name, token_hash, paired_at, paired_by, idle_lock_minutes, revoked_at)
      VALUES (${device.id}, ${device.name}, ${device.tokenHash}, ${device.pairedAt},
              ${device.pairedBy}, ${device.idleLockMinutes}, ${device.revokedAt})
      ON CONFLICT (id) DO UPDATE SET
        name = excluded.name,
        token_hash = excluded.token_hash,
        paired_at = excluded.paired_at,
        paired_by = excluded.paired_by,
        idle_lock_minutes = excluded.idle_lock_minutes,
        revoked_at = excluded.revoked_at`;
  }
}

interface SessionRow {
  id_hash: string;
  device_id: string;
  staff_id: string;
  created_at: number;
  last_seen_at: number;
}

/**
 * A row per session, shared by every process: a till signed in on one is signed in on all, and
 * "sign everyone out" on one is one DELETE that every other sees. The 12-hour limit is checked
 * in code from `createdAt`, as before; `sweepExpired` deletes the rows past it, on a timer.
 */
export class PgSessionStore implements SessionStore {
  readonly #sql: Sql;
  readonly #maxAgeMs: number;
  constructor(sql: Sql, options: { maxAgeMs: number }) {
    this.#sql = sql;
    this.#maxAgeMs = options.maxAgeMs;
  }

  async get(idHash: string): Promise<Session | null> {
    const [row] = await this.#sql<SessionRow[]>`
      SELECT id_hash, device_id, staff_id,
             created_at::float8 AS created_at, last_seen_at::float8 AS last_seen_at
      FROM staff_session WHERE id_hash = ${idHash}`;
    if (!row) return null;
    return {
      idHash: row.id_hash,
      deviceId: row.device_id,
      staffId: row.staff_id,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
    };
  }

  async save(session: Session): Promise<void> {
    await this.#sql`
      INSERT INTO staff_session (id_hash, device_id, staff_id, created_at, last_seen_at)
      VALUES (${session.idHash}, ${session.deviceId}, ${session.staffId},
              ${session.createdAt}, ${session.lastSeenAt})
      ON CONFLICT (id_hash) DO UPDATE SET
        device_id = excluded.device_id,
        staff_id = excluded.staff_id,
        created_at = excluded.created_at,
        last_seen_at = excluded.last_seen_at`;
  }

  async touch(idHash: string, lastSeenAt: number): Promise<boolean> {
    const touched = await this.#sql`
      UPDATE staff_session SET last_seen_at = GREATEST(last_seen_at, ${lastSeenAt})
      WHERE id_hash = ${idHash}`;
    return touched.count > 0;
  }

  async delete(idHash: string): Promise<boolean> {
    return (await this.#sql`DELETE FROM staff_session WHERE id_hash = ${idHash}`).count > 0;
  }

  async deleteForDevice(deviceId: string): Promise<number> {
    return (await this.#sql`DELETE FROM staff_session WHERE device_id = ${deviceId}`).count;
  }

  async deleteAll(): Promise<number> {
    return (await this.#sql`DELETE FROM staff_session`).count;
  }

  /** Deletes the sessions past their lifetime at `now` (ms); answers how many. */
  async sweepExpired(now: number): Promise<number> {
    const createdBefore = now - this.#maxAgeMs;
    return (await this.#sql`DELETE FROM staff_session WHERE created_at <= ${createdBefore}`).count;
  }
}

interface FoundRow {
  device: DeviceRow | null;
  session: SessionRow | null;
  staff: StaffRow | null;
}

/**
 * The device, the session and its person in one query, on one connection: the read every call
 * the guard lets through makes (three queries on three connections before).
 */
export class PgSignInLookup implements SignInLookup {
  constructor(private readonly sql: Sql) {}

  async find(deviceTokenHash: string | null, sessionIdHash: string | null): Promise<SignInFound> {
    const [row] = await this.sql<FoundRow[]>`
      SELECT
        (SELECT to_jsonb(d) FROM (
           SELECT id, name, token_hash, paired_at, paired_by, idle_lock_minutes, revoked_at
           FROM device WHERE token_hash = ${deviceTokenHash}) AS d) AS device,
        to_jsonb(s) AS session,
        (SELECT to_jsonb(t) FROM (
           SELECT id, name, role, pin_hash, created_at FROM staff WHERE id = s.staff_id) AS t) AS staff
      FROM (SELECT 1) AS one
      LEFT JOIN (
        SELECT id_hash, device_id, staff_id,
               created_at::float8 AS created_at, last_seen_at::float8 AS last_seen_at
        FROM staff_session WHERE id_hash = ${sessionIdHash}) AS s ON true`;
    const session = row?.session ?? null;
    return {
      device: row?.device ? deviceOf(row.device) : null,
      session: session
        ? {
            idHash: session.id_hash,
            deviceId: session.device_id,
            staffId: session.staff_id,
            createdAt: session.created_at,
            lastSeenAt: session.last_seen_at,
          }
        : null,
      staff: row?.staff ? staffOf(row.staff) : null,
    };
  }
}
