import { messages as enClicks } from '../src/locales/en/clicks';
import { messages as enCommon } from '../src/locales/en/common';
import { messages as enCounter } from '../src/locales/en/counter';
import { messages as enCreate } from '../src/locales/en/create';
import { messages as enReport } from '../src/locales/en/report';
import { messages as enSettings } from '../src/locales/en/settings';
import { messages as enStamps } from '../src/locales/en/stamps';
import { messages as koClicks } from '../src/locales/ko/clicks';
import { messages as koCommon } from '../src/locales/ko/common';
import { messages as koCounter } from '../src/locales/ko/counter';
import { messages as koCreate } from '../src/locales/ko/create';
import { messages as koReport } from '../src/locales/ko/report';
import { messages as koSettings } from '../src/locales/ko/settings';
import { messages as koStamps } from '../src/locales/ko/stamps';
import { expect, test } from './fixtures';

const LANGUAGES = {
  en: {
    locale: 'en-US',
    common: enCommon,
    titles: [
      enCounter.title,
      enStamps.title,
      enCreate.title,
      enClicks.title,
      enReport.title,
      enSettings.title,
    ],
  },
  ko: {
    locale: 'ko-KR',
    common: koCommon,
    titles: [
      koCounter.title,
      koStamps.title,
      koCreate.title,
      koClicks.title,
      koReport.title,
      koSettings.title,
    ],
  },
};
const PATHS = ['/', '/stamps', '/coupons/new', '/clicks', '/report', '/settings'];

for (const [language, strings] of Object.entries(LANGUAGES)) {
  test.describe(`every route in ${language}`, () => {
    test.use({ locale: strings.locale });

    test('opens each route from the address bar with its heading, title and navigation', async ({
      page,
    }) => {
      for (const [index, path] of PATHS.entries()) {
        await page.goto(path);
        const title = strings.titles[index] ?? '';
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page).toHaveTitle(`${title} · ${strings.common.app.name}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(
          page.getByRole('navigation', { name: strings.common.nav.label }),
        ).toBeVisible();
        await expect(page.getByText(strings.common.demo.banner)).toBeVisible();
      }
    });

    test('moves between screens with the navigation', async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: strings.common.nav.label });
      const labels = [
        strings.common.nav.stamps,
        strings.common.nav.createCoupon,
        strings.common.nav.clicks,
        strings.common.nav.report,
        strings.common.nav.settings,
        strings.common.nav.coupons,
      ];
      const expected = [...strings.titles.slice(1), strings.titles[0] ?? ''];
      for (const [index, label] of labels.entries()) {
        await nav.getByRole('link', { name: label, exact: true }).click();
        const heading = page.getByRole('heading', { level: 1, name: expected[index] });
        await expect(heading).toBeVisible();
        await expect(heading).toBeFocused();
        await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
    });

    test('shows a not-found page for an unknown address', async ({ page }) => {
      await page.goto('/no/such/page');
      await expect(
        page.getByRole('heading', { level: 1, name: strings.common.notFound.title }),
      ).toBeVisible();
      await page.getByRole('link', { name: strings.common.notFound.home }).click();
      await expect(page.getByRole('heading', { level: 1, name: strings.titles[0] })).toBeVisible();
    });
  });
}

test('switches language from the header and remembers the choice', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: enCounter.title })).toBeVisible();
  await page.getByRole('button', { name: 'Switch language to 한국어' }).click();
  await expect(page.getByRole('heading', { level: 1, name: koCounter.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: koCounter.title })).toBeVisible();
  await page.getByRole('button', { name: '언어를 English(으)로 바꾸기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: enCounter.title })).toBeVisible();
});

test('every touch target is at least 44 px', async ({ page }) => {
  // At the portrait tablet's width; a11y.spec.ts measures the landscape tablet and the phone.
  test.skip(test.info().project.name !== 'tablet', 'the tablet project only');
  for (const path of PATHS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const small = await page
      .locator('a:visible, button:visible, input:visible, select:visible')
      .evaluateAll((elements) =>
        elements
          // What a finger cannot reach is no target (the date field's calendar input, opened by
          // its button).
          .filter((element) => getComputedStyle(element).pointerEvents !== 'none')
          .map((element) => {
            const box = element.getBoundingClientRect();
            const target = element.closest('label') ?? element;
            const area = target.getBoundingClientRect();
            return {
              html: element.outerHTML.slice(0, 80),
              height: Math.max(box.height, area.height),
              width: Math.max(box.width, area.width),
            };
          })
          .filter((box) => box.height < 44 || box.width < 44),
      );
    expect(small, `small targets on ${path}`).toEqual([]);
  }
});

test('the counter screens paint whole at first load: no "Loading…" shell before them', async ({
  page,
}) => {
  // Anything the app paints is recorded from the first frame; a shell would leave its trace.
  await page.addInitScript(() => {
    (window as { __shellSeen?: boolean }).__shellSeen = false;
    new MutationObserver(() => {
      if (document.querySelector('.screen-loading'))
        (window as { __shellSeen?: boolean }).__shellSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/', '/stamps', '/stamps/274']) {
    await page.goto(path);
    await expect(page.getByLabel('Coupon number or stamp ID')).toBeFocused();
    expect(
      await page.evaluate(() => (window as { __shellSeen?: boolean }).__shellSeen),
      `a loading shell on ${path}`,
    ).toBe(false);
  }
});
