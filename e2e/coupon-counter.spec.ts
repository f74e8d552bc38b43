import { messages as common } from '../src/locales/en/common';
import { messages as en } from '../src/locales/en/counter';
import { messages as scanText } from '../src/locales/en/scan';
import {
  demo,
  expect,
  expectAccessible,
  NETWORK_LOG,
  scannerBurst,
  serviceHolds,
  test,
} from './fixtures';

const FIELD = 'Coupon number or stamp ID';

test.describe('coupon counter', () => {
  test('type and check: a valid coupon, then a refused one', async ({ page }) => {
    await page.goto('/');
    const field = page.getByLabel(FIELD);
    await expect(field).toBeFocused();
    await field.fill('percent15');
    await field.press('Enter');
    const valid = page.getByRole('region', { name: en.verdict.valid });
    await expect(valid.getByText('15% off')).toBeVisible();
    await expect(valid.getByText('0 of 1 used · 1 use left')).toBeVisible();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');
    await field.fill('EXPIRED01');
    await field.press('Enter');
    await expect(page.getByRole('region', { name: en.verdict.refused })).toContainText(
      'This coupon expired on',
    );
    await expect(page.getByRole('list').filter({ hasText: 'EXPIRED01' })).toBeVisible();
  });

  test('a scanner burst of 30 characters, 5 ms apart, loses nothing, even from elsewhere on the page', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByLabel(FIELD)).toBeFocused();
    // Focus wanders (a tap on a button); the scanner's keystrokes must still all arrive.
    await page.getByRole('button', { name: 'Check' }).focus();
    const burst = '  KRW-5000-OFF \u001d'.padEnd(30, ' ');
    expect(burst).toHaveLength(30);
    await page.keyboard.type(burst, { delay: 5 });
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('region', { name: en.verdict.valid }).getByText('₩5,000 off'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: en.verdict.valid }).getByText('KRW5000OFF'),
    ).toBeVisible();
  });

  test('a stamp page URL scanned at the counter opens that stamp card', async ({ page }) => {
    await page.goto('/');
    const url = 'https://vvd.bz/stamp/274?src=qr';
    expect(url).toHaveLength(31);
    await page.getByLabel(FIELD).pressSequentially(url, { delay: 5 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/stamps\/274$/);
  });

  test('on-site redeem: a wrong password, then the right one', async ({ page }) => {
    await page.goto('/');
    const field = page.getByLabel(FIELD);
    await field.fill('ONSITE01');
    await field.press('Enter');
    await page
      .getByRole('region', { name: en.verdict.valid })
      .getByRole('button', { name: en.redeem.action })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Redeem ONSITE01' });
    await expect(dialog).toBeVisible();
    const password = dialog.getByLabel(common.onsitePassword.label);
    await expect(password).toBeFocused();
    await expectAccessible(page, 'password dialog');
    await password.fill('9999');
    await password.press('Enter');
    await expect(dialog.getByRole('alert')).toContainText('The on-site password is incorrect.');
    await expect(password).toHaveValue('');
    await password.fill('1234');
    await dialog.getByRole('button', { name: en.redeem.confirm }).click();
    const done = page.getByRole('region', { name: en.verdict.redeemed });
    await expect(done).toContainText(en.redeem.usedUp);
    await expect(dialog).toBeHidden();
    await expect(field).toBeFocused();
  });

  test('a double tap and a double Enter on Redeem send exactly one redeem each', async ({
    page,
  }) => {
    await page.goto('/');
    await demo(page, { latencyMs: 150 });
    const redeems: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/coupon/v1/redeem'))
        redeems.push(request.url());
    });
    const field = page.getByLabel(FIELD);
    await field.fill('UNLIMITED01');
    await field.press('Enter');
    await page.getByRole('button', { name: en.redeem.action }).dblclick();
    await expect(page.getByRole('region', { name: en.verdict.redeemed })).toContainText(
      'used 43 times',
    );
    // Counted once the screen has settled and a later request has made its round trip.
    expect(
      (await serviceHolds(page, '/api/coupon/v1/validate?cpnNo=UNLIMITED01')).result?.useCnt,
    ).toBe(43);
    expect(redeems).toHaveLength(1);

    await field.fill('KRW5000OFF');
    await field.press('Enter');
    const redeem = page.getByRole('button', { name: en.redeem.action });
    await redeem.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: en.verdict.redeemed })).toBeVisible();
    expect((await serviceHolds(page, '/api/coupon/v1/validate?cpnNo=KRW5000OFF')).code).not.toBe(0);
    expect(redeems).toHaveLength(2);
  });

  test('the last use, then "limit reached"', async ({ page }) => {
    await page.goto('/');
    const field = page.getByLabel(FIELD);
    await field.fill('SINGLEUSE01');
    await field.press('Enter');
    await page.getByRole('button', { name: en.redeem.action }).click();
    await expect(page.getByRole('region', { name: en.verdict.redeemed })).toContainText(
      en.redeem.usedUp,
    );
    await expectAccessible(page, 'redeemed');
    await field.fill('SINGLEUSE01');
    await field.press('Enter');
    const refused = page.getByRole('region', { name: en.verdict.refused });
    await expect(refused).toContainText('This coupon has reached its use limit.');
    await expect(refused).toContainText('Redeemed at this counter at');
  });

  test.describe('when the network drops', () => {
    test.use({ expectedConsoleErrors: NETWORK_LOG });

    test('during a redeem: the app reads the coupon back and shows what really happened', async ({
      page,
    }) => {
      await page.goto('/');
      const field = page.getByLabel(FIELD);
      await field.fill('MEMBER3X');
      await field.press('Enter');
      await expect(page.getByText('1 of 3 used · 2 uses left')).toBeVisible();
      await demo(page, {
        fault: 'lost-response',
        faultOnce: true,
        faultOperations: ['coupon.redeem'],
      });
      await page.getByRole('button', { name: en.redeem.action }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('checkbox').check();
      await dialog.getByRole('button', { name: en.redeem.confirm }).click();
      const done = page.getByRole('region', { name: en.verdict.redeemed });
      await expect(done).toContainText(en.redeem.recoveredDone);
      await expect(done).toContainText('Apply 20% off');
      await expect(done).toContainText('1 more use left on this coupon.');
    });

    test('offline: a clear message, and the check works again when back', async ({ page }) => {
      await page.goto('/');
      const field = page.getByLabel(FIELD);
      // One check online first: the verdict's code is loaded with the first scan (the app's
      // worker, which keeps it for a page opened offline, is the live journey's to test).
      await field.fill('MEMBER3X');
      await field.press('Enter');
      await expect(page.getByRole('region', { name: en.verdict.valid })).toBeVisible();
      await page.context().setOffline(true);
      await field.fill('PERCENT15');
      await field.press('Enter');
      const failed = page.getByRole('region', { name: en.verdict.failed });
      await expect(failed).toContainText(en.offline);
      await expectAccessible(page, 'offline');
      await page.context().setOffline(false);
      await failed.getByRole('button', { name: en.checkAgain }).click();
      await expect(page.getByRole('region', { name: en.verdict.valid })).toBeVisible();
    });
  });

  test('no axe violations: idle, valid with contacts shown, refused, and valid in Korean', async ({
    page,
  }) => {
    test.info().annotations.push({
      type: 'note',
      description: 'The rate-limit answer is an HTTP 429, logged by Chromium.',
    });
    await page.goto('/');
    await expect(page.getByLabel(FIELD)).toBeFocused();
    await expectAccessible(page, 'idle');
    const field = page.getByLabel(FIELD);
    await field.fill('MEMBER3X');
    await field.press('Enter');
    await expect(page.getByRole('region', { name: en.verdict.valid })).toBeVisible();
    await page.getByRole('button', { name: 'Show contact details' }).click();
    await expectAccessible(page, 'valid');
    await field.fill('NOTYETACTIVE');
    await field.press('Enter');
    await expect(page.getByRole('region', { name: en.verdict.refused })).toBeVisible();
    await expectAccessible(page, 'refused');
    await page.getByRole('button', { name: 'Switch language to 한국어' }).click();
    await page.getByLabel('쿠폰 번호 또는 스탬프 ID').fill('WITHIMAGE01');
    await page.getByLabel('쿠폰 번호 또는 스탬프 ID').press('Enter');
    await expect(page.getByRole('region', { name: '사용 가능' })).toBeVisible();
    await expectAccessible(page, 'valid, Korean');
  });
});

