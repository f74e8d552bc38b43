import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { messages as clicks } from '../src/locales/en/clicks';
import { messages as common } from '../src/locales/en/common';
import { messages as counter } from '../src/locales/en/counter';
import { messages as stamps } from '../src/locales/en/stamps';
import { expect, test } from './fixtures';
import { LIVE_API_KEY, LIVE_BUILD_DIR, SIM_URL } from './live-setup';

/**
 * The live build, served by our server (server/node.ts), with the simulated service's HTTP server
 * behind it in place of the real one: what a shop with an account gets, minus the account.
 */
const FIELD = 'Coupon number or stamp ID';

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
  await page.goto('/');
  // "Live" in the header, said in full to a screen reader.
  await expect(page.getByText(`${common.live.badge}: ${common.live.description}`)).toBeVisible();
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
