// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { STAMP_UNDO_MINUTES } from '../src/counter/counter-settings';
import { FIXTURE_PASSWORDS, STAMP_FIXTURES as S } from '../src/mocks/seed';
import type { AuditEntry } from './audit/types';
import { browserCall } from './auth/test-browser';
import { setup, till } from './live-writes.test-support';
import { rewardPasswordProblem, sameSecret } from './stamp-reward';
import { STAMP_UNDO_SLACK_MS, STAMP_UNDO_WINDOW_MS, stampsToTakeBack } from './stamp-undo-window';

describe("the reward is the service's redeem: { stampIdx, onsitePwd }, the password only on site", () => {
  const validate = `GET /api/stamp/v1/validate `;

  it('our server offers no stamp update: nothing reaches the service, which would take one', async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'oscar');
    for (const body of [
      { stampIdx: S.full, useYn: 'Y' },
      { stampIdx: S.inProgress, stamps: 10 },
    ]) {
      const answer = await t.call('PUT', '/api/stamp/v1/update', body);
      expect(answer.status).toBe(404);
    }
    expect(s.sent.filter((sent) => sent.path.endsWith('/update'))).toEqual([]);
    expect(s.service.state.stamps[String(S.full)]?.rewardGiven).toBe(false);
    expect(s.service.state.stamps[String(S.inProgress)]?.stamps).toBe(3);
  });

  it('an on-site card: no password or a wrong one is refused with only the read sent; the right one is sent with the redeem', async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'cora');
    for (let i = 0; i < 3; i += 1) expect((await t.add(S.onsite)).code).toBe(0);

    for (const onsitePwd of [undefined, '', '0000', `${FIXTURE_PASSWORDS.stamp}0`]) {
      const from = s.sent.length;
      const refused = await t.call('PUT', '/api/stamp/v1/redeem', {
        stampIdx: S.onsite,
        onsitePwd,
      });
      expect([refused.status, refused.code], String(onsitePwd)).toEqual([200, 422]);
      expect(refused.message).toMatch(
        onsitePwd ? 'The on-site password is incorrect.' : 'The on-site password is required',
      );
      expect(s.sentSince(from)).toEqual([validate]);
      expect(s.audit.lines.at(-1)).toContain('"operation":"stampReward"');
      expect(s.audit.lines.at(-1)).toContain('"outcome":"refused"');
    }
    expect(s.service.state.stamps[String(S.onsite)]?.rewardGiven).toBe(false);
    // The refusal is ours, said the way the service says its own: marked as our words, so the
    // till says "the shop's server said", not "the service said".
    const { response: wrong } = await browserCall(s.app, t.jar, 'PUT', '/api/stamp/v1/redeem', {
      stampIdx: S.onsite,
      onsitePwd: '0000',
    });
    expect(wrong.headers.get('X-Said-By')).toBe('server');

    const from = s.sent.length;
    const given = await t.call('PUT', '/api/stamp/v1/redeem', {
      stampIdx: S.onsite,
      onsitePwd: FIXTURE_PASSWORDS.stamp,
    });
    expect(given.code).toBe(0);
    expect(s.sentSince(from)).toEqual([
      validate,
      `PUT /api/stamp/v1/redeem {"stampIdx":${S.onsite},"onsitePwd":"${FIXTURE_PASSWORDS.stamp}"}`,
    ]);
    expect(s.service.state.stamps[String(S.onsite)]?.rewardGiven).toBe(true);
    // Nothing the server wrote down holds the password either. The chain's hex hashes and the
    // request ids are left out of the look: four figures turn up in a hex string by chance.
    const said = s.audit.lines.map((line) =>
      JSON.stringify(
        Object.entries(JSON.parse(line) as Record<string, unknown>).filter(
          ([key]) => !['prev', 'mac', 'requestId'].includes(key),
        ),
      ),
    );
    expect(said.join('\n')).not.toContain(FIXTURE_PASSWORDS.stamp);
  });

  it('a card that is not on site is sent no password, whatever was typed', async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'cora');
    const from = s.sent.length;
    const given = await t.call('PUT', '/api/stamp/v1/redeem', {
      stampIdx: S.full,
      onsitePwd: 'typed anyway',
    });
    expect(given.code).toBe(0);
    expect(s.sentSince(from)).toEqual([
      validate,
      `PUT /api/stamp/v1/redeem {"stampIdx":${S.full}}`,
    ]);
  });

  it('the service checks the password too: changed after our read, its refusal is the answer', async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'cora');
    const card = s.service.state.stamps[String(S.onsite)];
    if (!card) throw new Error('fixture missing');
    card.stamps = card.maxStamps;
    // Our read sees the old password; the card's password changes before the redeem lands.
    s.beforeWrite(() => {
      card.onsitePwd = 'changed-9999';
    });
    const answer = await t.call('PUT', '/api/stamp/v1/redeem', {
      stampIdx: S.onsite,
      onsitePwd: FIXTURE_PASSWORDS.stamp,
    });
    expect([answer.status, answer.code]).toEqual([200, 1208]);
    expect(s.sent.filter((sent) => sent.path.endsWith('/redeem'))).toHaveLength(1);
    expect(card.rewardGiven).toBe(false);
    expect(s.audit.lines.at(-1)).toContain('"outcome":"refused"');
  });

  it('a card answered with another stampIdx is read, rewarded and recorded as the one asked for', async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'cora');
    const card = s.service.state.stamps[String(S.inProgress)];
    if (!card) throw new Error('fixture missing');
    expect(card.answerIdx).toBe(16);
    card.stamps = card.maxStamps - 1;
    expect((await t.add(S.inProgress)).code).toBe(0);
    expect((await t.call('PUT', '/api/stamp/v1/redeem', { stampIdx: S.inProgress })).code).toBe(0);
    const writes = s.sent.filter((sent) => sent.method === 'PUT').map((sent) => sent.body);
    expect(writes).toEqual([`{"stampIdx":${S.inProgress}}`, `{"stampIdx":${S.inProgress}}`]);
    expect(s.sent.filter((sent) => sent.method === 'GET').map((sent) => sent.path)).toEqual([
      '/api/stamp/v1/validate',
      '/api/stamp/v1/validate',
    ]);
    const written = s.audit.lines.slice(-4).map((line) => JSON.parse(line) as AuditEntry);
    expect(written.map((entry) => [entry.operation, entry.target, entry.outcome])).toEqual([
      ['stampAdd', String(S.inProgress), 'sending'],
      ['stampAdd', String(S.inProgress), 'ok'],
      ['stampReward', String(S.inProgress), 'sending'],
      ['stampReward', String(S.inProgress), 'ok'],
    ]);
    expect(card.rewardGiven).toBe(true);
  });
});

