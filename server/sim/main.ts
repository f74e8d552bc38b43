import {
  startSimulatedServiceServer,
  type SimulatedServiceServer,
} from './simulated-service-server';

/**
 * `npm run service:sim`: the simulated service over HTTP, for trying live mode without an
 * account and for the live server's tests. SIM_PORT (default 4010; 0 picks a free port),
 * SIM_HOST (default 127.0.0.1), SIM_NOW (pins the service clock: an ISO date-time, or a
 * YYYY-MM-DD for noon in the service's zone; unset follows real time).
 */
function fail(message: string): never {
  console.error(`service:sim: ${message}`);
  process.exit(1);
}

function portFrom(raw: string | undefined): number {
  const value = raw?.trim() ?? '';
  if (value === '') return 4010;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    fail(`SIM_PORT must be a whole number from 0 to 65535 (0 picks a free port); got "${raw}".`);
  }
  return port;
}

const port = portFrom(process.env.SIM_PORT);
const host = process.env.SIM_HOST?.trim() || '127.0.0.1';
const now = process.env.SIM_NOW?.trim() || null;

let server: SimulatedServiceServer;
try {
  server = await startSimulatedServiceServer({ port, host, now });
} catch (error) {
  if (error instanceof RangeError) {
    fail(
      `SIM_NOW must be an ISO date or date-time (e.g. 2026-11-21T10:30:00+09:00); got "${now}".`,
    );
  }
  const code = (error as NodeJS.ErrnoException).code ?? '';
  const listenProblems: Record<string, string> = {
    EADDRINUSE: `port ${port} on ${host} is already in use; choose another with SIM_PORT.`,
    EACCES: `no permission to listen on port ${port}; choose one above 1023 with SIM_PORT.`,
    EADDRNOTAVAIL: `cannot listen on host "${host}"; set SIM_HOST to a local address.`,
    ENOTFOUND: `cannot listen on host "${host}"; set SIM_HOST to a local address.`,
    EAI_AGAIN: `cannot listen on host "${host}"; set SIM_HOST to a local address.`,
  };
  fail(listenProblems[code] ?? (error instanceof Error ? error.message : String(error)));
}

console.info(`Simulated service at ${server.url}${now ? ` (clock pinned to ${now})` : ''}`);

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`service:sim: closing after ${signal} failed:`, error);
      process.exit(1);
    },
  );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
