// @vitest-environment node
import { dayReport } from '../report/day-report';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasHiddenInName } from '../../src/lib/hidden-characters';
import {
  ArrayAuditLog,
  browser,
  config,
  heldPins,
  PINS,
  prepareStaff,
  setup,
  until,
} from './auth.test-support';
import { FilePinAttempts } from './file-pin-attempts';
import { cleanName } from './names';
import { MemoryPinAttempts } from './pin-attempts';
import { PAIRING_KEY } from './pin-guard';
import { PERSON_PIN_CAP, PIN_RULES } from './pin-rules';
import { randomToken, sha256Hex, tokenDigester, tokenKeyFrom } from './tokens';

/**
 * The red team's cases (decision 0013), against the sign-in routes in front of the simulated
 * service: bursts sent at once (every verify held at a gate, so they are truly in flight together),
 * a restart between guesses, oversize and unread bodies, hidden characters in names, a flood from a
 * browser that is no device.
 */

beforeAll(prepareStaff);

const dirs: string[] = [];
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pin-attempts-'));
  dirs.push(dir);
  return dir;
}

const wrongPairing = (deviceName = 'Till X') => ({ deviceName, ownerName: 'Oscar', pin: '0000' });
const rightPairing = { deviceName: 'Till 1', ownerName: 'Oscar', pin: PINS.owner };

describe('guessing the owner’s PIN on the pairing route', () => {
  it('pauses after 5, each pause twice the last, and locks after 20 in a row until the operator lifts it', async () => {
    const pinTallies = new MemoryPinAttempts();
    const s = setup(new ArrayAuditLog(), { pinTallies });
    const b = browser(s);
    const pauses: (string | null)[] = [];
    let last = null as Awaited<ReturnType<typeof b.call>> | null;
    for (let attempt = 1; attempt <= PIN_RULES.pair.endAfter; attempt += 1) {
      last = await b.call('POST', '/api/auth/pair', wrongPairing());
      if (last.status === 429 && last.json.reason === 'paused') {
        pauses.push(last.headers.get('Retry-After'));
        // While paused, even the right PIN is not tried.
        expect((await b.call('POST', '/api/auth/pair', rightPairing)).status).toBe(429);
        s.advance(Number(last.headers.get('Retry-After')) * 1000);
      } else if (attempt < PIN_RULES.pair.endAfter) {
        expect(last.status).toBe(401);
      }
    }
    expect(pauses).toEqual(['30', '60', '120']);
    expect(last?.status).toBe(429);
    expect(last?.json.reason).toBe('pairing-locked');
    expect(last?.json.message).toContain('npm run staff -- unlock-pairing');
    // Locked: no time opens it, and the right PIN is not even tried.
    s.advance(7 * 24 * 60 * 60_000);
    const still = await b.call('POST', '/api/auth/pair', rightPairing);
    expect(still.json.reason).toBe('pairing-locked');
    expect(s.audit.lines.filter((l) => l.operation === 'pair')).toHaveLength(20);
    expect(s.audit.lines.at(-1)?.detail).toMatch(/20 in a row: pairing locked/);

    // The operator lifts it (npm run staff -- unlock-pairing writes this).
    const lockedAt = pinTallies.saved[PAIRING_KEY]?.lockedAt;
    expect(lockedAt).toEqual(expect.any(Number));
    pinTallies.lifts.set(PAIRING_KEY, lockedAt ?? 0);
    expect((await b.call('POST', '/api/auth/pair', rightPairing)).status).toBe(200);
    expect(s.audit.lines.map((l) => l.detail)).toContain('lock-out lifted by the operator');
  });

  it('a burst of 30 wrong and the right one at once verifies 5 PINs, and the right one is not let in', async () => {
    const pins = heldPins();
    const s = setup(new ArrayAuditLog(), { pins });
    const b = browser(s);
    const answers: number[] = [];
    const burst = [...Array.from({ length: 30 }, () => wrongPairing()), rightPairing].map((body) =>
      b.call('POST', '/api/auth/pair', body).then((answer) => {
        answers.push(answer.status);
        return answer;
      }),
    );
    // Every request is either answered or waiting in its verify: then the verifies go on.
    await until(() => answers.length + pins.waiting === burst.length);
    pins.open();
    const results = await Promise.all(burst);
    expect(pins.verified).toBe(PIN_RULES.pair.pauseAfter);
    expect(results.at(-1)?.status).toBe(429);
    expect(results.filter((r) => r.status === 200)).toHaveLength(0);
    expect(await s.devices.list()).toHaveLength(0);
  });

  it('a burst of 20 wrong and the right one on unlock verifies 5, and ten verified ever before the device is unpaired', async () => {
    const pins = heldPins();
    pins.open();
    const s = setup(new ArrayAuditLog(), { pins });
    const b = browser(s);
    expect((await b.call('POST', '/api/auth/pair', rightPairing)).status).toBe(200);
    await b.call('POST', '/api/auth/lock', {});
    const before = pins.verified;
    pins.shut();
    const fire = (pin: string) =>
      b.call('POST', '/api/auth/unlock', { staffId: 'id-counter', pin });
    const answers: number[] = [];
    const burst = [...Array.from({ length: 20 }, () => '0000'), PINS.counter].map((pin) =>
      fire(pin).then((answer) => {
        answers.push(answer.status);
        return answer;
      }),
    );
    await until(() => answers.length + pins.waiting === burst.length);
    pins.open();
    const results = await Promise.all(burst);
    expect(pins.verified - before).toBe(PIN_RULES.unlock.pauseAfter);
    // Each attempt let through was told its own count, reserved before its verify: the five say
    // 9, 8, 7, 6 and 5 more wrong PINs unpair the device, never one figure twice.
    const triesLeft = results
      .map((answer) => answer.headers.get('X-Pin-Tries-Left'))
      .filter((value): value is string => value !== null)
      .map(Number)
      .sort((x, y) => y - x);
    const { endAfter, pauseAfter } = PIN_RULES.unlock;
    expect(triesLeft).toEqual(Array.from({ length: pauseAfter }, (_, i) => endAfter - 1 - i));
    // Burst after burst, pause after pause: never more than ten verified before it is unpaired.
    for (let round = 0; round < 5; round += 1) {
      s.advance(PIN_RULES.unlock.pauseMs);
      await Promise.all(Array.from({ length: 20 }, () => fire('0000')));
    }
    expect(pins.verified - before).toBe(PIN_RULES.unlock.endAfter);
    expect((await s.devices.list())[0]?.revokedAt).not.toBeNull();
  });
});

