import type { Page } from '@playwright/test';
import { messages as common } from '../src/locales/en/common';
import { messages as counter } from '../src/locales/en/counter';
import { messages as create } from '../src/locales/en/create';
import { messages as createKo } from '../src/locales/ko/create';
import { fixTime, demo, expect, expectAccessible, NETWORK_LOG, test } from './fixtures';

/**
 * The create form's journeys (decision 0010), in a real browser on the production build with the
 * simulated service: a coupon of each kind created and then found at the counter as it was made;
 * the plan's gates; and every way a send can go wrong (a double click, a lost answer, a reload
 * mid-send, a refusal) ending in exactly one coupon. The shop's clock is pinned: 22 November 2026,
 * 10:00 in Seoul.
 */
const NOW = new Date('2026-11-22T10:00:00+09:00');

interface StoredCoupon {
  cpnNo: string;
  nm: string;
  discTypeIdx: number;
  disc: number;
  discCurrency: string | null;
  strtYmd: string;
  endYmd: string;
}

/** The coupons this browser's simulated service holds with this name, read from its store. */
async function couponsNamed(page: Page, name: string): Promise<StoredCoupon[]> {
  const answer = await page.request.get('/api/demo/coupons');
  expect(answer.status(), 'the demo shop lists its coupons').toBe(200);
  return ((await answer.json()) as StoredCoupon[]).filter((coupon) => coupon.nm === name);
}

/** Counts the create requests the page sends. */
function countCreates(page: Page) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/coupon/v1/create')) count += 1;
  });
  return () => count;
}

async function openForm(page: Page) {
  await page.goto('/coupons/new');
  await expect(page.getByRole('form', { name: create.title })).toBeVisible();
}

const nameField = (page: Page) => page.getByRole('textbox', { name: create.fields.name });
const drawnCode = (page: Page) =>
  page.getByRole('textbox', { name: create.fields.generatedCode }).inputValue();
const createButton = (page: Page) => page.getByRole('button', { name: create.submit.create });
const createdView = (page: Page) => page.getByRole('region', { name: create.created.title });

/** A one-use 20 % coupon through the last day of the year, named `name`. */
async function fillPercentage(page: Page, name: string) {
  await nameField(page).fill(name);
  await page.getByLabel(create.fields.percent).fill('20');
  await page.getByLabel(/End date/).fill('2026-12-31');
}

