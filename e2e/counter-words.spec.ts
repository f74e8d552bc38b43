import type { Locator } from '@playwright/test';
import { messages as enCounter } from '../src/locales/en/counter';
import { messages as enScan } from '../src/locales/en/scan';
import { messages as enStamps } from '../src/locales/en/stamps';
import { messages as koCounter } from '../src/locales/ko/counter';
import { messages as koScan } from '../src/locales/ko/scan';
import { messages as koStamps } from '../src/locales/ko/stamps';
import { fixTime, expect, test } from './fixtures';

/*
 * The counter's words at a phone's width (390×844), in both languages: a verdict's dates wrap as
 * whole dates, never "Nov / 18". The shop's clock is still, so the dates (which the simulated
 * service sets from its today) and where lines break are the same on every run. Chromium here
 * has no Korean font: Korean widths come from a fallback font, so that half is approximate.
 */
const NOW = new Date('2026-11-22T10:00:00+09:00');

const LANGUAGES = {
  en: { counter: enCounter, scan: enScan, stamps: enStamps, date: /[A-Z][a-z]{2} \d{1,2}, \d{4}/g },
  ko: { counter: koCounter, scan: koScan, stamps: koStamps, date: /\d{4}\. \d{1,2}\. \d{1,2}\./g },
} as const;

/** Every date in an element's text, each with the number of lines it takes on screen. */
async function datesAndLines(within: Locator, date: RegExp) {
  return within.evaluate(
    (element, [source, flags]) => {
      const texts: { node: Text; start: number }[] = [];
      let all = '';
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        texts.push({ node: node as Text, start: all.length });
        all += (node as Text).data;
      }
      /** A text position as a node and an offset in it. */
      const at = (index: number, end: boolean) => {
        const found = texts.findLast((t) =>
          end ? t.start < index : t.start <= index,
        ) as (typeof texts)[number];
        return [found.node, index - found.start] as const;
      };
      return [...all.matchAll(new RegExp(source, flags))].map((match) => {
        const range = document.createRange();
        range.setStart(...at(match.index, false));
        range.setEnd(...at(match.index + match[0].length, true));
        const tops = [...range.getClientRects()]
          .filter((rect) => rect.width > 0)
          .map((rect) => Math.round(rect.top));
        return { date: match[0], lines: new Set(tops).size };
      });
    },
    [date.source, date.flags] as const,
  );
}

for (const [language, m] of Object.entries(LANGUAGES)) {
  test(`a phone (390×844, ${language}): a verdict's dates never break inside themselves`, async ({
    page,
  }) => {
    await fixTime(page, NOW);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(
      (lang) => localStorage.setItem('counter-pos.language', lang),
      language,
    );
    const verdictName = new RegExp(
      `^(${[m.counter.verdict.valid, m.stamps.verdict.card, m.stamps.verdict.full].join('|')})`,
    );
    const checked: string[] = [];
    // The valid verdicts (docs/demo.md's fixtures): their dates are the app's own; a refusal's are in
    // the service's words.
    for (const [path, code] of [
      ['/', 'PERCENT15'],
      ['/', 'MEMBER3X'],
      ['/', 'LASTDAY01'],
      ['/', 'KOREAN01'],
      ['/stamps', '274'],
      ['/stamps', '276'],
    ] as const) {
      await page.goto(path);
      const field = page.getByLabel(m.scan.label);
      await field.fill(code);
      await field.press('Enter');
      const verdict = page.getByRole('region', { name: verdictName }).first();
      await expect(verdict).toBeVisible();
      const dates = await datesAndLines(verdict, m.date);
      for (const { date, lines } of dates) {
        checked.push(`${code}: ${date} on ${lines} line${lines === 1 ? '' : 's'}`);
      }
    }
    // Two dates a verdict, each on one line (a date missed by the pattern would fail the count).
    expect(checked).toHaveLength(12);
    expect(checked.filter((line) => !line.endsWith(' on 1 line'))).toEqual([]);
  });
}

for (const [language, m] of Object.entries(LANGUAGES)) {
  test(`a landscape tablet (1024×768, ${language}): each recent row is two lines, the time whole`, async ({
    page,
  }) => {
    await fixTime(page, NOW);
    await page.setViewportSize({ width: 1024, height: 768 });
    // The demo till's owner: each row says who did it ("담당: Jiwoo" took a third line beside a
    // redeem).
    await page.addInitScript((lang) => {
      localStorage.setItem('counter-pos.language', lang);
    }, language);
    await page.goto('/');
    const field = page.getByLabel(m.scan.label);
    const rows = page
      .getByRole('region', { name: /^(Recent at this counter|이 계산대의 최근 기록)$/ })
      .getByRole('listitem');
    // Codes of up to nine characters: a longer one (KRW5000OFF) puts "Checked only ✓ OK" on a
    // line of its own in English, a third line that only the code's length brings.
    for (const code of ['LASTDAY01', 'MEMBER3X', '274', 'PERCENT15']) {
      await field.fill(code);
      await field.press('Enter');
      await expect(rows.filter({ hasText: code })).toBeVisible();
    }
    // One of them redeemed: "Redeemed ✓ OK" and who did it, still two lines.
    await page
      .getByRole('region', { name: m.counter.verdict.valid })
      .getByRole('button', { name: m.counter.redeem.action })
      .click();
    await expect(page.getByRole('region', { name: m.counter.verdict.redeemed })).toBeVisible();
    await expect(rows.filter({ hasText: 'PERCENT15' })).toContainText(/Redeemed|사용 처리됨/);
    await expect(rows).toHaveCount(4);
    // In the list's column beside the verdict (a phone's width), what it was on one line and what
    // was done, with the code, on the next; the time on its own, whole ("오후 / 11:26" and a third
    // and fourth line before).
    const lines = await rows.evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        const lineHeight = parseFloat(style.lineHeight);
        const inside =
          item.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
        const time = item.querySelector('time')?.getBoundingClientRect().height ?? 0;
        return { lines: Math.round(inside / lineHeight), timeLines: Math.round(time / lineHeight) };
      }),
    );
    expect(lines).toEqual(Array.from({ length: 4 }, () => ({ lines: 2, timeLines: 1 })));
  });
}