describe('an employee guessing the owner’s PIN on a paired tablet', () => {
  it('their own right PIN does not clear the owner’s count: the device is unpaired at the tenth guess', async () => {
    const pins = heldPins();
    pins.open();
    const s = setup(new ArrayAuditLog(), { pins });
    const b = browser(s);
    expect((await b.call('POST', '/api/auth/pair', rightPairing)).status).toBe(200);
    const before = pins.verified;
    let last = null as Awaited<ReturnType<typeof b.unlock>> | null;
    for (let cycle = 0; cycle < 6 && last?.json.reason !== 'device-revoked'; cycle += 1) {
      for (let guess = 0; guess < 4 && last?.json.reason !== 'device-revoked'; guess += 1) {
        last = await b.unlock('owner', '0000');
        if (last.json.reason === 'paused') s.advance(PIN_RULES.unlock.pauseMs);
      }
      // Their own PIN, right: it opens their session, and clears only their own count.
      if (last?.json.reason !== 'device-revoked')
        expect((await b.unlock('counter')).status).toBe(200);
    }
    expect(last?.json.reason).toBe('device-revoked');
    const ownerGuesses = s.audit.lines.filter(
      (l) => l.operation === 'unlock' && l.outcome === 'refused',
    );
    expect(ownerGuesses.length).toBeLessThanOrEqual(PIN_RULES.unlock.endAfter);
    expect(pins.verified - before).toBeLessThanOrEqual(PIN_RULES.unlock.endAfter + 3);
  });
});

