import { appendFile, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { messages as audit } from '../src/locales/en/audit';
import { messages as signIn } from '../src/locales/en/sign-in';
import { messages as clicks } from '../src/locales/en/clicks';
import { messages as common } from '../src/locales/en/common';
import { messages as counter } from '../src/locales/en/counter';
import { messages as create } from '../src/locales/en/create';
import { messages as scan } from '../src/locales/en/scan';
import { messages as stamps } from '../src/locales/en/stamps';
import { expect, languageOf, NETWORK_LOG, test, type Transient } from './fixtures';
import type { Page } from '@playwright/test';
import { LIVE_API_KEY, LIVE_BUILD_DIR, LIVE_STAFF, SIM_URL } from './live-setup';
import {
  axeEverywhere,
  clearOfServiceMidnight,
  fill,
  lockNow,
  onlineBadge,
  pairDevice,
  serviceDayAt,
  submitPairing,
  switchName,
  unlockAs,
  unlockPad,
  WORDS,
  type Words,
} from './live-kit';

/**
 * The live build, served by our server (server/node.ts), with the simulated service's HTTP server
 * behind it in place of the real one: what a shop with an account gets, minus the account.
 */
const FIELD = scan.label;

// One journey at a time: each resets the simulated service's store, which they share.
test.describe.configure({ mode: 'default' });

test.beforeEach(async ({ request }) => {
  // A fresh seed for each journey: the simulated service keeps its store between requests.
  const reset = await request.post(`${SIM_URL}/__sim/reset`);
  expect(reset.ok()).toBe(true);
});

test('check and redeem a coupon, add a stamp, give a reward, read the hourly chart', async ({
  page,
}) => {
  // Four screens through two servers, each write read back: longer than a demo journey.
  test.slow();
  const answers: string[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/')) answers.push(await response.text());
  });
  await pairDevice(page, 'Till 1');
  // "Live" in the header, said in full to a screen reader.
  await expect(page.getByText(onlineBadge())).toBeVisible();
  await expect(page.getByText(common.demo.bannerTitle)).toHaveCount(0);

  const field = page.getByLabel(FIELD);
  await field.fill('ONSITE01');
  await field.press('Enter');
  await page
    .getByRole('region', { name: counter.verdict.valid })
    .getByRole('button', { name: counter.redeem.action })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Redeem ONSITE01' });
  await dialog.getByLabel(common.onsitePassword.label).fill('1234');
  await dialog.getByRole('button', { name: counter.redeem.confirm }).click();
  await expect(page.getByRole('region', { name: counter.verdict.redeemed })).toContainText(
    counter.redeem.usedUp,
  );

  await field.fill('274');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/stamps\/274$/);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  await page.getByRole('button', { name: stamps.add.action }).click();
  await expect(page.getByText('Stamp 4 added. Confirmed by the service: 4 of 10.')).toBeVisible();

  await field.fill('276');
  await field.press('Enter');
  await page
    .getByRole('region', { name: stamps.verdict.full })
    .getByRole('button', { name: stamps.reward.action })
    .click();
  await expect(page.getByRole('region', { name: stamps.verdict.rewardGiven })).toBeVisible();

  await page.getByRole('link', { name: common.nav.clicks }).click();
  await expect(page.getByRole('heading', { name: clicks.title })).toBeVisible();
  await page.getByRole('button', { name: clicks.controls.previousDay }).click();
  await expect(
    page.getByRole('group', { name: /^Clicks per hour, the whole account, / }),
  ).toBeVisible();
  await expect(page.getByText(/^Busiest hour: \d\d:00–\d\d:00 KST/)).toBeVisible();

  // What the browser got from our server: the key never, an on-site password never.
  expect(answers.length).toBeGreaterThan(5);
  for (const body of answers) {
    expect(body).not.toContain('onsitePwd');
    expect(body).not.toContain(LIVE_API_KEY);
  }
});

/** Waits until this page's app worker (sw.js) is installed and active. */
async function appWorkerActive(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active ? new URL(registration.active.scriptURL).pathname : 'none';
        }),
      { timeout: 20_000 },
    )
    .toBe('/sw.js');
}

