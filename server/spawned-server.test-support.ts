import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { takeCookies } from './auth/test-browser';

/**
 * The built live server as real processes, for the restart and several-processes tests: built
 * once per test file into a temp directory (so files building at once never share one), started
 * with `node node.js`, killed with SIGKILL as a crash or power cut would. Not a test itself.
 */

const run = promisify(execFile);
export const AUDIT_KEY = 'spawned-audit-key-0123456789abcdefghijklmnop';
export const PINS = { owner: '2468', counter: '1357', marketing: '8642' } as const;

export async function buildServer(): Promise<string> {
  // Inside the project, so the build's bare imports (hono, …) find node_modules as dist-server's do.
  const parent = join(process.cwd(), 'node_modules', '.tmp');
  await mkdir(parent, { recursive: true });
  const outDir = await mkdtemp(join(parent, 'built-server-'));
  const vite = join('node_modules', '.bin', 'vite');
  await run(
    vite,
    ['build', '--config', 'server/vite.config.ts', '--outDir', outDir, '--emptyOutDir'],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  // The live build's page is not what these tests look at: a stand-in is enough to start.
  await mkdir(join(outDir, 'app'), { recursive: true });
  await writeFile(join(outDir, 'app', 'index.html'), '<!doctype html><title>till</title>');
  return outDir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

/**
 * A shop with one person of each role, added by `npm run staff` (to files in a new DATA_DIR, or
 * to PostgreSQL when `env` holds DATABASE_URL): the environment its servers start with.
 */
export async function shop(
  built: string,
  env: Record<string, string> = {},
): Promise<Record<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), 'shop-data-'));
  const shopEnv = { ...env, DATA_DIR: dir };
  const add = (name: string, role: string, pin: string) =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [join(built, 'staff.js'), 'add', name, '--role', role],
        { env: { ...process.env, ...shopEnv }, stdio: ['pipe', 'ignore', 'pipe'] },
      );
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(errors))));
      child.stdin.end(`${pin}\n${pin}\n`);
    });
  await add('Olivia Owner', 'owner', PINS.owner);
  await add('Chris Counter', 'counter', PINS.counter);
  await add('Mina Marketing', 'marketing', PINS.marketing);
  return shopEnv;
}

/** The id of a person on the staff list, as a paired device's pad reads it. */
export async function staffIdOf(tablet: Till, name: string): Promise<string> {
  const state = await tablet.call('GET', '/api/auth/state');
  const { staff } = state.json.result as { staff: { id: string; name: string }[] };
  const found = staff.find((person) => person.name === name);
  if (!found) throw new Error(`no ${name} on the staff list`);
  return found.id;
}

/** Pairs the tablet (as the owner) and unlocks it as `name`. */
export async function pairAndUnlock(tablet: Till, name: string, pin: string): Promise<void> {
  const paired = await tablet.call('POST', '/api/auth/pair', {
    deviceName: 'Till 1',
    ownerName: 'Olivia Owner',
    pin: PINS.owner,
  });
  if (paired.status !== 200) throw new Error(`pairing: ${JSON.stringify(paired.json)}`);
  const staffId = await staffIdOf(tablet, name);
  const unlocked = await tablet.call('POST', '/api/auth/unlock', { staffId, pin });
  if (unlocked.status !== 200) throw new Error(`unlock: ${JSON.stringify(unlocked.json)}`);
}

export interface RunningServer {
  url: string;
  child: ChildProcess;
  /** Everything it printed, for a failing test's message. */
  output: () => string;
  crash: () => Promise<void>;
}

/** Starts the built server and resolves once it listens (or rejects with what it printed). */
export async function startServer(
  built: string,
  env: Record<string, string>,
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(built, 'node.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      PLAN: 'enterprise',
      API_KEY: 'sk_spawned_test_0001',
      AUDIT_KEY,
      APP_DIR: join(built, 'app'),
      PORT: String(port),
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      if (printed.includes('Counter POS (live) on')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}): ${printed}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => printed,
    crash: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

export type Till = ReturnType<typeof till>;

/** A till's browser over HTTP: same-origin JSON, English, its own cookie jar. */
export function till(base: () => string) {
  const jar = new Map<string, string>();
  async function call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const sent: Record<string, string> = {
      'Accept-Language': 'en',
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    };
    if (body !== undefined) sent['Content-Type'] = 'application/json';
    if (jar.size > 0) sent.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${base()}${path}`, {
      method,
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    takeCookies(jar, response);
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      json: JSON.parse(text) as { code: number; result: unknown; reason?: string },
    };
  }
  return { jar, call };
}

/**
 * A round-robin proxy in front of several servers, as a load balancer is: each request to the
 * next server in turn, headers and body as they came, every Set-Cookie back.
 */
export async function roundRobin(
  targets: () => string[],
): Promise<{ url: string; close: () => Promise<void> }> {
  let next = 0;
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const all = targets();
      const target = all[next % all.length] ?? '';
      next += 1;
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'connection') {
          headers.set(name, value);
        }
      }
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(`${target}${request.url ?? '/'}`, { method: request.method, headers, body }).then(
        async (answer) => {
          const outgoing: Record<string, string | string[]> = {};
          answer.headers.forEach((value, name) => {
            if (name !== 'set-cookie' && name !== 'content-length') outgoing[name] = value;
          });
          const cookies = answer.headers.getSetCookie();
          if (cookies.length > 0) outgoing['set-cookie'] = cookies;
          response.writeHead(answer.status, outgoing);
          response.end(Buffer.from(await answer.arrayBuffer()));
        },
        () => {
          response.writeHead(502);
          response.end('{"code":502,"message":"upstream gone","result":null}');
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A new, empty database on a throwaway cluster: the server migrates it at start. */
export async function newDatabase(cluster: { url: string } | null, name: string): Promise<string> {
  if (!cluster) throw new Error('PostgreSQL is not running.');
  const admin = postgres(cluster.url, { max: 1, onnotice: () => undefined });
  await admin`CREATE DATABASE ${admin(name)}`;
  await admin.end();
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return url.toString();
}