describe('an employee guessing the owner’s PIN at two tills, the owner unlocking between', () => {
  it('gets 20 guesses a day in all, across devices, whatever right PINs come between', async () => {
    const pins = heldPins();
    pins.open();
    const s = setup(new ArrayAuditLog(), { pins });
    const tills = [browser(s), browser(s)];
    for (const [index, till] of tills.entries()) {
      expect(
        (
          await till.call('POST', '/api/auth/pair', {
            ...rightPairing,
            deviceName: `Till ${index + 1}`,
          })
        ).status,
      ).toBe(200);
    }
    let guesses = 0;
    let paused = null as Awaited<ReturnType<(typeof tills)[0]['unlock']>> | null;
    // Four guesses a till, then the owner's own unlock there (clearing that till's count), then
    // a pause's worth of time: the devices' rules alone never stop this.
    for (let round = 0; round < 10 && !paused; round += 1) {
      for (const till of tills) {
        for (let guess = 0; guess < 4 && !paused; guess += 1) {
          const answer = await till.unlock('owner', '0000');
          if (answer.json.reason === 'paused') paused = answer;
          else {
            expect(answer.json.reason).toBe('wrong-pin');
            guesses += 1;
          }
        }
        if (paused) break;
        // Past the cap, the owner's own PIN waits too: that is the cap.
        const own = await till.unlock('owner');
        if (own.json.reason === 'paused') paused = own;
        else expect(own.status).toBe(200);
      }
      s.advance(PIN_RULES.unlock.windowMs);
    }
    expect(guesses).toBe(PERSON_PIN_CAP.most);
    expect(paused?.status).toBe(429);
    // The owner's PIN, right, is not checked either until the day has passed, on either till.
    const before = pins.verified;
    expect((await tills[1]?.unlock('owner'))?.json.reason).toBe('paused');
    expect(pins.verified).toBe(before);
    // Another person is not held up.
    expect((await tills[0]?.unlock('counter'))?.status).toBe(200);
    s.advance(PERSON_PIN_CAP.windowMs);
    expect((await tills[1]?.unlock('owner'))?.status).toBe(200);
  });

  it('a burst at the owner’s PIN from six tills at once verifies 20, not 30', async () => {
    const pins = heldPins();
    pins.open();
    const s = setup(new ArrayAuditLog(), { pins });
    const tills = Array.from({ length: 6 }, () => browser(s));
    for (const [index, till] of tills.entries()) {
      const paired = await till.call('POST', '/api/auth/pair', {
        ...rightPairing,
        deviceName: `Till ${index + 1}`,
      });
      expect(paired.status).toBe(200);
    }
    const before = pins.verified;
    pins.shut();
    const answered: number[] = [];
    const burst = tills.flatMap((till) =>
      Array.from({ length: 5 }, () =>
        till.unlock('owner', '0000').then((answer) => {
          answered.push(answer.status);
          return answer;
        }),
      ),
    );
    // Every guess is answered or waiting in its verify, all reserved before any is verified.
    await until(() => answered.length + pins.waiting === burst.length);
    pins.open();
    await Promise.all(burst);
    expect(pins.verified - before).toBe(PERSON_PIN_CAP.most);
  });
});