test.describe('offline', () => {
  // Chromium logs each request the cut network refused (ERR_INTERNET_DISCONNECTED).
  test.use({ expectedConsoleErrors: NETWORK_LOG });

  test('installable: a manifest with its icons, opens with no network to "No connection", a scan sends nothing, and checks come back with the network', async ({
    page,
    context,
  }) => {
    test.slow();
    await pairDevice(page, 'Till 5');
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      name: string;
      short_name: string;
      display: string;
      scope: string;
      start_url: string;
      theme_color: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Counter POS',
      short_name: 'Counter',
      display: 'standalone',
      scope: '/',
      start_url: '/',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.headers()['content-type'], icon.src).toBe('image/png');
    }
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/manifest.webmanifest',
    );
    await appWorkerActive(page);

    // The network goes: the app still opens, from the app worker's copy, to the scan field.
    const sent: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/')) sent.push(path);
    });
    await context.setOffline(true);
    await page.reload();
    const field = page.getByLabel(FIELD);
    await expect(field).toBeFocused();
    await expect(page.getByText(common.connection.offline)).toBeVisible();
    // The header no longer says "connected": the badge names the lost connection.
    await expect(
      page.getByText(`${common.live.offline}: ${common.live.offlineDescription}`),
    ).toBeVisible();
    await expect(page.getByText(onlineBadge())).toHaveCount(0);
    sent.length = 0;
    await field.fill('PERCENT15');
    await field.press('Enter');
    const refused = page.getByRole('region', { name: counter.verdict.failed });
    await expect(refused).toContainText(counter.offline);
    await expect(refused).toContainText(common.errors.notSent);
    expect(sent).toEqual([]);

    // Back online: the health route says so within seconds, and the same scan goes through.
    await context.setOffline(false);
    await expect(page.getByText(common.connection.offline)).toBeHidden({ timeout: 15_000 });
    await expect(page.getByText(onlineBadge())).toBeVisible();
    await refused.getByRole('button', { name: counter.checkAgain }).click();
    await expect(page.getByRole('region', { name: counter.verdict.valid })).toBeVisible();
    // The service answered: the badge names the simulated one it is, not "the real service".
    await expect(
      page.getByText(`${common.live.badgeSimulated}: ${common.live.descriptionSimulated}`),
    ).toBeVisible();
  });
});

test('an update is offered without navigating, and applied on a tap keeps the route and the draft', async ({
  page,
}) => {
  test.slow();
  await pairDevice(page, 'Till 6');
  await appWorkerActive(page);
  // Opened again, as a tablet opens the installed app: the worker now controls the page, so a
  // new version waits for the app to hand over.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await page.getByRole('link', { name: common.nav.createCoupon }).click();
  await expect(page.getByRole('heading', { name: create.title })).toBeVisible();
  await page.getByLabel(create.fields.name).fill('Winter window sale');
  await page.getByLabel(create.fields.percent).fill('12.5');

  // A new build on the server: its worker differs by a byte. The app looks when it is shown.
  const worker = join(LIVE_BUILD_DIR, 'sw.js');
  const original = await readFile(worker, 'utf8');
  await appendFile(worker, `\n// e2e: a new version ${Date.now()}\n`);
  try {
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const prompt = page.getByRole('status').filter({ hasText: common.update.ready });
    await expect(prompt).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/coupons\/new$/);
    // A draft is being typed: the update waits for the tap.
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: common.update.apply }).click();
    await reloaded;
  } finally {
    await writeFile(worker, original);
  }
  await expect(page).toHaveURL(/\/coupons\/new$/);
  await expect(page.getByLabel(create.fields.name)).toHaveValue('Winter window sale');
  await expect(page.getByLabel(create.fields.percent)).toHaveValue('12.5');
  await expect(page.getByText(common.update.ready)).toHaveCount(0);
});

test('a start held up by a slow server says so after a second instead of a blank page, and the app replaces the words', async ({
  page,
}) => {
  // The sign-in state is the first read the start waits for: held back until the test lets go.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/auth/state', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  const starting = page.getByText('Starting…', { exact: true });
  await expect(starting).toBeVisible();
  await expect(page.getByText('시작하는 중…', { exact: true })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: signIn.pair.title })).toBeVisible();
  await expect(starting).toHaveCount(0);
});

