import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { messages as clicks } from '../src/locales/en/clicks';
import { messages as clicksKo } from '../src/locales/ko/clicks';
import { fixTime, demo, expect, expectAccessible, test } from './fixtures';

/** What `element` holds fits its box across: nothing to scroll sideways to, nothing cut. */
async function expectNoSidewaysScroll(element: Locator, what?: string) {
  const [shown, needed] = await element.evaluate((node) => [node.clientWidth, node.scrollWidth]);
  expect(needed, what).toBeLessThanOrEqual(shown);
}

/**
 * The clicks screen's journeys on the production build with the simulated service. The service's
 * clock is pinned through the page's: 22 November 2026, 14:20 in Seoul (the hour 14:00–15:00 in
 * progress).
 */
const NOW = new Date('2026-11-22T14:20:00+09:00');

const chart = (page: Page) => page.getByRole('group', { name: /^Clicks per hour, / });
/** Opens the scope, chart-or-table and comparison choices behind the line that names them. */
const openChoices = (page: Page) =>
  page.getByRole('button', { name: clicks.controls.change, exact: true }).click();
const liveLine = (page: Page) => page.locator('figure [aria-live="polite"]');

/** Pages whose demo shop is already on the pinned day (pinning again seeds it afresh). */
const pinned = new WeakSet<Page>();

async function openClicks(page: Page, search = '') {
  if (!pinned.has(page)) {
    await fixTime(page, NOW);
    pinned.add(page);
  }
  await page.goto(`/clicks${search}`);
  await expect(page.getByRole('heading', { name: clicks.title })).toBeVisible();
}

/** The table's rows as text: hour, then each number cell. */
async function tableRows(page: Page): Promise<string[][]> {
  // The body's rows: the second row group, after the column headers, before the day's total.
  const rows = page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row');
  // The day's numbers arrive after the heading (in the demo, once its service is up).
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent.trim())),
  );
}

