import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { HTTPS_HOST, HTTPS_PORTS, LIVE_DATA_DIR, liveServerEnv } from './live-setup';

/*
 * The https project's servers (e2e/https.spec.ts): a simulated service and a live server of its
 * own (the live project's share theirs, and its journeys read what the service received), with
 * TRUST_PROXY and ALLOWED_HOSTS as deploy/Caddyfile.lan says, and Caddy in front serving that file
 * with `tls internal`, its data in a folder of its own. Started once the run's build exists: the
 * demo's and the live project's servers, which Playwright waits for first, made it.
 */

const ROOT = resolve(import.meta.dirname, '..');
/** The file a shop's trial uses, served as it is but for the port behind it. */
const LAN_CADDYFILE = join(ROOT, 'deploy', 'Caddyfile.lan');
const UPSTREAM = 'reverse_proxy 127.0.0.1:8787';
/** How long each server may take to answer for the first time. */
const START_MS = 60_000;

/** Caddy: $CADDY_PATH if set, else `caddy` on PATH (Debian's package). */
const CADDY = process.env.CADDY_PATH || 'caddy';

/** Whether Caddy runs, or why not: the test fails on the reason unless told to skip it. */
export function findCaddy(): { ok: true } | { ok: false; reason: string } {
  const found = spawnSync(CADDY, ['version'], { encoding: 'utf8' });
  if (found.status === 0) return { ok: true };
  return {
    ok: false,
    reason:
      `The https journey needs Caddy and \`${CADDY} version\` did not run. Debian/Ubuntu: sudo apt-get ` +
      'install -y caddy (.ci/run does it when missing); elsewhere https://caddyserver.com/docs/install. ' +
      'Set E2E_SKIP_HTTPS=1 to skip this project knowingly.',
  };
}

export interface Proxy {
  /** The browser's origin: https, the LAN name, Caddy's port. */
  origin: string;
  /** Caddy's own root (PEM), which the browser and this process trust. */
  rootPem: string;
  /** A folder for the browser's HOME, whose NSS store holds that root (certutil). */
  browserHome: string;
  stop(): Promise<void>;
}

interface Started {
  child: ChildProcess;
  output: () => string;
}

/** A server in its own process group (scripts and what they exec), its output kept for errors. */
function start(command: string, args: string[], env: Record<string, string>): Started {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
}

async function stop({ child }: Started): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((done) => child.once('exit', done));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/** Tries `ready` until it says yes, the process ends (its output said), or START_MS pass. */
async function until(what: string, server: Started, ready: () => Promise<boolean>) {
  const deadline = Date.now() + START_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`${what} ended (${server.child.exitCode}):\n${server.output()}`);
    if (await ready().catch(() => false)) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what} did not answer within ${START_MS / 1000} s:\n${server.output()}`);
}

const answers = (url: string) => fetch(url).then((response) => response.ok);

/** A GET to Caddy's https port, by the LAN name, trusting only Caddy's root. */
export function viaProxy(
  path: string,
  rootPem: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((done, fail) => {
    const sent = httpsRequest(
      {
        host: '127.0.0.1',
        port: HTTPS_PORTS.https,
        servername: HTTPS_HOST,
        path,
        ca: rootPem,
        headers: { host: `${HTTPS_HOST}:${HTTPS_PORTS.https}`, accept: 'text/html', ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    );
    sent.on('error', fail);
    sent.end();
  });
}

/** The simulated service, the live server and Caddy, up and answering over https. */
export async function startProxy(): Promise<Proxy> {
  const lan = await readFile(LAN_CADDYFILE, 'utf8');
  if (!lan.includes(UPSTREAM)) throw new Error(`${LAN_CADDYFILE} no longer says "${UPSTREAM}"`);
  const folder = await mkdtemp(join(tmpdir(), 'e2e-caddy-'));
  const started: Started[] = [];
  const stopAll = async () => {
    for (const server of started.reverse()) await stop(server);
    await rm(folder, { recursive: true, force: true });
  };
  try {
    const simUrl = `http://127.0.0.1:${HTTPS_PORTS.sim}`;
    const sim = start('node', ['node_modules/.cache/service-sim/main.js'], {
      SIM_PORT: String(HTTPS_PORTS.sim),
    });
    started.push(sim);
    const live = start('bash', ['scripts/e2e-live-server.sh'], {
      ...liveServerEnv({
        dataDir: `${LIVE_DATA_DIR}-https`,
        port: HTTPS_PORTS.server,
        serviceUrl: simUrl,
      }),
      // As the comment in deploy/Caddyfile.lan says.
      TRUST_PROXY: 'true',
      ALLOWED_HOSTS: HTTPS_HOST,
      HOST: '127.0.0.1',
    });
    started.push(live);

    // Debian's service keeps Caddy's data under its HOME; here a folder of the run's. No admin
    // endpoint, and the root is not put into this machine's trust store.
    const config = join(folder, 'Caddyfile');
    await writeFile(
      config,
      [
        '{',
        '\tadmin off',
        '\tskip_install_trust',
        `\thttp_port ${HTTPS_PORTS.http}`,
        `\thttps_port ${HTTPS_PORTS.https}`,
        '}',
        lan.replace(UPSTREAM, `reverse_proxy 127.0.0.1:${HTTPS_PORTS.server}`),
      ].join('\n'),
    );
    const data = join(folder, 'data');
    const caddy = start(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
      HOME: folder,
      XDG_DATA_HOME: data,
      XDG_CONFIG_HOME: join(folder, 'config'),
    });
    started.push(caddy);

    const rootPath = join(data, 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    await until('Caddy', caddy, () => Promise.resolve(existsSync(rootPath)));
    const rootPem = await readFile(rootPath, 'utf8');
    await until('the simulated service', sim, () => answers(`${simUrl}/__sim/settings`));
    await until('the live server', live, () =>
      answers(`http://127.0.0.1:${HTTPS_PORTS.server}/healthz`),
    );
    await until('the live server through Caddy', caddy, () =>
      viaProxy('/healthz', rootPem).then((answer) => answer.status === 200),
    );

    // The browser trusts the root as a tablet does once it is installed: in the NSS store
    // Chromium reads on Linux, in a HOME of its own.
    const browserHome = join(folder, 'browser');
    const nss = `sql:${join(browserHome, '.pki', 'nssdb')}`;
    await mkdir(join(browserHome, '.pki', 'nssdb'), { recursive: true });
    for (const args of [
      ['-N', '-d', nss, '--empty-password'],
      ['-A', '-d', nss, '-t', 'C,,', '-n', 'Caddy Local Authority', '-i', rootPath],
    ]) {
      const done = spawnSync('certutil', args, { encoding: 'utf8' });
      if (done.status !== 0)
        throw new Error(
          `certutil ${args[0]} failed (Debian's libnss3-tools, which caddy's package brings): ${done.error?.message ?? done.stderr}`,
        );
    }
    return {
      origin: `https://${HTTPS_HOST}:${HTTPS_PORTS.https}`,
      rootPem,
      browserHome,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
