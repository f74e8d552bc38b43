import { messages as common } from '../src/locales/en/common';
import { messages as counter } from '../src/locales/en/counter';
import { messages as scan } from '../src/locales/en/scan';
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

  test('the staff chip switches who is at the till, with one tap back to an earlier name', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: common.staff.chipMissing }).click();
    const dialog = page.getByRole('dialog', { name: common.staff.switchTitleNoDevice });
    await dialog.getByLabel(common.staff.deviceName).pressSequentially('Till 2', { delay: 80 });
    await dialog.getByLabel(common.staff.staffName).pressSequentially('Jiwoo', { delay: 80 });
    await expectAccessible(page, 'staff switch');
    // Nobody was at the till yet: the first names are saved, not switched.
    await dialog.getByRole('button', { name: common.staff.save, exact: true }).click();
    const chip = page.getByRole('button', { name: /Till 2 · Jiwoo/ });
    await expect(chip).toBeVisible();
    // The shift changes: a new name, then back to the first with one tap.
    await chip.click();
    await page.getByLabel(common.staff.staffName).pressSequentially('Minji', { delay: 80 });
    await page.getByRole('button', { name: common.staff.switch, exact: true }).click();
    await page.getByRole('button', { name: /Till 2 · Minji/ }).click();
    await page
      .getByRole('list', { name: common.staff.recentNames })
      .getByRole('button', { name: 'Jiwoo' })
      .click();
    await expect(page.getByRole('button', { name: /Till 2 · Jiwoo/ })).toBeFocused();
  });
});

test.describe('a till with no names', () => {
  test.use({ namesAsked: false });

  test('the first redeem asks who is here, once; the next goes straight through', async ({
    page,
  }) => {
    await page.goto('/');
    await scannerBurst(page, 'UNLIMITED01');
    const valid = page.getByRole('region', { name: counter.verdict.valid });
    await valid.getByRole('button', { name: counter.redeem.action }).click();
    const ask = page.getByRole('dialog', { name: common.staff.switchTitleNoDevice });
    await expect(ask).toBeVisible();
    await expectAccessible(page, 'the names question');
    await ask.getByRole('button', { name: common.staff.continueWithout }).click();
    await expect(page.getByRole('region', { name: counter.verdict.redeemed })).toBeVisible();
    // Asked in this tab: a reload keeps the answer, and the next redeem asks nothing.
    await page.reload();
    await scannerBurst(page, 'PERCENT15');
    await valid.getByRole('button', { name: counter.redeem.action }).click();
    await expect(page.getByRole('region', { name: counter.verdict.redeemed })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
