// @vitest-environment node
import { Secret } from '../api/secret';
import { addStamp, removeStamp, rewardStamp, validateStamp } from '../api/stamps';
import { logRequests } from '../test/request-log';
import { FIXTURE_PASSWORDS, STAMP_FIXTURES as S } from './seed';
import { rawCall, rejection, withTestService } from './test-helpers';

const harness = withTestService();

describe('stamp validate', () => {
  it.each([S.inProgress, S.oneShort, S.full, S.onsite])('%i validates', async (stampIdx) => {
    const stamp = await validateStamp(stampIdx);
    expect(stamp.stampIdx).toBe(stampIdx);
    expect(stamp.stampUrl).toBe(`https://vvd.bz/stamp/${stampIdx}`);
    expect(stamp).not.toHaveProperty('onsitePwd');
  });

  it("answers 274 with the service's own sample's stampIdx 16; the app's card stays 274", async () => {
    const answer = await rawCall('GET', `/api/stamp/v1/validate?stampIdx=${S.inProgress}`);
    expect(answer.result).toMatchObject({
      stampIdx: 16,
      stampUrl: `https://vvd.bz/stamp/${S.inProgress}`,
    });
    expect((await validateStamp(S.inProgress)).stampIdx).toBe(S.inProgress);
  });

  it.each([
    [S.rewardGiven, 1205],
    [S.deactivated, 1204],
    [S.expired, 1203],
    [S.notYetActive, 1202],
    [999_999, 1201],
  ])('%i is refused with %i', async (stampIdx, code) => {
    expect(await rejection(validateStamp(stampIdx))).toMatchObject({ kind: 'refused', code });
  });
});

describe('653: a stampIdx that is not a decimal integer in the signed 32-bit range', () => {
  const bad = ['12abc', '1.5', '1e3', '', '99999999999', '2147483648', ' 274', '0x10'];

  it.each(bad)('validate ?stampIdx=%j → HTTP 400, code 653', async (value) => {
    const answer = await rawCall(
      'GET',
      `/api/stamp/v1/validate?stampIdx=${encodeURIComponent(value)}`,
    );
    expect(answer).toMatchObject({ status: 400, code: 653, result: null });
  });

  it('a missing stampIdx is 653 too', async () => {
    expect(await rawCall('GET', '/api/stamp/v1/validate')).toMatchObject({
      status: 400,
      code: 653,
    });
  });

  it.each(['add', 'redeem', 'remove', 'update'])(
    '%s refuses each of them (as text and as numbers) and changes nothing',
    async (op) => {
      const before = structuredClone(harness.service.state);
      const values: unknown[] = [
        ...bad,
        1.5,
        99_999_999_999,
        1e20,
        null,
        true,
        [274],
        { idx: 274 },
      ];
      for (const stampIdx of values) {
        const answer = await rawCall('PUT', `/api/stamp/v1/${op}`, {
          stampIdx,
          ...(op === 'redeem' ? { onsitePwd: FIXTURE_PASSWORDS.stamp } : {}),
          ...(op === 'update' ? { stamps: 1 } : {}),
        });
        expect(answer, `stampIdx ${JSON.stringify(stampIdx)}`).toMatchObject({
          status: 400,
          code: 653,
        });
      }
      expect(harness.service.state).toEqual(before);
    },
  );

  it('653 comes before every other check', async () => {
    harness.service.controls.update({ plan: 'personal' });
    for (const op of ['redeem', 'remove', 'update']) {
      const answer = await rawCall('PUT', `/api/stamp/v1/${op}`, { stampIdx: '12abc', x: 1 });
      expect(answer.code).toBe(653);
    }
  });

  it('the largest 32-bit value is a number, just not a stamp', async () => {
    expect(await rawCall('GET', '/api/stamp/v1/validate?stampIdx=2147483647')).toMatchObject({
      status: 200,
      code: 1201,
    });
    expect(await rawCall('GET', '/api/stamp/v1/validate?stampIdx=0274')).toMatchObject({ code: 0 });
  });
});