test("a signed-in till's reload reads its state once, sent before the app ran, and asks early for the sign-in's code", async ({
  page,
}) => {
  await pairDevice(page, 'Till 1');
  const reads: string[] = [];
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/auth/state' || pathname === '/healthz') reads.push(pathname);
    requested.push(pathname);
  });
  await page.reload();
  await expect(page.getByLabel(FIELD)).toBeFocused();
  // The early script sent each read; the app took those answers instead of asking again.
  expect(reads.sort()).toEqual(['/api/auth/state', '/healthz']);
  // The sign-in's chunk and the counter's strings were asked for by links the early script
  // added, before the app's own code had run: the page holds them.
  const early = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(early.some((path) => /\/assets\/start-auth-[\w-]+\.js$/.test(path))).toBe(true);
  expect(early.some((path) => /\/assets\/counter-[\w-]+\.js$/.test(path))).toBe(true);
  for (const path of early) expect(requested).toContain(path);
  // Each stylesheet the early script preloads is fetched once: the preload is the request the
  // app's own link makes (a preload in another credentials mode went unused, and the file came
  // twice). Others may come twice here: the page before the reload was still loading its parts.
  const preloadedSheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(preloadedSheets.length).toBeGreaterThan(0);
  for (const sheet of preloadedSheets)
    expect(
      requested.filter((path) => path === sheet),
      sheet,
    ).toHaveLength(1);
  // A scan still goes through: the session the early read found is the one in use.
  const field = page.getByLabel(FIELD);
  await field.fill('PERCENT15');
  await field.press('Enter');
  await expect(page.getByRole('region', { name: counter.verdict.valid })).toBeVisible();
});

test('the live build holds no API key, no mock worker and no simulated-service code', async () => {
  const files: string[] = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else files.push(path);
    }
  };
  await walk(LIVE_BUILD_DIR);
  const names = files.map((file) => file.slice(LIVE_BUILD_DIR.length + 1));
  expect(names).toContain('index.html');
  expect(names).toContain('early-keys.js');
  expect(names).not.toContain('mockServiceWorker.js');
  expect(names.filter((name) => name.startsWith('demo/'))).toEqual([]);
  for (const file of files.filter((f) => /\.(js|html|css|map)$/.test(f))) {
    const text = await readFile(file, 'utf8');
    expect(text, file).not.toContain(LIVE_API_KEY);
    // The simulated service's own words and names: its seed and its worker.
    expect(text, file).not.toContain('Autumn sale 15%');
    expect(text, file).not.toContain('mockServiceWorker');
    expect(text, file).not.toContain('createSimulatedService');
  }
});

