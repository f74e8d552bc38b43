// @vitest-environment node
import postgres, { type Sql } from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLAN_RATE_LIMITS } from './config';
import { auditKeyFrom } from './audit/line';
import { main as verifyCli } from './audit/verify-cli';
import { verifyAuditLines } from './audit/verify-lines';
import { auditVerifyInput } from './db/audit-log';
import { startThrowawayPostgres, type ThrowawayPostgres } from './db/throwaway.test-support';
import {
  startSimulatedServiceServer,
  type SimulatedServiceServer,
} from './sim/simulated-service-server';
import {
  AUDIT_KEY,
  buildServer,
  newDatabase,
  pairAndUnlock,
  PINS,
  roundRobin,
  type RunningServer,
  shop,
  staffIdOf,
  startServer,
  till,
} from './spawned-server.test-support';

/**
 * Two built server processes on one PostgreSQL database (decision 0019), a round-robin proxy in
 * front (a load balancer), the simulated service's HTTP server behind. Whatever process a call
 * reaches, the shop sees one server.
 */
let cluster: ThrowawayPostgres | null = null;
let sim: SimulatedServiceServer;
let built = '';
let env: Record<string, string> = {};
let db: Sql | null = null;
let databaseUrl = '';
const servers: RunningServer[] = [];
let proxy: { url: string; close: () => Promise<void> } | null = null;
let startedAt = 0;

beforeAll(async () => {
  [built, sim, cluster] = await Promise.all([
    buildServer(),
    startSimulatedServiceServer({ port: 0, now: '2026-11-25T10:30:00+09:00' }),
    startThrowawayPostgres(),
  ]);
  if (!cluster) return;
  const url = await newDatabase(cluster, `several_${process.pid}`);
  databaseUrl = url;
  db = postgres(url, { max: 2, onnotice: () => undefined });
  // Personal: its default calls a minute, shared by both processes.
  env = {
    ...(await shop(built, { DATABASE_URL: url })),
    SERVICE_BASE_URL: sim.url,
    PLAN: 'personal',
  };
  startedAt = Date.now();
  servers.push(await startServer(built, env), await startServer(built, env));
  proxy = await roundRobin(() => servers.map((s) => s.url));
}, 180_000);
afterAll(async () => {
  await proxy?.close();
  for (const server of servers) await server.crash();
  await db?.end();
  await sim.close();
  await cluster?.stop();
}, 120_000);

const atService = async (path: string) =>
  ((await (await fetch(`${sim.url}/__sim/requests`)).json()) as { path: string }[]).filter(
    (r) => r.path === path,
  ).length;
const allAtService = async () =>
  ((await (await fetch(`${sim.url}/__sim/requests`)).json()) as unknown[]).length;

function database(): Sql {
  if (!db) throw new Error('PostgreSQL is not running.');
  return db;
}

const behindProxy = () => till(() => proxy?.url ?? '');
/** The same till, its cookies kept, talking to one process directly. */
function onProcess(tablet: ReturnType<typeof till>, index: number) {
  const direct = till(() => servers[index]?.url ?? '');
  for (const [name, value] of tablet.jar) direct.jar.set(name, value);
  return direct;
}

