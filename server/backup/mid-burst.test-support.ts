import { afterAll, beforeAll, expect } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../db/throwaway.test-support';
import {
  startSimulatedServiceServer,
  type SimulatedServiceServer,
} from '../sim/simulated-service-server';
import {
  buildServer,
  pairAndUnlock,
  PINS,
  type RunningServer,
  startServer,
  type Till,
  till,
} from '../spawned-server.test-support';
import { type CliRun, gatedService, runCli } from './backup.test-support';

/**
 * The backup tests' scene, on files or PostgreSQL: the built server and the simulated service for
 * the test file, a burst of writes with a backup taken in its midst, and a server started on
 * what was restored. Not a test itself.
 */

export interface BuiltSetup {
  built: string;
  sim: SimulatedServiceServer;
  /** Null when the machine has no PostgreSQL (or it was not asked for). */
  cluster: ThrowawayPostgres | null;
  running: RunningServer[];
}

/** Builds the server and starts the service (and a throwaway cluster) for the file's tests. */
export function builtSetup(options: { postgres: boolean }): BuiltSetup {
  const setup: BuiltSetup = { built: '', sim: null as never, cluster: null, running: [] };
  beforeAll(async () => {
    [setup.built, setup.sim, setup.cluster] = await Promise.all([
      buildServer(),
      startSimulatedServiceServer({ port: 0, now: '2026-11-25T10:30:00+09:00' }),
      options.postgres ? startThrowawayPostgres() : Promise.resolve(null),
    ]);
  }, 180_000);
  afterAll(async () => {
    for (const server of setup.running) await server.crash();
    await setup.sim.close();
    await setup.cluster?.stop();
  }, 120_000);
  return setup;
}

/**
 * The built server on a shop's state (`env`: DATA_DIR, or DATABASE_URL), a till paired and
 * unlocked, then a burst of redeems: once the first is held at the service (its intent on record,
 * the others queued behind it), `npm run backup` starts, and the service is let go at once, so the
 * burst's lines are written while the backup runs. The server is stopped (killed) afterwards.
 */
export async function backupMidBurst(
  setup: BuiltSetup,
  env: Record<string, string>,
  destination: string,
): Promise<{ tablet: Till; backup: CliRun }> {
  const gate = await gatedService(setup.sim.url);
  try {
    const server = await startServer(setup.built, { ...env, SERVICE_BASE_URL: gate.url });
    setup.running.push(server);
    const tablet = till(() => server.url);
    await pairAndUnlock(tablet, 'Chris Counter', PINS.counter);
    const burst = Array.from({ length: 30 }, () =>
      tablet.call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'UNLIMITED01' }),
    );
    await gate.held(1);
    const backup = runCli(setup.built, 'backup', [destination], env);
    gate.open();
    const [answers, done] = await Promise.all([Promise.all(burst), backup]);
    expect(answers.map((answer) => answer.json.code)).toEqual(answers.map(() => 0));
    expect(done.stderr).toBe('');
    expect(done.code).toBe(0);
    expect(done.stdout).toContain('AUDIT_KEY is not in the backup');
    await server.crash();
    return { tablet, backup: done };
  } finally {
    await gate.close();
  }
}

/** What the till's cookie jar is to a server: its device, and whose session goes on. */
async function signInState(tablet: Till): Promise<{ device: string | null; staff: string | null }> {
  const state = await tablet.call('GET', '/api/auth/state');
  const { device, session } = state.json.result as {
    device: { name: string } | null;
    session: { staff: { name: string } } | null;
  };
  return { device: device?.name ?? null, staff: session?.staff.name ?? null };
}

/**
 * The restored state (`env`) verifies with the built verifier; a server started on it knows the
 * till's cookie jar (paired, signed in), and its log takes the next write.
 */
export async function expectRestoredAndPaired(
  setup: BuiltSetup,
  env: Record<string, string>,
  tablet: Till,
): Promise<void> {
  const verify = await runCli(setup.built, 'audit-verify', [], env);
  expect(verify.code, verify.stderr).toBe(0);
  expect(verify.stdout).toMatch(/intact/i);
  const server = await startServer(setup.built, { ...env, SERVICE_BASE_URL: setup.sim.url });
  setup.running.push(server);
  const same = till(() => server.url);
  for (const [name, value] of tablet.jar) same.jar.set(name, value);
  expect(await signInState(same)).toEqual({ device: 'Till 1', staff: 'Chris Counter' });
  const redeem = await same.call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'UNLIMITED01' });
  expect(redeem.json.code, server.output()).toBe(0);
}