test('pair a device, unlock as counter staff, redeem, sit out the idle lock, find the verdict, read it in the audit log', async ({
  page,
}) => {
  test.slow();
  // The page's clock, so five idle minutes pass in a moment (the server keeps real time).
  await page.clock.install();
  await pairDevice(page, 'Till 7');
  const chip = page.getByRole('button', { name: /Till 7 · Olivia Owner/ });
  await expect(chip).toBeVisible();
  // A space between the till's name and the person's, as it reads (the walk saw "Till 7 ·Olivia").
  const till = await chip.getByText('Till 7 ·').boundingBox();
  const owner = await chip.getByText('Olivia Owner', { exact: true }).boundingBox();
  expect((owner?.x ?? 0) - ((till?.x ?? 0) + (till?.width ?? 0))).toBeGreaterThan(2);

  // The owner hands over to the counter: lock, then Chris unlocks with his own PIN.
  await lockNow(page);
  await unlockAs(page, 'Till 7', LIVE_STAFF.counter);
  await expect(page.getByRole('button', { name: /Till 7 · Chris Counter/ })).toBeVisible();

  const field = page.getByLabel(FIELD);
  await field.fill('PERCENT15');
  await field.press('Enter');
  await page
    .getByRole('region', { name: counter.verdict.valid })
    .getByRole('button', { name: counter.redeem.action })
    .click();
  const redeemed = page.getByRole('region', { name: counter.verdict.redeemed });
  await expect(redeemed).toBeVisible();
  // The day the server logged the redeem on: its clock is the runner's, not the page's.
  const redeemDay = serviceDayAt(Date.now());

  // Five minutes without a touch: the pad comes up over the verdict, which stays.
  await page.clock.fastForward('05:30');
  const pad = unlockPad(page, 'Till 7');
  await expect(pad).toBeVisible();
  await expect(pad.getByText('Locked after 5 minutes without use.')).toBeVisible();
  // Locked for real: the server answers nobody now.
  const state = (await (await page.request.get('/api/auth/state')).json()) as {
    result: { session: unknown };
  };
  expect(state.result.session).toBeNull();
  await unlockAs(page, 'Till 7', LIVE_STAFF.counter);
  await expect(redeemed).toBeVisible();
  await expect(redeemed).toContainText('PERCENT15');

  // Chris locks by hand; after a reload the pad still says so, and whose till it was (the server
  // ended the session: this browser remembers its lock). Marketing then reads the audit log: the
  // redeem, under Chris's name, on Till 7.
  const lockSent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/lock');
  await lockNow(page);
  await lockSent;
  await page.reload();
  await expect(unlockPad(page, 'Till 7')).toHaveAccessibleDescription(
    `Locked. ${LIVE_STAFF.counter.name} was signed in.`,
  );
  await unlockAs(page, 'Till 7', LIVE_STAFF.marketing);
  await page.getByRole('link', { name: common.nav.audit }).click();
  await expect(page.getByRole('heading', { name: audit.title })).toBeVisible();
  // The log opens on the page's today, and the page's clock ran five minutes ahead: from 23:54:30
  // in Seoul that is already the next day, with no redeem in it (the last CI run met it; run at
  // 23:58 Seoul, the old test fails). The redeem's own day is asked for; any other time of day,
  // that is the day already shown.
  await page.getByLabel(fill(audit.controls.day, { zone: 'KST' })).fill(redeemDay);
  const rows = page
    .getByRole('row')
    .filter({ hasText: audit.operations.couponRedeem })
    .filter({ hasText: 'PERCENT15' });
  // Its intent, on record before it was sent, then its outcome.
  await expect(rows.filter({ hasText: audit.outcomes.sending })).toHaveCount(1);
  const row = rows.filter({ hasText: audit.outcomes.ok });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(LIVE_STAFF.counter.name);
  await expect(row).toContainText('Till 7');
});

/** The words of the language the page speaks now. */
const wordsOf = async (page: Page): Promise<Words> => WORDS[await languageOf(page)];

