import type { Page } from '@playwright/test';
import { messages as auth } from '../src/locales/en/auth';
import { messages as counter } from '../src/locales/en/counter';
import { messages as scan } from '../src/locales/en/scan';
import { messages as signIn } from '../src/locales/en/sign-in';
import { messages as stamps } from '../src/locales/en/stamps';
import { demo, expect, expectAccessible, NETWORK_LOG, scannerBurst, test } from './fixtures';

const FIELD = scan.label;

test.describe('the counter through a busy hour', () => {
  test('a rejected entry is selected, so the next scan replaces it; the old card is gone', async ({
    page,
  }) => {
    await page.goto('/stamps/274');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    const field = page.getByLabel(FIELD);
    await field.fill('12abc');
    await field.press('Enter');
    await expect(page.getByRole('alert')).toHaveText(scan.problems['stamp-format']);
    // The card checked before is not left under an entry it does not belong to.
    await expect(page.getByRole('progressbar')).toBeHidden();
    await scannerBurst(page, '276');
    await expect(page).toHaveURL(/\/stamps\/276$/);
    await expect(page.getByRole('region', { name: stamps.verdict.full })).toBeVisible();
    await expect(field).toHaveValue('');

    // The same entry in the address says the same thing the field says.
    await page.goto('/stamps/12abc');
    await expect(page.getByRole('region', { name: stamps.verdict.invalidId })).toContainText(
      scan.problems['stamp-format'],
    );
  });

  test('a coupon number typed on the stamp screen keeps its look-alike hint on the counter', async ({
    page,
  }) => {
    await page.goto('/stamps');
    const field = page.getByLabel(FIELD);
    await field.pressSequentially('PERCENTI5', { delay: 80 });
    await field.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    const refused = page.getByRole('region', { name: counter.verdict.refused });
    const hint = counter.hints.lookAlike
      .replace('{{code}}', 'PERCENTI5')
      .replace(
        '{{suspects}}',
        counter.hints.mayBe.replace('{{char}}', 'I').replace('{{twin}}', '1'),
      );
    await expect(refused.getByText(hint)).toBeVisible();
    // Scanned, the same number gets no such hint: a scanner does not mix up 1 and I.
    await page.goto('/stamps');
    await field.focus();
    await scannerBurst(page, 'PERCENTI5');
    await expect(page.getByRole('region', { name: counter.verdict.refused })).toBeVisible();
    await expect(page.getByText(hint)).toBeHidden();
  });

  test.describe(() => {
    test.use({ expectedConsoleErrors: NETWORK_LOG });
    test('three coffees: +3 sends three adds; the second fails, the third is never sent', async ({
      page,
    }) => {
      await page.goto('/stamps/274');
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
      await demo(page, { latencyMs: 600 });
      const adds: number[] = [];
      const isAdd = (method: string, url: string) =>
        method === 'PUT' && url.endsWith('/api/stamp/v1/add');
      page.on('request', (request) => {
        if (isAdd(request.method(), request.url())) adds.push(Date.now());
      });
      // The first add has been answered (its request has long passed the service's fault check):
      // the next one will meet a server error. Its read-back takes 600 ms, time enough.
      let armed = false;
      page.on('response', (response) => {
        if (armed || !isAdd(response.request().method(), response.url())) return;
        armed = true;
        void demo(page, { fault: 'server-error', faultOnce: true, faultOperations: ['stamp.add'] });
      });
      await page
        .getByRole('button', { name: stamps.add.moreLabel_other.replace('{{count}}', '3') })
        .click();
      await expect(
        page.getByText(
          stamps.add.seriesPartial.replace('{{added}}', '1').replace('{{requested}}', '3'),
        ),
      ).toBeVisible({ timeout: 15_000 });
      expect(adds).toHaveLength(2);
      // The truth read back: one stamp more than before, not three.
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
      await expectAccessible(page, 'a quantity that stopped half way');
    });
  });

  test('the demo opens signed in as its owner; the chip locks, and the pad shows each PIN', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByLabel('Coupon number or stamp ID')).toBeFocused();
    const chip = page.getByRole('button', { name: /Demo till · Olivia Owner/ });
    await chip.click();
    await page.getByRole('button', { name: auth.chip.lockNow }).click();
    const pad = page.getByRole('dialog', {
      name: signIn.pad.title.replace('{{device}}', 'Demo till'),
    });
    await pad.getByRole('button', { name: 'Chris Counter' }).click();
    await expect(
      pad.getByText(
        signIn.pad.demoPin.replace('{{name}}', 'Chris Counter').replace('{{pin}}', '1357'),
      ),
    ).toBeVisible();
    await expectAccessible(page, 'the pad with the demo PIN');
    await pad.getByLabel(signIn.pad.pinFor.replace('{{name}}', 'Chris Counter')).fill('1357');
    await pad.getByLabel(signIn.pad.pinFor.replace('{{name}}', 'Chris Counter')).press('Enter');
    await expect(page.getByRole('button', { name: /Demo till · Chris Counter/ })).toBeVisible();
    // What the till does now is recorded under the person who unlocked it.
    await scannerBurst(page, 'UNLIMITED01');
    await page
      .getByRole('region', { name: counter.verdict.valid })
      .getByRole('button', { name: counter.redeem.action })
      .click();
    await expect(page.getByRole('region', { name: counter.verdict.redeemed })).toBeVisible();
    // The log is the owner's to read: back to her, on the pad.
    await page.getByRole('button', { name: /Demo till · Chris Counter/ }).click();
    await page.getByRole('button', { name: auth.chip.lockNow }).click();
    await pad.getByRole('button', { name: 'Olivia Owner' }).click();
    await pad.getByLabel(signIn.pad.pinFor.replace('{{name}}', 'Olivia Owner')).fill('2468');
    await pad.getByLabel(signIn.pad.pinFor.replace('{{name}}', 'Olivia Owner')).press('Enter');
    await expect(page.getByRole('button', { name: /Demo till · Olivia Owner/ })).toBeVisible();
    const audit = await page.request.get(`/api/audit?day=${await serviceToday(page)}`);
    expect(audit.status()).toBe(200);
    const lines = (
      (await audit.json()) as {
        result: { operation: string; outcome: string; staff: string | null }[];
      }
    ).result;
    expect(
      lines
        .filter((line) => line.operation === 'couponRedeem' && line.outcome === 'ok')
        .map((line) => line.staff),
    ).toEqual(['Chris Counter']);
  });
});

/** The demo shop's service day, as its settings say. */
async function serviceToday(page: Page): Promise<string> {
  const settings = await page.request.get('/api/demo/settings');
  return ((await settings.json()) as { today: string }).today;
}
