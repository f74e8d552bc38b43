// What the server benches share (`npm run bench:server`, `npm run bench:report`): a stub service
// in this process, our built server as a child process with a temp DATA_DIR, staff added through
// the staff command, a till that pairs and unlocks, and timing. Not a test.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
export const AUDIT_KEY = 'bench-audit-key-0123456789abcdefghijklmnopq';
export const PINS = { owner: '2468', counter: '1357' };

const argv = process.argv.slice(2);
export const args = new Set(argv);
const profileAt = argv.indexOf('--profile');
export const profileDir =
  profileAt >= 0 ? resolve(argv[profileAt + 1] ?? '.bench/server-profiles') : null;

/** Builds dist-server/ unless `--no-build` says it is current. */
export function buildServer() {
  if (args.has('--no-build')) return;
  console.info('Building the server…');
  const built = spawnSync('npm', ['run', 'build:server', '--silent'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// ------------------------------------------------------------------------------------------------
// The stub service: one validate answer (the shape of the simulated service's UNLIMITED01) for any
// code, and a redeem that always goes through.

/** The stand-in service, in a process of its own (scripts/bench-stub.mjs). */
const stubProcess = spawn(process.execPath, [join(root, 'scripts/bench-stub.mjs')], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
export const stubUrl = await new Promise((done, fail) => {
  let printed = '';
  stubProcess.stdout.on('data', (chunk) => {
    printed += chunk;
    const line = printed.split('\n')[0];
    if (printed.includes('\n')) done(line.trim());
  });
  stubProcess.once('exit', (code) => fail(new Error(`the bench's stub exited (${code})`)));
});
export const stub = {
  close() {
    stubProcess.stdin.end();
    stubProcess.kill();
  },
};

// ------------------------------------------------------------------------------------------------
// Our server as a process, and a signed-in till.

export async function freePort() {
  const probe = createServer();
  await new Promise((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address();
  await new Promise((done) => probe.close(done));
  return port;
}

export function withoutDatabase(environment) {
  return Object.fromEntries(
    Object.entries(environment).filter(([name]) => name !== 'DATABASE_URL'),
  );
}

export async function addStaff(dataDir, env, name, role, pin) {
  const child = spawn(process.execPath, ['dist-server/staff.js', 'add', name, '--role', role], {
    cwd: root,
    // The bench's own DATABASE_URL is for the PostgreSQL phase only: each phase says its own.
    env: { ...withoutDatabase(process.env), ...env, DATA_DIR: dataDir },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  child.stdin.end(`${pin}\n${pin}\n`);
  const code = await new Promise((done) => child.on('exit', done));
  if (code !== 0) throw new Error(`npm run staff -- add ${name} failed`);
}

let keyNumber = 0;
/** The rate limit every bench server runs with: the phases wait for its bucket to fill. */
export const BENCH_PER_MINUTE = 1_200;

export async function startServer(dataDir, appDir, env, script = 'dist-server/node.js') {
  const port = await freePort();
  keyNumber += 1;
  const profiling = profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  const child = spawn(process.execPath, [...profiling, script], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      ...env,
      PLAN: 'enterprise',
      // The bench's phases are sized for this many calls a minute (bench-server.mjs).
      RATE_LIMIT_PER_MINUTE: env.RATE_LIMIT_PER_MINUTE ?? String(BENCH_PER_MINUTE),
      API_KEY: `sk_bench_${process.pid}_${keyNumber}`,
      SERVICE_BASE_URL: stubUrl,
      AUDIT_KEY,
      DATA_DIR: dataDir,
      APP_DIR: appDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  await new Promise((done, fail) => {
    const read = (chunk) => {
      printed += chunk;
      if (printed.includes('Counter POS (live) on')) done();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => fail(new Error(`the server exited (${code}): ${printed}`)));
  });
  const exited = new Promise((done) => child.once('exit', done));
  let stopping = false;
  // A server that dies mid-phase says why, instead of the bench's next call failing to connect.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`the server exited (${code ?? signal}): ${printed.slice(-2_000)}`);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      stopping = true;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export function tillOn(server, jar = new Map()) {
  return async (method, path, body) => {
    const headers = { 'Accept-Language': 'en', 'Sec-Fetch-Site': 'same-origin' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (jar.size > 0) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const json = await response.json();
    return { status: response.status, json, jar };
  };
}

// ------------------------------------------------------------------------------------------------
// Measuring.

export const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** `total` calls of `once`, `tills` at a time; each call's milliseconds, sorted. */
export async function timed(tills, total, once) {
  const times = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const start = performance.now();
      await once(i);
      times.push(performance.now() - start);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: tills }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { sorted: times.sort((a, b) => a - b), perSecond: total / seconds };
}

/** A temp DATA_DIR with a one-line app beside it (APP_DIR) for the server to serve. */
export async function benchDirs(prefix) {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  const appDir = join(dataDir, 'app');
  await mkdir(appDir);
  await writeFile(join(appDir, 'index.html'), '<!doctype html><title>bench</title>');
  return { dataDir, appDir };
}

/** A till paired by the owner (Olivia Owner) and unlocked by `person`: its cookie jar. */
export async function signedInTill(server, deviceName, person, pin) {
  const call = tillOn(server);
  const paired = await call('POST', '/api/auth/pair', {
    deviceName,
    ownerName: 'Olivia Owner',
    pin: PINS.owner,
  });
  if (paired.status !== 200) throw new Error(`pairing failed: ${JSON.stringify(paired.json)}`);
  const state = await call('GET', '/api/auth/state');
  const staffId = state.json.result.staff.find((s) => s.name === person).id;
  const unlocked = await call('POST', '/api/auth/unlock', { staffId, pin });
  if (unlocked.status !== 200) throw new Error(`unlock failed: ${JSON.stringify(unlocked.json)}`);
  return unlocked.jar;
}
