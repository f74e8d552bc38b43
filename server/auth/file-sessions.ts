import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serialRunner } from '../audit/serial';
import { writeJsonAtomically } from './file-stores';
import type { Session, SessionStore } from './stores';

export const SESSION_FILE = 'sessions.json';
/** How stale the file's `lastSeenAt` may be: a crash can only make a till lock sooner, never later. */
export const SESSION_TOUCH_FLUSH_MS = 30_000;

function isSession(value: unknown): value is Session {
  const v = value as Partial<Session> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.idHash === 'string' &&
    typeof v.deviceId === 'string' &&
    typeof v.staffId === 'string' &&
    typeof v.createdAt === 'number' &&
    typeof v.lastSeenAt === 'number'
  );
}

/**
 * Sessions that survive a restart: kept in memory, the whole set written to
 * `$DATA_DIR/sessions.json` (atomically) before a session's start or end is answered. Activity
 * only moves `lastSeenAt`, which is written at most every 30 s and at shutdown (`flush`): after a
 * crash a till's last activity reads up to 30 s older than it was, so it locks sooner, never
 * later, and the 12-hour limit counts from `createdAt`, which never moves. Sessions past
 * `maxAgeMs` are dropped when read and when written. One process per DATA_DIR.
 */
export class FileSessionStore implements SessionStore {
  readonly #path: string;
  readonly #now: () => number;
  readonly #maxAgeMs: number;
  readonly #serially = serialRunner();
  #sessions = new Map<string, Session>();
  #writtenAt = 0;
  #dirty = false;

  private constructor(path: string, options: { now: () => number; maxAgeMs: number }) {
    this.#path = path;
    this.#now = options.now;
    this.#maxAgeMs = options.maxAgeMs;
  }

  /** Reads the file (none yet: no sessions). One that cannot be read is a reason not to start. */
  static async open(
    dataDir: string,
    options: { now?: () => number; maxAgeMs: number },
  ): Promise<FileSessionStore> {
    const store = new FileSessionStore(join(dataDir, SESSION_FILE), {
      now: options.now ?? (() => Date.now()),
      maxAgeMs: options.maxAgeMs,
    });
    await store.#load();
    return store;
  }

  async #load(): Promise<void> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(this.#path, 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${this.#path} cannot be read (${reason}).`, { cause: error });
    }
    if (!Array.isArray(parsed) || !parsed.every(isSession)) {
      throw new Error(`${this.#path} cannot be read (not a list of sessions).`);
    }
    this.#sessions = new Map(parsed.map((session) => [session.idHash, session]));
    this.#forgetOld();
  }

  #forgetOld(): void {
    const oldest = this.#now() - this.#maxAgeMs;
    for (const [idHash, session] of this.#sessions) {
      if (session.createdAt <= oldest) this.#sessions.delete(idHash);
    }
  }

  /** Writes the whole set now (a start, an end, shutdown, or touches older than 30 s). */
  flush(): Promise<void> {
    return this.#serially(async () => {
      this.#forgetOld();
      this.#dirty = false;
      this.#writtenAt = this.#now();
      await writeJsonAtomically(this.#path, [...this.#sessions.values()]);
    });
  }

  get(idHash: string): Promise<Session | null> {
    const found = this.#sessions.get(idHash);
    return Promise.resolve(found ? { ...found } : null);
  }

  /** A new session is written before its unlock is answered. */
  async save(session: Session): Promise<void> {
    this.#sessions.set(session.idHash, { ...session });
    await this.flush();
  }

  /** Activity: written with the next write, at most 30 s later (or at shutdown). */
  async touch(idHash: string, lastSeenAt: number): Promise<boolean> {
    const found = this.#sessions.get(idHash);
    if (!found) return false;
    found.lastSeenAt = Math.max(found.lastSeenAt, lastSeenAt);
    this.#dirty = true;
    if (this.#now() - this.#writtenAt >= SESSION_TOUCH_FLUSH_MS) await this.flush();
    return true;
  }

  async delete(idHash: string): Promise<boolean> {
    if (!this.#sessions.delete(idHash)) return false;
    await this.flush();
    return true;
  }

  async deleteForDevice(deviceId: string): Promise<number> {
    let count = 0;
    for (const [idHash, session] of this.#sessions) {
      if (session.deviceId !== deviceId) continue;
      this.#sessions.delete(idHash);
      count += 1;
    }
    if (count > 0) await this.flush();
    return count;
  }

  async deleteAll(): Promise<number> {
    const count = this.#sessions.size;
    this.#sessions.clear();
    if (count > 0) await this.flush();
    return count;
  }

  /** Whether touches are waiting for the next write (shutdown flushes them). */
  get dirty(): boolean {
    return this.#dirty;
  }
}
