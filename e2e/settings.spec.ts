import { messages as common } from '../src/locales/en/common';
import { messages as settings } from '../src/locales/en/settings';
import { expect, expectAccessible, test } from './fixtures';

test.describe('settings', () => {
  test('a counter device keeps the back office behind More', async ({ page }) => {
    await page.goto('/settings');
    const nav = page.getByRole('navigation', { name: common.nav.label });
    // The demo till's owner: the back office with its audit log.
    await expect(nav.getByRole('link')).toHaveCount(7);
    await page.getByRole('radio', { name: new RegExp(settings.device.roles.counter) }).check();
    await expect(nav.getByRole('link', { name: common.nav.coupons })).toBeVisible();
    await expect(nav.getByRole('link', { name: common.nav.clicks })).toBeHidden();
    await nav.getByRole('button', { name: common.nav.moreLabel }).click();
    await nav.getByRole('link', { name: common.nav.clicks }).click();
    await expect(page).toHaveURL(/\/clicks$/);
    await expect(nav.getByRole('link', { name: common.nav.clicks })).toBeHidden();
    // The screen loads with its route: check it once it is there, not its loading state.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page, 'counter device, back office screen');
  });

  test('switches the demo plan, shown in the banner and kept across a reload', async ({ page }) => {
    await page.goto('/settings');
    await expect(
      page.getByText(common.demo.bannerPlan.replace('{{plan}}', 'Premium')),
    ).toBeVisible();
    await page.getByRole('radio', { name: /Enterprise/ }).check();
    await expect(
      page.getByText(common.demo.bannerPlan.replace('{{plan}}', 'Enterprise')),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: /Enterprise/ })).toBeChecked();
    const plan = await page.evaluate(
      () => (window as { __demo?: { getSettings(): { plan: string } } }).__demo?.getSettings().plan,
    );
    expect(plan).toBe('enterprise');
  });

  test('the banner’s link lands on the demo controls', async ({ page }) => {
    await page.goto('/stamps');
    await page.getByRole('link', { name: common.demo.settingsLink }).click();
    await expect(page).toHaveURL(/\/settings#demo$/);
    await expect(
      page.getByRole('heading', { level: 2, name: settings.demo.title }),
    ).toBeInViewport();
  });

  test('resets the demo after a confirmation', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('radio', { name: /Personal/ }).check();
    await page
      .getByLabel(settings.demo.fault)
      .selectOption({ label: common.demo.faults['server-error'] });
    await expect(page.getByText(/Simulated failure on/)).toBeVisible();
    await page.getByRole('button', { name: settings.demo.reset }).click();
    await page.getByRole('button', { name: settings.demo.cancel }).click();
    await expect(page.getByRole('radio', { name: /Personal/ })).toBeChecked();
    await page.getByRole('button', { name: settings.demo.reset }).click();
    await page.getByRole('button', { name: settings.demo.resetYes }).click();
    await expect(
      page.getByRole('status').filter({ hasText: settings.demo.resetDone }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: /Premium/ })).toBeChecked();
    await expect(page.getByText(/Simulated failure on/)).toBeHidden();
  });

  test('the simulated service answers the typed API in the page, and its store survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The simulated service starts after the counter's first paint: it answers once it is up.
    await page.waitForFunction(() => '__demo' in window);
    const first = await page.evaluate(async () => {
      const response = await fetch('/api/coupon/v1/redeem', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ cpnNo: 'SINGLEUSE01' }),
      });
      return (await response.json()) as { code: number };
    });
    expect(first.code).toBe(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForFunction(() => '__demo' in window);
    const again = await page.evaluate(async () => {
      const response = await fetch('/api/coupon/v1/validate?cpnNo=SINGLEUSE01', {
        headers: { 'Accept-Language': 'en' },
      });
      return (await response.json()) as { code: number; message: string };
    });
    expect(again.code).not.toBe(0);
    expect(again.message).toContain('use limit');
  });
});