describe('two processes on one database, behind a round-robin proxy', () => {
  it('a session made through one process works on the other', async (context) => {
    if (!cluster) context.skip();
    const tablet = behindProxy();
    await pairAndUnlock(tablet, 'Chris Counter', PINS.counter);
    for (const index of [0, 1]) {
      const check = await onProcess(tablet, index).call(
        'GET',
        '/api/coupon/v1/validate?cpnNo=PERCENT15',
      );
      expect(check.status, servers[index]?.output()).toBe(200);
    }
  }, 60_000);

  it("ten tills racing for a coupon's last use: one redeem goes through, one reaches the service", async (context) => {
    if (!cluster) context.skip();
    const tablet = behindProxy();
    await pairAndUnlock(tablet, 'Chris Counter', PINS.counter);
    const before = await atService('/api/coupon/v1/redeem');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        tablet.call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'SINGLEUSE01' }),
      ),
    );
    expect(answers.filter((a) => a.status === 200 && a.json.code === 0)).toHaveLength(1);
    expect((await atService('/api/coupon/v1/redeem')) - before).toBe(1);
  }, 60_000);

  it('ten wrong PINs spread over both processes unpair the device', async (context) => {
    if (!cluster || !db) context.skip();
    const tablet = behindProxy();
    await pairAndUnlock(tablet, 'Chris Counter', PINS.counter);
    const ownerId = await staffIdOf(tablet, 'Olivia Owner');
    const wrong = () => tablet.call('POST', '/api/auth/unlock', { staffId: ownerId, pin: '0000' });
    // Wrong PINs through the proxy: one process, then the other. Four are refused as wrong; the
    // fifth finds the pause, which is the device's on whichever process it reaches.
    for (let i = 0; i < 4; i += 1) {
      const answer = await wrong();
      expect(answer.status, JSON.stringify(answer.json)).toBe(401);
    }
    expect((await wrong()).json.reason).toBe('paused');
    expect((await wrong()).json.reason).toBe('paused');
    // Each pause ends (thirty seconds pass, without the test waiting for them) and the guessing
    // goes on, until the tenth wrong PIN in a row unpairs the device.
    const reasons: (string | undefined)[] = [];
    while (reasons.at(-1) !== 'device-revoked' && reasons.length < 20) {
      await database()`UPDATE pin_tally SET tally = jsonb_set(tally, '{pausedUntil}', '0') WHERE key LIKE 'device:%'`;
      reasons.push((await wrong()).json.reason);
    }
    expect(reasons.at(-1)).toBe('device-revoked');
    // The tenth in a row: five after the pause (the fifth was counted when it paused).
    expect(reasons.length).toBeLessThanOrEqual(6);
    for (const index of [0, 1]) {
      const call = await onProcess(tablet, index).call(
        'GET',
        '/api/coupon/v1/validate?cpnNo=PERCENT15',
      );
      expect(call.json.reason).toBe('unpaired');
    }
  }, 60_000);

  it("a burst of 500 reads keeps both processes together within the plan's limit", async (context) => {
    if (!cluster) context.skip();
    const tablet = behindProxy();
    await pairAndUnlock(tablet, 'Chris Counter', PINS.counter);
    const statuses: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 25 }, async () => {
        while (next < 500) {
          next += 1;
          statuses.push(
            (await tablet.call('GET', '/api/coupon/v1/validate?cpnNo=PERCENT15')).status,
          );
        }
      }),
    );
    // Personal's minute, refilled continuously: every call since the file began counts.
    const perMinute = PLAN_RATE_LIMITS.personal;
    const seconds = (Date.now() - startedAt) / 1000;
    expect(await allAtService()).toBeLessThanOrEqual(
      perMinute + Math.ceil((perMinute / 60) * seconds),
    );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
  }, 120_000);

  it('"sign everyone out" on one process ends the sessions the other one serves', async (context) => {
    if (!cluster) context.skip();
    const counter = behindProxy();
    await pairAndUnlock(counter, 'Chris Counter', PINS.counter);
    const owner = behindProxy();
    await pairAndUnlock(owner, 'Olivia Owner', PINS.owner);
    expect((await onProcess(owner, 0).call('POST', '/api/auth/sign-out-everyone', {})).status).toBe(
      200,
    );
    const after = await onProcess(counter, 1).call(
      'GET',
      '/api/coupon/v1/validate?cpnNo=PERCENT15',
    );
    expect(after.status).toBe(401);
    expect(after.json.reason).toBe('signed-out');
  }, 60_000);

  it('a process killed mid-write and started again: the till goes on, the audit chain has no gap', async (context) => {
    if (!cluster || !db) context.skip();
    const tablet = behindProxy();
    await pairAndUnlock(tablet, 'Mina Marketing', PINS.marketing);
    const direct = onProcess(tablet, 0);
    // The service answers slowly: the write is in flight when its process dies.
    await fetch(`${sim.url}/__sim/settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latencyMs: 5_000 }),
    });
    const before = await allAtService();
    const inFlight = direct
      .call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'PERCENT15' })
      .catch(() => null);
    while ((await allAtService()) === before) await new Promise((resolve) => setImmediate(resolve));
    await servers[0]?.crash();
    expect(await inFlight).toBeNull();
    await fetch(`${sim.url}/__sim/settings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ latencyMs: 0 }),
    });
    servers[0] = await startServer(built, env);
    const again = await onProcess(tablet, 0).call('GET', '/api/coupon/v1/validate?cpnNo=PERCENT15');
    expect(again.status).toBe(200);
    const { files, headText } = await auditVerifyInput(database());
    const verified = await verifyAuditLines(
      files,
      headText,
      'Asia/Seoul',
      await auditKeyFrom(AUDIT_KEY),
    );
    expect(verified.problems).toEqual([]);
    // npm run audit:verify says the same of the database.
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(await verifyCli([], { DATABASE_URL: databaseUrl, AUDIT_KEY })).toBe(0);
    expect(String(info.mock.calls[0]?.[0])).toMatch(/intact/);
    expect(files.length).toBeGreaterThan(0);
  }, 120_000);
});
