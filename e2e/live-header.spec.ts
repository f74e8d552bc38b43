import type { Page } from '@playwright/test';
import { expect, NETWORK_LOG, test } from './fixtures';
import { lockNow, onlineBadge, pairDevice, unlockPad, WORDS } from './live-kit';
import { LIVE_STAFF } from './live-setup';

/*
 * The live header at the sizes staff use, online and with no connection, in both languages: the
 * staff chip keeps the signed-in person's name readable. Chromium here has no Korean font: the
 * Korean widths are a fallback font's, so that half is approximate.
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
] as const;

/** How the chip shows the person: on how many lines, whole or cut, and how wide on screen. */
async function personShown(page: Page, name: string) {
  const chip = page
    .getByRole('button', { name: WORDS.en.auth.chip.action })
    .or(page.getByRole('button', { name: WORDS.ko.auth.chip.action }));
  return chip.getByText(name, { exact: true }).evaluate((part) => {
    const text = document.createRange();
    text.selectNodeContents(part);
    const rects = [...text.getClientRects()].filter((rect) => rect.width > 0);
    const box = part.getBoundingClientRect();
    return {
      lines: new Set(rects.map((rect) => Math.round(rect.top))).size,
      textWidth: text.getBoundingClientRect().width,
      shownWidth: box.width,
      right: box.right,
    };
  });
}

test.use({ expectedConsoleErrors: NETWORK_LOG });

for (const language of ['en', 'ko'] as const) {
  test(`${language}: the chip keeps the person's name whole on one line at 390, 768, 1024 and 1440, online and with no connection`, async ({
    page,
    context,
  }) => {
    const m = WORDS[language];
    const name = LIVE_STAFF.owner.name;
    await page.addInitScript(
      (lang) => localStorage.setItem('counter-pos.language', lang),
      language,
    );
    await pairDevice(page, `Till ${language}`, m);
    const seen: string[] = [];
    for (const offline of [false, true]) {
      await context.setOffline(offline);
      // The badge's words, read out, and the state it says (a phone shows only its dot).
      await expect(
        page.getByText(
          offline
            ? `${m.common.live.offline}: ${m.common.live.offlineDescription}`
            : onlineBadge(m),
        ),
      ).toBeAttached({ timeout: 15_000 });
      for (const size of SIZES) {
        await page.setViewportSize(size);
        const shown = await personShown(page, name);
        // Whole: the name's text no wider than its box (a hair for rounding), on one line.
        if (
          shown.lines !== 1 ||
          shown.shownWidth < shown.textWidth - 0.5 ||
          shown.right > size.width
        )
          seen.push(`${size.width} ${offline ? 'offline' : 'online'}: ${JSON.stringify(shown)}`);
      }
    }
    expect(seen, `"${name}" cut or wrapped`).toEqual([]);
    // The chip's name for assistive technology holds the whole name too.
    await expect(page.getByRole('button', { name: m.auth.chip.action })).toHaveAccessibleName(
      new RegExp(name),
    );
  });
}

test('the pad names each person on one line at 390, 768, 1024 and 1440', async ({ page }) => {
  const till = 'Till pad';
  await pairDevice(page, till);
  await lockNow(page);
  const pad = unlockPad(page, till);
  await expect(pad).toBeVisible();
  const wrapped: string[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const person of Object.values(LIVE_STAFF)) {
      const lines = await pad.getByRole('button', { name: person.name }).evaluate((button) => {
        const text = document.createRange();
        text.selectNodeContents(button);
        const rects = [...text.getClientRects()].filter((rect) => rect.width > 0);
        return new Set(rects.map((rect) => Math.round(rect.top + rect.height / 2))).size;
      });
      // "Chris / Counter" broke inside its button on a phone.
      if (lines !== 1) wrapped.push(`${size.width}: ${person.name} on ${lines} lines`);
    }
  }
  expect(wrapped).toEqual([]);
});