describe('the password comparison', () => {
  it('is equality, whatever the lengths', async () => {
    expect(await sameSecret('5678', '5678')).toBe(true);
    expect(await sameSecret('5678', '5679')).toBe(false);
    expect(await sameSecret('5678', '56789')).toBe(false);
    expect(await sameSecret('', '')).toBe(true);
    expect(await sameSecret('비밀', '비밀')).toBe(true);
  });

  it.each([
    ['N', '1234', undefined, null],
    ['N', null, 'anything', null],
    ['Y', '1234', undefined, 'onsitePwdRequired'],
    ['Y', '1234', '', 'onsitePwdRequired'],
    ['Y', '1234', '1235', 'onsitePwdWrong'],
    ['Y', '1234', '1234', null],
    ['y', 1234, '1234', null],
    // An on-site card with no password stored accepts none, as the simulated service decides.
    ['Y', null, '1234', 'onsitePwdWrong'],
    ['Y', '', '', 'onsitePwdRequired'],
  ] as const)(
    'onsiteYn %s, stored %j, typed %j → %s',
    async (onsiteYn, onsitePwd, typed, problem) => {
      const card = { stampIdx: 1, stamps: 5, maxStamps: 5, strtYmd: '2026-01-01' };
      const full = { ...card, endYmd: '2026-12-31', onsiteYn, onsitePwd };
      expect(await rewardPasswordProblem(full, typed)).toBe(problem);
    },
  );
});

/** An audit line as the log writes one, for the window's table. */
function line(
  seq: number,
  minute: number,
  operation: string,
  patch: Partial<AuditEntry> = {},
): AuditEntry {
  return {
    seq,
    time: new Date(Date.UTC(2026, 10, 22, 5, minute)).toISOString(),
    prev: '',
    requestId: `r${seq}`,
    device: 'Till 1 (dev-1)',
    staff: 'Cora',
    role: 'counter',
    operation,
    target: '274',
    outcome: 'ok',
    ...patch,
  };
}

