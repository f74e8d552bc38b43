// @vitest-environment node
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSimulatedServiceServer,
  type SimulatedServiceServer,
} from './sim/simulated-service-server';
import {
  buildServer,
  PINS,
  type RunningServer,
  shopDataDir,
  startServer,
  till,
} from './spawned-server.test-support';

/**
 * Issue 26: a restart of the live server on its own files (no DATABASE_URL) costs nothing a till
 * notices. The built server runs as a real process, is killed with SIGKILL (a crash, a power
 * cut: nothing is flushed), and started again on the same DATA_DIR.
 */
let built = '';
let sim: SimulatedServiceServer;
const cleanup: string[] = [];
const running: RunningServer[] = [];

beforeAll(async () => {
  built = await buildServer();
  cleanup.push(built);
  sim = await startSimulatedServiceServer({ port: 0, now: '2026-11-25T10:30:00+09:00' });
}, 180_000);
afterAll(async () => {
  for (const server of running) await server.crash();
  await sim.close();
  await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
});

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

describe('a restart on files (kill -9, then start again on the same DATA_DIR)', () => {
  it('the till goes on without a PIN, a create sent again is answered from the first, PIN tallies stand', async () => {
    const shop = await shopDataDir(built);
    cleanup.push(shop.dir);
    const env = { DATA_DIR: shop.dir, SERVICE_BASE_URL: sim.url };
    let server = await startServer(built, env);
    running.push(server);
    const tablet = till(() => server.url);
    const paired = await tablet.call('POST', '/api/auth/pair', {
      deviceName: 'Till 1',
      ownerName: 'Olivia Owner',
      pin: PINS.owner,
    });
    expect(paired.status, server.output()).toBe(200);
    const marketingId = await shop.staffId('Mina Marketing');
    const ownerId = await shop.staffId('Olivia Owner');
    const unlocked = await tablet.call('POST', '/api/auth/unlock', {
      staffId: marketingId,
      pin: PINS.marketing,
    });
    expect(unlocked.status).toBe(200);
    // A create whose answer the tablet never heard: it sends it again after the restart.
    const key = { 'Idempotency-Key': 'till-1:restart-0001' };
    const created = await tablet.call('POST', '/api/coupon/v1/create', coupon, key);
    expect(created.json.code).toBe(0);
    expect(await createsAtService()).toBe(1);
    // Someone tries the owner's PIN on this tablet four times.
    for (let i = 0; i < 4; i += 1) {
      const wrong = await tablet.call('POST', '/api/auth/unlock', {
        staffId: ownerId,
        pin: '0000',
      });
      expect(wrong.status).toBe(401);
    }

    await server.crash();
    server = await startServer(built, env);
    running.push(server);

    // Still signed in as before: no PIN asked.
    const check = await tablet.call('GET', '/api/coupon/v1/validate?cpnNo=PERCENT15');
    expect(check.status, server.output()).toBe(200);
    expect(check.json.code).toBe(0);
    // The create sent again: the first answer, and nothing more at the service.
    const again = await tablet.call('POST', '/api/coupon/v1/create', coupon, key);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.json).toEqual(created.json);
    expect(await createsAtService()).toBe(1);
    // The fifth wrong PIN, across the restart, pauses the owner's PIN on this tablet.
    const fifth = await tablet.call('POST', '/api/auth/unlock', { staffId: ownerId, pin: '0000' });
    expect(fifth.status).toBe(429);
  }, 120_000);
});
