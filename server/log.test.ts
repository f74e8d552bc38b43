// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COUPON_FIXTURES } from '../src/mocks/seed';
import { createApp } from './app';
import {
  ArrayAuditLog,
  browser,
  config,
  PINS,
  prepareStaff,
  setup,
} from './auth/auth.test-support';
import type { ServerEnv } from './env';
import { consoleToJson, jsonLine, jsonLog } from './log';

await prepareStaff();

/** What a stream was given, line by line. */
function lines() {
  const written: string[] = [];
  return { written, stream: { write: (text: string) => written.push(text) } };
}

describe('the request log, one JSON object a line', () => {
  it('says each request by its id, route, status and time, and never its PIN, number or cookie', async () => {
    const out = lines();
    const s = setup(new ArrayAuditLog());
    const app = createApp({
      api: s.app,
      trustProxy: false,
      log: jsonLog(out.stream, out.stream, () => new Date('2026-11-22T01:00:00.000Z')),
    });
    const till = browser({ ...s, app });
    const paired = await till.pair();
    const unlocked = await till.unlock('counter');
    const redeem = await till.call('PUT', '/api/coupon/v1/redeem', {
      cpnNo: COUPON_FIXTURES.singleUse,
    });
    await till.call('GET', `/api/coupon/v1/validate?cpnNo=${COUPON_FIXTURES.singleUse}`);

    expect(
      out.written.every((text) => text.endsWith('\n') && !text.slice(0, -1).includes('\n')),
    ).toBe(true);
    const parsed = out.written.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(parsed.map(({ route, method, status }) => [method, route, status])).toEqual([
      ['POST', '/api/auth/pair', 200],
      ['POST', '/api/auth/unlock', 200],
      ['PUT', '/api/coupon/v1/redeem', redeem.status],
      ['GET', '/api/coupon/v1/validate', 200],
    ]);
    for (const line of parsed) {
      expect(line).toMatchObject({
        time: '2026-11-22T01:00:00.000Z',
        level: 'info',
        msg: 'request',
      });
      expect(typeof line.ms).toBe('number');
    }
    // The id the answer gave, and the audit line's: one id for one request.
    const answers = [paired, unlocked, redeem];
    expect(parsed.slice(0, 3).map((line) => line.requestId)).toEqual(
      answers.map((answer) => answer.headers.get('X-Request-Id')),
    );
    const redeemLine = s.audit.lines.find(
      (line) => line.operation === 'couponRedeem' && line.outcome !== 'sending',
    );
    expect(redeemLine?.requestId).toBe(parsed[2]?.requestId);

    const text = out.written.join('');
    for (const secret of [...Object.values(PINS), COUPON_FIXTURES.singleUse, config.apiKey])
      expect(text).not.toContain(secret);
    for (const cookie of till.jar.values()) expect(text).not.toContain(cookie);
  });

  it('an answer of 500 or more is an error line', async () => {
    const out = lines();
    const api = new Hono<ServerEnv>();
    api.get('/boom', () => {
      throw new Error('boom');
    });
    const app = createApp({ api, trustProxy: false, log: jsonLog(out.stream) });
    const original = console.error;
    console.error = () => undefined;
    try {
      expect((await app.request('/boom')).status).toBe(500);
    } finally {
      console.error = original;
    }
    expect(JSON.parse(out.written[0] ?? '{}')).toMatchObject({ level: 'error', status: 500 });
  });
});

describe('the console as JSON lines', () => {
  it('keeps a stack trace inside its line, and errors apart from information', () => {
    const out = lines();
    const err = lines();
    const target = { ...console };
    consoleToJson(
      target,
      jsonLog(out.stream, err.stream, () => new Date(0)),
    );
    target.info('Counter POS (live) on http://localhost:8787, plan enterprise');
    target.error('API error:', new Error('first\nsecond'));
    target.warn('No owner on the staff list');
    expect(out.written).toEqual([
      jsonLine(
        'info',
        { msg: 'Counter POS (live) on http://localhost:8787, plan enterprise' },
        new Date(0),
      ),
    ]);
    expect(err.written).toHaveLength(2);
    const [error, warning] = err.written.map(
      (text) => JSON.parse(text) as { level: string; msg: string },
    );
    expect(error?.level).toBe('error');
    expect(error?.msg).toMatch(/^API error: Error: first\nsecond\n {4}at /);
    expect(warning).toMatchObject({ level: 'warn', msg: 'No owner on the staff list' });
    for (const text of err.written) expect(text.slice(0, -1)).not.toContain('\n');
  });
});
