import { link, mkdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One server process per DATA_DIR, enforced (decision 0013). Two processes on one directory each
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
    for (let attempt = 0; attempt < 50; attempt += 1) {
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
      // Stale: removed by one starting server at a time (the one holding the break file), and
      // only while it is still the same stale lock, so a lock a server just took is never moved.
      await breakStale(path, holder, { pid, host, live });
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

/**
 * Removes a stale lock, if it is still the one read: under `server.lock.break`, taken with an
 * exclusive create, so two starting servers never both remove a lock (one could remove the fresh
 * lock the other had just taken). A break file left by a server that died while breaking is
 * removed in turn; a live breaker is waited for, briefly, then the caller looks again.
 */
async function breakStale(
  path: string,
  stale: LockContent | null,
  me: { pid: number; host: string; live: (holder: LockContent | null) => boolean },
): Promise<void> {
  const breakPath = `${path}.break`;
  const mine: LockContent = { pid: me.pid, host: me.host, startedAt: new Date().toISOString() };
  try {
    await writeFile(breakPath, `${JSON.stringify(mine)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const breaker = parse(await readOrNull(breakPath));
    if (breaker !== null && !me.live(breaker) && breaker.pid !== me.pid) {
      await rm(breakPath, { force: true });
    } else {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return;
  }
  try {
    const now = parse(await readOrNull(path));
    const same =
      (now === null && stale === null) ||
      (now !== null && stale !== null && JSON.stringify(now) === JSON.stringify(stale));
    if (same && !me.live(now)) await rm(path, { force: true });
  } finally {
    await rm(breakPath, { force: true });
  }
}