describe('stamp add', () => {
  it('adds exactly one', async () => {
    await addStamp({ stampIdx: S.inProgress });
    expect((await validateStamp(S.inProgress)).stamps).toBe(4);
  });

  it('is refused at the maximum, and the count stays', async () => {
    expect(await rejection(addStamp({ stampIdx: S.full }))).toMatchObject({
      kind: 'refused',
      code: 1206,
    });
    await addStamp({ stampIdx: S.oneShort });
    expect(await rejection(addStamp({ stampIdx: S.oneShort }))).toMatchObject({ code: 1206 });
    expect((await validateStamp(S.oneShort)).stamps).toBe(10);
  });

  it('is refused on deactivated, expired and rewarded cards', async () => {
    for (const stampIdx of [S.deactivated, S.expired, S.rewardGiven]) {
      expect((await rejection(addStamp({ stampIdx }))).kind).toBe('refused');
    }
    expect(harness.service.state.stamps[String(S.deactivated)]?.stamps).toBe(4);
  });

  it('two racing adds on a card one short: exactly one lands', async () => {
    harness.service.controls.update({ latencyMs: 20 });
    const results = await Promise.allSettled([
      addStamp({ stampIdx: S.oneShort }),
      addStamp({ stampIdx: S.oneShort }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(harness.service.state.stamps[String(S.oneShort)]?.stamps).toBe(10);
  });
});

describe('stamp reward', () => {
  it('is refused before the card is full', async () => {
    const error = await rejection(rewardStamp({ stampIdx: S.inProgress }));
    expect(error).toMatchObject({ kind: 'refused', code: 1207 });
    expect(error.serviceMessage).toContain('3 of 10');
    expect(harness.service.state.stamps[String(S.inProgress)]?.rewardGiven).toBe(false);
  });

  it('is given once on a full card, after which the card no longer validates', async () => {
    await rewardStamp({ stampIdx: S.full });
    expect(await rejection(validateStamp(S.full))).toMatchObject({ code: 1205 });
    expect(await rejection(rewardStamp({ stampIdx: S.full }))).toMatchObject({ code: 1205 });
  });

  it('on-site card: fill it, then no password, a wrong one, the right one', async () => {
    for (let i = 0; i < 3; i += 1) await addStamp({ stampIdx: S.onsite });
    expect((await validateStamp(S.onsite)).stamps).toBe(5);
    expect(await rejection(rewardStamp({ stampIdx: S.onsite }))).toMatchObject({ code: 1209 });
    const wrong = await rejection(
      rewardStamp({ stampIdx: S.onsite, onsitePwd: new Secret('0000') }),
    );
    expect(wrong).toMatchObject({ kind: 'refused', code: 1208 });
    expect(harness.service.state.stamps[String(S.onsite)]?.rewardGiven).toBe(false);
    await rewardStamp({ stampIdx: S.onsite, onsitePwd: new Secret(FIXTURE_PASSWORDS.stamp) });
    expect(harness.service.state.stamps[String(S.onsite)]?.rewardGiven).toBe(true);
  });

  it('an on-site card always asks for a password, as the dialog does, even with none set', async () => {
    const card = harness.service.state.stamps[String(S.full)];
    if (!card) throw new Error('fixture missing');
    card.onsiteYn = 'Y';
    card.onsitePwd = null;
    expect(await rejection(rewardStamp({ stampIdx: S.full }))).toMatchObject({ code: 1209 });
    expect(
      await rejection(rewardStamp({ stampIdx: S.full, onsitePwd: new Secret('0000') })),
    ).toMatchObject({ code: 1208 });
    expect(card.rewardGiven).toBe(false);
  });
});

describe('the reward goes to the redeem, with the password only for an on-site card', () => {
  it('the app sends exactly { stampIdx } and { stampIdx, onsitePwd }, never an update', async () => {
    const log = logRequests(harness.server);
    await rewardStamp({ stampIdx: S.full });
    for (let i = 0; i < 3; i += 1) await addStamp({ stampIdx: S.onsite });
    await rewardStamp({ stampIdx: S.onsite, onsitePwd: new Secret(FIXTURE_PASSWORDS.stamp) });
    const bodies = await Promise.all(log.of('stamp.reward').map((entry) => entry.body));
    expect(bodies).toEqual([
      { stampIdx: S.full },
      { stampIdx: S.onsite, onsitePwd: FIXTURE_PASSWORDS.stamp },
    ]);
    expect(log.paths().filter((path) => path.includes('/update'))).toEqual([]);
  });

  it('a card answered with another stampIdx is stamped, taken back and rewarded as the one asked for', async () => {
    const log = logRequests(harness.server);
    const card = await validateStamp(S.inProgress);
    for (let i = card.stamps; i < card.maxStamps; i += 1)
      await addStamp({ stampIdx: card.stampIdx });
    await removeStamp({ stampIdx: card.stampIdx });
    await addStamp({ stampIdx: card.stampIdx });
    await rewardStamp({ stampIdx: card.stampIdx });
    const writes = [...log.of('stamp.add'), ...log.of('stamp.remove'), ...log.of('stamp.reward')];
    const bodies = await Promise.all(writes.map((entry) => entry.body));
    expect(bodies.map((body) => (body as { stampIdx: number }).stampIdx)).toEqual(
      bodies.map(() => S.inProgress),
    );
    expect(harness.service.state.stamps[String(S.inProgress)]?.rewardGiven).toBe(true);
    expect(harness.service.state.stamps['16']).toBeUndefined();
  });
});

describe("stamp update: the service's card editor, which the app never sends", () => {
  it('sets an absolute count, the reward flag and the activity, on any card', async () => {
    expect(
      await rawCall('PUT', '/api/stamp/v1/update', { stampIdx: S.inProgress, stamps: 7 }),
    ).toMatchObject({ code: 0 });
    expect(harness.service.state.stamps[String(S.inProgress)]?.stamps).toBe(7);
    await rawCall('PUT', '/api/stamp/v1/update', { stampIdx: S.deactivated, activeYn: 'Y' });
    expect((await validateStamp(S.deactivated)).activeYn).toBe('Y');
    await rawCall('PUT', '/api/stamp/v1/update', { stampIdx: S.inProgress, useYn: 'Y' });
    expect(await rejection(validateStamp(S.inProgress))).toMatchObject({ code: 1205 });
  });

  it.each([
    [{ stampIdx: 276, stamps: 11 }],
    [{ stampIdx: 276, stamps: -1 }],
    [{ stampIdx: 276, useYn: 'yes' }],
    [{ stampIdx: 276, strtYmd: '2026/01/01' }],
    [{ stampIdx: 276, strtYmd: '2999-01-01' }],
    [{ stampIdx: 276, memo: 5 }],
    [{ stampIdx: 276, stamps: 5, activeYn: 'N', memo: 5 }],
  ])('%j is refused with 1211 and changes nothing', async (body) => {
    const before = structuredClone(harness.service.state);
    expect(await rawCall('PUT', '/api/stamp/v1/update', body)).toMatchObject({ code: 1211 });
    expect(harness.service.state).toEqual(before);
  });
});

describe('stamp remove', () => {
  it('takes exactly one stamp off', async () => {
    await removeStamp({ stampIdx: S.inProgress });
    expect((await validateStamp(S.inProgress)).stamps).toBe(2);
  });

  it('never below 0', async () => {
    const card = harness.service.state.stamps[String(S.inProgress)];
    if (!card) throw new Error('fixture missing');
    card.stamps = 1;
    await removeStamp({ stampIdx: S.inProgress });
    expect(await rejection(removeStamp({ stampIdx: S.inProgress }))).toMatchObject({
      kind: 'refused',
      code: 1210,
    });
    expect(card.stamps).toBe(0);
  });

  it('never after the reward, nor on a card that does not validate', async () => {
    await rewardStamp({ stampIdx: S.full });
    expect(await rejection(removeStamp({ stampIdx: S.full }))).toMatchObject({ code: 1205 });
    expect(harness.service.state.stamps[String(S.full)]?.stamps).toBe(10);
    for (const stampIdx of [S.deactivated, S.expired]) {
      expect((await rejection(removeStamp({ stampIdx }))).kind).toBe('refused');
    }
  });
});