test.describe('creating a coupon', () => {
  test.beforeEach(async ({ page }) => {
    await fixTime(page, NOW);
  });

  test('dates are written one way, the page’s, in the field and its hint; a bad one says so and keeps its text', async ({
    page,
  }) => {
    await openForm(page);
    const start = page.getByLabel(/^Start date/);
    const end = page.getByLabel(/^End date/);
    await expect(start).toHaveValue('11/22/2026');
    await expect(start).toHaveAccessibleDescription('From 11/22/2026 (Sun), 00:00 KST.');
    await end.fill('12/31/2026');
    await end.blur();
    await expect(end).toHaveAccessibleDescription(
      'Through 12/31/2026 (Thu), 23:59 KST: the end date is included.',
    );
    await end.fill('13/31/2026');
    await end.blur();
    await expect(end).toHaveValue('13/31/2026');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('This is not a day: type it as month/day/year, such as 11/22/2026.'),
    ).toBeVisible();
    // In Korean, the Korean way, in the field and the hint alike; what was typed is kept.
    await page.getByRole('button', { name: '한국어' }).click();
    await expect(page.getByRole('form', { name: createKo.title })).toBeVisible();
    await expect(page.getByLabel(/^시작일/)).toHaveValue('2026. 11. 22.');
    await expect(page.getByLabel(/^시작일/)).toHaveAccessibleDescription(
      '2026. 11. 22.(일) 00:00 KST부터.',
    );
    await expect(page.getByLabel(/^종료일/)).toHaveValue('13/31/2026');
  });

  test('a percentage coupon, then found at the counter with the same discount and dates', async ({
    page,
  }) => {
    await openForm(page);
    await expect(page.getByLabel(/Start date/)).toHaveValue('11/22/2026');
    await fillPercentage(page, 'Winter 20');
    await expect(
      page.getByText('20% off, valid Nov 22 – Dec 31, 2026 (KST), 1 use.'),
    ).toBeVisible();
    const code = await drawnCode(page);
    await createButton(page).click();
    await expect(createdView(page).getByText(code, { exact: true })).toBeVisible();
    expect(await couponsNamed(page, 'Winter 20')).toEqual([
      expect.objectContaining({
        cpnNo: code,
        discTypeIdx: 457,
        disc: 20,
        strtYmd: '2026-11-22',
        endYmd: '2026-12-31',
      }),
    ]);

    await createdView(page).getByRole('link', { name: create.created.check }).click();
    await expect(page).toHaveURL(/\/(\?|$)/);
    const valid = page.getByRole('region', { name: counter.verdict.valid });
    await expect(valid).toContainText('Winter 20');
    await expect(valid).toContainText('20% off');
    await expect(valid).toContainText('Nov 22, 2026 – Dec 31, 2026');
    await expect(valid).toContainText(code);
  });

  test('1024×768 in Korean: the created coupon opens at the top, its heading focused, the navigation whole', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.addInitScript(() => localStorage.setItem('counter-pos.language', 'ko'));
    await page.goto('/coupons/new');
    await expect(page.getByRole('form', { name: createKo.title })).toBeVisible();
    await page.getByRole('textbox', { name: createKo.fields.name }).fill('겨울 20');
    await page.getByLabel(createKo.fields.percent).fill('20');
    await page.getByLabel(/^종료일/).fill('2026-12-31');
    // Create is at the foot of a long form: the page is scrolled down when it is pressed.
    await page.getByRole('button', { name: createKo.submit.create }).click();
    const heading = page.getByRole('heading', { name: createKo.created.title });
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const firstLink = page.getByRole('navigation').getByRole('link').first();
    await expect(firstLink).toBeInViewport({ ratio: 1 });
    await expect(heading).toBeInViewport();
  });

  for (const [language, words] of [
    ['en', create],
    ['ko', createKo],
  ] as const) {
    test(`1024×768 in ${language}: "Show password" stays on one line beside the on-site password`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.addInitScript(
        (lang) => localStorage.setItem('counter-pos.language', lang),
        language,
      );
      await page.goto('/coupons/new');
      await expect(page.getByRole('form', { name: words.title })).toBeVisible();
      await page.getByRole('checkbox', { name: words.fields.onsite }).check();
      const reveal = page.getByRole('button', { name: words.fields.showPassword });
      await expect(reveal).toBeVisible();
      const lines = await reveal.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
    });
  }

  test('a fixed-amount coupon with a typed code, found at the counter in its currency', async ({
    page,
  }) => {
    await openForm(page);
    await nameField(page).fill('Bagel 4.50');
    await page.getByRole('radio', { name: create.fields.fixed }).check();
    await page.getByLabel(create.fields.amount).fill('4.50');
    await page.getByLabel(create.fields.currency).selectOption('USD');
    await page.getByLabel(/Start date/).fill('2026-11-22');
    await page.getByLabel(/End date/).fill('2026-11-30');
    await page.getByRole('radio', { name: create.fields.custom }).check();
    // Lower case becomes upper case as it is typed.
    await page.getByRole('textbox', { name: create.fields.customCode }).fill('bagel450nov');
    await expect(page.getByRole('textbox', { name: create.fields.customCode })).toHaveValue(
      'BAGEL450NOV',
    );
    await createButton(page).click();
    await expect(createdView(page).getByText('BAGEL450NOV', { exact: true })).toBeVisible();
    expect(await couponsNamed(page, 'Bagel 4.50')).toEqual([
      expect.objectContaining({
        cpnNo: 'BAGEL450NOV',
        discTypeIdx: 458,
        disc: 4.5,
        discCurrency: 'USD',
        strtYmd: '2026-11-22',
        endYmd: '2026-11-30',
      }),
    ]);

    await createdView(page).getByRole('link', { name: create.created.check }).click();
    const valid = page.getByRole('region', { name: counter.verdict.valid });
    await expect(valid).toContainText('$4.50 off');
    await expect(valid).toContainText('Nov 22, 2026 – Nov 30, 2026');
  });

  test('plan gating: options the plan does not allow are visible, disabled, with the plan named', async ({
    page,
  }) => {
    await openForm(page);
    const domain = page.getByLabel(create.fields.domain);
    const webhook = page.getByRole('checkbox', { name: create.fields.webhook });

    await demo(page, { plan: 'personal', webhookEnabled: true });
    await expect(domain).toBeDisabled();
    await expect(webhook).toBeDisabled();
    await expect(page.getByText('needs Premium')).toBeVisible();
    await expect(page.getByText('needs Enterprise')).toBeVisible();

    await demo(page, { plan: 'premium' });
    await expect(domain).toBeEnabled();
    await expect(webhook).toBeDisabled();
    await expect(page.getByText('needs Premium')).toHaveCount(0);
    await expect(page.getByText('needs Enterprise')).toBeVisible();

    await demo(page, { plan: 'enterprise', webhookEnabled: false });
    await expect(webhook).toBeDisabled();
    await expect(page.getByText('needs Enterprise')).toHaveCount(0);
    await expect(webhook).toHaveAccessibleDescription(create.fields.webhookOff);

    await demo(page, { webhookEnabled: true });
    await expect(webhook).toBeEnabled();

    // What each plan allows goes through: a custom domain and the webhook on Enterprise.
    await fillPercentage(page, 'Enterprise extras');
    await domain.selectOption({ index: 1 });
    await webhook.check();
    await createButton(page).click();
    await expect(createdView(page)).toBeVisible();
    expect(await couponsNamed(page, 'Enterprise extras')).toHaveLength(1);
  });

  test('Ctrl+Enter sends from the Create button itself, as the hint under it says', async ({
    page,
  }) => {
    await openForm(page);
    const creates = countCreates(page);
    await fillPercentage(page, 'From the button');
    await createButton(page).focus();
    await page.keyboard.press('Control+Enter');
    await expect(createdView(page)).toBeVisible();
    expect(creates()).toBe(1);
  });

  test('a double click makes exactly one request and one coupon', async ({ page }) => {
    await openForm(page);
    await demo(page, { latencyMs: 800 });
    const creates = countCreates(page);
    await fillPercentage(page, 'Double click');
    await createButton(page).dblclick();
    await expect(page.getByRole('button', { name: create.submit.sending })).toBeDisabled();
    await page.keyboard.press('Control+Enter');
    await expect(createdView(page)).toBeVisible();
    expect(creates()).toBe(1);
    expect(await couponsNamed(page, 'Double click')).toHaveLength(1);
  });

  test.describe('when the answer is lost', () => {
    test.use({ expectedConsoleErrors: NETWORK_LOG });

    test('after the service created it: "created", with the same code, and one coupon', async ({
      page,
    }) => {
      await openForm(page);
      await demo(page, {
        fault: 'lost-response',
        faultOnce: true,
        faultOperations: ['coupon.create'],
      });
      await fillPercentage(page, 'Lost answer');
      const code = await drawnCode(page);
      await createButton(page).click();
      await expect(createdView(page).getByText(code, { exact: true })).toBeVisible();
      expect(await couponsNamed(page, 'Lost answer')).toEqual([
        expect.objectContaining({ cpnNo: code }),
      ]);
    });

    test('a reload after the coupon landed: the draft says so, and sending again shows it created', async ({
      page,
    }) => {
      await openForm(page);
      await demo(page, {
        fault: 'applied-no-answer',
        faultOnce: true,
        faultOperations: ['coupon.create'],
      });
      await fillPercentage(page, 'Reload landed');
      const code = await drawnCode(page);
      await createButton(page).click();
      await expect.poll(() => couponsNamed(page, 'Reload landed')).toHaveLength(1);
      await page.reload();
      await expect(page.getByText(create.draft.interrupted)).toBeVisible();
      expect(await drawnCode(page)).toBe(code);
      await createButton(page).click();
      await expect(createdView(page).getByText(code, { exact: true })).toBeVisible();
      expect(await couponsNamed(page, 'Reload landed')).toHaveLength(1);
    });

    test('a reload before the coupon landed: sending again creates it once', async ({ page }) => {
      await openForm(page);
      await demo(page, { fault: 'no-answer', faultOnce: true, faultOperations: ['coupon.create'] });
      await fillPercentage(page, 'Reload early');
      const code = await drawnCode(page);
      await createButton(page).click();
      await expect(page.getByRole('button', { name: create.submit.sending })).toBeDisabled();
      await page.reload();
      await expect(page.getByText(create.draft.interrupted)).toBeVisible();
      expect(await couponsNamed(page, 'Reload early')).toHaveLength(0);
      await createButton(page).click();
      await expect(createdView(page).getByText(code, { exact: true })).toBeVisible();
      expect(await couponsNamed(page, 'Reload early')).toHaveLength(1);
    });
  });

  test('a refusal from the service is shown on its field', async ({ page }) => {
    await openForm(page);
    await fillPercentage(page, 'Taken code');
    await page.getByRole('radio', { name: create.fields.custom }).check();
    const code = page.getByRole('textbox', { name: create.fields.customCode });
    await code.fill('PERCENT15');
    await createButton(page).click();
    await expect(page.getByRole('alert')).toContainText('PERCENT15 is already in use');
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(
      /The code PERCENT15 is taken by another coupon \(Autumn sale 15%\)\. Type another code and try again\./,
    );
    await expect(code).toBeFocused();
    expect(await couponsNamed(page, 'Taken code')).toHaveLength(0);
    await code.fill('TAKENNOT01');
    await createButton(page).click();
    await expect(createdView(page)).toBeVisible();
    expect(await couponsNamed(page, 'Taken code')).toHaveLength(1);
  });

  test('axe finds no violations: empty, with messages, sending, and created; in both languages', async ({
    page,
  }) => {
    await openForm(page);
    await expectAccessible(page, 'empty form');
    await createButton(page).click();
    await expect(page.getByText(create.errors.nameRequired)).toBeVisible();
    await expectAccessible(page, 'form with messages');
    await demo(page, { plan: 'personal' });
    await fillPercentage(page, 'Axe');
    await page.getByRole('radio', { name: create.fields.useLimitOptions['3'] }).check();
    await page.getByRole('checkbox', { name: create.fields.onsite }).check();
    await expectAccessible(page, 'personal plan, recipient and password needed');
    await page.getByRole('textbox', { name: /^User ID/ }).fill('minji.kim');
    await page.getByLabel(/^On-site password/).fill('2468');
    await createButton(page).click();
    await expect(createdView(page)).toBeVisible();
    await expect(createdView(page).getByRole('img')).toBeVisible();
    await expectAccessible(page, 'created');

    await page.goto('/settings');
    // The switch waits for the Korean strings, so the radio is checked a moment after the click.
    await page.getByRole('radio', { name: '한국어' }).click();
    await expect(page.getByRole('radio', { name: '한국어' })).toBeChecked();
    await page.goto('/coupons/new');
    await expect(page.getByRole('form', { name: createKo.title })).toBeVisible();
    await page.getByRole('button', { name: createKo.submit.create }).click();
    await expect(page.getByText(createKo.errors.nameRequired)).toBeVisible();
    await expectAccessible(page, 'Korean form with messages');
  });
});

