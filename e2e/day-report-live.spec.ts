import { messages as common } from '../src/locales/en/common';
import { messages as counter } from '../src/locales/en/counter';
import { messages as report } from '../src/locales/en/report';
import { messages as stamps } from '../src/locales/en/stamps';
import { expect, NETWORK_LOG, test } from './fixtures';
import { axeEverywhere, clearOfServiceMidnight, lockNow, pairDevice, unlockAs } from './live-kit';
import { LIVE_STAFF, SIM_URL } from './live-setup';

/**
 * The day report in live mode (issue 29): counter staff redeem, stamp, give a reward and meet a
 * lost answer; the owner then reads the day from our server's audit log, finds the not-sure write
 * first, and prints the report on a receipt. The live server's log is shared by every live
 * journey, so this one's till has a name of its own and its row is the one read.
 */

const FIELD = 'Coupon number or stamp ID';

test.describe.configure({ mode: 'default' });
// The lost answer of the not-sure redeem is logged by the browser.
test.use({ expectedConsoleErrors: NETWORK_LOG });

test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${SIM_URL}/__sim/reset`);
  expect(reset.ok()).toBe(true);
});

test('a shift at a live till, then the owner reads the day: totals from the audit log, the not-sure write first, printed', async ({
  page,
  request,
}) => {
  test.slow();
  // The shift and its report on one day of the service's: the report shows today's writes.
  await clearOfServiceMidnight();
  const till = `Report till ${Date.now() % 100_000}`;
  await pairDevice(page, till);
  await lockNow(page);
  await unlockAs(page, till, LIVE_STAFF.counter);

  const field = page.getByLabel(FIELD);
  const valid = page.getByRole('region', { name: counter.verdict.valid });
  await field.fill('KRW5000OFF');
  await field.press('Enter');
  await valid.getByRole('button', { name: counter.redeem.action }).click();
  await expect(page.getByRole('region', { name: counter.verdict.redeemed })).toBeVisible();

  await field.fill('274');
  await field.press('Enter');
  await page.getByRole('button', { name: stamps.add.action }).click();
  await expect(page.getByText('Stamp 4 added. Confirmed by the service: 4 of 10.')).toBeVisible();

  await field.fill('276');
  await field.press('Enter');
  await page
    .getByRole('region', { name: stamps.verdict.full })
    .getByRole('button', { name: stamps.reward.action })
    .click();
  await expect(page.getByRole('region', { name: stamps.verdict.rewardGiven })).toBeVisible();

  // The service redeems PERCENT15 and the connection drops before its answer: our server cannot
  // tell, and its log says so.
  await field.fill('PERCENT15');
  await field.press('Enter');
  await expect(valid).toBeVisible();
  const fault = await request.post(`${SIM_URL}/__sim/settings`, {
    data: { fault: 'lost-response', faultOnce: true, faultOperations: ['coupon.redeem'] },
  });
  expect(fault.ok()).toBe(true);
  await valid.getByRole('button', { name: counter.redeem.action }).click();
  await expect(
    page
      .getByRole('region', { name: counter.verdict.redeemed })
      .or(page.getByRole('region', { name: counter.verdict.unknown })),
  ).toBeVisible({ timeout: 20_000 });

  // Counter staff do not read the report: the owner does.
  await lockNow(page);
  await unlockAs(page, till, LIVE_STAFF.owner);
  await page.getByRole('link', { name: common.nav.report }).click();
  await expect(page.getByRole('heading', { level: 1, name: report.title })).toBeVisible();

  // The till by its name alone: the log's "name (id)" stays in the CSV.
  const row = page
    .getByRole('region', { name: /^Per till, / })
    .getByRole('row', { name: new RegExp(`^${till}(?! \\()`) });
  await expect(row.getByRole('rowheader')).toHaveText(till);
  // Redeems, discounts, added, taken back, rewards, created, refused, not sent, not sure.
  await expect(row.getByRole('cell')).toHaveText([
    '1',
    '₩5,000 (1)',
    '1',
    '0',
    '1',
    '0',
    '0',
    '0',
    '1',
  ]);
  const notSure = page.getByRole('region', { name: /writes? not sure/ });
  await expect(notSure.getByText(new RegExp(`PERCENT15 · 15% · ${till}`))).toBeVisible();
  await expect(notSure.getByText(report.notSure.check.couponRedeem).first()).toBeVisible();

  // The timeline, this till's writes only (the address keeps the choice).
  const tills = page.getByRole('combobox', { name: report.timeline.till });
  const option = await tills.locator('option', { hasText: till }).getAttribute('value');
  await tills.selectOption(option ?? '');
  await expect(page).toHaveURL(/till=/);
  const timeline = page.getByRole('region', { name: /^Every write of/ });
  await expect(timeline.getByRole('row')).toHaveCount(5);

  // Printed on a receipt: only the report, 80 mm wide.
  await page.evaluate(() => {
    window.print = () => undefined;
  });
  await page.getByRole('button', { name: report.actions.printReceipt }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation')).toBeHidden();
  await expect(row).toBeVisible();
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf).toMatch(/\/MediaBox \[0 0 22[67]\.\d+ /);
  await page.emulateMedia({ media: 'screen' });

  // Both languages, light and dark (ends in Korean).
  await axeEverywhere(page, 'day report, live');
});