describe('which stamps may be taken back (the audit log, matched newest first)', () => {
  const asker = { deviceId: 'dev-1', staff: 'Cora', role: 'counter' };
  const at = (minute: number) => Date.UTC(2026, 10, 22, 5, minute);
  const windowMs = 2 * 60_000;
  it.each([
    ['nothing added', [], 10, 0],
    ['one add a minute ago', [line(1, 9, 'stampAdd')], 10, 1],
    ['one add three minutes ago', [line(1, 7, 'stampAdd')], 10, 0],
    ['three adds (a +3), none back', [1, 2, 3].map((n) => line(n, 9, 'stampAdd')), 10, 3],
    [
      'a +3, two back',
      [
        ...[1, 2, 3].map((n) => line(n, 9, 'stampAdd')),
        line(4, 9, 'stampRemove'),
        line(5, 10, 'stampRemove'),
      ],
      10,
      1,
    ],
    [
      'an old add and a new one, the new one back: the old one is out of the window',
      [line(1, 5, 'stampAdd'), line(2, 9, 'stampAdd'), line(3, 9, 'stampRemove')],
      10,
      0,
    ],
    ['a refused add', [line(1, 9, 'stampAdd', { outcome: 'refused' })], 10, 0],
    ['an add whose answer was lost', [line(1, 9, 'stampAdd', { outcome: 'unknown' })], 10, 1],
    [
      'a refused take-back takes nothing back',
      [line(1, 9, 'stampAdd'), line(2, 9, 'stampRemove', { outcome: 'refused' })],
      10,
      1,
    ],
    ['another card', [line(1, 9, 'stampAdd', { target: '275' })], 10, 0],
    ['another device', [line(1, 9, 'stampAdd', { device: 'Till 2 (dev-2)' })], 10, 0],
    ['a device named like this one', [line(1, 9, 'stampAdd', { device: 'dev-1' })], 10, 0],
    ['another person on this device', [line(1, 9, 'stampAdd', { staff: 'Chris' })], 10, 0],
    ['a reward is not an add', [line(1, 9, 'stampReward')], 10, 0],
    [
      'lines out of order are put in order',
      [line(2, 9, 'stampRemove'), line(1, 9, 'stampAdd'), line(3, 9, 'stampAdd')],
      10,
      1,
    ],
  ])('%s → %i', (_label, entries, minute, expected) => {
    expect(stampsToTakeBack(entries, '274', asker, at(minute), windowMs)).toBe(expected);
  });

  it('the server waits the longest window the app offers, and a little slack', () => {
    expect(STAMP_UNDO_WINDOW_MS).toBe(Math.max(...STAMP_UNDO_MINUTES) * 60_000);
    const entries = [line(1, 0, 'stampAdd')];
    const edge = at(0) + STAMP_UNDO_WINDOW_MS + STAMP_UNDO_SLACK_MS;
    expect(stampsToTakeBack(entries, '274', asker, edge)).toBe(1);
    expect(stampsToTakeBack(entries, '274', asker, edge + 1)).toBe(0);
  });
});

