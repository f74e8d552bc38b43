import { link, mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One server process per DATA_DIR, enforced (issue 22). Two processes on one directory each
 * kept their own copy of the devices and the audit chain's head: a device revoked on one still
 * redeemed on the other, and the audit chain forked. So the server takes `server.lock` at start
 * and a second one refuses to start, in one line that names the first.
 *
 * The lock file is made whole first and then linked into place (`link` fails if the name exists,
 * atomically, on every local file system), so nobody ever reads a half-written lock. A lock
 * whose process is gone (a crash, a power cut) is stale and taken over: moved aside atomically,
 * and put back if what was moved turns out to be a live server's (two starting at once).
 * Node only: node.ts is its one user.
 */

export const LOCK_FILE_NAME = 'server.lock';

interface LockContent {
  pid: number;
  host: string;
  startedAt: string;
}

export type DataDirLock =
  | { ok: true; path: string; release: () => Promise<void> }
  | { ok: false; path: string; holder: LockContent | null; message: string };

export interface LockOptions {
  pid?: number;
  host?: string;
  now?: () => Date;
  /** Whether a process of this machine is running: `process.kill(pid, 0)` by default. */
  isAlive?: (pid: number) => boolean;
}

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, and belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parse(text: string | null): LockContent | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as Partial<LockContent>;
    if (
      typeof value.pid === 'number' &&
      Number.isSafeInteger(value.pid) &&
      value.pid > 0 &&
      typeof value.host === 'string' &&
      typeof value.startedAt === 'string'
    ) {
      return { pid: value.pid, host: value.host, startedAt: value.startedAt };
    }
  } catch {
    // Unreadable: no server wrote it this way (the file is always complete), so it holds nobody.
  }
  return null;
}

async function readOrNull(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function lockDataDir(dir: string, options: LockOptions = {}): Promise<DataDirLock> {
  try {
    return await takeLock(dir, options);
  } catch (error) {
    // A directory where the lock file should be, a folder we may not write: one line, no stack.
    const path = join(dir, LOCK_FILE_NAME);
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, path, holder: null, message: `Cannot take ${path}: ${reason}` };
  }
}

async function takeLock(dir: string, options: LockOptions): Promise<DataDirLock> {
  const pid = options.pid ?? process.pid;
  const host = options.host ?? hostname();
  const isAlive = options.isAlive ?? processIsAlive;
  const path = join(dir, LOCK_FILE_NAME);
  const content: LockContent = {
    pid,
    host,
    startedAt: (options.now?.() ?? new Date()).toISOString(),
  };
  const text = `${JSON.stringify(content)}\n`;
  /** Held by a live server other than us (another machine's is taken as live: we cannot ask). */
  const live = (holder: LockContent | null): holder is LockContent =>
    holder !== null && (holder.host !== host || (holder.pid !== pid && isAlive(holder.pid)));

  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `${LOCK_FILE_NAME}.${pid}.${Date.now()}.tmp`);
  await writeFile(temporary, text, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await link(temporary, path);
        return {
          ok: true,
          path,
          release: async () => {
            // Only our own lock: never one a later server took over after ours went stale.
            if ((await readOrNull(path)) === text) await unlink(path).catch(() => undefined);
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = parse(await readOrNull(path));
      if (live(holder)) {
        return {
          ok: false,
          path,
          holder,
          message:
            `Another server (process ${holder.pid} on ${holder.host}, since ${holder.startedAt}) ` +
            `is using ${dir}: one server per DATA_DIR. Stop it, or give this one its own DATA_DIR ` +
            `(several processes share state through PostgreSQL: docs/scaling.md). If no server ` +
            `is running, remove ${path}.`,
        };
      }
      // Stale: move it aside (atomic) and look at what was moved.
      const aside = join(dir, `${LOCK_FILE_NAME}.stale.${pid}.${Date.now()}`);
      try {
        await rename(path, aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      const moved = parse(await readOrNull(aside));
      if (live(moved)) {
        // Another server took the stale lock over between our read and our move: its lock goes
        // back, and we try again (and find it).
        await link(aside, path).catch(() => undefined);
      }
      await rm(aside, { force: true });
    }
    return {
      ok: false,
      path,
      holder: null,
      message: `Could not take ${path}: other servers keep starting on ${dir}.`,
    };
  } finally {
    await rm(temporary, { force: true });
  }
}
