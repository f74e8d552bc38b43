import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ServerEnv } from '../env';
import { randomToken } from '../auth/tokens';
import { SERVICE_KIND_HEADER } from '../api';
import { checkPatch } from '../sim/controls';
import { checkDayLines } from './busy-day';
import { isHostAllowed } from '../hosts';
import {
  cookieHeader,
  cookieValue,
  DEMO_COOKIE,
  isPageRequest,
  keepCookies,
  shopCookie,
} from './cookies';

export { DEMO_COOKIE, keepCookies } from './cookies';
import {
  DEMO_DEVICE_NAME,
  DEMO_STAFF,
  type DemoShop,
  type DemoShopKit,
  openDemoShop,
} from './shop';

/**
 * The demo's API (decision 0027): each browser that opens the demo gets a shop of its own (the
 * simulated service and the live server's API in front of it, shop.ts), paired as a till and
 * signed in as the demo owner on its first request. The browser holds one cookie, which names
 * its shop; the shop's own sign-in cookies are kept here, in the visitor's jar, and sent on each
 * call, so the live server's `__Host-` cookies work on a tablet that reaches the demo over plain
 * http on the shop's network. The routes under /api/demo are the demo's only: the live server
 * (node.ts) has none of them.
 */

/** What every demo answer's X-Service-Kind says (src/api/service-kind.ts). */
export const DEMO_SERVICE_KIND = 'demo';
/** Shops kept at once; the one used longest ago goes first (a public demo stays bounded). */
export const MAX_SHOPS = 200;

export interface Visitor {
  shop: DemoShop;
  /** The shop's sign-in cookies for this browser, name → value. */
  jar: Map<string, string>;
}

const INTERNAL_ORIGIN = 'http://demo.internal';

/** A request to the shop's API with the visitor's jar as its cookies; the jar keeps the answer's. */
export async function callShop(visitor: Visitor, request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  if (visitor.jar.size > 0) headers.set('cookie', cookieHeader(visitor.jar));
  const response = await visitor.shop.api.fetch(new Request(request, { headers }));
  const set = response.headers.getSetCookie();
  if (set.length === 0) return response;
  keepCookies(visitor.jar, set);
  const answer = new Response(response.body, response);
  answer.headers.delete('set-cookie');
  return answer;
}