test.describe('the recent list on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('one row a customer, with what it was and who did it; tapping the row checks it again', async ({
    page,
  }) => {
    // The demo till is signed in as its owner.
    await page.goto('/');
    const field = page.getByLabel(FIELD);
    await field.fill('UNLIMITED01');
    await field.press('Enter');
    await page
      .getByRole('region', { name: en.verdict.valid })
      .getByRole('button', { name: en.redeem.action })
      .click();
    await expect(page.getByRole('region', { name: en.verdict.redeemed })).toBeVisible();
    const rows = page.getByRole('region', { name: common.recent.title }).getByRole('listitem');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText('Staff discount · 30% off');
    await expect(row).toContainText(common.recent.done.redeem);
    await expect(row).toContainText(common.recent.outcomes.ok);
    await expect(row).toContainText('by Olivia Owner');
    const again = row.getByRole('button', { name: 'Check UNLIMITED01 again' });
    expect((await again.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    // Rows wrap: nothing scrolls sideways.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'recent list on a phone');
    // The whole row is the target: its top-left corner, far from the code, checks it again.
    await row.click({ position: { x: 6, y: 6 } });
    await expect(page.getByRole('region', { name: en.verdict.valid })).toContainText(
      'used 43 times',
    );
    await expect(page).toHaveURL(/\/$/);
    await expect(rows).toHaveCount(1);
  });
});