test.describe('a back office in another time zone', () => {
  // Los Angeles: at 10:00 on the 22nd in Seoul it is still 17:00 on the 21st there.
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('creates the same dates as in Seoul, and the counter reads them the same', async ({
    page,
  }) => {
    await fixTime(page, NOW);
    await openForm(page);
    expect(await page.evaluate(() => new Date().getDate())).toBe(21);
    await expect(page.getByLabel(/Start date/)).toHaveValue('11/22/2026');
    await fillPercentage(page, 'Far away');
    await expect(
      page.getByText('Through 12/31/2026 (Thu), 23:59 KST: the end date is included.'),
    ).toBeVisible();
    await createButton(page).click();
    await expect(createdView(page)).toBeVisible();
    expect(await couponsNamed(page, 'Far away')).toEqual([
      expect.objectContaining({ strtYmd: '2026-11-22', endYmd: '2026-12-31' }),
    ]);
    await createdView(page).getByRole('link', { name: create.created.check }).click();
    const valid = page.getByRole('region', { name: counter.verdict.valid });
    await expect(valid).toContainText('Nov 22, 2026 – Dec 31, 2026');
  });
});

test.describe('the form at the back office’s screen sizes', () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 1024, height: 768 },
  ]) {
    test(`${viewport.width}×${viewport.height}: nothing overflows sideways; screenshots attached`, async ({
      page,
    }, testInfo) => {
      // Kept in test-results/ and in the HTML report, to be looked at.
      const shoot = async (name: string) => {
        const path = testInfo.outputPath(`${name}.png`);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path });
        await testInfo.attach(name, { path, contentType: 'image/png' });
      };
      await page.setViewportSize(viewport);
      await fixTime(page, NOW);
      await openForm(page);
      await fillPercentage(page, 'Screen size');
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
      expect(await overflow()).toBe(0);
      // The preview sits beside the form on a desktop, and stays in view while the form scrolls.
      const preview = page.getByRole('region', { name: create.preview.title });
      await expect(preview).toBeInViewport();
      await shoot(`form-${viewport.width}`);
      await createButton(page).click();
      await expect(createdView(page)).toBeVisible();
      expect(await overflow()).toBe(0);
      await shoot(`created-${viewport.width}`);
    });
  }
});

