import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
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
