import type { Locator } from '@playwright/test';
import { messages as enCounter } from '../src/locales/en/counter';
import { messages as enScan } from '../src/locales/en/scan';
import { messages as enStamps } from '../src/locales/en/stamps';
import { messages as koCounter } from '../src/locales/ko/counter';
import { messages as koScan } from '../src/locales/ko/scan';
import { messages as koStamps } from '../src/locales/ko/stamps';
import { expect, test } from './fixtures';

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
    await page.clock.setFixedTime(NOW);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(
      (lang) => localStorage.setItem('counter-pos.language', lang),
      language,
    );
    const verdictName = new RegExp(
      `^(${[m.counter.verdict.valid, m.stamps.verdict.card, m.stamps.verdict.full].join('|')})`,
    );
    const checked: string[] = [];
    // The valid verdicts (the README's fixtures): their dates are the app's own; a refusal's are in
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
