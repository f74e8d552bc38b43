// @vitest-environment node
import { COUPON_FIXTURES as C, STAMP_FIXTURES as S } from '../src/mocks/seed';
import { browserCall } from './auth/test-browser';
import { setup, till } from './live-writes.test-support';

/*
 * A write that never reached the service says so in its audit line, and to the till: its check
 * refused it or got no answer, or our server refused it (a wrong on-site password). The log must
 * never read as if the service had refused the write itself (the live walk saw "the service
 * answered code 422" for a password the service never saw).
 */

const lastLine = (s: ReturnType<typeof setup>) =>
  JSON.parse(s.audit.lines.at(-1) ?? '{}') as {
    operation: string;
    outcome: string;
    detail?: string;
  };

describe('a write that was never sent', () => {
  it('refused by its check: "not sent", the check\'s code, and only the check reached the service', async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'cora');
    const from = s.sent.length;
    const refused = await t.call('PUT', '/api/coupon/v1/redeem', { cpnNo: C.limitReached });
    expect(refused.status).toBe(200);
    expect(refused.code).not.toBe(0);
    expect(s.sentSince(from)).toEqual(['GET /api/coupon/v1/validate ']);
    expect(lastLine(s)).toMatchObject({
      operation: 'couponRedeem',
      outcome: 'refused',
      detail: `not sent: the check was refused, code ${refused.code}`,
    });
  });

  it('whose check got no usable answer: logged failed unsent; the till reads back as before', async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'cora');
    s.service.controls.update({ fault: 'server-error', faultOperations: ['coupon.validate'] });
    const from = s.sent.length;
    const { response } = await browserCall(s.app, t.jar, 'PUT', '/api/coupon/v1/redeem', {
      cpnNo: C.percent,
    });
    expect(response.status).toBeGreaterThanOrEqual(500);
    // Answered as a failure the till reads back after (it finds the coupon as it was), never as a
    // refusal of a coupon that is valid.
    expect(response.headers.get('X-Not-Sent')).toBeNull();
    expect(s.sentSince(from).every((line) => line.startsWith('GET '))).toBe(true);
    expect(lastLine(s)).toMatchObject({
      operation: 'couponRedeem',
      outcome: 'failed',
      detail: `not sent: the check got no usable answer, HTTP ${response.status}`,
    });
  });

  it("refused by our server: a wrong or missing on-site password is ours to say, not the service's", async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'cora');
    for (let i = 0; i < 3; i += 1) expect((await t.add(S.onsite)).code).toBe(0);
    for (const [onsitePwd, why] of [
      ['0000', 'wrong on-site password'],
      ['', 'no on-site password typed'],
    ] as const) {
      await t.call('PUT', '/api/stamp/v1/redeem', { stampIdx: S.onsite, onsitePwd });
      expect(lastLine(s)).toMatchObject({
        operation: 'stampReward',
        outcome: 'refused',
        detail: `not sent: ${why}`,
      });
    }
  });
});
