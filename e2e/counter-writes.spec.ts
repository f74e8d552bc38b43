import type { Page } from '@playwright/test';
import { messages as common } from '../src/locales/en/common';
import { messages as en } from '../src/locales/en/counter';
import { messages as stamps } from '../src/locales/en/stamps';
import {
  countWrites,
  demo,
  expect,
  expectAccessible,
  NETWORK_LOG,
  scannerBurst,
  serviceHolds,
  test,
} from './fixtures';

const FIELD = 'Coupon number or stamp ID';

async function scan(page: Page, code: string) {
  await page.getByLabel(FIELD).focus();
  await scannerBurst(page, code);
}

test.describe('counter writes under any timing', () => {
  test('a slow redeem, then the next customer at once: each coupon gets its own result', async ({
    page,
  }) => {
    const redeems = countWrites(page, '/api/coupon/v1/redeem');
    // A tablet in landscape: the verdict stands beside the scan field (the stamp test below
    // runs in portrait, where they stack).
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/');
    await demo(page, { latencyMs: 800 });
    await scan(page, 'KRW5000OFF');
    const first = page.getByRole('region', { name: en.verdict.valid });
    await expect(first.getByText('₩5,000 off')).toBeVisible();
    await first.getByRole('button', { name: en.redeem.action }).click();
    await scan(page, 'PERCENT15');

    const next = page.getByRole('region', { name: en.verdict.valid });
    await expect(next.getByText('15% off')).toBeVisible();
    // It waits for the other coupon's redeem, and says so; it never claims to be redeeming.
    await expect(next.getByText('Finishing the redeem of KRW5000OFF first…')).toBeVisible();
    const nextRedeem = next.getByRole('button', { name: en.redeem.action });
    await expect(nextRedeem).toBeDisabled();
    const before = await nextRedeem.boundingBox();
    // What became of the first coupon's redeem is told once, in the note that said why this
    // button waited, in words that match it; the button under it stays where it was as it comes
    // alive (when the note went, the button moved 67 px up).
    const late = page.getByText('Earlier redeem of KRW5000OFF: it went through.');
    await expect(next.getByText('Earlier redeem of KRW5000OFF: it went through.')).toBeVisible({
      timeout: 10_000,
    });
    await expect(late).toHaveCount(1);
    await expect(next.getByText('Count before: 0; now used up.')).toBeVisible();
    await expect(late).toBeInViewport({ ratio: 1 });
    expect(await nextRedeem.boundingBox()).toEqual(before);
    // The next customer's verdict is still on screen, with its own live button.
    await expect(next.getByText('15% off')).toBeVisible();
    await expect(next.getByRole('button', { name: en.redeem.action })).toBeEnabled();
    await expectAccessible(page, 'late result beside the next verdict');

    await demo(page, { latencyMs: 0 });
    expect(redeems()).toBe(1);
    expect((await serviceHolds(page, '/api/coupon/v1/validate?cpnNo=KRW5000OFF')).code).not.toBe(0);
    expect(
      (await serviceHolds(page, '/api/coupon/v1/validate?cpnNo=PERCENT15')).result?.useCnt,
    ).toBe(0);
  });

  test('a slow stamp on card 274, then card 276 at once: 276 keeps its own buttons', async ({
    page,
  }) => {
    const adds = countWrites(page, '/api/stamp/v1/add');
    await page.goto('/stamps/274');
    const card = page.getByRole('region', { name: stamps.verdict.card });
    await expect(card.getByText('3 of 10 stamps')).toBeVisible();
    await demo(page, { latencyMs: 800 });
    await card.getByRole('button', { name: stamps.add.action }).click();
    await scan(page, '276');
    const full = page.getByRole('region', { name: stamps.verdict.full });
    await expect(full).toBeVisible({ timeout: 10_000 });
    const reward = full.getByRole('button', { name: stamps.reward.action });
    const before = await reward.boundingBox();
    // The note above the buttons says what became of the stamp, once, without moving them.
    await expect(full.getByText('Earlier stamp on card 274: it was added.')).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByText('Earlier stamp on card 274: it was added.')).toHaveCount(1);
    expect(await reward.boundingBox()).toEqual(before);
    await expect(page.getByRole('region', { name: stamps.verdict.card })).toBeHidden();
    await demo(page, { latencyMs: 0 });
    await full.getByRole('button', { name: stamps.reward.action }).click();
    await expect(page.getByRole('region', { name: stamps.verdict.rewardGiven })).toBeVisible();

    expect(adds()).toBe(1);
    expect((await serviceHolds(page, '/api/stamp/v1/validate?stampIdx=274')).result?.stamps).toBe(
      4,
    );
    // 276's reward is given: the card no longer validates.
    expect((await serviceHolds(page, '/api/stamp/v1/validate?stampIdx=276')).code).not.toBe(0);
  });

  test('a scanner burst into the password dialog is not the password; Esc gives the field back', async ({
    page,
  }) => {
    const redeems = countWrites(page, '/api/coupon/v1/redeem');
    await page.goto('/');
    await scan(page, 'ONSITE01');
    await page
      .getByRole('region', { name: en.verdict.valid })
      .getByRole('button', { name: en.redeem.action })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Redeem ONSITE01' });
    const password = dialog.getByLabel(common.onsitePassword.label);
    await expect(password).toBeFocused();
    // The next customer's coupon, scanned while the dialog is open.
    await scannerBurst(page, 'PERCENT15');
    await expect(dialog.getByRole('alert')).toContainText('That was a scan');
    await expect(password).toHaveValue('');
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'scan refused in the dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel(FIELD)).toBeFocused();
    expect(redeems()).toBe(0);
    expect(
      (await serviceHolds(page, '/api/coupon/v1/validate?cpnNo=ONSITE01')).result?.useCnt,
    ).toBe(0);
  });

  test.describe('a reload in the middle of a redeem', () => {
    test.use({ expectedConsoleErrors: NETWORK_LOG });

    test('one that landed: the app says, on start, that it went through', async ({ page }) => {
      await page.goto('/');
      await scan(page, 'UNLIMITED01');
      const valid = page.getByRole('region', { name: en.verdict.valid });
      await expect(valid.getByText('used 42 times', { exact: false })).toBeVisible();
      // The service records it, and its answer never comes.
      await demo(page, {
        fault: 'applied-no-answer',
        faultOnce: true,
        faultOperations: ['coupon.redeem'],
      });
      const sent = page.waitForRequest(
        (request) => request.method() === 'PUT' && request.url().includes('/coupon/v1/redeem'),
      );
      await valid.getByRole('button', { name: en.redeem.action }).click();
      await sent;
      // Reload only once the service has recorded it, read by a request of its own.
      await expect
        .poll(
          async () =>
            (await serviceHolds(page, '/api/coupon/v1/validate?cpnNo=UNLIMITED01')).result?.useCnt,
        )
        .toBe(43);
      await page.reload();
      await expect(
        page.getByText(
          'A redeem of UNLIMITED01 was in progress when the app closed: it went through.',
        ),
      ).toBeVisible({ timeout: 10_000 });
      await expect(page.getByText('Count before: 42; now: 43.')).toBeVisible();
      const recent = page.getByRole('region', { name: common.recent.title });
      const row = recent.getByRole('listitem').filter({
        has: page.getByRole('button', { name: 'Check UNLIMITED01 again' }),
      });
      await expect(row).toContainText(common.recent.done.redeem);
      await expect(row).toContainText(common.recent.outcomes.ok);
    });

    test('one that never arrived: the app says it did not go through', async ({ page }) => {
      await page.goto('/');
      await scan(page, 'UNLIMITED01');
      const valid = page.getByRole('region', { name: en.verdict.valid });
      await expect(valid).toBeVisible();
      await demo(page, { fault: 'no-answer', faultOnce: true, faultOperations: ['coupon.redeem'] });
      const sent = page.waitForRequest(
        (request) => request.method() === 'PUT' && request.url().includes('/coupon/v1/redeem'),
      );
      await valid.getByRole('button', { name: en.redeem.action }).click();
      await sent;
      await page.reload();
      await expect(
        page.getByText(
          'A redeem of UNLIMITED01 was in progress when the app closed: it did not go through.',
        ),
      ).toBeVisible({ timeout: 10_000 });
      expect(
        (await serviceHolds(page, '/api/coupon/v1/validate?cpnNo=UNLIMITED01')).result?.useCnt,
      ).toBe(42);
    });
  });
});
