import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { messages as clicks } from '../src/locales/en/clicks';
import { messages as counter } from '../src/locales/en/counter';
import { busyDay, demo, expect, expectAccessible, fixTime, scannerBurst, test } from './fixtures';

/**
 * Clicks across days and from click to counter (decision 0028), on the demo's server: the
 * service's clock pinned to 22 November 2026, 14:20 in Seoul.
 */
const NOW = new Date('2026-11-22T14:20:00+09:00');

const heatmap = (page: Page) => page.getByRole('group', { name: /^Clicks by day and hour, / });

/** Every v3 request the page sends, by its query. */
function statisticsAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/clicks-by-hour')) asked.push(url.search);
  });
  return asked;
}

/** The service's own rows for the range, asked through our server after the screen settled. */
async function serviceRows(page: Page, query: string) {
  return page.evaluate(async (search) => {
    const answer = await fetch(`/api/statistics/v3/clicks-by-hour?${search}`);
    const body = (await answer.json()) as {
      result: { ymd: string; hour: number; acesCnt: number }[];
    };
    return body.result;
  }, query);
}

/** The range table's clicks, day by day: each row's 24 hour cells as numbers ('' for not yet). */
async function tableFigures(page: Page): Promise<string[][]> {
  const rows = page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((trs) =>
    trs.map((tr) =>
      Array.from(tr.querySelectorAll('td'))
        .slice(0, 24)
        .map((cell) => (cell.firstChild?.textContent ?? '').replace(/,/g, '').trim()),
    ),
  );
}

function expectedFigures(rows: { ymd: string; hour: number; acesCnt: number }[], days: string[]) {
  return days.map((ymd) =>
    Array.from({ length: 24 }, (_, hour) => {
      if (ymd === '2026-11-22' && hour > 14) return '';
      return String(
        rows
          .filter((row) => row.ymd === ymd && row.hour === hour)
          .reduce((s, r) => s + r.acesCnt, 0),
      );
    }),
  );
}

/**
 * Taps the heatmap's cell of day `day` (0 the first) and `hour`, as a pointer would, and reads the
 * canvas's colour at its middle beside the legend's colours of every step.
 */
async function tapCell(page: Page, day: number, hour: number, days: number) {
  const canvas = heatmap(page).locator('canvas');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no heatmap canvas');
  // The canvas's bleed (4 px) around 24 × days cells with 2 px gaps (heatmap-canvas.ts).
  const x = 4 + ((hour + 0.5) * (box.width - 8 + 2)) / 24 - 1;
  const y = 4 + ((day + 0.5) * (box.height - 8 + 2)) / days - 1;
  await canvas.click({ position: { x, y } });
  return page.evaluate(
    ({ at, legendName }) => {
      const element = document.querySelector<HTMLCanvasElement>(
        '[aria-roledescription="chart"] canvas',
      );
      const context = element?.getContext('2d');
      if (!element || !context) throw new Error('no 2D context');
      const scale = element.width / element.getBoundingClientRect().width;
      const [r, g, b] = context.getImageData(
        Math.round(at.x * scale),
        Math.round(at.y * scale),
        1,
        1,
      ).data;
      const keys = [...document.querySelectorAll('li')].filter((item) =>
        item.closest('ul')?.textContent.startsWith(legendName),
      );
      const legend = keys.map((item) => {
        const key = item.querySelector('[aria-hidden="true"]');
        return key ? getComputedStyle(key).backgroundColor : '';
      });
      return { pixel: `rgb(${r}, ${g}, ${b})`, legend };
    },
    { at: { x, y }, legendName: clicks.range.legend },
  );
}

const daysOf = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `2026-11-${String(from + i).padStart(2, '0')}`);

