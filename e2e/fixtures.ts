import axe from 'axe-core';
import { test as base, expect, type Page } from '@playwright/test';

interface Options {
  /**
   * Console errors a test provokes on purpose: Chromium's own network log lines (a dropped
   * connection or an HTTP 500 is logged by the browser, not by the app), or a library's own log
   * of a failure the test causes. Never the app's.
   */
  expectedConsoleErrors: RegExp | null;
  /**
   * The tab has been asked who is at the till (counter/names-ask.ts), as a shop's tablet is after
   * its first write: journeys write with no names set. False for the tests of that question.
   */
  namesAsked: boolean;
}

/** counter/names-ask.ts NAMES_ASKED_KEY. */
const NAMES_ASKED_KEY = 'counter-pos.names-asked';

/**
 * Every test fails on a console error or an uncaught page error, and starts from a fresh
 * simulated service (each test has its own browser context, so its own storage).
 */
export const test = base.extend<Options>({
  // One pattern, not a list: Playwright reads an array here as [value, options].
  expectedConsoleErrors: [null, { option: true }],
  namesAsked: [true, { option: true }],
  page: async ({ page, expectedConsoleErrors, namesAsked }, use) => {
    // Every tab of the test's browser context, a second one opened by the test included.
    if (namesAsked)
      await page.context().addInitScript((key) => {
        // A document with no storage of its own (an opaque origin) throws: the app is not there.
        try {
          sessionStorage.setItem(key, '1');
        } catch {
          return;
        }
      }, NAMES_ASKED_KEY);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (expectedConsoleErrors?.test(text)) return;
      errors.push(text);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'console errors during the test').toEqual([]);
  },
});

/** The browser's own log line for a request that failed or answered with an error status. */
export const NETWORK_LOG = /^Failed to load resource/;

/** Which of axe's rules to run: all, only the colour rules, or all but those. */
export type AxeRules = 'all' | 'colour' | 'not-colour';
/** axe's rules a colour scheme can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface AxeWindow {
  axe?: typeof axe;
}

/**
 * axe's violations on the page as it is, one line each. axe is put into the page once per
 * document and run there: @axe-core/playwright's builder injects it again on every run, which
 * costs 0.6 s a run against 0.1 s, and this spec runs it about a hundred times.
 */
export async function violations(page: Page, rules: AxeRules = 'all'): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ rules, colour }) => {
      const run = (window as AxeWindow).axe?.run;
      if (!run) throw new Error('axe is not in the page');
      const off = Object.fromEntries(colour.map((id) => [id, { enabled: false }]));
      const results = await run(document, {
        resultTypes: ['violations'],
        ...(rules === 'colour' ? { runOnly: { type: 'rule', values: colour } } : {}),
        ...(rules === 'not-colour' ? { rules: off } : {}),
      });
      return results.violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
    },
    { rules, colour: COLOUR_RULES },
  );
}

/** The app's two languages. */
export type Language = 'en' | 'ko';
const SCHEMES = ['light', 'dark'] as const;

/** The language the page speaks now, from <html lang>. */
export async function languageOf(page: Page): Promise<Language> {
  return (await page.locator('html').getAttribute('lang')) === 'ko' ? 'ko' : 'en';
}

/** A state a language switch closes (a dialog, a pop-up). */
export interface Transient<Words> {
  /** Brings the state back after a language switch, in the words of the language now shown. */
  open: (m: Words) => Promise<void>;
  /** Closes it, so the header's switch can be reached. */
  close: () => Promise<void>;
}

/**
 * axe on the page as it is, in both languages, light and dark: four runs, one verdict. It starts
 * in the language the page speaks and ends in the other (switching back would cost a re-render
 * and, for a dialog, closing and opening it again, on every state). Colours are what a scheme
 * changes, and what a language does not: every rule in the first language's light, the colour
 * rules in each dark, the others in the second language's light.
 */
