import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { writeTextAtomically } from '../state/durable';
import { isRole } from './roles';
import type { Device, DeviceStore, StaffMember, StaffStore } from './stores';

/**
 * The JSON-file defaults for staff and devices (Node only: node.ts and the staff command create
 * them). A file is replaced whole: written beside it, flushed, then renamed over it, so a crash
 * leaves the old file or the new one, never half of one.
 */

export function writeJsonAtomically(path: string, value: unknown): Promise<void> {
  return writeTextAtomically(path, `${JSON.stringify(value, null, 2)}\n`);
}

async function readJsonArray(path: string): Promise<unknown[]> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path, 'utf8'));
    if (!Array.isArray(parsed)) throw new Error(`${path} does not hold a JSON array.`);
    return parsed as unknown[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function isStaffMember(value: unknown): value is StaffMember {
  const v = value as Partial<StaffMember> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    isRole(v.role) &&
    typeof v.pinHash === 'string' &&
    typeof v.createdAt === 'string'
  );
}

/**
 * The staff list, written by `npm run staff` and read here. It is read again when the file
 * changes, so a PIN reset or a removal takes effect on the next request without a restart.
 */
export class FileStaffStore implements StaffStore {
  #cache: { mtimeMs: number; staff: StaffMember[] } | null = null;
  constructor(readonly path: string) {}

  async list(): Promise<StaffMember[]> {
    // Asked on every signed-in request: a synchronous stat of a local file costs microseconds,
    // where the promise one went through the thread pool (a tenth of the server's time in
    // `npm run bench:server`).
    const mtimeMs = statSync(this.path, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (this.#cache?.mtimeMs !== mtimeMs) {
      const staff = (await readJsonArray(this.path)).filter(isStaffMember);
      this.#cache = { mtimeMs, staff };
    }
    return [...this.#cache.staff];
  }

  async write(staff: StaffMember[]): Promise<void> {
    await writeJsonAtomically(this.path, staff);
    this.#cache = null;
  }
}

function isDevice(value: unknown): value is Device {
  const v = value as Partial<Device> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.name === 'string' &&
    typeof v.tokenHash === 'string' &&
    typeof v.idleLockMinutes === 'number'
  );
}

/** Paired devices: few, changed rarely (a pairing, a revocation, an idle-lock setting). */
export class FileDeviceStore implements DeviceStore {
  #devices: Device[] | null = null;
  #writing: Promise<void> = Promise.resolve();
  constructor(readonly path: string) {}

  async #load(): Promise<Device[]> {
    this.#devices ??= (await readJsonArray(this.path)).filter(isDevice);
    return this.#devices;
  }

  async list(): Promise<Device[]> {
    return (await this.#load()).map((d) => ({ ...d }));
  }

  async byTokenHash(tokenHash: string): Promise<Device | null> {
    const found = (await this.#load()).find((d) => d.tokenHash === tokenHash);
    return found ? { ...found } : null;
  }

  async save(device: Device): Promise<void> {
    const devices = await this.#load();
    const index = devices.findIndex((d) => d.id === device.id);
    if (index >= 0) devices[index] = { ...device };
    else devices.push({ ...device });
    // One write at a time, each of the whole list as it is then.
    const write = this.#writing.then(() => writeJsonAtomically(this.path, devices));
    this.#writing = write.catch(() => undefined);
    await write;
  }
}