test.describe('accessibility', () => {
  // A wrong PIN is answered 401, which Chromium logs as a failed load.
  test.use({ expectedConsoleErrors: NETWORK_LOG });

  test('axe: pairing, signed in, the unlock pad and the audit log, in English and Korean, light and dark', async ({
    page,
  }) => {
    // Ten states, each in two languages and two schemes, through two servers.
    test.slow();
    // Today's entries are this test's: it starts clear of the service's midnight.
    await clearOfServiceMidnight();
    const device = 'Till A11y';
    const owner = LIVE_STAFF.owner;

    // Pairing: the page as it opens, with the form's own messages, with the server's refusal.
    // The static page says "en" until the app has read the stored language: its heading first.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    let m: Words = await wordsOf(page);
    await expect(page.getByRole('heading', { level: 1, name: m.signIn.pair.title })).toBeVisible();
    await axeEverywhere(page, 'pairing');
    m = await wordsOf(page);
    await page.getByRole('button', { name: m.signIn.pair.submit }).click();
    await expect(page.getByText(m.signIn.pair.required.deviceName)).toBeVisible();
    await axeEverywhere(page, 'pairing, fields missing');
    m = await wordsOf(page);
    await submitPairing(page, device, '0000', m);
    await expect(page.getByRole('alert').filter({ hasText: m.signIn.pair.wrongPin })).toBeVisible();
    await axeEverywhere(page, 'pairing, wrong PIN');
    // …which axe cannot read: the refusal is said in the language switched to after it.
    m = await wordsOf(page);
    await expect(page.getByRole('alert').filter({ hasText: m.signIn.pair.wrongPin })).toBeVisible();

    // Signed in as the owner: the live badge and the staff chip in the header, and its panel,
    // which Esc closes (on the counter too: the counter's own Esc waits while a pop-up is open).
    await pairDevice(page, device, await wordsOf(page));
    await axeEverywhere(page, 'counter, signed in');
    const chipPanel: Transient<Words> = {
      open: async (words) => {
        await page.getByRole('button', { name: words.auth.chip.action }).click();
        await expect(page.getByRole('button', { name: words.auth.chip.lockNow })).toBeVisible();
      },
      close: async () => {
        const { auth: words } = await wordsOf(page);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('button', { name: words.chip.lockNow })).toBeHidden();
      },
    };
    await chipPanel.open(await wordsOf(page));
    await axeEverywhere(page, 'staff chip, open', chipPanel);
    await chipPanel.close();

    // Locked: the pad over the counter, its names, a name chosen (the PIN and keypad), a wrong PIN.
    m = await wordsOf(page);
    await lockNow(page, m);
    let pad = unlockPad(page, device, m);
    await expect(pad.getByText(m.signIn.pad.reasons.manual)).toBeVisible();
    await axeEverywhere(page, 'unlock pad, names');
    m = await wordsOf(page);
    pad = unlockPad(page, device, m);
    await pad.getByRole('button', { name: owner.name }).click();
    await expect(pad.getByRole('group', { name: m.signIn.pad.keypad })).toBeVisible();
    await axeEverywhere(page, 'unlock pad, PIN');
    m = await wordsOf(page);
    pad = unlockPad(page, device, m);
    const pin = pad.getByLabel(fill(m.signIn.pad.pinFor, { name: owner.name }));
    await pin.fill('0000');
    await pin.press('Enter');
    await expect(pad.getByRole('alert').filter({ hasText: m.signIn.pad.wrongPin })).toBeVisible();
    await axeEverywhere(page, 'unlock pad, wrong PIN');
    m = await wordsOf(page);
    pad = unlockPad(page, device, m);
    await pad.getByRole('button', { name: fill(m.signIn.pad.notMe, { name: owner.name }) }).click();
    await unlockAs(page, device, owner, m);

    // The audit log: today's entries (a refusal among them), then a day with none: two days back,
    // before this run's fresh log began (a run that began before midnight has entries yesterday).
    await page.getByRole('link', { name: m.common.nav.audit }).click();
    await expect(page.getByRole('heading', { level: 1, name: m.audit.title })).toBeVisible();
    await expect(
      page.getByRole('row').filter({ hasText: m.audit.outcomes.refused }).first(),
    ).toBeVisible();
    await axeEverywhere(page, 'audit log, today');
    m = await wordsOf(page);
    const previousDay = page.getByRole('button', { name: m.audit.controls.previousDay });
    const day = page.getByLabel(fill(m.audit.controls.day, { zone: 'KST' }));
    // The day is written as the page's language writes dates in figures (decision 0020).
    const lang = await page.evaluate(() => document.documentElement.lang);
    const inFigures = new Intl.DateTimeFormat(lang, {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      timeZone: 'UTC',
    });
    for (const back of [1, 2]) {
      await previousDay.click();
      const ymd = serviceDayAt(Date.now() - back * 86_400_000);
      await expect(day).toHaveValue(inFigures.format(new Date(`${ymd}T00:00:00Z`)));
    }
    await expect(page.getByRole('table')).toBeHidden();
    await expect(
      page.getByRole('status').filter({ hasText: fill(m.audit.table.count_other, { count: '0' }) }),
    ).toBeVisible();
    await axeEverywhere(page, 'audit log, a day with no entries');
  });
});

/** How many lines a box's text takes (the tops of its text's line boxes). */
const textLines = (element: HTMLElement | SVGElement) => {
  const range = document.createRange();
  range.selectNodeContents(element);
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
};