test.describe('the form on a phone and a portrait tablet', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
  ]) {
    test(`${viewport.width}×${viewport.height}: Create is in sight all the way down the form, above the tab bar`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await fixTime(page, NOW);
      await openForm(page);
      const button = createButton(page);
      const nav = page.getByRole('navigation', { name: common.nav.label });
      // At the top, in the middle and at the foot of the form (it was under ~5,000 px of it).
      for (const at of [0, 0.5, 1]) {
        await page.evaluate(
          (share) => window.scrollTo(0, share * document.documentElement.scrollHeight),
          at,
        );
        await expect(button).toBeInViewport({ ratio: 1 });
        const [buttonBox, navBox] = await Promise.all([button.boundingBox(), nav.boundingBox()]);
        expect(
          (buttonBox?.y ?? 0) + (buttonBox?.height ?? 0),
          'the button above the tab bar',
        ).toBeLessThanOrEqual(navBox?.y ?? 0);
      }
      await fillPercentage(page, 'Phone');
      await button.click();
      await expect(createdView(page)).toBeVisible();
    });
  }
});

test('the creation form’s code and strings are not in the counter’s first load', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const isCreateCode = (path: string) => /\/assets\/create(-coupon-route)?-[\w-]+\.js$/.test(path);
  await page.goto('/');
  await expect(page.getByLabel('Coupon number or stamp ID')).toBeFocused();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(isCreateCode), 'create code on the first load of /').toEqual([]);
  const before = scripts.length;
  await page.getByRole('link', { name: 'New coupon' }).click();
  await expect(page.getByRole('form', { name: create.title })).toBeVisible();
  // The pattern is the real chunks' names: they load now, with the route.
  expect(scripts.slice(before).filter(isCreateCode)).toHaveLength(2);
});
