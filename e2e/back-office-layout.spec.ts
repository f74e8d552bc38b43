import type { Locator, Page } from '@playwright/test';
import { messages as clicksEn } from '../src/locales/en/clicks';
import { messages as commonEn } from '../src/locales/en/common';
import { messages as commonKo } from '../src/locales/ko/common';
import { messages as clicksKo } from '../src/locales/ko/clicks';
import { messages as createEn } from '../src/locales/en/create';
import { messages as createKo } from '../src/locales/ko/create';
import { fixTime, expect, test, type Language } from './fixtures';

/**
 * The back office at the sizes marketing uses, in both languages. The service's clock is
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
  await fixTime(page, NOW);
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
        await expect(
          page.getByRole('button', { name: m.controls.change, exact: true }),
        ).toBeInViewport();
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

const CREATE = {
  en: {
    m: createEn,
    percent: '20%',
    amount: '₩1,000,000',
    dates: ['Nov 22', 'Dec 31, 2026'],
  },
  ko: {
    m: createKo,
    percent: '20%',
    amount: '₩1,000,000',
    dates: ['2026. 11. 22.', '2026. 12. 31.'],
  },
} as const;

/** Whether the text's element wraps: each piece (an amount, a date) must take one line. */
async function expectOneLine(scope: Locator, text: string) {
  const pieces = scope.getByText(text, { exact: true });
  const count = await pieces.count();
  expect(count, `"${text}" is shown`).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1)
    expect(await lineCount(pieces.nth(index)), `"${text}" on one line`).toBe(1);
}

for (const language of ['en', 'ko'] as const) {
  const { m, percent, amount, dates } = CREATE[language];

  test(`create at 1024×768 in ${language}: amounts, percentages and dates never break; the preview has room`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await open(page, language, '/coupons/new');
    const form = page.getByRole('form', { name: m.title });
    await expect(form).toBeVisible();
    await page
      .getByRole('textbox', { name: m.fields.name })
      .fill('Winter coffee sale for regulars');
    await page.getByLabel(m.fields.percent).fill('20');
    await page
      .getByLabel(new RegExp(`^${m.fields.endDate.split(' (')[0] ?? ''}`))
      .fill('2026-12-31');
    const preview = page.getByRole('region', { name: m.preview.title });
    // Beside the form, in a column of at least 20rem (it was 17rem: three lines of validity).
    const [formBox, previewBox] = await Promise.all([form.boundingBox(), preview.boundingBox()]);
    if (!formBox || !previewBox) throw new Error('the form is not laid out');
    expect(previewBox.x).toBeGreaterThan(formBox.x + formBox.width);
    expect(previewBox.width).toBeGreaterThanOrEqual(320);
    const coupon = preview.getByRole('group', { name: m.preview.asCustomer });
    await expectOneLine(preview, percent);
    for (const date of dates) await expectOneLine(preview, date);
    // The discount line itself, "20% off" / "20% 할인", is one line on the coupon.
    expect(await lineCount(coupon.getByText(m.preview.off.replace('{{discount}}', percent)))).toBe(
      1,
    );

    await page.getByRole('radio', { name: m.fields.fixed }).check();
    await page.getByLabel(m.fields.amount).fill('1000000');
    await expectOneLine(preview, amount);
  });
}

test('create at 768×1024: the preview cannot stand beside the form, so it comes after it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await open(page, 'en', '/coupons/new');
  const form = page.getByRole('form', { name: createEn.title });
  const preview = page.getByRole('region', { name: createEn.preview.title });
  await expect(preview).toBeAttached();
  const [formBox, previewBox] = await Promise.all([form.boundingBox(), preview.boundingBox()]);
  if (!formBox || !previewBox) throw new Error('the form is not laid out');
  expect(previewBox.y).toBeGreaterThanOrEqual(formBox.y + formBox.height);
});

test('create at 1440×900: the end date’s label wraps and its field still stands level with the start date’s', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page, 'en', '/coupons/new');
  const start = page.getByRole('textbox', { name: /^Start date/ });
  const end = page.getByRole('textbox', { name: /^End date/ });
  const [startBox, endBox] = await Promise.all([start.boundingBox(), end.boundingBox()]);
  if (!startBox || !endBox) throw new Error('the date fields are not laid out');
  // Side by side, not one under the other; the same top, to the pixel.
  expect(endBox.x).toBeGreaterThan(startBox.x + startBox.width);
  expect(Math.abs(endBox.y - startBox.y)).toBeLessThan(1);
});

for (const language of ['en', 'ko'] as const) {
  test(`created on a phone (390×844) in ${language}: the coupon number takes one line`, async ({
    page,
  }) => {
    const { m } = CREATE[language];
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, language, '/coupons/new');
    await page.getByRole('textbox', { name: m.fields.name }).fill('Phone 20');
    await page.getByLabel(m.fields.percent).fill('20');
    await page
      .getByLabel(new RegExp(`^${m.fields.endDate.split(' (')[0] ?? ''}`))
      .fill('2026-12-31');
    await page.getByRole('radio', { name: m.fields.custom }).check();
    // 16 characters, the longest a code can be, in the widest letters.
    await page.getByRole('textbox', { name: m.fields.customCode }).fill('WWWWMMMMWWWWMMMM');
    await page.getByRole('button', { name: m.submit.create }).click();
    const done = page.getByRole('region', { name: m.created.title });
    const number = done.getByText('WWWWMMMMWWWWMMMM', { exact: true });
    await expect(number).toBeVisible();
    expect(await lineCount(number)).toBe(1);
    await expect(number).toBeInViewport({ ratio: 1 });
  });
}

for (const language of ['en', 'ko'] as const) {
  test(`the side rail at 1024×768 in ${language}: an item chosen keeps its size, its label its lines`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const m = language === 'en' ? commonEn : commonKo;
    const nav = page.getByRole('navigation', { name: m.nav.label });
    const sizes = async () =>
      Promise.all(
        [m.nav.createCoupon, m.nav.clicks, m.nav.report].map(async (name) => {
          const link = nav.getByRole('link', { name });
          return { name, box: await link.boundingBox(), lines: await lineCount(link) };
        }),
      );
    // The demo's banner comes once the app has its controls, after the first paint: measured
    // with it there, on every page.
    const banner = page.getByRole('complementary', { name: m.demo.settingsLink });
    await open(page, language, '/');
    await expect(banner).toBeVisible();
    const before = await sizes();
    for (const [path, name] of [
      ['/coupons/new', m.nav.createCoupon],
      ['/clicks', m.nav.clicks],
      ['/report', m.nav.report],
    ] as const) {
      await page.goto(path);
      await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
      await expect(banner).toBeVisible();
      expect(await sizes(), `with ${name} chosen`).toEqual(before);
    }
  });
}