test('a phone in Korean: the header keeps its words whole and the chip’s panel on screen; the audit log does not break a role', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('counter-pos.language', 'ko'));
  const m = WORDS.ko;
  await pairDevice(page, 'Till 9', m);

  // Badge, chip and switch in one row: the switch's name stayed on one line (it read En/gli/sh).
  const languageSwitch = page.getByRole('button', { name: switchName('ko', 'en'), exact: true });
  expect(await languageSwitch.getByText(m.common.language.en).evaluate(textLines)).toBe(1);

  // The chip's panel, hung from a chip that starts after the badge, ran off the right edge.
  await page.getByRole('button', { name: m.auth.chip.action }).click();
  await expect(page.getByRole('button', { name: m.auth.chip.lockNow })).toBeInViewport({
    ratio: 1,
  });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await page.keyboard.press('Escape');

  // The audit log's role column (its table scrolls sideways) kept 점주 whole, not 점/주.
  await page.getByRole('link', { name: m.common.nav.audit }).click();
  const role = page.getByRole('cell', { name: m.audit.roles.owner, exact: true }).first();
  await expect(role).toBeVisible();
  expect(await role.evaluate(textLines)).toBe(1);
  const heading = page.getByRole('columnheader', { name: m.audit.table.role, exact: true });
  expect(await heading.evaluate(textLines)).toBe(1);
});

test('stamps as the real service has them: fill an on-site card and give its reward through the redeem; a stamp added by mistake, taken back', async ({
  page,
  request,
}) => {
  test.slow();
  await pairDevice(page, 'Till 5');
  await lockNow(page);
  await unlockAs(page, 'Till 5', LIVE_STAFF.counter);
  await request.delete(`${SIM_URL}/__sim/requests`);

  // Card 280: on site, 2 of 5, password 5678. Three stamps fill it.
  const field = page.getByLabel(FIELD);
  await field.fill('280');
  await field.press('Enter');
  await page.getByRole('button', { name: 'Add 3 stamps (one per item bought)' }).click();
  const full = page.getByRole('region', { name: stamps.verdict.full });
  await expect(full).toContainText(stamps.card.rewardReady, { timeout: 15_000 });
  await full.getByRole('button', { name: stamps.reward.action }).click();
  const dialog = page.getByRole('dialog', { name: 'Give the reward for card 280' });
  const password = dialog.getByLabel(common.onsitePassword.label);
  // A wrong password: our server compares it with its own fresh validate and sends nothing.
  await password.fill('1111');
  await password.press('Enter');
  // Our server's words, said to be its own (X-Said-By), not the service's.
  await expect(dialog.getByRole('alert')).toHaveText(
    stamps.reward.refusedInDialogByServer.replace(
      '{{message}}',
      'The on-site password is incorrect.',
    ),
  );
  await password.fill('5678');
  await dialog.getByRole('button', { name: stamps.reward.confirm }).click();
  await expect(page.getByRole('region', { name: stamps.verdict.rewardGiven })).toBeVisible();

  // Card 274, 3 of 10, answered as the service's own sample answers it (`"stampIdx": 16`): one
  // stamp by mistake, then Undo, both to 274.
  await field.fill('274');
  await field.press('Enter');
  const progress = page.getByRole('progressbar', { name: stamps.card.progressLabel });
  await expect(progress).toHaveAttribute('aria-valuenow', '3');
  await page.getByRole('button', { name: stamps.add.action }).click();
  await expect(page.getByText('Stamp 4 added. Confirmed by the service: 4 of 10.')).toBeVisible();
  await page.getByRole('button', { name: stamps.undo.action }).click();
  await expect(
    page.getByText('Stamp taken back. Confirmed by the service: 3 of 10.'),
  ).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '3');

  // What the service got: only its documented stamp paths, with exactly their bodies.
  const received = (await (await request.get(`${SIM_URL}/__sim/requests`)).json()) as {
    method: string;
    path: string;
    body: unknown;
  }[];
  const writes = received.filter((r) => r.method === 'PUT');
  expect(writes.map((r) => [r.path, r.body])).toEqual([
    ['/api/stamp/v1/add', { stampIdx: 280 }],
    ['/api/stamp/v1/add', { stampIdx: 280 }],
    ['/api/stamp/v1/add', { stampIdx: 280 }],
    ['/api/stamp/v1/redeem', { stampIdx: 280, onsitePwd: '5678' }],
    ['/api/stamp/v1/add', { stampIdx: 274 }],
    ['/api/stamp/v1/remove', { stampIdx: 274 }],
  ]);
  expect(
    received.every((r) => /^\/api\/stamp\/v1\/(validate|add|redeem|remove)$/.test(r.path)),
  ).toBe(true);
});
