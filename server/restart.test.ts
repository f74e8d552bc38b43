// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { auditLine, chainedEntry } from './audit/line';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from './db/throwaway.test-support';
import {
  startSimulatedServiceServer,
  type SimulatedServiceServer,
} from './sim/simulated-service-server';
import { CONTENT_SECURITY_POLICY } from './security-headers';
import {
  AUDIT_KEY,
  buildServer,
  newDatabase,
  pairAndUnlock,
  PINS,
  type RunningServer,
  shop,
  staffIdOf,
  startServer,
  till,
} from './spawned-server.test-support';

/**
 * A restart of the live server costs nothing a till notices, on its own files (no
 * DATABASE_URL) and on PostgreSQL. The built server runs as a real process, is killed with
 * SIGKILL (a crash, a power cut: nothing is flushed), and started again on the same state.
 */
const run = promisify(execFile);
let built = '';
let sim: SimulatedServiceServer;
let cluster: ThrowawayPostgres | null = null;
const running: RunningServer[] = [];

beforeAll(async () => {
  [built, sim, cluster] = await Promise.all([
    buildServer(),
    startSimulatedServiceServer({ port: 0, now: '2026-11-25T10:30:00+09:00' }),
    startThrowawayPostgres(),
  ]);
}, 180_000);
afterAll(async () => {
  for (const server of running) await server.crash();
  await sim.close();
  await cluster?.stop();
}, 120_000);

const coupon = {
  nm: 'Restart week',
  discTypeIdx: 457,
  disc: 10,
  strtYmd: '2026-11-25',
  endYmd: '2026-12-31',
  useLimit: 1,
  cpnNo: 'RESTART2026',
};

async function createsAtService(): Promise<number> {
  const requests = (await (await fetch(`${sim.url}/__sim/requests`)).json()) as { path: string }[];
  return requests.filter((r) => r.path === '/api/coupon/v1/create').length;
}

/** Files, and a new database named `prefix_pid` on the throwaway cluster. */
const storesFor = (prefix: string) => [
  { name: 'files (no DATABASE_URL)', env: () => Promise.resolve({}) },
  {
    name: 'PostgreSQL',
    env: async () => ({ DATABASE_URL: await newDatabase(cluster, `${prefix}_${process.pid}`) }),
    skip: () => cluster === null,
  },
];