test.describe('clicks across days', () => {
  test.beforeEach(async ({ page }) => {
    await fixTime(page, NOW);
  });

  test('Personal: a link’s week in one request, the figures the service’s', async ({ page }) => {
    const asked = statisticsAsked(page);
    await page.goto('/clicks');
    await demo(page, { plan: 'personal' });
    await page.goto('/clicks?scope=link&link=spring-sale&domain=https%3A%2F%2Fvvd.bz&days=7');
    await expect(heatmap(page)).toHaveAccessibleName(/link spring-sale on vvd\.bz/);
    await expect(page.getByText(/^Most clicks come /)).toBeVisible();
    expect(asked.at(-1)).toBe(
      '?startYmd=2026-11-16&endYmd=2026-11-22&linkId=spring-sale&domain=https%3A%2F%2Fvvd.bz',
    );
    await expectAccessible(page, 'a week’s heatmap');
    const rows = await serviceRows(
      page,
      'startYmd=2026-11-16&endYmd=2026-11-22&linkId=spring-sale&domain=https%3A%2F%2Fvvd.bz',
    );
    // The cells are painted: a tap on the last day's 09:00 says its figures, and the canvas
    // there has the colour the legend gives its step.
    const drawn = await tapCell(page, 6, 9, 7);
    const nine = rows.filter((row) => row.ymd === '2026-11-22' && row.hour === 9);
    const clicksAtNine = nine.reduce((sum, row) => sum + row.acesCnt, 0);
    await expect(
      page
        .getByText(`Sun, 11/22, 09:00–10:00 KST: ${clicksAtNine} clicks`, { exact: false })
        .first(),
    ).toBeAttached();
    expect(drawn.legend).toContain(drawn.pixel);
    await page.getByRole('button', { name: clicks.controls.change, exact: true }).click();
    await page.getByRole('radio', { name: clicks.controls.table }).check();
    expect(await tableFigures(page)).toEqual(expectedFigures(rows, daysOf(16, 22)));
  });

  test('Premium: a group’s fortnight in one request, exported as the table shows it', async ({
    page,
  }) => {
    const asked = statisticsAsked(page);
    await page.goto('/clicks');
    await demo(page, { plan: 'premium' });
    asked.length = 0;
    await page.goto('/clicks?scope=group&group=1&days=14&view=table');
    await expect(page.getByRole('table')).toBeVisible();
    expect(asked).toEqual(['?startYmd=2026-11-09&endYmd=2026-11-22&grpIdx=1']);
    const rows = await serviceRows(page, 'startYmd=2026-11-09&endYmd=2026-11-22&grpIdx=1');
    const figures = await tableFigures(page);
    expect(figures).toEqual(expectedFigures(rows, daysOf(9, 22)));

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: clicks.csv.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('clicks-2026-11-09_2026-11-22-group-1.csv');
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    const data = lines.filter((line) => /^2026-11-\d\d,/.test(line));
    // 13 whole days and today's 15 hours (00:00 to the hour in progress).
    expect(data).toHaveLength(13 * 24 + 15);
    const clicksInFile = data.reduce((sum, line) => sum + Number(line.split(',')[2]), 0);
    expect(clicksInFile).toBe(rows.reduce((sum, row) => sum + row.acesCnt, 0));
  });

  test('Personal: a longer range is refused with the plan named, and nothing is sent', async ({
    page,
  }) => {
    await page.goto('/clicks');
    await demo(page, { plan: 'personal' });
    await page.goto('/clicks?scope=link&link=spring-sale&domain=https%3A%2F%2Fvvd.bz');
    await expect(page.getByRole('group', { name: /^Clicks per hour, / })).toBeVisible();
    const asked = statisticsAsked(page);
    await page
      .getByRole('combobox', { name: clicks.span.label })
      .selectOption({ label: '14 days' });
    await expect(
      page.getByText('The Personal plan shows at most 7 days at a time: choose 7 days or fewer.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/days=14/);
    expect(asked).toEqual([]);
  });

  test('from click to counter: redeems at two tills, in their hour, as the log has them', async ({
    page,
  }) => {
    // One redeem at this till, through the counter; one at another till, in the shop's log.
    await page.goto('/');
    await page.getByLabel('Coupon number or stamp ID').focus();
    await scannerBurst(page, 'KRW5000OFF');
    const valid = page.getByRole('region', { name: counter.verdict.valid });
    await valid.getByRole('button', { name: counter.redeem.action }).click();
    await expect(page.getByRole('region', { name: counter.verdict.redeemed })).toBeVisible();
    await busyDay(page, [
      {
        till: 'Till 2',
        person: 'Jun',
        operation: 'couponRedeem',
        target: 'PERCENT15',
        outcome: 'ok',
      },
    ]);

    await page.goto('/clicks?days=7&view=table');
    await expect(page.getByText('2 coupons redeemed at our tills (every coupon).')).toBeVisible();
    // Today's row, the hour in progress (14:00–15:00): both redeems.
    const today = page.getByRole('row', { name: /^Sun, 11\/22/ });
    await expect(today.getByRole('cell').nth(14)).toContainText('(2 redeemed)');
    const report = await page.evaluate(async () => {
      const answer = await fetch('/api/report/day?day=2026-11-22');
      return ((await answer.json()) as { result: { totals: { redeems: number } } }).result;
    });
    expect(report.totals.redeems).toBe(2);

    await page.getByRole('textbox', { name: clicks.counter.pattern }).fill('KRW');
    await page.getByRole('button', { name: clicks.counter.show }).click();
    await expect(
      page.getByText('1 coupon redeemed at our tills (coupons matching KRW).'),
    ).toBeVisible();
    await page.getByRole('button', { name: clicks.controls.change, exact: true }).click();
    await page.getByRole('radio', { name: clicks.controls.chart }).check();
    await expect(heatmap(page)).toBeVisible();
    await expect(page.getByText(clicks.range.redeemedKey)).toBeVisible();
    await expectAccessible(page, 'the heatmap with the tills’ redeems');
  });
});
