import { execFile, spawn } from 'node:child_process';
import { chown, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A throwaway PostgreSQL for tests, from the binaries the machine has (Debian's `postgresql`
 * package puts them in /usr/lib/postgresql/<version>/bin, off the PATH): a new cluster in a temp
 * directory, on a free port of 127.0.0.1 and a socket in that directory, with fsync off (the tests
 * check what is committed, not what survives a power cut). `initdb` and `postgres` refuse to run
 * as root, so as root they run as the `postgres` user. The server is our own child process, so it
 * is stopped by its PID: by `stop()`, and by the exit of this process whatever happened before.
 */
export interface ThrowawayPostgres {
  /** Superuser `postgres`, database `postgres`, no password (trust on 127.0.0.1 only). */
  url: string;
  stop(): Promise<void>;
}

const run = promisify(execFile);
const INSTALL_HINT =
  'PostgreSQL tests skipped: no initdb/postgres found (Debian: apt-get install postgresql).';

/** The newest /usr/lib/postgresql/<n>/bin holding initdb, or the PATH's; null when neither. */
async function findBinDir(): Promise<string | null> {
  const root = '/usr/lib/postgresql';
  const versions = await readdir(root).catch(() => [] as string[]);
  const dirs = versions
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, 'bin'));
  for (const dir of [...dirs, ...(process.env.PATH ?? '').split(delimiter)]) {
    if (dir === '') continue;
    const found = await readdir(dir).catch(() => [] as string[]);
    if (found.includes('initdb') && found.includes('postgres')) return dir;
  }
  return null;
}

/** Whom to run the cluster as: ourselves, or the `postgres` user when we are root. */
async function runAs(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (typeof address === 'object' && address !== null) resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

const READY = 'database system is ready to accept connections';

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const bin = await findBinDir();
  if (bin === null) {
    console.warn(INSTALL_HINT);
    return null;
  }
  const user = await runAs();
  const dir = await mkdtemp(join(tmpdir(), 'pg-throwaway-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    const data = join(dir, 'data');
    const socket = join(dir, 'socket');
    await mkdir(socket);
    if (user) {
      await chown(dir, user.uid, user.gid);
      await chown(socket, user.uid, user.gid);
    }
    const asUser = user ? { uid: user.uid, gid: user.gid } : {};
    const env = { ...process.env, LC_ALL: 'C', LANG: 'C' };
    await run(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'],
      { ...asUser, env, cwd: dir },
    );
    const port = await freePort();
    const settings = {
      listen_addresses: '127.0.0.1',
      unix_socket_directories: socket,
      fsync: 'off',
      full_page_writes: 'off',
      max_connections: '200',
    };
    const args = ['-D', data, '-p', String(port)];
    for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
    const server = spawn(join(bin, 'postgres'), args, {
      ...asUser,
      env,
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const pid = server.pid;
    const kill = (signal: NodeJS.Signals) => {
      if (pid !== undefined && server.exitCode === null && server.signalCode === null) {
        try {
          process.kill(pid, signal);
        } catch {
          // Gone already.
        }
      }
    };
    const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
    const onExit = () => {
      kill('SIGKILL');
      removeDir();
    };
    process.once('exit', onExit);

    let log = '';
    await new Promise<void>((resolve, reject) => {
      server.stderr.setEncoding('utf8');
      server.stderr.on('data', (chunk: string) => {
        log += chunk;
        if (log.includes(READY)) resolve();
      });
      server.once('error', reject);
      void exited.then(() => reject(new Error(`PostgreSQL did not start:\n${log}`)));
    }).catch((error: unknown) => {
      onExit();
      process.off('exit', onExit);
      throw error;
    });
    server.stderr.resume();

    let stopping: Promise<void> | null = null;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      stop: () => {
        stopping ??= (async () => {
          // Immediate shutdown: nothing in a throwaway cluster is worth a checkpoint.
          kill('SIGQUIT');
          const late = setTimeout(() => kill('SIGKILL'), 5_000);
          await exited;
          clearTimeout(late);
          process.off('exit', onExit);
          await rm(dir, { recursive: true, force: true });
        })();
        return stopping;
      },
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}