describe.each(storesFor('restart'))('a restart on $name (kill -9, then start again)', (store) => {
  it('the till goes on without a PIN, a create sent again is answered from the first, PIN tallies stand', async (context) => {
    if (store.skip?.()) context.skip();
    await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
    await fetch(`${sim.url}/__sim/requests`, { method: 'DELETE' });
    const env = { ...(await shop(built, await store.env())), SERVICE_BASE_URL: sim.url };
    let server = await startServer(built, env);
    running.push(server);
    // The start line names the rate limit in force and where it came from.
    expect(server.output()).toContain(
      "plan enterprise, rate limit 380 calls a minute (the plan's default;",
    );
    const tablet = till(() => server.url);
    await pairAndUnlock(tablet, 'Mina Marketing', PINS.marketing);
    // A create whose answer the tablet never heard: it sends it again after the restart.
    const key = { 'Idempotency-Key': 'till-1:restart-0001' };
    const created = await tablet.call('POST', '/api/coupon/v1/create', coupon, key);
    expect(created.json.code).toBe(0);
    expect(await createsAtService()).toBe(1);
    // Someone tries the owner's PIN on this tablet four times.
    const ownerId = await staffIdOf(tablet, 'Olivia Owner');
    for (let i = 0; i < 4; i += 1) {
      const wrong = await tablet.call('POST', '/api/auth/unlock', {
        staffId: ownerId,
        pin: '0000',
      });
      expect(wrong.status).toBe(401);
    }

    await server.crash();
    server = await startServer(built, { ...env, RATE_LIMIT_PER_MINUTE: '90' });
    running.push(server);
    expect(server.output()).toContain('rate limit 90 calls a minute (RATE_LIMIT_PER_MINUTE)');

    // Still signed in as before: no PIN asked.
    const check = await tablet.call('GET', '/api/coupon/v1/validate?cpnNo=PERCENT15');
    expect(check.status, server.output()).toBe(200);
    expect(check.json.code).toBe(0);
    // Over the built server's own HTTP (@hono/node-server's path, not app.request): the API's
    // answer carries the policy's headers, once each (security-headers.ts).
    expect(check.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(check.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(check.headers.get('Cache-Control')).toBe('no-store');
    // The create sent again: the first answer, and nothing more at the service.
    const again = await tablet.call('POST', '/api/coupon/v1/create', coupon, key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json).toEqual(created.json);
    expect(await createsAtService()).toBe(1);
    // The fifth wrong PIN, across the restart, pauses the owner's PIN on this tablet.
    const fifth = await tablet.call('POST', '/api/auth/unlock', { staffId: ownerId, pin: '0000' });
    expect(fifth.status).toBe(429);
    // After both starts, the devices, sessions and log written: the shop's data is the server's account's alone: DATA_DIR 700, what is in it 600.
    const dataDir = (env as Record<string, string | undefined>).DATA_DIR;
    if (dataDir && store.name.startsWith('files')) {
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      for (const name of await readdir(dataDir, { recursive: true })) {
        const path = join(dataDir, name);
        const mode = (await stat(path)).mode & 0o777;
        expect([name, mode]).toEqual([name, (await stat(path)).isDirectory() ? 0o700 : 0o600]);
      }
    }
  }, 120_000);
});

describe.each(storesFor('intent'))('killed while a redeem is at the service, on $name', (store) => {
  it('leaves its intent on record: the day report says "not sure" for it, and the log verifies', async (context) => {
    if (store.skip?.()) context.skip();
    await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
    const env = { ...(await shop(built, await store.env())), SERVICE_BASE_URL: sim.url };
    let server = await startServer(built, env);
    running.push(server);
    const tablet = till(() => server.url);
    await pairAndUnlock(tablet, 'Mina Marketing', PINS.marketing);
    const usedBefore = sim.service.state.coupons.UNLIMITED01?.useCnt ?? 0;
    // The service takes the redeem and never answers; the server is killed while it waits.
    sim.service.controls.update({
      fault: 'applied-no-answer',
      faultOnce: true,
      faultOperations: ['coupon.redeem'],
    });
    const pending = tablet
      .call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'UNLIMITED01' })
      .catch(() => null);
    await vi.waitFor(() =>
      expect(sim.service.state.coupons.UNLIMITED01?.useCnt).toBe(usedBefore + 1),
    );
    await server.crash();
    expect(await pending).toBeNull();

    server = await startServer(built, env);
    running.push(server);
    const report = await tablet.call('GET', '/api/report/day');
    expect(report.status, server.output()).toBe(200);
    const { notSure, totals } = report.json.result as {
      notSure: { operation: string; target: string; outcome: string; detail?: string }[];
      totals: { redeems: number; notSure: number };
    };
    expect(notSure).toEqual([
      expect.objectContaining({
        operation: 'couponRedeem',
        target: 'UNLIMITED01',
        outcome: 'unknown',
        detail: expect.stringContaining('no outcome on record') as unknown,
      }),
    ]);
    expect(totals).toMatchObject({ redeems: 0, notSure: 1 });
    // The log goes on after it: the next redeem is sent, and is one more line pair.
    const next = await tablet.call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'UNLIMITED01' });
    expect(next.json.code).toBe(0);
    const after = await tablet.call('GET', '/api/report/day');
    expect((after.json.result as { totals: { redeems: number } }).totals.redeems).toBe(1);
    await server.crash();
    const { stdout } = await run(process.execPath, [join(built, 'audit-verify.js')], {
      env: { PATH: process.env.PATH ?? '', AUDIT_KEY, ...env },
    });
    expect(stdout).toMatch(/intact/i);
  }, 120_000);
});

