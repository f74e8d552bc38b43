import type { Locator, Page } from '@playwright/test';
import { messages as clicksEn } from '../src/locales/en/clicks';
import { messages as clicksKo } from '../src/locales/ko/clicks';
import { expect, test, type Language } from './fixtures';

/**
 * Issue 24: the back office at the sizes marketing uses, in both languages. The service's clock is
 * pinned: 22 November 2026, 14:20 in Seoul.
 */
const NOW = new Date('2026-11-22T14:20:00+09:00');

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

const CLICKS = {
  en: { m: clicksEn, chart: /^Clicks per hour, /, total: /^[\d,]+ clicks?$/ },
  ko: { m: clicksKo, chart: /^시간대별 클릭, /, total: /^클릭 [\d,]+회$/ },
} as const;

async function open(page: Page, language: Language, path: string) {
  await page.addInitScript((lng) => localStorage.setItem('counter-pos.language', lng), language);
  await page.clock.setFixedTime(NOW);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** How many lines an element's text takes: one line box per distinct top among its text's boxes. */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((node) => {
    const range = document.createRange();
    range.selectNodeContents(node);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
}

for (const size of SIZES) {
  for (const language of ['en', 'ko'] as const) {
    const { m, chart, total } = CLICKS[language];

    test(`clicks at ${size.width}×${size.height} in ${language}: the total and the whole chart are in view on arrival`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      // Today (the hour in progress adds a key to the legend), then a past day beside a week
      // earlier (the longest summary).
      for (const path of ['/clicks', '/clicks?date=2026-11-21&compare=1']) {
        await open(page, language, path);
        const plot = page.getByRole('group', { name: chart });
        await expect(plot, path).toBeVisible();
        await expect(plot, `${path}: the chart, axes included`).toBeInViewport({ ratio: 1 });
        // The first such count on the page is the day's total (the busiest hour's comes after).
        await expect(page.getByText(total).first(), `${path}: the day's total`).toBeInViewport({
          ratio: 1,
        });
        await expect(page.getByRole('button', { name: m.controls.change, exact: true })).toBeInViewport();
        expect(await page.evaluate(() => window.scrollY), path).toBe(0);
      }
      // The table instead of the chart: its head row and first hours are in view.
      await open(page, language, '/clicks?date=2026-11-21&view=table');
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('row').nth(3)).toBeInViewport({ ratio: 1 });
      await expect(page.getByText(total).first()).toBeInViewport({ ratio: 1 });
    });
  }
}

test('clicks at 1024×768 in Korean: the dates in the summary beside the chart stay on one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await open(page, 'ko', '/clicks?date=2026-11-21&compare=1');
  for (const date of ['2026년 11월 21일', '2026년 11월 14일']) {
    const text = page.getByText(date, { exact: true });
    await expect(text).toBeVisible();
    expect(await lineCount(text), date).toBe(1);
  }
  const hour = page.getByText(/^\d\d:00–\d\d:00 KST$/);
  expect(await lineCount(hour)).toBe(1);
});