describe('taking back a stamp in live mode', () => {
  const CARD = S.inProgress;

  it('counter staff take back their own stamp just added, one at a time, never more than they added', async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'cora');
    expect((await t.add(CARD)).code).toBe(0);
    expect((await t.add(CARD)).code).toBe(0);
    expect(s.service.state.stamps[String(CARD)]?.stamps).toBe(5);
    s.advance(60_000);

    const from = s.sent.length;
    expect((await t.remove(CARD)).code).toBe(0);
    expect(s.sentSince(from)).toEqual([
      `GET /api/stamp/v1/validate `,
      `PUT /api/stamp/v1/remove {"stampIdx":${CARD}}`,
    ]);
    expect(s.audit.lines.at(-1)).toMatch(/"operation":"stampRemove".*"target":"274"/);
    expect(s.audit.lines.at(-1)).toContain('"outcome":"ok"');
    expect((await t.remove(CARD)).code).toBe(0);
    expect(s.service.state.stamps[String(CARD)]?.stamps).toBe(3);

    // A third would empty what the customer had before: refused, nothing but the read sent.
    const third = s.sent.length;
    const refused = await t.remove(CARD);
    expect([refused.status, refused.code]).toEqual([200, 403]);
    expect(refused.message).toMatch(/Only a stamp you added yourself on this device/);
    expect(s.sentSince(third)).toEqual([`GET /api/stamp/v1/validate `]);
    expect(s.service.state.stamps[String(CARD)]?.stamps).toBe(3);
  });

  it('two take-backs at once for one stamp: one is sent, the other refused', async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'cora');
    await t.add(CARD);
    const answers = await Promise.all([t.remove(CARD), t.remove(CARD)]);
    expect(answers.map((a) => a.code).sort()).toEqual([0, 403]);
    expect(s.sent.filter((sent) => sent.path.endsWith('/remove'))).toHaveLength(1);
    expect(s.service.state.stamps[String(CARD)]?.stamps).toBe(3);
  });

  it('a crafted request cannot empty an old card: past the window, another till, another person', async () => {
    const s = setup();
    const one = till(s);
    const two = till(s);
    await one.open('Till 1', 'cora');
    await two.open('Till 2', 'cora');
    await one.add(CARD);

    // Another device, the same person.
    expect((await two.remove(CARD)).code).toBe(403);
    // The same device, another person.
    await one.unlock('chris');
    expect((await one.remove(CARD)).code).toBe(403);
    await one.unlock('cora');
    // The same device and person, after the window.
    s.advance(STAMP_UNDO_WINDOW_MS + STAMP_UNDO_SLACK_MS + 1);
    await one.unlock('cora');
    const late = s.sent.length;
    expect((await one.remove(CARD)).code).toBe(403);
    expect(s.sentSince(late).filter((sent) => sent.startsWith('PUT'))).toEqual([]);
    expect(s.service.state.stamps[String(CARD)]?.stamps).toBe(4);
    const refusals = s.audit.lines.filter(
      (l) => l.includes('"operation":"stampRemove"') && l.includes('"outcome":"refused"'),
    );
    expect(refusals).toHaveLength(3);
  });

  it('a take-back body sent a byte at a time holds up only itself, not another till', async () => {
    const s = setup();
    const slow = till(s);
    const other = till(s);
    await slow.open('Till 1', 'oscar');
    await other.open('Till 2', 'oscar');
    // Till 1's body never finishes arriving.
    let hold: ReadableStreamDefaultController<Uint8Array> | undefined;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        hold = controller;
        controller.enqueue(new TextEncoder().encode('{"stampIdx":'));
      },
    });
    const trickling = s.app.request(
      new Request('http://localhost/api/stamp/v1/remove', {
        method: 'PUT',
        headers: {
          'Content-Type': 'application/json',
          'Sec-Fetch-Site': 'same-origin',
          Cookie: [...slow.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    // Till 2's take-back goes through meanwhile.
    expect((await other.remove(CARD)).code).toBe(0);
    expect(s.service.state.stamps[String(CARD)]?.stamps).toBe(2);
    hold?.enqueue(new TextEncoder().encode(`${CARD}}`));
    hold?.close();
    expect((await trickling).status).toBe(200);
  });

  it('marketing is held to the window like the counter; an owner may always', async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'mina');
    expect((await t.remove(CARD)).code).toBe(403);
    await t.unlock('oscar');
    expect((await t.remove(CARD)).code).toBe(0);
    expect(s.service.state.stamps[String(CARD)]?.stamps).toBe(2);
  });

  it('never below 0, never after the reward: refused with nothing but the read sent', async () => {
    const s = setup();
    const t = till(s);
    await t.open('Till 1', 'oscar');
    const card = s.service.state.stamps[String(CARD)];
    if (!card) throw new Error('fixture missing');
    card.stamps = 0;
    const from = s.sent.length;
    const empty = await t.remove(CARD);
    expect(empty.code).toBe(422);
    expect(empty.message).toBe('This stamp card has no stamp to take back.');
    const given = await t.call('PUT', '/api/stamp/v1/redeem', { stampIdx: S.full });
    expect(given.code).toBe(0);
    const afterReward = await t.remove(S.full);
    expect(afterReward.code).toBe(1205);
    expect(s.sentSince(from).filter((sent) => sent.includes('/remove'))).toEqual([]);
    expect(card.stamps).toBe(0);
  });

  it('a window across the service day: a stamp added at 23:59 KST is taken back at 00:00', async () => {
    const s = setup();
    const t = till(s);
    // 14:00 KST now: move to 23:59:30 KST.
    s.advance((9 * 60 + 59) * 60_000 + 30_000);
    await t.open('Till 1', 'cora');
    await t.add(CARD);
    s.advance(60_000);
    await t.unlock('cora');
    expect(s.audit.dayOf(new Date(Date.parse('2026-11-22T15:00:30Z')))).toBe('2026-11-23');
    expect((await t.remove(CARD)).code).toBe(0);
  });
});