describe('an append that fails at the intent, on files', () => {
  it('refuses the write unsent; once the disk is back, the record says so, and nothing is "not sure"', async () => {
    await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
    const env = { ...(await shop(built)), SERVICE_BASE_URL: sim.url };
    const server = await startServer(built, env);
    running.push(server);
    const tablet = till(() => server.url);
    await pairAndUnlock(tablet, 'Mina Marketing', PINS.marketing);
    expect(
      (await tablet.call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'UNLIMITED01' })).json.code,
    ).toBe(0);
    const used = sim.service.state.coupons.UNLIMITED01?.useCnt;
    // The head's temporary file is a directory: the next line lands, its head cannot be written.
    const blocker = join(
      (env as Record<string, string>).DATA_DIR ?? '',
      'audit',
      'audit-head.json.tmp',
    );
    await mkdir(blocker);
    const refused = await tablet.call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'UNLIMITED01' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('X-Not-Sent')).toBe('state');
    expect(sim.service.state.coupons.UNLIMITED01?.useCnt).toBe(used);
    await rm(blocker, { recursive: true });
    const again = await tablet.call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'UNLIMITED01' });
    expect(again.json.code, server.output()).toBe(0);
    const report = await tablet.call('GET', '/api/report/day');
    const { notSure, totals } = report.json.result as {
      notSure: unknown[];
      totals: { redeems: number; failed: number };
    };
    expect(notSure).toEqual([]);
    expect(totals).toMatchObject({ redeems: 2, failed: 1 });
  }, 120_000);
});

describe('an insider row at head+1 while the server runs', () => {
  it('on PostgreSQL: the next write is refused unsent, and nothing reaches the service', async (context) => {
    if (cluster === null) context.skip();
    await fetch(`${sim.url}/__sim/reset`, { method: 'POST' });
    const url = await newDatabase(cluster, `insider_${process.pid}`);
    const env = { ...(await shop(built, { DATABASE_URL: url })), SERVICE_BASE_URL: sim.url };
    const server = await startServer(built, env);
    running.push(server);
    const tablet = till(() => server.url);
    await pairAndUnlock(tablet, 'Mina Marketing', PINS.marketing);
    const first = await tablet.call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'UNLIMITED01' });
    expect(first.json.code).toBe(0);
    const used = sim.service.state.coupons.UNLIMITED01?.useCnt;

    // With the server's role and no AUDIT_KEY: a line after the head, chained to its hash.
    const sql = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      const [head] = await sql<{ seq: number; hash: string }[]>`
        SELECT seq::float8 AS seq, hash FROM audit_head`;
      if (!head) throw new Error('no head row');
      const forged = chainedEntry(
        {
          requestId: 'forged',
          device: 'Till 9 (x)',
          staff: 'Olivia Owner',
          role: 'owner',
          operation: 'couponRedeem',
          target: 'FREE100',
          outcome: 'ok',
        },
        head.seq + 1,
        new Date(),
        head.hash,
      );
      await sql`INSERT INTO audit_line (seq, day, line, hash)
        VALUES (${forged.seq}, CURRENT_DATE, ${auditLine(forged)}, ${'f'.repeat(64)})`;
    } finally {
      await sql.end();
    }

    const refused = await tablet.call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'UNLIMITED01' });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('X-Not-Sent')).toBe('state');
    expect(sim.service.state.coupons.UNLIMITED01?.useCnt).toBe(used);
    expect(server.output()).toContain('stands after the head row');
    // And the forged line counts for nothing in the day's report.
    const report = await tablet.call('GET', '/api/report/day');
    expect((report.json.result as { totals: { redeems: number } }).totals.redeems).toBe(1);
  }, 120_000);
});

describe('a second process on the same files (one server per DATA_DIR)', () => {
  it('is refused at its start in one line naming the first, and the first goes on', async () => {
    const env = { ...(await shop(built)), SERVICE_BASE_URL: sim.url };
    const first = await startServer(built, env);
    running.push(first);
    const refused = await startServer(built, env).then(
      (second) => {
        running.push(second);
        return null;
      },
      (error: unknown) => String(error),
    );
    // One line, a JSON object (log.ts), that names the first.
    const said = refused?.match(/exited \(1\): (.*)$/s)?.[1]?.trim() ?? '';
    expect(said.split('\n')).toHaveLength(1);
    expect(JSON.parse(said)).toMatchObject({
      level: 'error',
      msg: expect.stringMatching(
        /^The server cannot start: Another server \(process \d+ on .+\) is using .+: one server per DATA_DIR/,
      ) as unknown,
    });
    const health = await fetch(`${first.url}/healthz`);
    expect(health.status).toBe(200);
  }, 120_000);
});
