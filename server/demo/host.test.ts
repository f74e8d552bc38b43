// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { COUPON_FIXTURES } from '../../src/mocks/coupon-fixtures';
import { createApp } from '../app';
import { DEMO_COOKIE, createDemoHost, keepCookies } from './host';
import { demoShopKit } from './kit';
import { DEMO_STAFF, type DemoShopKit } from './shop';

let kit: DemoShopKit;
beforeAll(async () => {
  kit = await demoShopKit('1.0.0-test');
});

interface Json {
  code?: number;
  message?: string;
  plan?: string;
  staff?: unknown;
  result?: unknown;
}
interface Line {
  operation: string;
  target: string | null;
  outcome: string;
}
interface State {
  device: { name: string };
  session: { staff: { name: string; role: string } };
}
const stateOf = (json: Json) => json.result as State;
const linesOf = (json: Json) => json.result as Line[];

/** A browser: its one cookie, kept from each answer. */
function browser(app: {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
}) {
  const jar = new Map<string, string>();
  return {
    jar,
    async call(path: string, init: { method?: string; body?: unknown } = {}) {
      const headers: Record<string, string> = { 'Accept-Language': 'en' };
      if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const response = await app.request(path, {
        method: init.method ?? 'GET',
        headers,
        ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      });
      keepCookies(jar, response.headers.getSetCookie());
      return {
        status: response.status,
        cookies: response.headers.getSetCookie(),
        kind: response.headers.get('x-service-kind'),
        json: (await response.json()) as Json,
      };
    },
  };
}

function demoApp(
  now: string | null = '2026-11-22T10:00:00+09:00',
  allowedHosts: readonly string[] = [],
) {
  const host = createDemoHost({ kit, now, allowedHosts });
  return { host, app: createApp({ api: host.api, trustProxy: false, allowedHosts }) };
}

/** A browser's request for the counter's page on localhost, with the cookie it holds. */
const page = (cookie: string | null) => ({
  method: 'GET',
  path: '/',
  accept: 'text/html,application/xhtml+xml',
  cookie,
  host: 'localhost:4173',
});

