// @vitest-environment node
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { COUPON_FIXTURES, STAMP_FIXTURES } from '../../src/mocks/seed';
import { IDLE_LOCK_MINUTES, outcomeOfAnswer, SESSION_LIMITS } from './auth';
import {
  type Browser,
  browser,
  FailingAuditLog,
  PINS,
  type Setup,
  prepareStaff,
  setup,
} from './auth.test-support';
import { PIN_RULES } from './pin-rules';
import { OPERATIONS, PERMISSIONS, type Operation, ROLES, type Role } from './roles';

const PIN_LIMITS = {
  pauseAfter: PIN_RULES.unlock.pauseAfter,
  pauseMs: PIN_RULES.unlock.pauseMs,
  revokeAfter: PIN_RULES.unlock.endAfter,
};

beforeAll(prepareStaff);

const coupon = { cpnNo: COUPON_FIXTURES.singleUse };
const card = { stampIdx: STAMP_FIXTURES.inProgress };

/** One call of each operation, as the app makes it. */
const CALLS: Record<Operation, { method: string; path: string; body?: unknown }> = {
  couponValidate: { method: 'GET', path: `/api/coupon/v1/validate?cpnNo=${coupon.cpnNo}` },
  couponRedeem: {
    method: 'PUT',
    path: '/api/coupon/v1/redeem',
    body: { cpnNo: 'NO-SUCH-1', memo: 'x' },
  },
  stampValidate: { method: 'GET', path: `/api/stamp/v1/validate?stampIdx=${card.stampIdx}` },
  stampAdd: { method: 'PUT', path: '/api/stamp/v1/add', body: { stampIdx: 999_999 } },
  stampReward: {
    method: 'PUT',
    path: '/api/stamp/v1/redeem',
    body: { stampIdx: 999_999 },
  },
  stampRemove: { method: 'PUT', path: '/api/stamp/v1/remove', body: { stampIdx: 999_999 } },
  couponCreate: { method: 'POST', path: '/api/coupon/v1/create', body: { cpnNm: '' } },
  clicksByHour: {
    method: 'GET',
    path: '/api/statistics/v2/clicks-by-hour?date=2026-11-21&linkId=abc&domain=https%3A%2F%2Fvvd.bz',
  },
  auditRead: { method: 'GET', path: '/api/audit?day=2026-11-22' },
  dayReport: { method: 'GET', path: '/api/report/day?day=2026-11-22' },
  tillSummary: { method: 'GET', path: '/api/report/till' },
  deviceList: { method: 'GET', path: '/api/auth/devices' },
  deviceRevoke: { method: 'POST', path: '/api/auth/devices/revoke', body: { deviceId: 'none' } },
  deviceSettings: { method: 'PUT', path: '/api/auth/device', body: { idleLockMinutes: 7 } },
  signOutEveryone: { method: 'POST', path: '/api/auth/sign-out-everyone', body: {} },
};