export async function axeEverywhere<Words>(
  page: Page,
  state: string,
  how: {
    words: Record<Language, Words>;
    switchLanguage: (page: Page, to: Language) => Promise<void>;
  },
  transient?: Transient<Words>,
) {
  const found: string[] = [];
  const first = await languageOf(page);
  const order: Language[] = first === 'en' ? ['en', 'ko'] : ['ko', 'en'];
  for (const [index, language] of order.entries()) {
    if (index > 0) {
      await transient?.close();
      await how.switchLanguage(page, language);
      await transient?.open(how.words[language]);
    }
    const schemes = index === 0 ? SCHEMES : [...SCHEMES].reverse();
    for (const scheme of schemes) {
      await page.emulateMedia({ colorScheme: scheme });
      const rules: AxeRules = scheme === 'dark' ? 'colour' : index === 0 ? 'all' : 'not-colour';
      for (const v of await violations(page, rules)) found.push(`[${language}, ${scheme}] ${v}`);
    }
  }
  expect(found, `axe violations (${state})`).toEqual([]);
}

/** No axe violations on the page as it is now. */
export async function expectAccessible(page: Page, state: string) {
  expect(await violations(page), `axe violations (${state})`).toEqual([]);
}

export { expect };

interface DemoWindow {
  __demo?: { update(patch: object): void; settled?(): Promise<void> };
}

/**
 * Changes the simulated service's settings of this browser's demo shop, once the app has connected
 * to it, and waits until the server has them.
 */
export async function demo(page: Page, patch: Record<string, unknown>) {
  await page.waitForFunction(() => (window as DemoWindow).__demo !== undefined);
  await page.evaluate(async (p) => {
    const controls = (window as DemoWindow).__demo;
    controls?.update(p);
    await controls?.settled?.();
  }, patch);
}

/**
 * Types as a USB keyboard-wedge scanner does: every key 5 ms after the last, then Enter. Playwright's
 * own typing cannot promise that on a busy machine (its keys land 20–50 ms apart here), so the keys
 * go through Chromium's DevTools protocol with explicit event times, which become each event's
 * `timeStamp` in the page.
 */
export async function scannerBurst(page: Page, text: string, gapMs = 5) {
  const client = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const at = (index: number) => start + (index * gapMs) / 1000;
  const chars = Array.from(text);
  for (const [index, char] of chars.entries()) {
    await client.send('Input.dispatchKeyEvent', {
      type: 'keyDown',
      key: char,
      text: char,
      timestamp: at(index),
    });
    await client.send('Input.dispatchKeyEvent', { type: 'keyUp', key: char, timestamp: at(index) });
  }
  const enter = {
    key: 'Enter',
    code: 'Enter',
    windowsVirtualKeyCode: 13,
    nativeVirtualKeyCode: 13,
    timestamp: at(chars.length),
  };
  await client.send('Input.dispatchKeyEvent', { type: 'keyDown', text: '\r', ...enter });
  await client.send('Input.dispatchKeyEvent', { type: 'keyUp', ...enter });
  await client.detach();
}

export interface Envelope {
  code: number;
  result: { useCnt?: number; stamps?: number } | null;
}

/** What the simulated service holds now: a validate sent from the page, after the screen settled. */
export async function serviceHolds(page: Page, path: string): Promise<Envelope> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    return (await response.json()) as Envelope;
  }, path);
}

/** Counts the write requests the page sends (through the simulated service's worker). */
export function countWrites(page: Page, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes(path)) count += 1;
  });
  return () => count;
}

/**
 * The page's clock and this browser's demo shop's service clock, both fixed at `at` (the service
 * runs in the demo's server, which the page's clock does not reach), and the shop seeded on that
 * day. Before the page opens: the request opens the browser's shop, whose cookie the page then
 * carries.
 */
export async function fixTime(page: Page, at: Date | string | number) {
  const when = new Date(at);
  await page.clock.setFixedTime(when);
  const answer = await page.request.post('/api/demo/settings', {
    data: { fixedNow: when.toISOString() },
  });
  expect(answer.status(), 'the demo shop took the time').toBe(200);
  // Seeded again on that day (the reset keeps the clock): the fixtures' dates are around it.
  const seeded = await page.request.post('/api/demo/reset', { data: {} });
  expect(seeded.status(), 'the demo shop was seeded on that day').toBe(200);
}

/** A write of another till or person, for the demo shop's log (server/demo/busy-day.ts). */
export interface DayWrite {
  till: string;
  person: string;
  operation: string;
  target: string;
  outcome: 'ok' | 'refused' | 'failed' | 'unknown';
  facts?: Record<string, unknown>;
}

/** Adds a busy day's writes to this browser's demo shop's log, at the shop's time. */
export async function busyDay(page: Page, writes: DayWrite[]) {
  const answer = await page.request.post('/api/demo/day', { data: writes });
  expect(answer.status(), 'the demo shop logged the day').toBe(200);
}