function post(path: string, body: unknown): Request {
  return new Request(`${INTERNAL_ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Pairs the visitor's browser as a till (the owner's PIN pairs it) and signs one of the demo
 * staff in, by the live routes: the demo till and its owner unless told otherwise.
 */
export async function signInDemoTill(
  visitor: Visitor,
  { deviceName = DEMO_DEVICE_NAME, staffName }: { deviceName?: string; staffName?: string } = {},
): Promise<void> {
  const owner = DEMO_STAFF.find((member) => member.role === 'owner');
  const who = staffName === undefined ? owner : DEMO_STAFF.find((m) => m.name === staffName);
  if (!owner || !who) throw new Error(`The demo staff has no ${staffName ?? 'owner'}.`);
  const paired = await callShop(
    visitor,
    post('/api/auth/pair', { deviceName, ownerName: owner.name, pin: owner.pin }),
  );
  const unlocked = await callShop(
    visitor,
    post('/api/auth/unlock', { staffId: who.id, pin: who.pin }),
  );
  if (!paired.ok || !unlocked.ok) {
    throw new Error(`The demo till could not sign in (${paired.status}, ${unlocked.status}).`);
  }
}

export interface DemoHostOptions {
  kit: DemoShopKit;
  /** Pins each new shop's service clock (SIM_NOW), as `npm run service:sim` takes it. */
  now?: string | null;
  /** ALLOWED_HOSTS, as the app in front has them: a page on another name opens no shop. */
  allowedHosts?: readonly string[];
}

/** What `welcome` reads of a request: the page's, whichever server (Node's, Vite's) received it. */
export interface PageRequest {
  method: string;
  path: string;
  accept?: string | null;
  cookie?: string | null;
  host?: string | null;
}

export interface DemoHost {
  /** /api/* for every demo browser, mounted where the live server mounts its API (app.ts). */
  api: Hono<ServerEnv>;
  /**
   * For any request the page's server receives: the Set-Cookie line of a new shop when it is a
   * page (its HTML) on an allowed name whose browser has no shop yet; otherwise null.
   */
  welcome(request: PageRequest): string | null;
  /** How many shops are open (for tests and whoever watches). */
  size(): number;
}

export function createDemoHost(options: DemoHostOptions): DemoHost {
  const visitors = new Map<string, Promise<Visitor>>();

  async function open(now: string | null = options.now ?? null): Promise<Visitor> {
    const visitor: Visitor = {
      shop: openDemoShop(options.kit, now),
      jar: new Map(),
    };
    await signInDemoTill(visitor);
    return visitor;
  }

  /**
   * The visitor this browser is: a new shop when its cookie names none (a first visit, a restart
   * of this process, a shop dropped for room, a made-up cookie), whose cookie the answer sets.
   */
  function visitorOf(c: Context<ServerEnv>): Promise<Visitor> {
    const sent = getCookie(c, DEMO_COOKIE);
    const known = sent === undefined ? undefined : visitors.get(sent);
    if (sent !== undefined && known) {
      // Used now: to the back of the line the oldest are dropped from.
      visitors.delete(sent);
      visitors.set(sent, known);
      return known;
    }
    const { id, opening } = openShop();
    minted.set(c.req.raw, id);
    return opening;
  }

  function openShop(): { id: string; opening: Promise<Visitor> } {
    const id = randomToken(18);
    const opening = open();
    visitors.set(id, opening);
    opening.catch(() => visitors.delete(id));
    while (visitors.size > MAX_SHOPS) {
      const oldest = visitors.keys().next().value;
      if (oldest === undefined) break;
      visitors.delete(oldest);
    }
    return { id, opening };
  }

  /**
   * For a page's own request (its HTML): a new shop's cookie when the browser's names none. A
   * page's first API calls go out together (the early script's and the app's); without a cookie
   * each would open a shop of its own, and the last cookie set would win. Given with the page,
   * they all carry the one shop's.
   */
  function welcome({ method, path, accept, cookie, host }: PageRequest): string | null {
    if (!isPageRequest(method, path, accept)) return null;
    // The app in front answers 421 to another name: that page must not cost a shop either.
    if (!isHostAllowed(host ?? undefined, options.allowedHosts ?? [])) return null;
    const sent = cookieValue(cookie, DEMO_COOKIE);
    if (sent !== undefined && visitors.has(sent)) return null;
    return shopCookie(openShop().id);
  }
  /** Each request's new shop cookie, set on its answer whatever the route returned. */
  const minted = new WeakMap<Request, string>();

  const api = new Hono<ServerEnv>();
  api.use('/api/*', async (c, next) => {
    await next();
    c.res = new Response(c.res.body, c.res);
    // Every answer says it is the demo's: the app then asks for the demo's controls, which a live
    // server never offers (so a live app never asks, and never logs a 404 for it).
    c.res.headers.set(SERVICE_KIND_HEADER, DEMO_SERVICE_KIND);
    const id = minted.get(c.req.raw);
    if (id === undefined) return;
    c.res.headers.append('set-cookie', shopCookie(id));
  });
  api.get('/api/demo', async (c) => {
    const visitor = await visitorOf(c);
    return c.json({
      staff: DEMO_STAFF.map(({ name, role, pin }) => ({ name, role, pin })),
      settings: visitor.shop.service.controls.getSettings(),
    });
  });
  api.get('/api/demo/settings', async (c) =>
    c.json((await visitorOf(c)).shop.service.controls.getSettings()),
  );
  api.post('/api/demo/settings', async (c) => {
    const visitor = await visitorOf(c);
    const checked = checkPatch(await c.req.json().catch(() => undefined));
    if ('problem' in checked)
      return c.json({ code: 400, message: checked.problem, result: null }, 400);
    visitor.shop.service.controls.update(checked.patch);
    return c.json(visitor.shop.service.controls.getSettings());
  });
  /**
   * The coupons this browser's simulated service holds, as its store has them: what the journeys
   * read back to check a create (the service itself has no listing).
   */
  api.get('/api/demo/coupons', async (c) =>
    c.json(Object.values((await visitorOf(c)).shop.service.state.coupons)),
  );
  /** A busy day's writes of other tills and people, into this browser's log (busy-day.ts). */
  api.post('/api/demo/day', async (c) => {
    const visitor = await visitorOf(c);
    const checked = checkDayLines(await c.req.json().catch(() => undefined));
    if ('problem' in checked)
      return c.json({ code: 400, message: checked.problem, result: null }, 400);
    for (const [index, line] of checked.lines.entries()) {
      await visitor.shop.audit.append({
        ...line,
        requestId: `demo-day-${index + 1}`,
        role: 'counter',
      });
    }
    return c.json({ code: 0, message: '', result: checked.lines.length });
  });
  /**
   * Back to the seed: a new shop for this browser (service, log, sign-in), signed in again. Its
   * clock stays as it was, pinned or not, so the seed's dates are around the shop's day, as the
   * in-page service's reset had them.
   */
  api.post('/api/demo/reset', async (c) => {
    const visitor = await visitorOf(c);
    const fresh = await open(visitor.shop.service.clock.fixed);
    visitor.shop = fresh.shop;
    visitor.jar = fresh.jar;
    return c.json(visitor.shop.service.controls.getSettings());
  });
  api.all('/api/*', async (c) => callShop(await visitorOf(c), c.req.raw));
  return { api, welcome, size: () => visitors.size };
}
