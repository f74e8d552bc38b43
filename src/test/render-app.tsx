import { act, render, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createApp } from '../../server/app';
import type { AuditEntry } from '../../server/audit/types';
import { AUDITED_WRITES } from '../../server/auth/roles';
import { callShop, signInDemoTill, type Visitor } from '../../server/demo/host';
import { demoConfig, demoShopKit } from '../../server/demo/kit';
import { DEMO_STAFF, type DemoShop, openDemoShop } from '../../server/demo/shop';
import { getAuthState, readAuthState } from '../api/auth';
import { configureApiClient } from '../api/client';
import { createQueryClient } from '../api/query-client';
import { configureCustomDomains } from '../api/service-domains';
import { App } from '../app/app';
import { preloadFirstScreen } from '../app/routes';
import { preloadLaterParts } from '../counter/later-parts';
import { AuthGate, firstSignInScreen } from '../features/auth/auth-gate';
import { preloadSignInScreen } from '../features/auth/sign-in-screens';
import type { DemoSettingsPatch } from '../lib/demo-controls';
import type { ReportRow } from '../lib/report/day-report';
import { currentLanguage, initI18n, loadNamespaces, type Language } from '../lib/i18n';
import { createTestService } from '../mocks/node';
import { trackServer } from './open-servers';
import { createAppHop } from './app-hop';
import { logRequests } from './request-log';

/*
 * The whole app at a path as the demo runs it (decision 0027): the browser talks only to our
 * server's API, here one demo shop paired and signed in as its owner, and the shop's way out to
 * the simulated service goes through MSW in Node, where a test's handlers change the service's
 * answers (as Epic Stack mocks its outbound services).
 */

/** A request the app sent to our server: its method, path and JSON body (null for a GET). */
export interface SentToServer {
  method: string;
  path: string;
  headers: Headers;
  body: Record<string, unknown> | null;
}

const SERVICE_ORIGIN = new URL(demoConfig('test').serviceBaseUrl).origin;

/**
 * Appends `rows` to the shop's log as the writes of a day, each at its time (the shop's log keeps
 * the service's clock, which is moved for each and put back), chained and sealed by the log.
 */
async function logDay(shop: DemoShop, rows: readonly ReportRow[]) {
  const { fixedNow } = shop.service.controls.getSettings();
  for (const { seq, time, till, person, operation, target, outcome, detail, facts } of rows) {
    shop.service.controls.update({ fixedNow: time });
    await shop.audit.append({
      requestId: `test-day-${seq}`,
      device: till,
      staff: person,
      role: 'counter',
      operation,
      target,
      outcome,
      ...(detail === undefined ? {} : { detail }),
      ...(facts === undefined ? {} : { facts }),
    });
  }
  shop.service.controls.update({ fixedNow });
}

/** The demo staff's PINs hashed once for the file (scrypt is slow on purpose). */
let kit: ReturnType<typeof demoShopKit> | null = null;

export async function renderApp(
  path: string,
  {
    language = 'en',
    strict = false,
    device,
    staff,
    log = [],
  }: {
    language?: Language;
    /** The till's name as paired (the demo till by default). */
    device?: string;
    /** Who is signed in: one of the demo shop's staff (server/demo/shop.ts), the owner by default. */
    staff?: string;
    /** Writes of other tills and people already in the shop's log, each at its own time. */
    log?: readonly ReportRow[];
    /** Inside React's StrictMode, as main.tsx renders it (effects run twice in development). */
    strict?: boolean;
  } = {},
) {
  window.history.replaceState(null, '', path);
  await Promise.all([
    initI18n(language, window.location.pathname),
    preloadFirstScreen(window.location.pathname),
    loadNamespaces(['auth'], language),
  ]);
  configureApiClient({ getLanguage: currentLanguage });
  const { service, server } = createTestService();
  server.listen({ onUnhandledRequest: 'error' });
  const untrack = trackServer(server);
  // The service's side: only the shop's calls go through MSW (the app's never do).
  const requests = logRequests(server);
  const toService = globalThis.fetch;
  const shop = openDemoShop(await (kit ??= demoShopKit('test')), null, service, (input, init) =>
    toService(input, init),
  );
  await logDay(shop, log);
  const visitor: Visitor = { shop, jar: new Map() };
  await signInDemoTill(visitor, { deviceName: device, staffName: staff });
  // From here on the browser's calls meet our server whole, as the demo's server has it: its
  // health route, headers and checks around the shop's API (server/app.ts).
  visitor.shop = { ...shop, api: createApp({ api: shop.api, trustProxy: false }) };
  const toServer: SentToServer[] = [];
  const { hop, send } = createAppHop((request) => callShop(visitor, request));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    if (url.origin === SERVICE_ORIGIN) return toService(input, init);
    const request = new Request(url, input instanceof Request ? input : init);
    const body = request.method === 'GET' ? null : await request.clone().text();
    toServer.push({
      method: request.method,
      path: url.pathname,
      headers: request.headers,
      body: body ? (JSON.parse(body) as Record<string, unknown>) : null,
    });
    return send(request);
  });
  configureCustomDomains(service.controls.getSettings().registeredDomains);
  const initial = await readAuthState(getAuthState);
  await preloadSignInScreen(firstSignInScreen(initial));
  await preloadLaterParts();
  const queryClient = createQueryClient();
  const app = (
    <AuthGate initial={initial} queryClient={queryClient}>
      <App demoControls={service.controls} queryClient={queryClient} />
    </AuthGate>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  view.unmount = ((unmount) => () => {
    unmount();
    server.close();
    untrack();
  })(view.unmount);
  /** Changes the demo service's settings; the banner re-renders, so inside act(). */
  const demo = (patch: DemoSettingsPatch) =>
    act(async () => {
      service.controls.update(patch);
      await Promise.resolve();
    });
  /**
   * The shop's audit lines of the service's writes, oldest first: each write's outcome, not the
   * "sending" line written before it left, and no sign-ins.
   */
  const writes = () => {
    const lines = shop.audit.lines.map((line) => JSON.parse(line) as AuditEntry);
    return lines.filter(
      (line) =>
        (AUDITED_WRITES as ReadonlySet<string>).has(line.operation) && line.outcome !== 'sending',
    );
  };
  return { ...view, service, server, hop, demo, requests, writes, toServer };
}

/**
 * Another of the demo staff takes over the till, as at a real one: the chip's "Lock now", then
 * their name and PIN on the pad.
 */
export async function switchPerson(user: ReturnType<typeof userEvent.setup>, name: string) {
  const member = DEMO_STAFF.find((candidate) => candidate.name === name);
  if (!member) throw new Error(`No ${name} among the demo staff.`);
  await user.click(screen.getByRole('button', { name: /, signed in; lock or see who$/ }));
  await user.click(await screen.findByRole('button', { name: 'Lock now' }));
  const pad = await screen.findByRole('dialog', { name: /^Unlock / });
  await user.click(within(pad).getByRole('button', { name }));
  const keypad = within(pad).getByRole('group', { name: 'Keypad' });
  for (const digit of member.pin)
    await user.click(within(keypad).getByRole('button', { name: digit }));
  await user.click(within(keypad).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /^Unlock / })).toBeNull());
}