test.describe('a phone held low (the verdict starts below the fold)', () => {
  test.use({ viewport: { width: 390, height: 500 } });

  test('each verdict brings its headline into the upper part of the screen', async ({ page }) => {
    await page.goto('/');
    const field = page.getByLabel(FIELD);
    for (const [code, word] of [
      ['PERCENT15', en.verdict.valid],
      ['NOSUCHCODE1', en.verdict.refused],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await field.fill(code);
      await field.press('Enter');
      const headline = page
        .getByRole('region', { name: word })
        .getByText(word, { exact: true })
        .first();
      // It scrolls smoothly: measured once it has arrived.
      await expect(async () => {
        const box = await headline.boundingBox();
        expect(box?.y).toBeGreaterThanOrEqual(0);
        expect(box?.y).toBeLessThanOrEqual(500 * 0.55);
      }).toPass({ timeout: 3_000 });
    }
  });
});

test.describe('while the app loads', () => {
  test('a scanner fired before the app is ready loses nothing: the scan is checked once it is', async ({
    page,
  }) => {
    // The app's code is held back, as on slow shop Wi-Fi, while the page itself is there.
    const gate: { open?: () => void } = {};
    const held = new Promise<void>((resolve) => {
      gate.open = resolve;
    });
    await page.context().route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(() => '__earlyKeys' in window);
    await scannerBurst(page, 'PERCENT15');
    gate.open?.();
    const valid = page.getByRole('region', { name: en.verdict.valid });
    await expect(valid.getByText('15% off')).toBeVisible();
    await expect(page.getByLabel(FIELD)).toBeFocused();
    await expect(page.getByLabel(FIELD)).toHaveValue('');
  });
});

test.describe('keys', () => {
  test('/ goes to the scan field from a button, ? lists the shortcuts, Esc closes the list, then clears the verdict', async ({
    page,
  }) => {
    await page.goto('/');
    const field = page.getByLabel(FIELD);
    await field.fill('PERCENT15');
    await field.press('Enter');
    const valid = page.getByRole('region', { name: en.verdict.valid });
    await valid.getByRole('button', { name: en.redeem.action }).focus();
    await page.keyboard.press('/');
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('');
    await page.keyboard.press('Shift+Slash');
    const dialog = page.getByRole('dialog', { name: scanText.shortcuts.title });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'shortcuts listed');
    // The browser's own Esc closes the modal dialog; the verdict behind it stays.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(field).toBeFocused();
    await expect(valid).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(valid).toBeHidden();
    await expect(page.getByText(en.idle)).toBeVisible();
    await expect(field).toHaveValue('');
  });
});

test.describe('coupon counter under a rate limit', () => {
  test.use({ expectedConsoleErrors: NETWORK_LOG });

  test('says how long to wait, and holds the retry until then', async ({ page }) => {
    await page.goto('/');
    await demo(page, { fault: 'rate-limit' });
    const field = page.getByLabel(FIELD);
    await field.fill('PERCENT15');
    await field.press('Enter');
    const failed = page.getByRole('region', { name: en.verdict.failed });
    await expect(failed).toContainText(/Wait (30|29|28) seconds/);
    await expect(failed.getByRole('button', { name: en.checkAgain })).toBeDisabled();
    await expectAccessible(page, 'rate limited');
  });
});

test.describe('a slow check', () => {
  test('says what it checks at once, "still waiting" after a few seconds, and Cancel drops it', async ({
    page,
  }) => {
    await page.goto('/');
    await demo(page, { latencyMs: 8_000 });
    const field = page.getByLabel(FIELD);
    await field.fill('PERCENT15');
    await field.press('Enter');
    const checking = page.getByRole('region', { name: 'Checking PERCENT15…' });
    await expect(checking.getByText('Checking PERCENT15…')).toBeVisible();
    await expect(checking.getByText(common.checking.stillWaiting)).toBeVisible({
      timeout: 6_000,
    });
    await expectAccessible(page, 'still waiting');
    await checking.getByRole('button', { name: common.checking.cancel }).click();
    await expect(page.getByText(en.idle)).toBeVisible();
    await expect(field).toBeFocused();
    // The dropped check's answer, when it comes, changes nothing.
    await demo(page, { latencyMs: 0 });
    await expect(page.getByRole('region', { name: en.verdict.valid })).toHaveCount(0);
  });
});
