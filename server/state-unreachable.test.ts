// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { ArrayAuditLog, browser, prepareStaff, setup } from './auth/auth.test-support';
import type { KeyedLock } from './state/keyed-lock';
import { MemoryKeyedLock } from './state/keyed-lock';

/**
 * With PostgreSQL holding the server's state, the database can go away. Nothing is then
 * sent to the service, and the till hears "nothing was done" (503 with X-Not-Sent), never "not
 * sure"; /healthz says why.
 */

/** A shared lock that works until the database goes away. */
function lockThatCanFail() {
  const inner = new MemoryKeyedLock();
  let down: Error | null = null;
  const lock: KeyedLock = {
    run: (key, signal, task) => (down ? Promise.reject(down) : inner.run(key, signal, task)),
  };
  return { lock, takeDown: (error: Error) => (down = error) };
}

beforeAll(prepareStaff);

const gone = () => new Error('connect ECONNREFUSED 127.0.0.1:5432');

describe('the server’s state unreachable', () => {
  it('a write whose lock cannot be taken is refused unsent, said as nothing done, and logged as failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const shared = lockThatCanFail();
    const s = setup(new ArrayAuditLog(), { locks: shared.lock });
    const b = browser(s);
    expect((await b.pair()).json).toMatchObject({ code: 0 });
    await b.unlock('counter');
    const before = s.sent.length;
    shared.takeDown(gone());
    const redeem = await b.call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'PERCENT15' });
    expect(redeem.status, JSON.stringify(redeem.json)).toBe(503);
    expect(redeem.headers.get('X-Not-Sent')).toBe('state');
    expect(redeem.headers.get('X-Said-By')).toBe('server');
    expect(redeem.json.message).toMatch(/not sent to the service: nothing was done/);
    expect(s.sent.slice(before)).toEqual([]);
    expect(s.audit.lines.at(-1)).toMatchObject({
      operation: 'couponRedeem',
      target: 'PERCENT15',
      outcome: 'failed',
      detail: 'not sent: server state unreachable',
    });
  });

  it('a lock that fails after the write went out (its COMMIT lost) is "not sure", never "nothing done"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const inner = new MemoryKeyedLock();
    let failAfter = false;
    const lock: KeyedLock = {
      run: async (key, signal, task) => {
        const result = await inner.run(key, signal, task);
        if (failAfter) throw gone();
        return result;
      },
    };
    const s = setup(new ArrayAuditLog(), { locks: lock });
    const b = browser(s);
    await b.pair();
    await b.unlock('counter');
    const before = s.sent.length;
    failAfter = true;
    const redeem = await b.call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'PERCENT15' });
    // The redeem reached the service; the till must read the coupon again, not redeem again.
    expect(s.sent.slice(before).map((sent) => sent.method)).toEqual(['GET', 'PUT']);
    expect(redeem.status).toBe(503);
    expect(redeem.headers.get('X-Not-Sent')).toBeNull();
    expect(redeem.json.message).toMatch(/it may have gone through/);
    expect(s.audit.lines.at(-1)).toMatchObject({
      operation: 'couponRedeem',
      target: 'PERCENT15',
      outcome: 'unknown',
      detail: 'sent; server state unreachable after it',
    });
  });

  it('a call whose session cannot be read is refused unsent, reads and writes alike', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const s = setup();
    const b = browser(s);
    await b.pair();
    await b.unlock('counter');
    const before = s.sent.length;
    s.takeSessionsDown(gone());
    for (const [method, path, body] of [
      ['PUT', '/api/stamp/v1/add', { stampIdx: 274, addStamps: 1 }],
      ['GET', '/api/coupon/v1/validate?cpnNo=PERCENT15', undefined],
    ] as const) {
      const answer = await b.call(method, path, body);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('X-Not-Sent')).toBe('state');
    }
    expect(s.sent.slice(before)).toEqual([]);
    s.takeSessionsDown(null);
    expect((await b.call('GET', '/api/coupon/v1/validate?cpnNo=PERCENT15')).status).toBe(200);
  });

  it('/healthz says the database is down, with a 503 a load balancer understands', async () => {
    let problem: string | null = null;
    const app = createApp({
      api: setup().app,
      trustProxy: false,
      allowedHosts: ['till.test'],
      checkState: () => Promise.resolve(problem),
    });
    const ok = await app.request('http://till.test/healthz');
    expect(ok.status).toBe(200);
    problem = 'DATABASE_URL: PostgreSQL at db:5432/pos cannot be reached (ECONNREFUSED).';
    const down = await app.request('http://till.test/healthz');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'degraded', database: problem });
  });
});
