import { messages as common } from '../src/locales/en/common';
import { messages as scan } from '../src/locales/en/scan';
import { messages as en } from '../src/locales/en/stamps';
import { expect, expectAccessible, NETWORK_LOG, serviceHolds, test } from './fixtures';

const FIELD = 'Coupon number or stamp ID';

test.describe('stamp cards', () => {
  test('add stamps until the card is full, then the reward with a wrong and then the right password', async ({
    page,
  }) => {
    // A whole card's life with five axe runs: about 15 s alone, twice that beside other workers.
    test.slow();
    await page.goto('/stamps');
    const field = page.getByLabel(FIELD);
    await field.fill('280');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/stamps\/280$/);
    const progress = page.getByRole('progressbar', { name: en.card.progressLabel });
    await expect(progress).toHaveAttribute('aria-valuenow', '2');
    await expectAccessible(page, 'card');

    await page.getByRole('button', { name: en.add.action }).click();
    await expect(page.getByText('Stamp 3 added. Confirmed by the service: 3 of 5.')).toBeVisible();
    // A second stamp moments later: the guard asks first.
    for (const number of [4, 5]) {
      await page.getByRole('button', { name: en.add.action }).click();
      await expect(
        page.getByText(/This card got a stamp \d+ seconds? ago\. Add another\?/),
      ).toBeVisible();
      await expectAccessible(page, 'guard question');
      await page.getByRole('button', { name: en.add.guardYes }).click();
      await expect(
        page.getByText(`Stamp ${number} added. Confirmed by the service: ${number} of 5.`),
      ).toBeVisible();
    }
    const full = page.getByRole('region', { name: en.verdict.full });
    await expect(full).toContainText(en.card.rewardReady);
    await expectAccessible(page, 'reward ready');

    await full.getByRole('button', { name: en.reward.action }).click();
    const dialog = page.getByRole('dialog', { name: 'Give the reward for card 280' });
    const password = dialog.getByLabel(common.onsitePassword.label);
    await expect(password).toBeFocused();
    await password.fill('1111');
    await password.press('Enter');
    await expect(dialog.getByRole('alert')).toContainText('The on-site password is incorrect.');
    await expectAccessible(page, 'reward dialog with a refusal');
    await password.fill('5678');
    await dialog.getByRole('button', { name: en.reward.confirm }).click();
    const given = page.getByRole('region', { name: en.verdict.rewardGiven });
    await expect(given).toContainText(en.reward.advice);
    await expectAccessible(page, 'reward given');

    await field.fill('280');
    await field.press('Enter');
    await expect(page.getByRole('region', { name: en.verdict.refused })).toContainText(
      'already been given',
    );
  });

  test("the reward is the service's redeem, exactly { stampIdx }; never an update", async ({
    page,
  }) => {
    const writes: { path: string; body: unknown }[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'PUT' && url.pathname.startsWith('/api/stamp/'))
        writes.push({ path: url.pathname, body: request.postDataJSON() as unknown });
    });
    await page.goto('/stamps/276');
    const full = page.getByRole('region', { name: en.verdict.full });
    await full.getByRole('button', { name: en.reward.action }).click();
    await expect(page.getByRole('region', { name: en.verdict.rewardGiven })).toBeVisible();
    expect(writes).toEqual([{ path: '/api/stamp/v1/redeem', body: { stampIdx: 276 } }]);
  });

  test('card 274, answered with the service sample\'s "stampIdx": 16, is stamped as 274 and shown as 274', async ({
    page,
  }) => {
    const writes: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') writes.push(request.postDataJSON());
    });
    await page.goto('/stamps/274');
    const ok = page.getByRole('region', { name: en.verdict.card });
    await expect(ok.getByText('274', { exact: true }).first()).toBeVisible();
    await ok.getByRole('button', { name: en.add.action }).click();
    await expect(page.getByText('Stamp 4 added. Confirmed by the service: 4 of 10.')).toBeVisible();
    expect(writes).toEqual([{ stampIdx: 274 }]);
    await expect(page.getByText('16', { exact: true })).toHaveCount(0);
  });

  test('a +3 that should have been +2: Undo takes the last stamp back, one at a time, with the count shown', async ({
    page,
  }) => {
    test.slow();
    const removes: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/stamp/v1/remove'))
        removes.push(request.postDataJSON());
    });
    await page.goto('/stamps/274');
    const progress = page.getByRole('progressbar', { name: en.card.progressLabel });
    await expect(progress).toHaveAttribute('aria-valuenow', '3');
    await page.getByRole('button', { name: 'Add 3 stamps (one per item bought)' }).click();
    // Three adds, each read before and after: beside other workers it has taken over 5 s.
    await expect(page.getByText('3 stamps added.')).toBeVisible({ timeout: 15_000 });
    const undo = page.getByRole('button', { name: en.undo.action });
    await expect(undo).toHaveAccessibleDescription(
      '3 stamps added here can be taken back, one at a time, for up to 2 minutes after each was added.',
    );
    await expectAccessible(page, 'undo offered');
    await undo.click();
    await expect(
      page.getByText('Stamp taken back. Confirmed by the service: 5 of 10.'),
    ).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '5');
    await expect(undo).toHaveAccessibleDescription(
      '2 stamps added here can be taken back, one at a time, for up to 2 minutes after each was added.',
    );
    expect((await serviceHolds(page, '/api/stamp/v1/validate?stampIdx=274')).result?.stamps).toBe(
      5,
    );
    expect(removes).toEqual([{ stampIdx: 274 }]);
    // The recent list keeps it beside the adds.
    await expect(
      page.getByRole('region', { name: common.recent.title }).getByText('1 stamp taken back'),
    ).toBeVisible();
    // The next card: the stamps are this customer's now, no Undo.
    const field = page.getByLabel(FIELD);
    await field.fill('275');
    await field.press('Enter');
    await expect(progress).toHaveAttribute('aria-valuenow', '9');
    await expect(undo).toHaveCount(0);
  });

  test('a double tap on Add sends exactly one add', async ({ page }) => {
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/stamp/v1/add'))
        adds.push(request.url());
    });
    await page.goto('/stamps/274');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
    await page.getByRole('button', { name: en.add.action }).dblclick();
    await expect(page.getByText('Stamp 4 added. Confirmed by the service: 4 of 10.')).toBeVisible();
    // Counted once the screen has settled and a later request has made its round trip.
    expect((await serviceHolds(page, '/api/stamp/v1/validate?stampIdx=274')).result?.stamps).toBe(
      4,
    );
    expect(adds).toHaveLength(1);
  });

  test('a scan reads the card once; back and forward read the card the address names', async ({
    page,
  }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/stamp/v1/validate')
        reads.push(url.searchParams.get('stampIdx') ?? '');
    });
    await page.goto('/stamps/274');
    const progress = page.getByRole('progressbar', { name: en.card.progressLabel });
    await expect(progress).toHaveAttribute('aria-valuenow', '3');
    const field = page.getByLabel(FIELD);
    await field.fill('276');
    await field.press('Enter');
    await expect(page.getByRole('region', { name: en.verdict.full })).toBeVisible();
    await expect(page).toHaveURL(/\/stamps\/276$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/stamps\/274$/);
    await expect(page.getByRole('region', { name: en.verdict.card })).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '3');
    await page.goForward();
    await expect(page).toHaveURL(/\/stamps\/276$/);
    await expect(page.getByRole('region', { name: en.verdict.full })).toBeVisible();
    // Counted once the screen has settled and a later request has made its round trip.
    await serviceHolds(page, '/api/coupon/v1/validate?cpnNo=PERCENT15');
    expect(reads).toEqual(['274', '276', '274', '276']);
  });

  test('the quick-second-stamp guard: "No" adds nothing; the setting can switch it off', async ({
    page,
  }) => {
    await page.goto('/stamps/274');
    await page.getByRole('button', { name: en.add.action }).click();
    await expect(page.getByText(/Stamp 4 added/)).toBeVisible();
    await page.getByRole('button', { name: en.add.action }).click();
    await page.getByRole('button', { name: en.add.guardNo, exact: true }).click();
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');

    await page.goto('/settings');
    const guard = page.getByLabel('Ask before a second stamp on the same card within (seconds)');
    await expect(guard).toHaveValue('30');
    await guard.fill('1000');
    const atCounter = page.getByRole('region', { name: 'At the counter' });
    // Each change is saved as soon as it is valid; one that is not says so, and keeps the old.
    await expect(atCounter.getByText('Use 0 to 600 seconds. Not saved yet.')).toBeVisible();
    await expect(atCounter.getByText(/^Saved\./)).toHaveCount(0);
    await guard.fill('0');
    await expect(atCounter.getByRole('status')).toHaveText(
      'Saved. Changes here are saved as you make them.',
    );
    // Nothing to press before leaving: the change is there when the screen is opened again.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Coupons' })
      .click();
    await page.goto('/settings');
    await expect(guard).toHaveValue('0');

    await page.goto('/stamps/274');
    await page.getByRole('button', { name: en.add.action }).click();
    await expect(page.getByText(/Stamp 5 added/)).toBeVisible();
    await page.getByRole('button', { name: en.add.action }).click();
    await expect(page.getByText(/Stamp 6 added/)).toBeVisible();
  });

  test('deactivated, expired and reward-given cards say why, in both languages', async ({
    page,
  }) => {
    for (const [id, message] of [
      ['278', 'This stamp card has been deactivated.'],
      ['279', 'This stamp card expired on'],
      ['277', 'The reward for this stamp card has already been given.'],
    ] as const) {
      await page.goto(`/stamps/${id}`);
      const refused = page.getByRole('region', { name: en.verdict.refused });
      await expect(refused).toContainText(message);
      await expect(refused.getByRole('button')).toHaveCount(0);
      await expectAccessible(page, `refused ${id}`);
    }
    await page.getByRole('button', { name: 'Switch language to 한국어' }).click();
    await page.getByLabel('쿠폰 번호 또는 스탬프 ID').fill('278');
    await page.getByLabel('쿠폰 번호 또는 스탬프 ID').press('Enter');
    await expect(page.getByRole('region', { name: '사용 불가' })).toContainText(
      '비활성화된 스탬프입니다.',
    );
  });

  test('a value the service could not take is caught in the field, and nothing is sent', async ({
    page,
  }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/stamp/')) sent.push(request.url());
    });
    await page.goto('/stamps');
    const field = page.getByLabel(FIELD);
    for (const value of ['12abc', '1.5', '99999999999']) {
      await field.fill(value);
      await field.press('Enter');
      await expect(page.getByRole('alert')).toContainText(
        /A stamp ID (is a whole number|goes from 1)/,
      );
      await expect(field).toHaveValue(value);
    }
    await expectAccessible(page, 'field error');
    expect(sent).toEqual([]);
    await page.goto('/stamps/1e3');
    await expect(page.getByRole('region', { name: en.verdict.invalidId })).toContainText(
      scan.problems['stamp-format'],
    );
  });
});

test.describe('stamp cards when the service refuses the ID itself', () => {
  test.use({ expectedConsoleErrors: NETWORK_LOG });

  test('a 653 forced through to the service: "not a valid stamp ID", nothing counted', async ({
    page,
  }) => {
    // Rewrites one ID the app accepts into one the service cannot hold, on its way out.
    await page.addInitScript(() => {
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url =
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
        return original(url.replace('stampIdx=2147483647', 'stampIdx=99999999999'), init);
      };
    });
    const responses: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/stamp/v1/validate')) responses.push(response.status());
    });
    await page.goto('/stamps');
    const field = page.getByLabel(FIELD);
    await field.fill('2147483647');
    await field.press('Enter');
    const invalid = page.getByRole('region', { name: en.verdict.invalidId });
    await expect(invalid).toContainText(en.invalidId);
    expect(responses).toEqual([400]);
    await expectAccessible(page, 'invalid id');
    await expect(page.getByRole('region', { name: common.recent.title })).toContainText('Refused');
  });
});
