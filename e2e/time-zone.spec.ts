import { messages as common } from '../src/locales/en/common';
import { messages as en } from '../src/locales/en/counter';
import { fixTime, expect, test } from './fixtures';

/**
 * Run in the "elsewhere" project: a device set to Sydney's time zone. At 23:30 in Seoul it is
 * already half past one the next morning in Sydney; the counter must still read the service's
 * day (Asia/Seoul), never the device's.
 */
test.describe('a counter whose device is in another time zone', () => {
  test.beforeEach(async ({ page }) => {
    await fixTime(page, new Date('2026-11-21T23:30:00+09:00'));
  });

  test('a coupon that ends today in Seoul is valid today, with no warning about the clock', async ({
    page,
  }) => {
    await page.goto('/');
    expect(await page.evaluate(() => new Date().getDate())).toBe(22);
    const field = page.getByLabel('Coupon number or stamp ID');
    await field.fill('LASTDAY01');
    await field.press('Enter');
    const valid = page.getByRole('region', { name: en.verdict.valid });
    await expect(valid.getByText(common.validity.expiresToday)).toBeVisible();
    await expect(valid.getByRole('note')).toHaveCount(0);

    await field.fill('PERCENT15');
    await field.press('Enter');
    await expect(
      page.getByRole('region', { name: en.verdict.valid }).getByText('expires in 30 days'),
    ).toBeVisible();

    await field.fill('EXPIRED01');
    await field.press('Enter');
    // The service's own day: it ended on the 20th, the day before Seoul's today.
    await expect(page.getByRole('region', { name: en.verdict.refused })).toContainText(
      'This coupon expired on Nov 20, 2026',
    );
  });
});