describe('every operation × every role × signed in, signed out, locked, unpaired', () => {
  type State = 'signed-in' | 'signed-out' | 'locked' | 'unpaired';
  const STATES: State[] = ['signed-in', 'signed-out', 'locked', 'unpaired'];

  async function inState(s: Setup, role: Role, state: State): Promise<Browser> {
    const b = browser(s);
    if (state === 'unpaired') return b;
    await b.pair();
    if (state === 'signed-out') {
      await b.call('POST', '/api/auth/lock', { reason: 'manual' });
      return b;
    }
    expect((await b.unlock(role)).status).toBe(200);
    if (state === 'locked') {
      s.advance(IDLE_LOCK_MINUTES.default * 60_000 + SESSION_LIMITS.idleGraceMs);
    }
    return b;
  }

  for (const role of ROLES) {
    for (const state of STATES) {
      it(`${role}, ${state}`, async () => {
        const s = setup();
        const b = await inState(s, role, state);
        for (const operation of OPERATIONS) {
          // signOutEveryone ends this session too: last.
          if (operation === 'signOutEveryone') continue;
          const { method, path, body } = CALLS[operation];
          const sentBefore = s.sent.length;
          const answer = await b.call(method, path, body);
          const allowed = PERMISSIONS[operation].includes(role);
          const label = `${operation} as ${role}, ${state}`;
          if (state === 'signed-in' && allowed) {
            expect([401, 403], label).not.toContain(answer.status);
          } else if (state === 'signed-in') {
            expect(answer.status, label).toBe(403);
            expect(answer.json.reason, label).toBe('forbidden');
            expect(s.sent.length, `${label}: nothing sent to the service`).toBe(sentBefore);
          } else {
            expect(answer.status, label).toBe(401);
            // A locked session says so once, then is gone: later calls find nobody signed in.
            const reason = state === 'locked' && operation !== OPERATIONS[0] ? 'signed-out' : state;
            expect(answer.headers.get('X-Auth-Reason'), label).toBe(reason);
            expect(answer.headers.get('X-Said-By'), label).toBe('server');
            expect(s.sent.length, `${label}: nothing sent to the service`).toBe(sentBefore);
          }
        }
        const last = await b.call('POST', '/api/auth/sign-out-everyone', {});
        if (state !== 'signed-in') expect(last.status).toBe(401);
        else expect(last.status).toBe(role === 'owner' ? 200 : 403);
        // Every refusal is in the audit log: each operation's first of the minute on a line of
        // its own, the rest of the minute counted into one line once the minute is over.
        s.advance(60_000);
        await s.flushRefusals();
        const refusals = s.audit.lines.filter(
          (l) =>
            l.outcome === 'refused' &&
            /^(role |signed-out|locked|unpaired|\d+ more refused)/.test(l.detail ?? ''),
        );
        const calls = refusals.reduce((sum, l) => sum + (l.facts?.calls ?? 1), 0);
        const expected =
          state === 'signed-in'
            ? OPERATIONS.filter((op) => !PERMISSIONS[op].includes(role)).length
            : OPERATIONS.length;
        expect(calls).toBe(expected);
        // One line per operation and minute, but for operations called twice (none is).
        expect(refusals.filter((l) => l.facts?.calls !== undefined)).toEqual([]);
      });
    }
  }
});