describe('PIN tallies survive a restart (pin-attempts.json in DATA_DIR)', () => {
  it('4 wrong, a restart, 1 more: paused; 13 wrong across a restart: unpaired at the tenth', async () => {
    const dir = await tempDir();
    const first = setup(new ArrayAuditLog(), { pinTallies: new FilePinAttempts(dir) });
    const b = browser(first);
    expect((await b.call('POST', '/api/auth/pair', rightPairing)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await b.unlock('counter', '0000')).status).toBe(401);

    // A restart: a new process reads the same DATA_DIR; the device stays paired (devices.json).
    const second = setup(new ArrayAuditLog(), {
      pinTallies: new FilePinAttempts(dir),
      devices: first.devices,
      clock: first.now(),
    });
    const again = browser(second);
    for (const [name, value] of b.jar) again.jar.set(name, value);
    const fifth = await again.unlock('counter', '0000');
    expect(fifth.status).toBe(429);
    expect(fifth.json.reason).toBe('paused');

    let answer = fifth;
    for (let i = 6; i <= 13 && answer.json.reason !== 'device-revoked'; i += 1) {
      second.advance(PIN_RULES.unlock.pauseMs);
      answer = await again.unlock('counter', '0000');
      if (i < PIN_RULES.unlock.endAfter) expect(answer.json.reason).not.toBe('device-revoked');
    }
    expect(answer.json.reason).toBe('device-revoked');
    expect((await second.devices.list())[0]?.revokedAt).not.toBeNull();
  });

  it('a tally file that cannot be read is said to be so, naming the file, not read as empty', async () => {
    const dir = await tempDir();
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(dir, 'pin-attempts.json'), '{"pair": {"recent": [');
    await expect(new FilePinAttempts(dir).load()).rejects.toThrow(
      /pin-attempts\.json cannot be read/,
    );
    await writeFile(join(dir, 'pin-attempts.json'), '{"zz": 5}');
    await expect(new FilePinAttempts(dir).load()).rejects.toThrow(/the tally of "zz" is not one/);
  });

  it('the operator’s lift is read from its own file; an unlocked pairing is left alone', async () => {
    const dir = await tempDir();
    const store = new FilePinAttempts(dir);
    expect(await store.lift(PAIRING_KEY)).toBe('not-locked');
    await store.save({
      [PAIRING_KEY]: { recent: [], inARow: 20, pausedUntil: 0, pauses: 3, lockedAt: 1234 },
    });
    expect(await store.liftedLock(PAIRING_KEY)).toBeNull();
    expect(await store.lift(PAIRING_KEY)).toBe('lifted');
    expect(await new FilePinAttempts(dir).liftedLock(PAIRING_KEY)).toBe(1234);
    expect(await store.lift(PAIRING_KEY)).toBe('not-locked');
  });
});

