import { messages as counter } from '../src/locales/en/counter';
import { messages as create } from '../src/locales/en/create';
import { messages as scan } from '../src/locales/en/scan';
import { expect, test } from './fixtures';

/**
 * The demo on a tablet on the shop's network (the "lan" project): the page is at a LAN host
 * name over plain http, mapped to this machine by Chromium's host resolver, so it is not a
 * secure context (no service worker, no `crypto.randomUUID`, no `Secure` cookies), as a real
 * tablet at `http://<LAN address>:5173` is. The demo must still open signed in, scan, redeem and
 * create (decision 0027).
 */
// Chromium's own line on each page over plain http, not the app's: it ignores the server's
// Cross-Origin-Opener-Policy on an origin that is not trustworthy, as it must.
test.use({ expectedConsoleErrors: /^The Cross-Origin-Opener-Policy header has been ignored/ });

test('a tablet at the LAN address over http: signed in at once, a redeem and a new coupon go through', async ({
  page,
}) => {
  await page.goto('/');
  expect(await page.evaluate(() => window.isSecureContext), 'a secure context').toBe(false);
  const field = page.getByLabel(scan.label);
  await expect(field).toBeFocused();
  await expect(page.getByRole('button', { name: /Demo till · Olivia Owner/ })).toBeVisible();

  await field.fill('UNLIMITED01');
  await field.press('Enter');
  const valid = page.getByRole('region', { name: counter.verdict.valid });
  await expect(valid.getByText('used 42 times', { exact: false })).toBeVisible();
  await valid.getByRole('button', { name: counter.redeem.action }).click();
  await expect(page.getByRole('region', { name: counter.verdict.redeemed })).toContainText(
    'used 43 times',
  );

  // The create form keys each intent with a random key: one a page over http can make.
  await page.goto('/coupons/new');
  await page.getByRole('textbox', { name: create.fields.name }).fill('On the LAN');
  await page.getByLabel(create.fields.percent).fill('10');
  // A one-day coupon: the service's today, whatever day the test runs on.
  const start = await page.getByLabel(/^Start date/).inputValue();
  await page.getByLabel(/^End date/).fill(start);
  await page.getByRole('button', { name: create.submit.create }).click();
  await expect(page.getByRole('region', { name: create.created.title })).toBeVisible();
});