describe('the demo host', () => {
  it('opens a shop for a new browser, paired as the demo till and signed in as its owner', async () => {
    const { app } = demoApp();
    const b = browser(app);
    const state = await b.call('/api/auth/state');
    expect(state.status).toBe(200);
    expect(stateOf(state.json).device.name).toBe('Demo till');
    expect(stateOf(state.json).session.staff).toMatchObject({
      name: 'Olivia Owner',
      role: 'owner',
    });
    // The browser holds the shop's cookie only: the sign-in's stay with the host.
    expect(state.cookies).toHaveLength(1);
    expect(state.cookies[0]).toMatch(new RegExp(`^${DEMO_COOKIE}=`));
    expect(state.cookies[0]).toMatch(/HttpOnly/i);
    expect(state.cookies[0]).not.toMatch(/Secure/i);
    expect([...b.jar.keys()]).toEqual([DEMO_COOKIE]);
    // The app asks for the demo's controls only when an answer says so.
    expect(state.kind).toBe('demo');
    expect((await b.call('/api/demo')).kind).toBe('demo');
  });

  it('shows the demo staff and their PINs, and everyone may sign in with theirs', async () => {
    const { app } = demoApp();
    const b = browser(app);
    const demo = await b.call('/api/demo');
    expect(demo.json.staff).toEqual(DEMO_STAFF.map(({ name, role, pin }) => ({ name, role, pin })));
    await b.call('/api/auth/lock', { method: 'POST', body: {} });
    const counter = DEMO_STAFF.find((s) => s.role === 'counter');
    const unlocked = await b.call('/api/auth/unlock', {
      method: 'POST',
      body: { staffId: counter?.id, pin: counter?.pin },
    });
    expect(unlocked.status).toBe(200);
    const state = await b.call('/api/auth/state');
    expect(stateOf(state.json).session.staff.name).toBe(counter?.name);
  });

  it('keeps each browser in its own shop: a redeem is in its audit log, not in another one', async () => {
    const { app, host } = demoApp();
    const [one, two] = [browser(app), browser(app)];
    const redeemed = await one.call('/api/coupon/v1/redeem', {
      method: 'PUT',
      body: { cpnNo: COUPON_FIXTURES.percent, useCnt: 1 },
    });
    expect(redeemed.json).toMatchObject({ code: 0 });
    await two.call('/api/auth/state');
    expect(host.size()).toBe(2);
    const day = '2026-11-22';
    const first = await one.call(`/api/audit?day=${day}`);
    const second = await two.call(`/api/audit?day=${day}`);
    // The write's outcome line (its intent line before it says "intent").
    const redeems = (lines: Line[]) =>
      lines
        .filter((line) => line.operation === 'couponRedeem' && line.outcome === 'ok')
        .map((line) => line.target);
    expect(redeems(linesOf(first.json))).toEqual([COUPON_FIXTURES.percent]);
    expect(redeems(linesOf(second.json))).toEqual([]);
    // The coupon is used in the first shop's service only.
    const again = await two.call(`/api/coupon/v1/validate?cpnNo=${COUPON_FIXTURES.percent}`);
    expect(again.json.code).toBe(0);
  });

  it("lists the coupons of the browser's own service, a created one with them", async () => {
    const { app } = demoApp();
    const [one, two] = [browser(app), browser(app)];
    const created = await one.call('/api/coupon/v1/create', {
      method: 'POST',
      body: {
        nm: 'Listed',
        discTypeIdx: 457,
        disc: 10,
        strtYmd: '2026-11-22',
        endYmd: '2026-11-30',
        useLimit: 1,
        cpnNo: 'LISTED0001',
      },
    });
    expect(created.json, created.json.message).toMatchObject({ code: 0 });
    const names = async (b: ReturnType<typeof browser>) =>
      ((await b.call('/api/demo/coupons')).json as unknown as { nm: string; cpnNo: string }[])
        .filter((coupon) => coupon.nm === 'Listed')
        .map((coupon) => coupon.cpnNo);
    expect(await names(one)).toEqual(['LISTED0001']);
    expect(await names(two)).toEqual([]);
  });

  it("adds a busy day's writes to the browser's own log, chained, and refuses a bad one", async () => {
    const { app, host } = demoApp();
    const [one, two] = [browser(app), browser(app)];
    const day = [
      { till: 'Till 2', person: 'Jisoo', operation: 'stampAdd', target: '274', outcome: 'ok' },
      {
        till: 'Till 3',
        person: 'Minji',
        operation: 'couponRedeem',
        target: 'X1',
        outcome: 'unknown',
      },
    ];
    expect((await one.call('/api/demo/day', { method: 'POST', body: day })).json.result).toBe(2);
    await two.call('/api/auth/state');
    expect(host.size()).toBe(2);
    const written = (lines: Line[]) =>
      lines.filter((l) => l.operation !== 'pair' && l.operation !== 'unlock').map((l) => l.target);
    expect(written(linesOf((await one.call('/api/audit?day=2026-11-22')).json))).toEqual([
      '274',
      'X1',
    ]);
    expect(written(linesOf((await two.call('/api/audit?day=2026-11-22')).json))).toEqual([]);
    const bad = await one.call('/api/demo/day', {
      method: 'POST',
      body: [{ ...day[0], outcome: 'sending' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Line 1: outcome must be ok, refused, failed or unknown.');
  });

  it("gives a page the shop's cookie, so its first API calls all go to one shop", async () => {
    const { app, host } = demoApp();
    const line = host.welcome(page(null));
    expect(line).toMatch(new RegExp(`^${DEMO_COOKIE}=[^;]+; Path=/; HttpOnly; SameSite=Strict$`));
    const b = browser(app);
    keepCookies(b.jar, [line ?? '']);
    // The page's early calls, all at once: one shop, signed in once, and no other cookie set.
    const answers = await Promise.all([
      b.call('/api/auth/state'),
      b.call('/api/demo'),
      b.call(`/api/coupon/v1/validate?cpnNo=${COUPON_FIXTURES.percent}`),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.flatMap((a) => a.cookies)).toEqual([]);
    expect(host.size()).toBe(1);
    // A page of a browser with its shop gets no new one; one whose cookie names none does.
    expect(host.welcome(page(`${DEMO_COOKIE}=${b.jar.get(DEMO_COOKIE)}`))).toBeNull();
    expect(host.welcome(page(`${DEMO_COOKIE}=made-up`))).not.toBeNull();
    expect(host.size()).toBe(2);
  });

  it('opens no shop for what is not a page, nor for a page on a name the app refuses', () => {
    const { host } = demoApp();
    expect(host.welcome({ ...page(null), path: '/api/auth/state' })).toBeNull();
    expect(host.welcome({ ...page(null), accept: '*/*' })).toBeNull();
    expect(host.welcome({ ...page(null), host: 'rebound.example:4173' })).toBeNull();
    expect(host.welcome({ ...page(null), host: undefined })).toBeNull();
    expect(host.size()).toBe(0);
    // A name ALLOWED_HOSTS lists is a page like localhost's.
    const lan = demoApp(undefined, ['counter-demo.lan']);
    expect(lan.host.welcome({ ...page(null), host: 'Counter-Demo.lan:4173' })).not.toBeNull();
    expect(lan.host.size()).toBe(1);
  });

  it("reads and sets the service's settings field by field, and refuses a mistyped one", async () => {
    const { app } = demoApp();
    const b = browser(app);
    const set = await b.call('/api/demo/settings', { method: 'POST', body: { plan: 'personal' } });
    expect(set.json.plan).toBe('personal');
    expect((await b.call('/api/demo/settings')).json.plan).toBe('personal');
    const wrong = await b.call('/api/demo/settings', { method: 'POST', body: { plna: 'premium' } });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toMatch(/Unknown setting "plna"/);
  });

  it('a reset gives the browser a fresh shop, still signed in as the owner', async () => {
    const { app } = demoApp();
    const b = browser(app);
    await b.call('/api/coupon/v1/redeem', {
      method: 'PUT',
      body: { cpnNo: COUPON_FIXTURES.singleUse, useCnt: 1 },
    });
    await b.call('/api/demo/reset', { method: 'POST', body: {} });
    const fresh = await b.call(`/api/coupon/v1/validate?cpnNo=${COUPON_FIXTURES.singleUse}`);
    expect(fresh.json.code).toBe(0);
    const audit = await b.call('/api/audit?day=2026-11-22');
    expect(linesOf(audit.json).filter((l) => l.operation === 'couponRedeem')).toEqual([]);
    expect(stateOf((await b.call('/api/auth/state')).json).session.staff.name).toBe('Olivia Owner');
  });

  it("a reset keeps the shop's clock, and seeds the fixtures around its day", async () => {
    // A shop opened on real time, then pinned to another day: its seed is around the first day.
    const { app } = demoApp(null);
    const b = browser(app);
    const pinned = '2026-03-10T10:00:00+09:00';
    await b.call('/api/demo/settings', { method: 'POST', body: { fixedNow: pinned } });
    await b.call('/api/demo/reset', { method: 'POST', body: {} });
    const settings = (await b.call('/api/demo/settings')).json as { fixedNow?: string };
    expect(settings.fixedNow).toBe(new Date(pinned).toISOString());
    const valid = await b.call(`/api/coupon/v1/validate?cpnNo=${COUPON_FIXTURES.percent}`);
    expect(valid.json.code).toBe(0);
  });

  it('a cookie naming no shop (a restart, a forged one) gets a new shop, never another browser’s', async () => {
    const { app, host } = demoApp();
    const b = browser(app);
    b.jar.set(DEMO_COOKIE, 'made-up');
    const state = await b.call('/api/auth/state');
    expect(stateOf(state.json).session.staff.name).toBe('Olivia Owner');
    expect(b.jar.get(DEMO_COOKIE)).not.toBe('made-up');
    expect(host.size()).toBe(1);
  });

  it('refuses a change sent from another site, as the live server does', async () => {
    const { app } = demoApp();
    const response = await app.request('/api/demo/reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: '{}',
    });
    expect(response.status).toBe(403);
  });
});

describe('the live server', () => {
  it('has no demo: no demo routes, and no demo staff to sign in as', async () => {
    const { setup, prepareStaff } = await import('../auth/auth.test-support');
    await prepareStaff();
    const live = setup();
    for (const [method, path] of [
      ['GET', '/api/demo'],
      ['GET', '/api/demo/settings'],
      ['POST', '/api/demo/reset'],
      ['POST', '/api/demo/day'],
      ['GET', '/api/demo/coupons'],
    ] as const) {
      const answer = await live.app.request(path, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.headers.get('x-service-kind')).not.toBe('demo');
    }
    const state = await live.app.request('/api/auth/state');
    expect(state.status).toBe(200);
    expect(state.headers.get('x-service-kind')).not.toBe('demo');
    const names = (await live.staff.list()).map((member) => member.name);
    expect(names.some((name) => DEMO_STAFF.some((demo) => demo.name === name))).toBe(false);
  });
});