describe('bodies are limited before they are read', () => {
  it('a 50 kB pairing is refused unread with a 413 envelope, and no PIN is verified', async () => {
    const pins = heldPins();
    pins.open();
    const s = setup(new ArrayAuditLog(), { pins });
    const body = JSON.stringify({ ...wrongPairing(), pad: 'x'.repeat(50_000) });
    const response = await s.app.request('/api/auth/pair', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(body.length) },
      body,
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 413, result: null });
    expect(pins.verified).toBe(0);
  });

  it('a chunked body past the limit is cut off at the limit: 413, not read whole', async () => {
    const s = setup();
    let pulled = 0;
    const chunk = new TextEncoder().encode('x'.repeat(1024));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 10_000) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await s.app.request(
      new Request('http://localhost/api/auth/pair', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 413 });
    expect(pulled).toBeLessThan(10);
  });

  it('unlock without a device cookie is refused before its body is read', async () => {
    const s = setup();
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled += 1;
          controller.enqueue(new TextEncoder().encode('{"staffId":"id-owner","pin":"3333"}'));
          controller.close();
        },
      },
      // Nothing is read ahead by the stream itself: a pull is a read by the server.
      { highWaterMark: 0 },
    );
    const response = await s.app.request(
      new Request('http://localhost/api/auth/unlock', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('X-Auth-Reason')).toBe('unpaired');
    expect(pulled).toBe(0);
  });

  /**
   * Sends `body` as a stream that counts the server's reads of it (nothing is read ahead by the
   * stream itself), with the browser's cookies if any: the answer, and how many reads there were.
   */
  async function sendCounted(
    s: ReturnType<typeof setup>,
    [method, path, body]: [string, string, string],
    cookie?: string,
  ) {
    let pulls = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulls += 1;
          controller.enqueue(new TextEncoder().encode(body));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const response = await s.app.request(
      new Request(`http://localhost${path}`, {
        method,
        headers: {
          'Content-Type': 'application/json',
          'Sec-Fetch-Site': 'same-origin',
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    return { response, pulls };
  }

  // Every route with a body that needs a device (and, past the pairing, a signed-in person): the
  // cookies are checked first, so a stranger's body, or a locked till's, is never read.
  const bodyRoutes: [method: string, path: string, body: string][] = [
    ['PUT', '/api/auth/device', '{"idleLockMinutes":5}'],
    ['POST', '/api/auth/devices/revoke', '{"deviceId":"d1"}'],
    ['POST', '/api/auth/sign-out-everyone', '{}'],
    ['POST', '/api/coupon/v1/create', '{"cpnNm":"x"}'],
    ['PUT', '/api/coupon/v1/redeem', '{"cpnNo":"ABCD1234"}'],
    ['PUT', '/api/stamp/v1/add', '{"stampIdx":"1"}'],
    ['PUT', '/api/stamp/v1/redeem', '{"stampIdx":"1"}'],
    ['PUT', '/api/stamp/v1/remove', '{"stampIdx":"1"}'],
  ];

  it.each(bodyRoutes)(
    '%s %s from a browser that is no device is refused before its body is read',
    async (...route) => {
      const { response, pulls } = await sendCounted(setup(), route);
      expect(response.status).toBe(401);
      expect(response.headers.get('X-Auth-Reason')).toBe('unpaired');
      expect(pulls).toBe(0);
    },
  );

  it.each(bodyRoutes)(
    '%s %s from a paired till nobody is signed in on is refused before its body is read',
    async (...route) => {
      const s = setup();
      const till = browser(s);
      expect((await till.pair()).status).toBe(200);
      // The pairing signs the owner in; locking leaves the till paired with nobody signed in.
      expect((await till.call('POST', '/api/auth/lock')).status).toBe(200);
      const cookie = [...till.jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const { response, pulls } = await sendCounted(s, route, cookie);
      expect(response.status).toBe(401);
      expect(response.headers.get('X-Auth-Reason')).toBe('signed-out');
      expect(pulls).toBe(0);
    },
  );

  it.each(['DELETE', 'PATCH', 'POST', 'PUT'])(
    '%s with a body to any /api path answers an envelope',
    async (method) => {
      const s = setup();
      for (const path of [
        '/api/coupon/v1/redeem',
        '/api/auth/lock',
        '/api/nothing',
        '/api/audit',
      ]) {
        const response = await s.app.request(path, {
          method,
          headers: { 'Content-Type': 'application/json' },
          body: '{"cpnNo":"ABCD1234"}',
        });
        const text = await response.text();
        expect(text, `${method} ${path}`).not.toBe('');
        expect(JSON.parse(text), `${method} ${path}`).toMatchObject({
          code: expect.any(Number) as number,
          message: expect.any(String) as string,
        });
      }
    },
  );
});

describe('names refuse what hides or reorders text', () => {
  const refused = [
    'Till\u202e1\nX',
    'Till\n1',
    'Till\t1',
    'Till\u200b1',
    'Till\u200c1',
    'Till\u2066 1\u2069',
    'Till\u200f1',
    'Till\u061c1',
    'Till\u20601',
    'Till\u2028 1',
    'Till\u00ad1',
    // Found by the review: invisible or look-alike, yet taken before.
    '\u3164',
    '\u115f\u1160',
    '\uffa0',
    '\u2800',
    'Ti\u200dll',
    'Till\ufe0f',
    'Till\u{e0100}',
    'Till\u180b',
    'Till\u034f',
    'Till\ud800',
    'Till\uffff',
    'Till\ue000',
    'Till\u0378',
    '👩‍🍳',
  ];
  const accepted = [
    'Till 1',
    '계산대 1',
    'Café  Bar',
    'Olivia 👩‍🍳',
    'Till\u00a01',
    'Bar ❤️ 1',
    'Till 1️⃣',
    '\ufeffTill 2\n',
  ];

  it.each(refused)('refuses %j at pairing, with nothing paired', async (deviceName) => {
    const s = setup();
    const answer = await browser(s).call('POST', '/api/auth/pair', { ...rightPairing, deviceName });
    expect(answer.status).toBe(400);
    expect(await s.devices.list()).toHaveLength(0);
  });

  it('keeps names people write, spaces made one', () => {
    expect(accepted.map((name) => cleanName(name, 40))).toEqual([
      'Till 1',
      '계산대 1',
      'Café Bar',
      'Olivia 👩‍🍳',
      'Till 1',
      'Bar ❤️ 1',
      'Till 1️⃣',
      'Till 2',
    ]);
  });

  it('the app’s rule refuses what the server refuses for hidden characters', () => {
    for (const text of refused.filter((name) => name !== '👩‍🍳')) {
      expect(hasHiddenInName(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of accepted) {
      expect(hasHiddenInName(text.trim()), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('a flood of refused calls is counted per device, operation and minute', () => {
  it('1,000 at once from a stranger: one line now, one line with the count when the minute is over', async () => {
    const s = setup();
    const b = browser(s);
    await Promise.all(
      Array.from({ length: 1_000 }, () => b.call('GET', '/api/coupon/v1/validate?cpnNo=ABCD1234')),
    );
    expect(s.audit.lines.map((l) => l.detail)).toEqual(['unpaired']);
    // Not yet over: nothing more is written.
    s.advance(59_999);
    await s.flushRefusals();
    expect(s.audit.lines).toHaveLength(1);
    s.advance(1);
    await s.flushRefusals();
    expect(s.audit.lines).toHaveLength(2);
    expect(s.audit.lines[1]).toMatchObject({
      operation: 'couponValidate',
      outcome: 'refused',
      device: null,
      detail: '999 more refused within a minute of the first (unpaired 999)',
      facts: { calls: 999 },
    });
    // Written once: a second flush has nothing left to write.
    await s.flushRefusals();
    expect(s.audit.lines).toHaveLength(2);
  });

  it('the next refusal after the minute writes the count first, then starts a new minute', async () => {
    const s = setup();
    const b = browser(s);
    await b.call('GET', '/api/coupon/v1/validate?cpnNo=ABCD1234');
    await b.call('POST', '/api/auth/touch', {});
    await b.call('GET', '/api/auth/state');
    await b.call('GET', '/api/coupon/v1/validate?cpnNo=ABCD1234');
    s.advance(60_000);
    await b.call('POST', '/api/auth/touch', {});
    await b.call('GET', '/api/coupon/v1/validate?cpnNo=ABCD1234');
    // The sign-in state and touch are no operation: they are not counted.
    expect(s.audit.lines.map((l) => l.detail)).toEqual([
      'unpaired',
      '1 more refused within a minute of the first (unpaired 1)',
      'unpaired',
    ]);
  });

  it('a revoked device is named, and counted apart from a stranger and from another operation', async () => {
    const s = setup();
    const b = browser(s);
    const stranger = browser(s);
    await b.call('POST', '/api/auth/pair', rightPairing);
    const [device] = await s.devices.list();
    if (!device) throw new Error('not paired');
    await s.devices.save({ ...device, revokedAt: new Date(s.now()).toISOString() });
    const redeem = () => b.call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'ABCD1234' });
    const answers = await Promise.all([
      redeem(),
      redeem(),
      redeem(),
      b.call('PUT', '/api/stamp/v1/add', { stampIdx: 274 }),
      stranger.call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'ABCD1234' }),
      stranger.call('PUT', '/api/coupon/v1/redeem', { cpnNo: 'ABCD1234' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 401]);
    s.advance(60_000);
    await s.flushRefusals();
    const refused = s.audit.lines
      .filter((l) => l.outcome === 'refused')
      .map((l) => [l.operation, l.device?.split(' (')[0] ?? null, l.facts?.calls ?? 1]);
    expect(refused).toEqual(
      expect.arrayContaining([
        ['couponRedeem', 'Till 1', 1],
        ['stampAdd', 'Till 1', 1],
        ['couponRedeem', null, 1],
        ['couponRedeem', 'Till 1', 2],
        ['couponRedeem', null, 1],
      ]),
    );
    expect(refused).toHaveLength(5);
  });

  it('a person without the role, on a signed-in till: named, and the day report adds the count', async () => {
    const s = setup();
    const b = browser(s);
    await b.pair('Till 1');
    await b.unlock('counter');
    const create = () =>
      b.call('POST', '/api/coupon/v1/create', { nm: 'x', discTypeIdx: 457, disc: 10 });
    const answers = await Promise.all(Array.from({ length: 40 }, create));
    expect(answers.every((a) => a.status === 403)).toBe(true);
    s.advance(60_000);
    await s.flushRefusals();
    const lines = s.audit.lines.filter((l) => l.operation === 'couponCreate');
    expect(lines.map((l) => [l.staff, l.role, l.detail])).toEqual([
      ['Cora', 'counter', 'role counter'],
      ['Cora', 'counter', '39 more refused within a minute of the first (role counter 39)'],
    ]);
    expect(dayReport('2026-11-22', s.audit.lines).totals.refused).toBe(40);
  });
});

describe('coupon numbers', () => {
  it.each(['ABCD\r\n1234', 'ABCD\n1234', 'ABCD 1234', 'ABCD한글1234', 'ＡＢＣＤ1234', 'ABCD-1234'])(
    'refuses %j in a check and a redeem, sending nothing',
    async (cpnNo) => {
      const s = setup();
      const b = browser(s);
      await b.call('POST', '/api/auth/pair', rightPairing);
      const sentBefore = s.sent.length;
      const check = await b.call(
        'GET',
        `/api/coupon/v1/validate?cpnNo=${encodeURIComponent(cpnNo)}`,
      );
      expect(check.status).toBe(400);
      expect(check.json.message).toMatch(/letters A–Z and digits only/);
      const redeem = await b.call('PUT', '/api/coupon/v1/redeem', { cpnNo });
      expect(redeem.status).toBe(400);
      expect(s.sent.length).toBe(sentBefore);
    },
  );
});

describe('an insider who can write the stores but does not hold AUDIT_KEY', () => {
  it('writes a device and a session row for tokens of their own: nobody is signed in', async () => {
    const s = setup();
    // A real pairing and unlock, so the owner exists and a device row has a shape to copy.
    const real = browser(s);
    await real.pair('Till 1');
    await real.unlock('owner');
    const [paired] = await s.devices.list();
    if (!paired) throw new Error('no device');
    // Tokens the insider holds, and a device and a session row for them made with `digest`.
    const deviceToken = randomToken();
    const sessionToken = randomToken();
    const forgeAndAsk = async (digest: (token: string) => Promise<string>) => {
      await s.devices.save({ ...paired, id: 'forged', tokenHash: await digest(deviceToken) });
      await s.sessionRows.save({
        idHash: await digest(sessionToken),
        deviceId: 'forged',
        staffId: 'id-owner',
        createdAt: s.now(),
        lastSeenAt: s.now(),
      });
      return s.app.request('/api/audit?day=2026-11-22', {
        headers: {
          'Accept-Language': 'en',
          Cookie: `__Host-pos-device=${deviceToken}; __Host-pos-session=${sessionToken}`,
        },
      });
    };
    // Stored the way a leaked store shows them: their plain SHA-256.
    const response = await forgeAndAsk(sha256Hex);
    expect(response.status).toBe(401);
    expect(response.headers.get('X-Auth-Reason')).toBe('unpaired');
    // The same rows made with the key would have worked: the key is what they lack.
    const withKey = await forgeAndAsk(tokenDigester(await tokenKeyFrom(config.auditKey)));
    expect(withKey.status).toBe(200);
  });
});

describe('an impossible day', () => {
  it.each(['2026-02-30', '2026-04-31', '2026-13-01'])(
    'the audit log answers %s with 400, not an empty day',
    async (day) => {
      const s = setup();
      const owner = browser(s);
      await owner.pair('Back office');
      await owner.unlock('owner');
      const answer = await owner.call('GET', `/api/audit?day=${day}`);
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBeTruthy();
    },
  );
});
