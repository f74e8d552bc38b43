import type { Page } from '@playwright/test';
import { messages as clicks } from '../src/locales/en/clicks';
import { messages as counter } from '../src/locales/en/counter';
import { messages as create } from '../src/locales/en/create';
import { messages as settings } from '../src/locales/en/settings';
import { expect, expectAccessible, test } from './fixtures';

/**
 * Dark mode (decision 0014): it follows the system, Settings overrides it per device, and both
 * themes pass axe (its colour-contrast rule measures what is really drawn).
 */

const FIELD = 'Coupon number or stamp ID';
const LIGHT_BG = 'rgb(246, 246, 243)';
const DARK_BG = 'rgb(17, 17, 19)';

/** The page's background as painted: the root's, which the canvas takes. */
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

const barColours = (page: Page) =>
  page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));

test.describe('dark mode', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
  });

  test('follows a dark system, and every screen passes axe in dark', async ({ page }) => {
    await page.goto('/');
    const field = page.getByLabel(FIELD);
    await expect(field).toBeFocused();
    expect(await pageBackground(page)).toBe(DARK_BG);
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    await expectAccessible(page, 'counter idle, dark');

    await field.fill('PERCENT15');
    await field.press('Enter');
    await expect(page.getByRole('region', { name: counter.verdict.valid })).toBeVisible();
    await expectAccessible(page, 'counter, valid verdict, dark');
    await field.fill('EXPIRED01');
    await field.press('Enter');
    await expect(page.getByRole('region', { name: counter.verdict.refused })).toBeVisible();
    await expectAccessible(page, 'counter, refused verdict, dark');

    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: settings.title })).toBeVisible();
    await expectAccessible(page, 'settings, dark');

    await page.goto('/coupons/new');
    await expect(page.getByRole('heading', { level: 1, name: create.title })).toBeVisible();
    await expectAccessible(page, 'create form, dark');

    await page.goto('/clicks');
    await expect(page.getByRole('heading', { level: 1, name: clicks.title })).toBeVisible();
    await expect(page.getByRole('group', { name: /^Clicks per hour, / })).toBeVisible();
    await expectAccessible(page, 'clicks, dark');
  });

  test.describe('with no app worker', () => {
    // The live build's app worker would answer the held script from its cache after the first
    // load, and a route never sees what a worker answers: the early script is what is tested here.
    test.use({ serviceWorkers: 'block' });

    test('Light in Settings overrides a dark system, before the first paint of every load after', async ({
      page,
    }) => {
      await page.goto('/settings');
      const appearance = page.getByRole('group', { name: settings.appearance.title });
      await expect(appearance.getByRole('radio', { name: /^System/ })).toBeChecked();
      expect(await barColours(page)).toEqual(['#1d4ed8', '#1b1b1f']);

      await appearance.getByRole('radio', { name: /^Light/ }).check();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await pageBackground(page)).toBe(LIGHT_BG);
      expect(await barColours(page)).toEqual(['#1d4ed8', '#1d4ed8']);
      await expectAccessible(page, 'settings, Light over a dark system');

      // Reloaded with the app's code held back: the page is already light before the app runs.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.context().route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const committed = page.waitForEvent('framenavigated');
      const reloaded = page.reload();
      await committed;
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect.poll(() => pageBackground(page)).toBe(LIGHT_BG);
      await expect(page.getByRole('heading')).toHaveCount(0);
      release();
      await reloaded;
      await expect(
        page.getByRole('group', { name: settings.appearance.title }).getByRole('radio', {
          name: /^Light/,
        }),
      ).toBeChecked();
      expect(await pageBackground(page)).toBe(LIGHT_BG);

      // Dark chosen stays dark when the system turns light; System follows it again.
      await page.getByRole('radio', { name: /^Dark/ }).check();
      await page.emulateMedia({ colorScheme: 'light' });
      expect(await pageBackground(page)).toBe(DARK_BG);
      await page.getByRole('radio', { name: /^System/ }).check();
      await expect(page.locator('html')).not.toHaveAttribute('data-theme');
      expect(await pageBackground(page)).toBe(LIGHT_BG);
    });
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the write looks unlike the read beside it (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    const field = page.getByLabel(FIELD);
    await field.fill('PERCENT15');
    await field.press('Enter');
    const verdict = page.getByRole('region', { name: counter.verdict.valid });
    const paint = (name: string, scope: Page | typeof verdict) =>
      scope
        .getByRole('button', { name, exact: true })
        .evaluate((button) => getComputedStyle(button).backgroundColor);
    const redeem = await paint(counter.redeem.action, verdict);
    const check = await paint('Check', page);
    // Redeem, the write, is the one filled button; Check, the read, is drawn as an outline on the
    // surface (side by side at 1024 px, both filled, they looked the same).
    expect(check).not.toBe(redeem);
    expect(check).toBe(await pageSurface(page));
  });
}

/** The colour a card or outlined button is painted on, as the browser computes it. */
const pageSurface = (page: Page) =>
  page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.background = 'var(--color-surface)';
    const colour = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return colour;
  });