describe('cookies', () => {
  it('are __Host- cookies: HttpOnly, Secure, SameSite=Strict, Path=/, no Domain', async () => {
    const s = setup();
    const b = browser(s);
    const paired = await b.pair();
    expect(paired.status).toBe(200);
    const device = paired.cookies.find((c) => c.startsWith('__Host-pos-device='));
    const session = paired.cookies.find((c) => c.startsWith('__Host-pos-session='));
    for (const cookie of [device, session]) {
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    expect(device).toMatch(/Max-Age=34560000/);
    expect(session).toMatch(/Max-Age=43200/);
    // Opaque: 256 random bits, nothing about the person or the device in it.
    expect(b.jar.get('__Host-pos-session')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('a new session id at every unlock; the old one opens nothing', async () => {
    const s = setup();
    const b = browser(s);
    await b.pair();
    const first = b.jar.get('__Host-pos-session');
    await b.unlock('counter');
    const second = b.jar.get('__Host-pos-session');
    await b.unlock('counter');
    const third = b.jar.get('__Host-pos-session');
    expect(new Set([first, second, third]).size).toBe(3);
    b.jar.set('__Host-pos-session', second ?? '');
    const stale = await b.call('GET', CALLS.couponValidate.path);
    expect(stale.status).toBe(401);
    expect(stale.json.reason).toBe('signed-out');
  });

  it('a session of one device does not open another', async () => {
    const s = setup();
    const one = browser(s);
    const two = browser(s);
    await one.pair('Till 1');
    await two.pair('Till 2');
    two.jar.set('__Host-pos-session', one.jar.get('__Host-pos-session') ?? '');
    expect((await two.call('GET', CALLS.couponValidate.path)).status).toBe(401);
  });
});

describe('PINs', () => {
  it('five wrong in five minutes pause the device 30 s; ten in a row unpair it', async () => {
    const s = setup();
    const b = browser(s);
    await b.pair();
    for (let i = 1; i < PIN_LIMITS.pauseAfter; i += 1) {
      const wrong = await b.unlock('counter', '0000');
      expect(wrong.status).toBe(401);
      expect(wrong.json.reason).toBe('wrong-pin');
      // Each wrong PIN says how many more the device takes before it is unpaired.
      expect(wrong.headers.get('X-Pin-Tries-Left')).toBe(String(PIN_LIMITS.revokeAfter - i));
    }
    const fifth = await b.unlock('counter', '0000');
    expect(fifth.status).toBe(429);
    expect(fifth.json.reason).toBe('paused');
    expect(fifth.headers.get('Retry-After')).toBe('30');
    expect(fifth.headers.get('X-Pin-Tries-Left')).toBe(String(PIN_LIMITS.revokeAfter - 5));
    // Paused: even the right PIN is not taken, and the state says until when.
    expect((await b.unlock('counter')).status).toBe(429);
    const state = await b.call('GET', '/api/auth/state');
    expect((state.json.result as { pausedUntil: string }).pausedUntil).toBe(
      new Date(Date.parse('2026-11-22T01:00:00Z') + 30_000).toISOString(),
    );
    s.advance(PIN_LIMITS.pauseMs);
    for (let i = PIN_LIMITS.pauseAfter + 1; i < PIN_LIMITS.revokeAfter; i += 1) {
      const wrong = await b.unlock('counter', '9999');
      expect(wrong.json.reason).not.toBe('device-revoked');
      expect(wrong.headers.get('X-Pin-Tries-Left')).toBe(String(PIN_LIMITS.revokeAfter - i));
      s.advance(PIN_LIMITS.pauseMs);
    }
    const tenth = await b.unlock('counter', '9999');
    expect(tenth.status).toBe(401);
    expect(tenth.json.reason).toBe('device-revoked');
    // Unpaired: the right PIN opens nothing now, and the device is marked revoked.
    const after = await b.unlock('counter');
    expect(after.json.reason).toBe('unpaired');
    expect((await s.devices.list())[0]?.revokedAt).not.toBeNull();
    // Every attempt was logged.
    const attempts = s.audit.lines.filter((l) => l.operation === 'unlock');
    expect(attempts.filter((l) => l.outcome === 'refused')).toHaveLength(PIN_LIMITS.revokeAfter);
  });

  it("the state says each person's tries left, so a reload or a lock keeps the last ones' warning", async () => {
    const s = setup();
    const b = browser(s);
    await b.pair();
    for (let i = 1; i < PIN_LIMITS.pauseAfter; i += 1) await b.unlock('counter', '0000');
    type Staff = { id: string; triesLeft?: number }[];
    const staffOf = (answer: { json: { result: unknown } }) =>
      (answer.json.result as { staff: Staff }).staff;
    const left = PIN_LIMITS.revokeAfter - (PIN_LIMITS.pauseAfter - 1);
    // Read again (a reload), and in the answer to a lock: only the person whose PIN was wrong.
    const state = staffOf(await b.call('GET', '/api/auth/state'));
    expect(state.find((p) => p.id === 'id-counter')?.triesLeft).toBe(left);
    expect(state.filter((p) => p.triesLeft !== undefined)).toHaveLength(1);
    expect((await b.unlock('owner')).status).toBe(200);
    const locked = staffOf(await b.call('POST', '/api/auth/lock', { reason: 'idle' }));
    expect(locked.find((p) => p.id === 'id-counter')?.triesLeft).toBe(left);
    // A right PIN clears it.
    expect((await b.unlock('counter')).status).toBe(200);
    const cleared = staffOf(await b.call('GET', '/api/auth/state'));
    expect(cleared.every((p) => p.triesLeft === undefined)).toBe(true);
  });

  it('a right PIN clears the tally', async () => {
    const s = setup();
    const b = browser(s);
    await b.pair();
    for (let round = 0; round < 3; round += 1) {
      for (let i = 1; i < PIN_LIMITS.pauseAfter; i += 1) await b.unlock('counter', '0000');
      expect((await b.unlock('counter')).status).toBe(200);
    }
    expect((await s.devices.list())[0]?.revokedAt).toBeNull();
  });

  it('pairing needs an owner: a counter PIN, a wrong PIN or an unknown name pairs nothing', async () => {
    const s = setup();
    const b = browser(s);
    const asCounter = await b.call('POST', '/api/auth/pair', {
      deviceName: 'Till 9',
      ownerName: 'Cora',
      pin: PINS.counter,
    });
    expect(asCounter.status).toBe(401);
    const unknown = await b.call('POST', '/api/auth/pair', {
      deviceName: 'Till 9',
      ownerName: 'Nobody',
      pin: '1234',
    });
    expect(unknown.status).toBe(401);
    const bad = await b.call('POST', '/api/auth/pair', {
      deviceName: '',
      ownerName: 'x',
      pin: '1',
    });
    expect(bad.status).toBe(400);
    expect(await s.devices.list()).toHaveLength(0);
    expect(b.jar.size).toBe(0);
  });
});

describe('session lifetime (fake clock)', () => {
  it('locks after the idle time plus the margin with no call, not while calls come', async () => {
    const s = setup();
    const b = browser(s);
    await b.pair();
    await b.unlock('counter');
    const idleMs = IDLE_LOCK_MINUTES.default * 60_000 + SESSION_LIMITS.idleGraceMs;
    for (let i = 0; i < 5; i += 1) {
      s.advance(idleMs - 1);
      expect((await b.call('POST', '/api/auth/touch', {})).status).toBe(200);
    }
    s.advance(idleMs);
    const locked = await b.call('GET', CALLS.couponValidate.path);
    expect(locked.status).toBe(401);
    expect(locked.json.reason).toBe('locked');
    expect(locked.json.message).toBe(
      'This device locked after 5 minutes without use. Unlock it with your PIN.',
    );
    expect(s.audit.lines.at(-2)).toMatchObject({
      operation: 'lock',
      detail: 'idle (server)',
      staff: 'Cora',
    });
  });

  it('ends after 12 hours however busy', async () => {
    const s = setup();
    const b = browser(s);
    await b.pair();
    await b.unlock('counter');
    const step = 4 * 60_000;
    for (let at = step; at < SESSION_LIMITS.absoluteMs; at += step) {
      s.advance(step);
      expect((await b.call('POST', '/api/auth/touch', {})).status, `at ${at / 60_000} min`).toBe(
        200,
      );
    }
    s.advance(step);
    const expired = await b.call('POST', '/api/auth/touch', {});
    expect(expired.status).toBe(401);
    expect(expired.json.reason).toBe('expired');
  });

  it('uses the idle time an owner set for the device, 2–15 minutes', async () => {
    const s = setup();
    const b = browser(s);
    await b.pair();
    expect((await b.call('PUT', '/api/auth/device', { idleLockMinutes: 1 })).json.reason).toBe(
      'invalid',
    );
    expect((await b.call('PUT', '/api/auth/device', { idleLockMinutes: 16 })).json.reason).toBe(
      'invalid',
    );
    const set = await b.call('PUT', '/api/auth/device', { idleLockMinutes: 2 });
    expect(set.status).toBe(200);
    await b.unlock('counter');
    s.advance(2 * 60_000 + SESSION_LIMITS.idleGraceMs);
    expect((await b.call('POST', '/api/auth/touch', {})).json.reason).toBe('locked');
  });

  it('a removed staff member is signed out at their next call', async () => {
    const s = setup();
    const b = browser(s);
    await b.pair();
    await b.unlock('counter');
    s.staff.remove('id-counter');
    expect((await b.call('GET', CALLS.couponValidate.path)).json.reason).toBe('signed-out');
  });

  it('an owner revokes a device: its session ends and its cookie opens nothing', async () => {
    const s = setup();
    const owner = browser(s);
    const till = browser(s);
    await owner.pair('Office');
    await till.pair('Till 2');
    await till.unlock('counter');
    const tillId = (await s.devices.list()).find((d) => d.name === 'Till 2')?.id;
    const revoked = await owner.call('POST', '/api/auth/devices/revoke', { deviceId: tillId });
    expect(revoked.status).toBe(200);
    expect((await till.call('GET', CALLS.couponValidate.path)).json.reason).toBe('unpaired');
    expect((await till.unlock('counter')).json.reason).toBe('unpaired');
  });
});

describe('the audit log and the memo of each write', () => {
  it('names the person, role, device, operation, target and outcome, with the request id', async () => {
    const s = setup();
    const b = browser(s);
    await b.pair('Till 1');
    await b.unlock('counter');
    const redeem = await b.call('PUT', '/api/coupon/v1/redeem', {
      cpnNo: coupon.cpnNo,
      memo: 'staff: Somebody Else',
    });
    expect(redeem.json.code).toBe(0);
    const line = s.audit.lines.at(-1);
    expect(line).toMatchObject({
      operation: 'couponRedeem',
      target: coupon.cpnNo,
      staff: 'Cora',
      role: 'counter',
      outcome: 'ok',
      requestId: redeem.headers.get('X-Request-Id'),
    });
    expect(line?.device).toMatch(/^Till 1 \(/);
    // The service's memo names the signed-in person, not what the browser wrote.
    const sentRedeem = s.sent.find((r) => r.path.endsWith('/coupon/v1/redeem'));
    const memo = (JSON.parse(sentRedeem?.body ?? '{}') as { memo: string }).memo;
    expect(memo).toMatch(
      /^Counter POS · device: Till 1 · staff: Cora · 2026-11-22 10:00:00 \+09:00$/,
    );

    // A second redeem of a single-use coupon is refused by the service: logged as refused.
    const again = await b.call('PUT', '/api/coupon/v1/redeem', { cpnNo: coupon.cpnNo });
    if (again.json.code !== 0) {
      expect(s.audit.lines.at(-1)).toMatchObject({ operation: 'couponRedeem', outcome: 'refused' });
    }

    const add = await b.call('PUT', '/api/stamp/v1/add', { stampIdx: card.stampIdx });
    expect(add.json.code).toBe(0);
    expect(s.audit.lines.at(-1)).toMatchObject({
      operation: 'stampAdd',
      target: String(card.stampIdx),
      outcome: 'ok',
    });

    // The reward of a full card.
    const reward = await b.call('PUT', '/api/stamp/v1/redeem', {
      stampIdx: STAMP_FIXTURES.full,
    });
    expect(reward.json.code).toBe(0);
    expect(s.audit.lines.at(-1)).toMatchObject({
      operation: 'stampReward',
      target: String(STAMP_FIXTURES.full),
      staff: 'Cora',
      outcome: 'ok',
      requestId: reward.headers.get('X-Request-Id'),
    });
  });

  it('a creation is logged under the code the service gave the coupon', async () => {
    const s = setup();
    const b = browser(s);
    await b.pair();
    await b.unlock('marketing');
    const created = await b.call('POST', '/api/coupon/v1/create', {
      nm: 'Winter 10%',
      discTypeIdx: 457,
      disc: 10,
      strtYmd: '2026-11-22',
      endYmd: '2026-12-31',
      useLimit: 1,
    });
    expect(created.json.code).toBe(0);
    const code = created.json.result;
    expect(code).toMatch(/^[A-Z0-9]{8,16}$/);
    expect(s.audit.lines.at(-1)).toMatchObject({
      operation: 'couponCreate',
      target: code,
      staff: 'Mina 민아',
      role: 'marketing',
      outcome: 'ok',
    });
  });

  it('every unlock, lock and pairing is logged, refused ones too', async () => {
    const s = setup();
    const b = browser(s);
    await b.pair();
    await b.unlock('counter', '4444');
    await b.unlock('counter');
    await b.call('POST', '/api/auth/lock', { reason: 'idle' });
    expect(s.audit.lines.map((l) => [l.operation, l.outcome, l.detail ?? null])).toEqual([
      ['pair', 'ok', null],
      ['unlock', 'refused', 'wrong PIN'],
      ['unlock', 'ok', null],
      ['lock', 'ok', 'idle'],
    ]);
  });
});

describe('a log that cannot be written', () => {
  it('a write already answered keeps the service’s answer, its line goes to the error output, and later writes are refused unsent until the log can write', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const s = setup(new FailingAuditLog());
      const b = browser(s);
      await b.pair('Till 1');
      await b.unlock('counter');

      // A first write: the log is asked once, and is known to work from then on.
      expect((await b.call('PUT', '/api/stamp/v1/add', { stampIdx: card.stampIdx })).status).toBe(
        200,
      );
      // The disk fills while a redeem is at the service (its intent is on record): the till
      // hears what the service said.
      s.audit.failAfter = 1;
      const redeem = await b.call('PUT', '/api/coupon/v1/redeem', { cpnNo: coupon.cpnNo });
      expect(s.audit.lines.at(-1)).toMatchObject({ operation: 'couponRedeem', outcome: 'sending' });
      expect(redeem.status).toBe(200);
      expect(redeem.json.code).toBe(0);
      const said = errors.mock.calls.map((call) => call.join(' ')).join('\n');
      expect(said).toContain('"operation":"couponRedeem"');
      expect(said).toContain(`"target":"${coupon.cpnNo}"`);
      expect(said).toContain('"staff":"Cora"');
      expect(said).toContain('ENOSPC');

      // The next write is refused before it is sent, in words, and marked as not sent.
      const sentBefore = s.sent.length;
      const add = await b.call('PUT', '/api/stamp/v1/add', { stampIdx: card.stampIdx });
      expect(add.status).toBe(503);
      expect(add.headers.get('X-Not-Sent')).toBe('state');
      expect(add.json.message).toMatch(/audit log cannot be written.*nothing was done/i);
      expect(s.sent.length).toBe(sentBefore);
      // Reads are not logged, and go on.
      const read = await b.call('GET', `/api/stamp/v1/validate?stampIdx=${card.stampIdx}`);
      expect(read.json.code).toBe(0);

      // The disk has room again: the next write is asked about once, sent and logged.
      s.audit.failing = false;
      s.audit.failAfter = null;
      const checks = s.audit.readyChecks;
      const again = await b.call('PUT', '/api/stamp/v1/add', { stampIdx: card.stampIdx });
      expect(again.json.code).toBe(0);
      expect(s.audit.readyChecks).toBe(checks + 1);
      expect(s.audit.lines.at(-1)).toMatchObject({ operation: 'stampAdd', outcome: 'ok' });
      // The line that could not be written was written first: the redeem's outcome, after its
      // intent, so the record has the redeem as done, not as "not sure".
      expect(s.audit.lines.slice(-4).map((line) => [line.operation, line.outcome])).toEqual([
        ['couponRedeem', 'sending'],
        ['couponRedeem', 'ok'],
        ['stampAdd', 'sending'],
        ['stampAdd', 'ok'],
      ]);
      // And the one after is not asked about: the log is known to work.
      await b.call('PUT', '/api/stamp/v1/add', { stampIdx: card.stampIdx });
      expect(s.audit.readyChecks).toBe(checks + 1);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('a write whose intent cannot be put on record', () => {
  it('is refused unsent, said as nothing done; the log is asked again before the next', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const s = setup(new FailingAuditLog());
      const b = browser(s);
      await b.pair('Till 1');
      await b.unlock('counter');
      expect((await b.call('PUT', '/api/stamp/v1/add', { stampIdx: card.stampIdx })).status).toBe(
        200,
      );
      const sentBefore = s.sent.length;
      const linesBefore = s.audit.lines.length;
      // The log worked a moment ago; the disk fills just as this redeem's intent is written.
      s.audit.failAfter = 0;
      const redeem = await b.call('PUT', '/api/coupon/v1/redeem', { cpnNo: coupon.cpnNo });
      expect(redeem.status).toBe(503);
      expect(redeem.headers.get('X-Not-Sent')).toBe('state');
      expect(redeem.json.message).toMatch(/audit log cannot be written.*nothing was done/i);
      // Its check was read; the redeem itself never left.
      expect(s.sent.slice(sentBefore).map((r) => r.path)).toEqual(['/api/coupon/v1/validate']);
      expect(s.audit.lines).toHaveLength(linesBefore);
      expect(errors.mock.calls.map((call) => call.join(' ')).join('\n')).toContain(
        'could not be put on record first',
      );
      s.audit.failAfter = null;
      s.audit.failing = false;
      const checks = s.audit.readyChecks;
      const again = await b.call('PUT', '/api/coupon/v1/redeem', { cpnNo: coupon.cpnNo });
      expect(again.json.code).toBe(0);
      expect(s.audit.readyChecks).toBe(checks + 1);
      // The refused redeem's own line was owed: it is written before the next write's.
      expect(s.audit.lines.slice(-3).map((line) => [line.outcome, line.detail ?? null])).toEqual([
        ['failed', 'not sent: its intent could not be put on record'],
        ['sending', null],
        ['ok', null],
      ]);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('a log that cannot go on from the start', () => {
  it('(a forged line found at start): the first write asks it, and is refused unsent', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const s = setup(new FailingAuditLog());
      const b = browser(s);
      await b.pair('Till 1');
      await b.unlock('counter');
      s.audit.failing = true;
      const sentBefore = s.sent.length;
      const redeem = await b.call('PUT', '/api/coupon/v1/redeem', { cpnNo: coupon.cpnNo });
      expect(redeem.status).toBe(503);
      expect(redeem.headers.get('X-Not-Sent')).toBe('state');
      expect(s.sent.length).toBe(sentBefore);
      expect(s.audit.readyChecks).toBe(1);
      expect(errors.mock.calls.map((call) => call.join(' ')).join('\n')).toContain(
        'a write was refused unsent',
      );
    } finally {
      errors.mockRestore();
    }
  });
});

describe('the outcome a write is logged with', () => {
  it('ok only for code 0; unknown where the write may have landed; refused otherwise', () => {
    expect(outcomeOfAnswer(200, 0)).toBe('ok');
    expect(outcomeOfAnswer(200, 1002)).toBe('refused');
    expect(outcomeOfAnswer(400, 653)).toBe('refused');
    expect(outcomeOfAnswer(429, 429)).toBe('refused');
    for (const status of [499, 500, 502, 503, 504]) {
      expect(outcomeOfAnswer(status, status)).toBe('unknown');
    }
  });
});
