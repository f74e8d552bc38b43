// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COUPON_FIXTURES as C, STAMP_FIXTURES as S } from '../src/mocks/seed';
import type { AuditEntry } from './audit/types';
import { setup, till } from './live-writes.test-support';

/**
 * What each write's audit line says it gave (decision 0021: the day report reads these): the
 * discount the redeem's fresh validate read, a stamp write's count before and after; never a
 * secret.
 */

const lastLine = (s: ReturnType<typeof setup>) =>
  JSON.parse(s.audit.lines.at(-1) ?? 'null') as AuditEntry;

describe('a redeem’s line carries the discount validated just before it', () => {
  it.each([
    [C.percent, { type: 'rate', value: 15, currency: null }],
    [C.amountKrw, { type: 'amount', value: 5000, currency: 'KRW' }],
    [C.amountUsd, { type: 'amount', value: 5.5, currency: 'USD' }],
  ])('%s', async (cpnNo, discount) => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'cora');
    expect((await t.call('PUT', '/api/coupon/v1/redeem', { cpnNo })).code).toBe(0);
    const line = lastLine(s);
    expect([line.operation, line.target, line.outcome]).toEqual(['couponRedeem', cpnNo, 'ok']);
    expect(line.facts).toEqual({ discount });
  });

  it('a coupon the validate refused: the line has no facts, as nothing was given', async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'cora');
    expect((await t.call('PUT', '/api/coupon/v1/redeem', { cpnNo: C.expired })).code).not.toBe(0);
    expect(lastLine(s)).toMatchObject({ operation: 'couponRedeem', outcome: 'refused' });
    expect(lastLine(s).facts).toBeUndefined();
  });

  it('names no customer: no phone, e-mail or user ID of a member coupon', async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'cora');
    await t.call('PUT', '/api/coupon/v1/redeem', { cpnNo: C.member });
    const { prev: _prev, requestId: _id, ...said } = lastLine(s);
    expect(said.facts?.discount).toBeDefined();
    expect(JSON.stringify(said)).not.toMatch(/minji|010-|@|userId|userPhnno|userEml/i);
  });
});

describe('a stamp write’s line carries the card’s count before and after', () => {
  it('an add, a take-back and the reward', async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'cora');
    const start = s.service.state.stamps[String(S.inProgress)]?.stamps ?? -1;

    expect((await t.add(S.inProgress)).code).toBe(0);
    expect(lastLine(s)).toMatchObject({
      operation: 'stampAdd',
      facts: { stamps: { before: start, after: start + 1 } },
    });

    expect((await t.remove(S.inProgress)).code).toBe(0);
    expect(lastLine(s)).toMatchObject({
      operation: 'stampRemove',
      facts: { stamps: { before: start + 1, after: start } },
    });

    const full = s.service.state.stamps[String(S.full)]?.stamps ?? -1;
    const reward = await t.call('PUT', '/api/stamp/v1/redeem', { stampIdx: S.full });
    expect(reward.code).toBe(0);
    expect(lastLine(s)).toMatchObject({
      operation: 'stampReward',
      outcome: 'ok',
      facts: { stamps: { before: full, after: full } },
    });
  });

  it('an on-site card’s reward with a wrong password: counted as read, no password written', async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'cora');
    const body = { stampIdx: S.onsite, onsitePwd: '0000' };
    expect((await t.call('PUT', '/api/stamp/v1/redeem', body)).code).not.toBe(0);
    const { prev: _prev, requestId: _id, device: _device, ...said } = lastLine(s);
    expect(said).toMatchObject({ operation: 'stampReward', outcome: 'refused' });
    // The chain's hash and the ids are random hex: what the line says besides them.
    expect(JSON.stringify(said)).not.toMatch(/onsitePwd|0000|5678/);
  });
});