test.describe('clicks per hour', () => {
  test('switches date and scope through the address, and Back goes back', async ({ page }) => {
    await openClicks(page);
    await expect(page.getByText(/so far today, to 14:20 KST/)).toBeVisible();
    await expect(chart(page)).toHaveAccessibleName(/the whole account, November 22, 2026/);

    await page.getByRole('button', { name: clicks.controls.previousDay }).click();
    await expect(page).toHaveURL(/\/clicks\?date=2026-11-21/);
    await expect(page.getByText('on November 21, 2026')).toBeVisible();

    await openChoices(page);
    await page.getByRole('radio', { name: clicks.controls.scopes.group }).check();
    await expect(page.getByText(clicks.states.chooseGroup)).toBeVisible();
    await page.getByRole('textbox', { name: clicks.controls.groupIdx }).fill('1');
    await page.getByRole('button', { name: clicks.controls.show }).click();
    await expect(chart(page)).toHaveAccessibleName(/link group 1, November 21, 2026/);

    await page.goBack();
    await page.goBack();
    await expect(chart(page)).toHaveAccessibleName(/the whole account, November 21, 2026/);
    await page.goBack();
    await expect(chart(page)).toHaveAccessibleName(/the whole account, November 22, 2026/);
  });

  test('a Korean link ID on vvd.im: typed, URL-encoded, and its clicks shown', async ({ page }) => {
    await openClicks(page, '?date=2026-11-21');
    await openChoices(page);
    await page.getByRole('radio', { name: clicks.controls.scopes.link }).check();
    await page.getByRole('textbox', { name: clicks.controls.linkId }).fill('겨울이벤트');
    await page
      .getByRole('combobox', { name: clicks.controls.domain })
      .selectOption('https://vvd.im');
    await page.getByRole('button', { name: clicks.controls.show }).click();
    expect(new URL(page.url()).search).toContain(`link=${encodeURIComponent('겨울이벤트')}`);
    await expect(chart(page)).toHaveAccessibleName(
      /^Clicks per hour, link 겨울이벤트 on vvd\.im, November 21, 2026: [\d,]+ clicks? in all/i,
    );
    // The shared address shows the same view in a fresh tab.
    const url = page.url();
    await page.goto('about:blank');
    await page.goto(url);
    await expect(chart(page)).toHaveAccessibleName(/link 겨울이벤트 on vvd\.im/i);
  });

  test('on Personal: group and account are visible, disabled, with the plan named', async ({
    page,
  }) => {
    await openClicks(page, '?date=2026-11-21');
    await demo(page, { plan: 'personal' });
    await expect(page.getByText(clicks.states.chooseLink)).toBeVisible();
    for (const name of [clicks.controls.scopes.group, clicks.controls.scopes.account]) {
      const radio = page.getByRole('radio', { name });
      await expect(radio).toBeDisabled();
      await expect(radio).toHaveAccessibleDescription(clicks.controls.needsPremium);
    }
    await expect(page.getByText(clicks.controls.needsPremium).first()).toBeVisible();
  });

  test('one request per day, and on Personal none for a group or the account from the address', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/clicks-by-hour')) asked.push(url.search);
    });
    await openClicks(page, '?date=2026-11-21&compare=1');
    await expect(page.getByText(/^A week earlier \(November 14, 2026\): /)).toBeVisible();
    expect(asked).toEqual([
      '?startYmd=2026-11-21&endYmd=2026-11-21',
      '?startYmd=2026-11-14&endYmd=2026-11-14',
    ]);

    await demo(page, { plan: 'personal' });
    asked.length = 0;
    await openClicks(page, '?date=2026-11-21&scope=group&group=2');
    await expect(page.getByText(clicks.states.planGroup.replace('{{grpIdx}}', '2'))).toBeVisible();
    await expect(page.getByRole('radio', { name: clicks.controls.scopes.link })).toBeChecked();
    await openClicks(page, '?date=2026-11-21&scope=account');
    await expect(page.getByText(clicks.states.planAccount)).toBeVisible();
    await expect(page.getByText(clicks.states.chooseLink)).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('compares with the same weekday a week earlier, in the chart and the table', async ({
    page,
  }) => {
    await openClicks(page, '?date=2026-11-21');
    await openChoices(page);
    await page.getByRole('checkbox', { name: clicks.controls.compare }).check();
    await expect(
      page.getByText(/^A week earlier \(November 14, 2026\): [\d,]+ clicks$/),
    ).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: clicks.chart.previous }),
    ).toBeVisible();
    await page.getByRole('radio', { name: clicks.controls.table }).check();
    await expect(
      page.getByRole('columnheader', { name: 'A week earlier (November 14, 2026)' }),
    ).toBeVisible();
    const rows = await tableRows(page);
    expect(rows).toHaveLength(24);
    for (const [, clicksCell, , previousCell, change] of rows) {
      const n = (text = '') => Number(text.replace(/[,+]/g, ''));
      expect(n(change)).toBe(n(clicksCell) - n(previousCell));
    }
  });

  test('the keyboard walk: focus the chart, → three times, the live line reads the hour', async ({
    page,
  }) => {
    await openClicks(page, '?date=2026-11-21&compare=1');
    await expect(page.getByText(/^A week earlier \(November 14, 2026\)/)).toBeVisible();
    // The choices are closed: the chart is the next stop after the button that opens them.
    await page.getByRole('button', { name: clicks.controls.change }).focus();
    await page.keyboard.press('Tab');
    await expect(chart(page)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(liveLine(page)).toHaveText(
      /^02:00–03:00 KST: \d+ clicks?, \d+ unique; a week earlier \d+$/,
    );
    await page.keyboard.press('End');
    await expect(liveLine(page)).toHaveText(/^23:00–24:00 KST: /);
    // Today: the hour in progress, and one not yet come.
    await page.goto('/clicks');
    await chart(page).focus();
    await page.keyboard.press('Home');
    for (let i = 0; i < 14; i += 1) await page.keyboard.press('ArrowRight');
    await expect(liveLine(page)).toHaveText(/^14:00–15:00 KST, in progress: \d+ clicks? so far/);
    await page.keyboard.press('ArrowRight');
    await expect(liveLine(page)).toHaveText('15:00–16:00 KST: not yet');
  });

  test('a tap pins an hour’s figures; a second tap lets go', async ({ page }) => {
    await openClicks(page, '?date=2026-11-21');
    // The figures box is for the eye (the live line speaks for it), so it is hidden from the tree.
    const tooltip = page.getByRole('tooltip', { includeHidden: true });
    const label = await chart(page).getByText('12', { exact: true }).boundingBox();
    const plot = await chart(page).boundingBox();
    if (!label || !plot) throw new Error('the chart is not laid out');
    const atNoon = { x: label.x + label.width / 2, y: plot.y + plot.height / 2 };
    await page.mouse.click(atNoon.x, atNoon.y);
    await expect(tooltip).toHaveText(/^12:00–13:00 KST: \d+ clicks?, \d+ unique$/);
    await expect(liveLine(page)).toHaveText(/^12:00–13:00 KST: /);
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveText(/^12:00–13:00 KST: /);
    await page.mouse.click(atNoon.x, atNoon.y);
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);
  });

  test('on a phone (390×844) the table of today shows every number without scrolling sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Today, with its hour in progress: the row that says so is the widest.
    await openClicks(page, '?view=table');
    await tableRows(page);
    const region = page.getByRole('region', { name: /^Clicks per hour, / });
    await expectNoSidewaysScroll(region);
    // The hours to come say "not yet", each on one line (it broke into "not / yet").
    const notYet = region.getByRole('cell', { name: clicks.table.notYet, exact: true });
    expect(await notYet.count()).toBeGreaterThan(0);
    const lines = await notYet.evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      }),
    );
    expect(new Set(lines)).toEqual(new Set([1]));
  });

  test('on a phone, compared with a week earlier: the table’s caption is whole in view while its columns scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openClicks(page, '?view=table&compare=1&date=2026-11-20');
    await tableRows(page);
    const region = page.getByRole('region', { name: /^Clicks per hour, / });
    const caption = (await region.getAttribute('aria-label')) ?? '';
    // The caption as seen: the one not hidden for screen readers (they read the table's own).
    const seen = page.getByText(caption, { exact: true }).and(page.locator(':visible')).first();
    const box = await seen.boundingBox();
    if (!box) throw new Error('the caption is not seen');
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'the caption’s right edge').toBeLessThanOrEqual(390);
    await expectNoSidewaysScroll(seen, 'the caption’s text against its box');
  });

  test('at 1024×768, today beside a week earlier: every column of the table in view, "Change" too', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openClicks(page, '?view=table&compare=1');
    await tableRows(page);
    await expectNoSidewaysScroll(page.getByRole('region', { name: /^Clicks per hour, / }));
  });

  test('the CSV file: BOM, scope, date and zone, and the table’s numbers', async ({ page }) => {
    await openClicks(page, '?date=2026-11-21&view=table&compare=1');
    await expect(page.getByText(/^A week earlier \(November 14, 2026\): /)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: clicks.csv.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('clicks-2026-11-21-account.csv');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'Scope,the whole account',
      'Date,2026-11-21',
      'Time zone,"KST, UTC+9"',
      'Compared with,2026-11-14',
      '',
      'Hour (KST),Clicks,Unique visitors,A week earlier (2026-11-14),Change',
    ]);
    // The same numbers as the table, written as plain numbers: no thousands separators, no "+".
    const table = (await tableRows(page)).map((row) =>
      row.map((cell, index) => (index === 0 ? cell : cell.replace(/[,+]/g, ''))).join(','),
    );
    expect(lines.slice(6, 30)).toEqual(table);
  });

  test('axe finds no violations in the chart and the table, in both languages', async ({
    page,
  }) => {
    await openClicks(page, '?date=2026-11-21&compare=1');
    await expect(page.getByText(/^A week earlier \(November 14, 2026\): /)).toBeVisible();
    await expectAccessible(page, 'chart, compared');
    await openChoices(page);
    await expectAccessible(page, 'chart, compared, choices open');
    await page.getByRole('radio', { name: clicks.controls.table }).check();
    await expectAccessible(page, 'table, compared');
    await page.getByRole('button', { name: '한국어' }).click();
    await expect(page.getByRole('heading', { name: clicksKo.title })).toBeVisible();
    await expectAccessible(page, 'Korean table');
    await page.getByRole('radio', { name: clicksKo.controls.chart }).check();
    await expect(page.getByRole('group', { name: /^시간대별 클릭, / })).toBeVisible();
    await expectAccessible(page, 'Korean chart');
  });

  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 1440, height: 900 },
  ]) {
    test(`${viewport.width}×${viewport.height}: nothing overflows; screenshots kept`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize(viewport);
      await openClicks(page, '?date=2026-11-21&compare=1');
      await expect(page.getByText(/^A week earlier \(November 14, 2026\): /)).toBeVisible();
      const overflow = () =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
      expect(await overflow()).toBe(0);
      await chart(page).focus();
      await page.keyboard.press('End');
      for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
      const path = testInfo.outputPath(`clicks-${viewport.width}.png`);
      await page.screenshot({ path, fullPage: true });
      await testInfo.attach(`clicks-${viewport.width}`, { path, contentType: 'image/png' });
    });
  }

  test('390×844 in Korean: the hour labels stay whole, one line each', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => localStorage.setItem('counter-pos.language', 'ko'));
    await fixTime(page, NOW);
    await page.goto('/clicks?date=2026-11-21');
    const koChart = page.getByRole('group', { name: /^시간대별 클릭, / });
    await expect(koChart).toBeVisible();
    for (const hour of ['00', '06', '12', '18']) {
      const label = koChart.getByText(hour, { exact: true });
      // One line box for the label's text: its two digits side by side, not stacked.
      const lines = await label.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
      });
      expect(lines, `hour ${hour}`).toBe(1);
    }
  });

  test('1440×900: a link named and shown is titled by its name, its chart in view, and comes back in one tap', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openClicks(page, '?scope=link');
    await page.getByRole('textbox', { name: clicks.controls.linkId }).fill('spring-sale');
    await page.getByRole('textbox', { name: clicks.controls.scopeName }).fill('Spring sale flyer');
    await page.getByRole('button', { name: clicks.controls.show }).click();
    const chartOf = page.getByRole('group', {
      name: /^Clicks per hour, Spring sale flyer \(link spring-sale on /,
    });
    // The panel closed: the chart is on the first screen (left open, it fell below the fold).
    await expect(chartOf).toBeInViewport({ ratio: 1 });
    const change = page.getByRole('button', { name: clicks.controls.change, exact: true });
    await expect(change).toHaveAttribute('aria-expanded', 'false');
    await expect(change).toBeFocused();

    await page.goto('/clicks?scope=account');
    await page.getByRole('button', { name: clicks.controls.change, exact: true }).click();
    await page
      .getByRole('group', { name: clicks.controls.remembered })
      .getByRole('button', { name: /^Spring sale flyer / })
      .click();
    await expect(chartOf).toBeInViewport({ ratio: 1 });
  });

  test('the statistics code is not in the counter’s first load', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const isClicksCode = (path: string) => /\/assets\/clicks(-route)?-[\w-]+\.js$/.test(path);
    await page.goto('/');
    await expect(page.getByLabel('Coupon number or stamp ID')).toBeFocused();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(isClicksCode)).toEqual([]);
    const before = scripts.length;
    await page.getByRole('link', { name: 'Clicks' }).click();
    await expect(page.getByRole('heading', { name: clicks.title })).toBeVisible();
    expect(scripts.slice(before).filter(isClicksCode).length).toBeGreaterThan(0);
  });
});

test.describe('clicks seen from Los Angeles', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('the same hours and totals as in Seoul', async ({ page, browser }) => {
    await openClicks(page, '?date=2026-11-21&view=table');
    expect(await page.evaluate(() => new Date().getHours())).toBe(21);
    const here = await tableRows(page);
    const total = await page.locator('#clicks-total').textContent();

    const seoul = await browser.newContext({ timezoneId: 'Asia/Seoul' });
    const other = await seoul.newPage();
    await openClicks(other, '?date=2026-11-21&view=table');
    expect(await other.evaluate(() => new Date().getHours())).toBe(14);
    expect(await tableRows(other)).toEqual(here);
    expect(await other.locator('#clicks-total').textContent()).toBe(total);
    await seoul.close();
    expect(here[0]?.[0]).toBe('00:00–01:00');
  });
});
