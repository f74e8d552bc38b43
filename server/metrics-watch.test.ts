// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import {
  ArrayAuditLog,
  browser,
  FailingAuditLog,
  prepareStaff,
  setup,
} from './auth/auth.test-support';
import type { AuditEntryInput } from './audit/types';
import { createMetrics, createMetricsApp, type Metrics } from './metrics';
import { figureOfAuditLine } from './metrics-lines';
import { MemoryRateLimiter } from './state/rate-limiter';

await prepareStaff();

async function figures(metrics: Metrics) {
  const answer = await createMetricsApp(metrics).request('/metrics');
  const text = await answer.text();
  const value = (line: string) => {
    const found = text.split('\n').find((row) => row.startsWith(`${line} `));
    return found === undefined ? undefined : Number(found.slice(line.length + 1));
  };
  return { status: answer.status, text, value };
}

/** A shop with sign-in behind the app's own middleware, its audit log watched. */
function watchedShop<Log extends ArrayAuditLog>(log: Log) {
  const metrics = createMetrics({ defaults: false });
  const s = setup(log, { wrapAudit: metrics.watchAudit });
  const app = createApp({ api: s.app, trustProxy: false, metrics });
  return { metrics, s, till: browser({ ...s, app }) };
}

const line = (patch: Partial<AuditEntryInput>): AuditEntryInput => ({
  requestId: 'r1',
  device: 'Till 1',
  staff: 'Chris',
  role: 'counter',
  operation: 'couponRedeem',
  target: 'ABC12345',
  outcome: 'ok',
  ...patch,
});

describe('figureOfAuditLine', () => {
  it.each([
    [{ outcome: 'ok' }, null],
    [{ outcome: 'sending' }, null],
    [{ outcome: 'refused', detail: 'HTTP 400, code 1101' }, null],
    [
      { outcome: 'refused', detail: 'not sent: the check was refused, code 1002' },
      'refused-unsent',
    ],
    [{ outcome: 'failed', detail: 'not sent: server state unreachable' }, 'refused-unsent'],
    [{ outcome: 'failed', detail: 'HTTP 502, code 502' }, null],
    [{ outcome: 'unknown', detail: 'HTTP 504, code 504' }, 'not-sure'],
    [{ outcome: 'unknown', detail: 'sent; server state unreachable after it' }, 'not-sure'],
  ] as const)('%j → %s', (entry, figure) => {
    expect(figureOfAuditLine(entry)).toBe(figure);
  });
});

describe('the figures of a shop at work', () => {
  it('a burst of wrong PINs: every refusal counted by its reason, as the answers said', async () => {
    const { metrics, till } = watchedShop(new ArrayAuditLog());
    expect((await till.pair()).status).toBe(200);
    // Twelve wrong PINs at once: some are wrong, then the pause, then the device is unpaired.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => till.unlock('counter', '9999')),
    );
    const said = new Map<string, number>();
    for (const answer of answers) {
      const reason = answer.headers.get('X-Auth-Reason') ?? 'none';
      said.set(reason, (said.get(reason) ?? 0) + 1);
    }
    expect(said.get('wrong-pin')).toBeGreaterThan(0);
    const { value } = await figures(metrics);
    for (const [reason, count] of said)
      expect(value(`counter_pos_auth_refusals_total{reason="${reason}"}`)).toBe(count);
  });

  it('every audit line is counted and timed; a write refused for the log is counted by route', async () => {
    const log = new FailingAuditLog();
    const { metrics, s, till } = watchedShop(log);
    await till.pair();
    await till.unlock('counter');
    const written = log.lines.length;
    expect(written).toBe(2);
    // The disk fails: the redeem is refused unsent (nothing was done), said by X-Not-Sent.
    log.failing = true;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const redeem = await till.call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'ABCD1234' });
    const said = errors.mock.calls.map((call) => String(call[0]));
    errors.mockRestore();
    expect(said).toEqual(['Audit log: still cannot write; a write was refused unsent.']);
    expect(s.sent.filter((call) => call.path.endsWith('/redeem'))).toEqual([]);
    expect(redeem.headers.get('X-Not-Sent')).toBe('state');

    const { value } = await figures(metrics);
    expect(value('counter_pos_audit_appends_total{outcome="ok"}')).toBe(written);
    expect(value('counter_pos_audit_append_duration_seconds_count')).toBe(written);
    // The log was asked first and said it cannot write: no line was tried, none is counted.
    expect(value('counter_pos_audit_appends_total{outcome="not-written"}')).toBeUndefined();
    expect(
      value('counter_pos_not_sent_for_state_total{route="/api/coupon/v1/redeem",method="PUT"}'),
    ).toBe(1);
  });

  it('says the writes staff must look at: refused unsent and not sure, by operation', async () => {
    const metrics = createMetrics({ defaults: false });
    const failing = new FailingAuditLog();
    const log = metrics.watchAudit(failing);
    await log.append(line({ outcome: 'sending' }));
    await log.append(line({ outcome: 'unknown', detail: 'HTTP 504, code 504' }));
    await log.append(line({ operation: 'stampAdd', outcome: 'refused', detail: 'not sent: x' }));
    failing.failing = true;
    await expect(log.append(line({}))).rejects.toThrow(/ENOSPC/);

    const { value } = await figures(metrics);
    expect(
      value('counter_pos_write_outcomes_total{operation="couponRedeem",outcome="not-sure"}'),
    ).toBe(1);
    expect(
      value('counter_pos_write_outcomes_total{operation="stampAdd",outcome="refused-unsent"}'),
    ).toBe(1);
    expect(value('counter_pos_audit_appends_total{outcome="sending"}')).toBe(1);
    expect(value('counter_pos_audit_appends_total{outcome="not-written"}')).toBe(1);
    expect(value('counter_pos_audit_append_duration_seconds_count')).toBe(3);
    // The watched log still reads and checks as the log does.
    expect(await log.read({ day: '2026-11-22' })).toHaveLength(3);
    await expect(log.ready?.()).rejects.toThrow(/ENOSPC/);
  });

  it("reads the rate limit's calls left each time, and leaves it out when it cannot", async () => {
    const metrics = createMetrics({ defaults: false });
    let at = 1_000_000;
    const limiter = new MemoryRateLimiter(60, () => at);
    metrics.watchRateLimit(limiter);
    expect((await figures(metrics)).value('counter_pos_rate_limit_calls_left')).toBe(60);
    for (let i = 0; i < 5; i += 1) await limiter.take();
    expect((await figures(metrics)).value('counter_pos_rate_limit_calls_left')).toBe(55);
    at += 3_000;
    expect((await figures(metrics)).value('counter_pos_rate_limit_calls_left')).toBe(58);

    const down = createMetrics({ defaults: false });
    down.watchRateLimit({
      take: () => Promise.reject(new Error('down')),
      holdOff: () => Promise.reject(new Error('down')),
      left: () => Promise.reject(new Error('connection refused')),
    });
    const page = await figures(down);
    expect(page.status).toBe(200);
    expect(page.value('counter_pos_rate_limit_calls_left')).toBeNaN();
  });
});
