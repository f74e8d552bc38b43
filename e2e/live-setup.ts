import { resolve } from 'node:path';

/**
 * The live journey's two servers (playwright.config.ts starts them): the simulated service's HTTP
 * server, standing in for the real service, and our live server in front of it.
 */
const base = Number(process.env.E2E_PORT ?? 4317);
export const SIM_PORT = base + 2;
export const LIVE_PORT = base + 3;
/** The shop's LAN name in deploy/Caddyfile.lan, which the https project serves as it is. */
export const HTTPS_HOST = 'counter.lan';
/** The https project's own four (e2e/https-proxy.ts): its live server, service, and Caddy's two. */
export const HTTPS_PORTS = {
  server: base + 4,
  sim: base + 5,
  https: base + 6,
  http: base + 7,
} as const;
export const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;
export const LIVE_URL = `http://localhost:${LIVE_PORT}`;
/** A key for the simulated service, which accepts any: the test looks for it in the browser. */
export const LIVE_API_KEY = 'e2e-live-key-0123456789abcdef';
/** The audit log's key for the run (AUDIT_KEY): the live server does not start without one. */
export const LIVE_AUDIT_KEY = 'e2e-audit-key-0123456789abcdefghijklmnop';
export const LIVE_BUILD_DIR = resolve(import.meta.dirname, '..', 'dist-live');

/**
 * The live server's data (staff, devices, audit log), made afresh by scripts/e2e-live-server.sh.
 * $E2E_LIVE_DATA_DIR moves it: a git worktree whose node_modules links to another checkout's
 * would otherwise wipe that checkout's run's data (with $E2E_PORT, two checkouts run apart).
 */
export const LIVE_DATA_DIR =
  process.env.E2E_LIVE_DATA_DIR ??
  resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'e2e-live-data');
/** The staff scripts/e2e-live-server.sh adds, one of each role. */
export const LIVE_STAFF = {
  owner: { name: 'Olivia Owner', pin: '2468' },
  counter: { name: 'Chris Counter', pin: '1357' },
  marketing: { name: 'Mina Marketing', pin: '8642' },
} as const;

/**
 * The environment scripts/e2e-live-server.sh starts our live server with: the run's keys, the
 * plan, and where its data, its port and the simulated service are.
 */
export function liveServerEnv(where: {
  dataDir: string;
  port: number;
  serviceUrl: string;
}): Record<string, string> {
  return {
    DATA_DIR: where.dataDir,
    API_KEY: LIVE_API_KEY,
    AUDIT_KEY: LIVE_AUDIT_KEY,
    SERVICE_BASE_URL: where.serviceUrl,
    PLAN: 'enterprise',
    PORT: String(where.port),
  };
}
