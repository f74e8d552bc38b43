import { get as httpGet } from 'node:http';
import type { Response } from '@playwright/test';
import { messages as counter } from '../src/locales/en/counter';
import { messages as scan } from '../src/locales/en/scan';
import { expect, test as base } from './fixtures';
import { findCaddy, startProxy, viaProxy, type Proxy } from './https-proxy';
import { HTTPS_HOST, HTTPS_PORTS, LIVE_STAFF } from './live-setup';
import { lockNow, pairDevice, unlockAs } from './live-kit';
import { SECURITY_HEADERS } from '../server/security-headers';

/**
 * A shop's trial on its own network as deploy/Caddyfile.lan sets it up: Caddy in front with
 * `tls internal`, our live server behind it with TRUST_PROXY and ALLOWED_HOSTS as the file's
 * comment says, and a tablet that trusts Caddy's root. The `__Host-` cookies need a secure
 * context, which only https gives a tablet; HSTS and the security headers must come through
 * the proxy as our server sets them.
 */

const caddy = findCaddy();

const test = base.extend<object, { front: Proxy }>({
  front: [
    // Playwright reads a fixture's needs from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      if (!caddy.ok) throw new Error(caddy.reason);
      const front = await startProxy();
      await use(front);
      await front.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  // The browser starts once Caddy has made its root: trusted from its HOME, the name on this machine.
  launchOptions: [
    async ({ launchOptions, front }, use) => {
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), `--host-resolver-rules=MAP ${HTTPS_HOST} 127.0.0.1`],
        env: { ...process.env, HOME: front.browserHome },
      });
    },
    { scope: 'worker' },
  ],
});

test.skip(
  !caddy.ok && process.env.E2E_SKIP_HTTPS === '1',
  'E2E_SKIP_HTTPS=1 and Caddy is not installed',
);

// Both tests share the worker's servers.
test.describe.configure({ mode: 'default' });

const ONE_YEAR = 31_536_000;

/** HSTS of a year or more, and each header our server sets (server/security-headers.ts). */
function expectSecured(headers: Record<string, string | string[] | undefined>, what: string) {
  const hsts = String(headers['strict-transport-security'] ?? '');
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
  expect(maxAge, `${what}: Strict-Transport-Security "${hsts}"`).toBeGreaterThanOrEqual(ONE_YEAR);
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
}

/** The Set-Cookie lines of an answer, as the browser got them through the proxy. */
async function setCookies(response: Response): Promise<string[]> {
  return (await response.headersArray())
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .flatMap((header) => header.value.split('\n'));
}

function expectHostCookie(line: string) {
  expect(line, 'a __Host- cookie').toMatch(/^__Host-pos-(device|session)=/);
  for (const attribute of [
    /;\s*Secure/i,
    /;\s*HttpOnly/i,
    /;\s*SameSite=Strict/i,
    /;\s*Path=\/(;|$)/i,
  ])
    expect(line).toMatch(attribute);
  expect(line).not.toMatch(/;\s*Domain=/i);
}

test('a tablet that trusts the root: paired, unlocked and a redeem over https, with __Host- cookies, HSTS and the security headers through Caddy', async ({
  page,
  context,
  front,
}) => {
  test.slow();
  const pageAnswer = page.waitForResponse(
    (response) => response.request().resourceType() === 'document',
  );
  const pairAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/pair',
  );
  await pairDevice(page, 'Till S');
  expect(page.url().startsWith(`${front.origin}/`)).toBe(true);
  expect(await page.evaluate(() => window.isSecureContext), 'a secure context').toBe(true);

  const opened = await pageAnswer;
  expect(opened.status()).toBe(200);
  expect((await opened.securityDetails())?.issuer ?? '').toMatch(/Caddy Local Authority/);
  expectSecured(await opened.allHeaders(), 'the page');
  const paired = await pairAnswer;
  expectSecured(await paired.allHeaders(), 'the pairing');
  const lines = await setCookies(paired);
  expect(lines.map((line) => line.split('=')[0]).sort()).toEqual([
    '__Host-pos-device',
    '__Host-pos-session',
  ]);
  for (const line of lines) expectHostCookie(line);

  // Kept by the browser as set: this origin only (no Domain), and out of the page's reach.
  const cookies = await context.cookies(front.origin);
  expect(cookies.map((cookie) => cookie.name).sort()).toEqual([
    '__Host-pos-device',
    '__Host-pos-session',
  ]);
  for (const cookie of cookies)
    expect(cookie).toMatchObject({
      domain: HTTPS_HOST,
      path: '/',
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
    });
  expect(await page.evaluate(() => document.cookie)).not.toContain('pos-');

  // The owner hands over: Chris unlocks with his PIN, a new session cookie of the same kind.
  await lockNow(page);
  const unlockAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/auth/unlock',
  );
  await unlockAs(page, 'Till S', LIVE_STAFF.counter);
  const unlocked = await unlockAnswer;
  expect(unlocked.status()).toBe(200);
  expectSecured(await unlocked.allHeaders(), 'the unlock');
  const session = await setCookies(unlocked);
  expect(session).toHaveLength(1);
  for (const line of session) expectHostCookie(line);
  await expect(page.getByRole('button', { name: /Till S · Chris Counter/ })).toBeVisible();

  // A check and a redeem: writes pass the same-origin check, which compares the https origin.
  const field = page.getByLabel(scan.label);
  await field.fill('UNLIMITED01');
  await field.press('Enter');
  const redeemAnswer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/coupon/v1/redeem',
  );
  await page
    .getByRole('region', { name: counter.verdict.valid })
    .getByRole('button', { name: counter.redeem.action })
    .click();
  await expect(page.getByRole('region', { name: counter.verdict.redeemed })).toBeVisible();
  const redeemed = await redeemAnswer;
  expect(redeemed.status()).toBe(200);
  expectSecured(await redeemed.allHeaders(), 'the redeem');
  expect(redeemed.headers()['cache-control']).toBe('no-store');
});

/** A plain-http GET to Caddy's http port, by the LAN name. */
function plainHttp(path: string): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((done, fail) => {
    httpGet(
      { host: '127.0.0.1', port: HTTPS_PORTS.http, path, headers: { host: HTTPS_HOST } },
      (response) => {
        response.resume();
        response.on('end', () =>
          done({ status: response.statusCode ?? 0, headers: response.headers }),
        );
      },
    ).on('error', fail);
  });
}

test('plain http is sent to https before it reaches our server, and a forged X-Forwarded header is not believed', async ({
  front,
}) => {
  for (const path of ['/', '/api/auth/state']) {
    const answer = await plainHttp(path);
    expect(answer.status, path).toBe(308);
    expect(answer.headers.location, path).toBe(`https://${HTTPS_HOST}${path}`);
    // Caddy's own answer: nothing of our server's, no cookie.
    expect(answer.headers['content-security-policy'], path).toBeUndefined();
    expect(answer.headers['set-cookie'], path).toBeUndefined();
  }
  // Caddy replaces what a client says it came through: the server still sees https and our name.
  const forged = await viaProxy('/', front.rootPem, {
    'x-forwarded-proto': 'http',
    'x-forwarded-host': 'elsewhere.example',
  });
  expect(forged.status).toBe(200);
  expectSecured(forged.headers, 'a page asked with forged X-Forwarded headers');
});
