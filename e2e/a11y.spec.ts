import type { Locator, Page } from '@playwright/test';
import { messages as enAuth } from '../src/locales/en/auth';
import { messages as enClicks } from '../src/locales/en/clicks';
import { messages as enCommon } from '../src/locales/en/common';
import { messages as enCounter } from '../src/locales/en/counter';
import { messages as enCreate } from '../src/locales/en/create';
import { messages as enScan } from '../src/locales/en/scan';
import { messages as enSettings } from '../src/locales/en/settings';
import { messages as enStamps } from '../src/locales/en/stamps';
import { messages as koClicks } from '../src/locales/ko/clicks';
import { messages as koCommon } from '../src/locales/ko/common';
import { messages as koCounter } from '../src/locales/ko/counter';
import { messages as koCreate } from '../src/locales/ko/create';
import { messages as koScan } from '../src/locales/ko/scan';
import { messages as koSettings } from '../src/locales/ko/settings';
import { messages as koStamps } from '../src/locales/ko/stamps';
import {
  axeEverywhere as checkEverywhere,
  demo,
  expect,
  languageOf,
  NETWORK_LOG,
  test,
  type Language,
  type Transient,
} from './fixtures';

/**
 * Accessibility: axe on every screen and state in both languages and both colour schemes, a
 * keyboard-only journey with a visible focus, announcements, touch targets, 200 % zoom and reduced
 * motion.
 *
 * Desktop project only: every test here sets its own viewport, colour scheme and motion, so the
 * tablet project would run the very same checks a second time.
 */

// "Not sure" is made by dropping a redeem's answer, which Chromium logs as a failed load.
test.use({ expectedConsoleErrors: NETWORK_LOG });

const M = {
  en: {
    clicks: enClicks,
    common: enCommon,
    counter: enCounter,
    create: enCreate,
    scan: enScan,
    settings: enSettings,
    stamps: enStamps,
  },
  ko: {
    clicks: koClicks,
    common: koCommon,
    counter: koCounter,
    create: koCreate,
    scan: koScan,
    settings: koSettings,
    stamps: koStamps,
  },
} as const;
type Strings = (typeof M)[Language];

/** The header's one-tap switch, then waits until the page speaks `to`. */
async function switchLanguage(page: Page, to: Language) {
  if ((await languageOf(page)) === to) return;
  const from = M[to === 'en' ? 'ko' : 'en'].common;
  const name = from.language.switchTo.replace('{{language}}', from.language[to]);
  await page.getByRole('button', { name }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** axe in both languages and both schemes (fixtures.ts), with this spec's words and switch. */
const axeEverywhere = (page: Page, state: string, transient?: Transient<Strings>) =>
  checkEverywhere(page, state, { words: M, switchLanguage }, transient);

/** The words of the language the page speaks now. */
async function strings(page: Page): Promise<Strings> {
  return M[await languageOf(page)];
}

/**
 * Opens `path` and returns the words of the language it speaks. The static page says "en" until
 * the app has read the stored language, so <html lang> is only read once a heading is painted.
 */
async function visit(page: Page, path: string): Promise<Strings> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return strings(page);
}

const field = (page: Page, m: Strings = M.en) => page.getByLabel(m.scan.label);

async function scan(page: Page, code: string, m: Strings = M.en) {
  await field(page, m).fill(code);
  await field(page, m).press('Enter');
}

/** Yesterday in Seoul, the service's day: a whole day of clicks. */
function yesterdayInSeoul(): string {
  const now = new Date(Date.now() + 9 * 3600_000 - 24 * 3600_000);
  return now.toISOString().slice(0, 10);
}

test('axe: every screen and state, in English and Korean, light and dark', async ({ page }) => {
  // Many screens and states in one walk: the limit only stops a run that hangs, with room for a
  // busy machine (it ran out at 90 s beside the long-shift test).
  test.setTimeout(240_000);
  let m: Strings;
  const region = (name: string) => page.getByRole('region', { name });
  await page.goto('/');
  await expect(field(page)).toBeFocused();
  await axeEverywhere(page, 'counter, idle');

  m = await strings(page);
  await scan(page, 'PERCENT15', m);
  await expect(region(m.counter.verdict.valid)).toBeVisible();
  await axeEverywhere(page, 'counter, valid');

  // Used up, expired, and a number the service does not know.
  for (const code of ['LIMITREACHED', 'EXPIRED01', 'NOSUCHCODE1']) {
    m = await strings(page);
    await scan(page, code, m);
    await expect(region(m.counter.verdict.refused).getByText(code).first()).toBeVisible();
    await axeEverywhere(page, `counter, refused ${code}`);
  }

  // A coupon for one person: Redeem asks first, in a dialog.
  m = await strings(page);
  await scan(page, 'MEMBER3X', m);
  const closeDialog = async () => {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  };
  const redeemDialog: Transient<Strings> = {
    open: async (words) => {
      await region(words.counter.verdict.valid)
        .getByRole('button', { name: words.counter.redeem.action })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    close: closeDialog,
  };
  await redeemDialog.open(m);
  await axeEverywhere(page, 'counter, redeem dialog', redeemDialog);
  m = await strings(page);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: m.counter.redeem.confirm }).click();
  await expect(region(m.counter.verdict.redeemed)).toBeVisible();
  await axeEverywhere(page, 'counter, redeemed');

  // Another till redeems the same coupon while this one's answer is lost: "not sure".
  m = await strings(page);
  await scan(page, 'UNLIMITED01', m);
  await demo(page, {
    fault: 'lost-response',
    faultOnce: true,
    faultOperations: ['coupon.redeem'],
    otherTill: 'once',
  });
  await region(m.counter.verdict.valid)
    .getByRole('button', { name: m.counter.redeem.action })
    .click();
  await expect(region(m.counter.verdict.unknown)).toBeVisible({ timeout: 10_000 });
  await axeEverywhere(page, 'counter, not sure');

  const shortcuts: Transient<Strings> = {
    open: async (words) => {
      await field(page, words).press('Shift+Slash');
      await expect(page.getByRole('dialog', { name: words.scan.shortcuts.title })).toBeVisible();
    },
    close: closeDialog,
  };
  await shortcuts.open(await strings(page));
  await axeEverywhere(page, 'shortcuts dialog', shortcuts);
  await shortcuts.close();

  // Stamp cards.
  m = await visit(page, '/stamps');
  await expect(field(page, m)).toBeFocused();
  await axeEverywhere(page, 'stamps, idle');
  m = await strings(page);
  await scan(page, '274', m);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  await axeEverywhere(page, 'stamps, card');
  m = await strings(page);
  const add = page.getByRole('button', { name: m.stamps.add.action });
  await add.click();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '4');
  // A second tap moments later: the card asks first.
  await add.click();
  await expect(page.getByRole('button', { name: m.stamps.add.guardYes })).toBeVisible();
  await axeEverywhere(page, 'stamps, "add another?"');
  m = await strings(page);
  await page.getByRole('button', { name: m.stamps.add.guardNo, exact: true }).click();

  // An on-site card filled with +3: the reward asks for the password in a dialog.
  await scan(page, '280', m);
  await page
    .getByRole('button', { name: m.stamps.add.moreLabel_other.replace('{{count}}', '3') })
    .click();
  await expect(region(m.stamps.verdict.full)).toBeVisible();
  await axeEverywhere(page, 'stamps, reward ready');
  const rewardDialog: Transient<Strings> = {
    open: async (words) => {
      await region(words.stamps.verdict.full)
        .getByRole('button', { name: words.stamps.reward.action })
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
    close: closeDialog,
  };
  await rewardDialog.open(await strings(page));
  await axeEverywhere(page, 'stamps, reward dialog', rewardDialog);
  m = await strings(page);
  await dialog.getByLabel(m.common.onsitePassword.label).fill('5678');
  await dialog.getByRole('button', { name: m.stamps.reward.confirm }).click();
  await expect(region(m.stamps.verdict.rewardGiven)).toBeVisible();
  await axeEverywhere(page, 'stamps, reward given');

  // Creating a coupon.
  m = await visit(page, '/coupons/new');
  await expect(page.getByRole('form', { name: m.create.title })).toBeVisible();
  await axeEverywhere(page, 'create, empty');
  m = await strings(page);
  await page.getByRole('button', { name: m.create.submit.create }).click();
  await expect(page.getByText(m.create.errors.nameRequired)).toBeVisible();
  await axeEverywhere(page, 'create, messages');
  m = await strings(page);
  await page.getByRole('textbox', { name: m.create.fields.name }).fill('Axe 20');
  await page.getByLabel(m.create.fields.percent).fill('20');
  const endDate = m.create.fields.endDate.split(' (')[0] ?? '';
  await page.getByLabel(new RegExp(`^${endDate}`)).fill(`${new Date().getFullYear() + 1}-01-31`);
  await page.getByRole('button', { name: m.create.submit.create }).click();
  await expect(region(m.create.created.title)).toBeVisible();
  await axeEverywhere(page, 'create, created');

  // Clicks of a whole past day: the chart, then the table beside a week earlier.
  await page.goto(`/clicks?date=${yesterdayInSeoul()}`);
  await expect(page.getByRole('figure')).toBeVisible();
  await axeEverywhere(page, 'clicks, chart');
  // The choices behind the line that names what is shown.
  m = await strings(page);
  await page.getByRole('button', { name: m.clicks.controls.change, exact: true }).click();
  await expect(page.getByRole('radio', { name: m.clicks.controls.chart })).toBeVisible();
  await axeEverywhere(page, 'clicks, choices open');
  await page.goto(`/clicks?date=${yesterdayInSeoul()}&view=table&compare=1`);
  await expect(page.getByRole('table')).toBeVisible();
  await axeEverywhere(page, 'clicks, table beside a week earlier');
  // A month of days × hours on Enterprise (Premium stops at 14 days), and a fortnight's table
  // (decision 0028).
  await demo(page, { plan: 'enterprise' });
  await page.goto(`/clicks?date=${yesterdayInSeoul()}&days=30`);
  await expect(page.getByRole('figure')).toBeVisible();
  await axeEverywhere(page, 'clicks, a month’s heatmap');
  await demo(page, { plan: 'premium' });
  await page.goto(`/clicks?date=${yesterdayInSeoul()}&days=14&view=table`);
  await expect(page.getByRole('table')).toBeVisible();
  await axeEverywhere(page, 'clicks, a fortnight’s table');

  m = await visit(page, '/settings');
  await expect(page.getByRole('heading', { level: 1, name: m.settings.title })).toBeVisible();
  await axeEverywhere(page, 'settings');

  m = await visit(page, '/no/such/page');
  await expect(
    page.getByRole('heading', { level: 1, name: m.common.notFound.title }),
  ).toBeVisible();
  await axeEverywhere(page, 'not found');

  // A counter device on a phone: the back office waits behind More.
  await page.setViewportSize({ width: 390, height: 844 });
  m = await visit(page, '/settings');
  // The name starts with the role's own words ("계산대와 관리 업무" also holds "계산대").
  await page
    .getByRole('radio', { name: new RegExp(`^${m.settings.device.roles.counter} `) })
    .check();
  const more: Transient<Strings> = {
    open: async (words) => {
      await page.getByRole('button', { name: words.common.nav.moreLabel }).click();
      await expect(page.getByRole('link', { name: words.common.nav.clicks })).toBeVisible();
    },
    close: async () => {
      await page.keyboard.press('Escape');
    },
  };
  await more.open(m);
  await axeEverywhere(page, 'More list on a phone', more);
});

interface Focus {
  /** What has the focus, for the messages; "body" when nothing in the page has it. */
  element: string;
  /** How it shows: "outline 3px solid", or null. */
  ring: string | null;
  /** Whether it is the element asked about. */
  isTarget: boolean;
  /** A modal dialog is open. */
  inDialog: boolean;
}

/**
 * Where the focus is and whether it shows: an outline of at least 2 px, or a box-shadow ring with
 * a spread of at least 2 px, on the element, its ::after (a row-wide target), or, for a radio
 * drawn as a button (an invisible input), on the drawing beside it. One round trip a key press.
 */
async function focusNow(page: Page, target?: Locator): Promise<Focus> {
  const handle = target ? await target.elementHandle() : null;
  return page.evaluate((wanted) => {
    const active = document.activeElement;
    const inDialog = document.querySelector('dialog[open]') !== null;
    if (!active || active === document.body)
      return { element: 'body', ring: null, isTarget: false, inDialog };
    const ringOf = (element: Element, pseudo?: string): string | null => {
      const style = getComputedStyle(element, pseudo);
      const width = parseFloat(style.outlineWidth);
      if (style.outlineStyle !== 'none' && width >= 2)
        return `outline ${style.outlineWidth} ${style.outlineStyle}`;
      // "rgb(…) 0px 0px 0px 3px": the fourth length is the spread.
      const shadows = style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/);
      for (const shadow of shadows) {
        const lengths = shadow.match(/-?[\d.]+px/g) ?? [];
        if (parseFloat(lengths[3] ?? '0') >= 2) return `box-shadow ${shadow.trim()}`;
      }
      return null;
    };
    const drawn =
      active instanceof HTMLInputElement && getComputedStyle(active).opacity === '0'
        ? [active.nextElementSibling, active.closest('label')]
        : [];
    const ring =
      ringOf(active) ??
      ringOf(active, '::after') ??
      drawn.map((element) => (element ? ringOf(element) : null)).find(Boolean) ??
      null;
    return {
      element: active.outerHTML.slice(0, 120),
      ring,
      isTarget: active === wanted,
      inDialog,
    };
  }, handle);
}

function expectVisible(focus: Focus, step: string) {
  expect(focus.element, `${step}: focus is on an element, not the page`).not.toBe('body');
  expect(focus.ring, `${step}: ${focus.element} shows its focus`).not.toBeNull();
}

async function expectVisibleFocus(page: Page, step: string) {
  expectVisible(await focusNow(page), step);
}

/** Presses Tab (or Shift+Tab) until `target` has focus; every stop on the way shows its focus. */
async function tabTo(page: Page, target: Locator, what: string, back = false) {
  let focus = await focusNow(page, target);
  for (let step = 0; step < 40 && !focus.isTarget; step += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    focus = await focusNow(page, target);
    // Past a modal <dialog>'s last control the browser's own toolbar has the focus (the page
    // reports <body>); the next Tab comes back to the dialog's first control.
    if (focus.inDialog && focus.element === 'body') continue;
    expectVisible(focus, `on the way to ${what}`);
  }
  expect(focus.isTarget, `${what} reached with ${back ? 'Shift+Tab' : 'Tab'}`).toBe(true);
}

test('the keyboard alone: scan, redeem with its dialog, the next scan, a new coupon, a setting', async ({
  page,
}) => {
  const en = M.en;
  await page.goto('/');
  await expect(field(page)).toBeFocused();
  await page.keyboard.type('MEMBER3X');
  await page.keyboard.press('Enter');
  const valid = page.getByRole('region', { name: en.counter.verdict.valid });
  await expect(valid).toBeVisible();
  await expect(field(page)).toBeFocused();

  await tabTo(page, valid.getByRole('button', { name: en.counter.redeem.action }), 'Redeem');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectVisibleFocus(page, 'the dialog opened');
  // Esc closes it and gives the focus back; then again, to the end.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expectVisibleFocus(page, 'the dialog closed with Esc');
  await tabTo(page, valid.getByRole('button', { name: en.counter.redeem.action }), 'Redeem');
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('checkbox'), 'the owner check');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox')).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: en.counter.redeem.confirm }), 'confirm');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: en.counter.verdict.redeemed })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(field(page)).toBeFocused();
  await expectVisibleFocus(page, 'after the redeem');

  // The next customer.
  await page.keyboard.type('PERCENT15');
  await page.keyboard.press('Enter');
  await expect(valid.getByText('15% off')).toBeVisible();
  // A row of the recent list is one target, its ring drawn round the whole row.
  const again = page.getByRole('button', {
    name: en.common.recent.checkAgain.replace('{{code}}', 'MEMBER3X'),
  });
  await tabTo(page, again, 'a recent row');
  await page.keyboard.press('Enter');
  await expect(valid.getByText('MEMBER3X').first()).toBeVisible();
  await expect(field(page)).toBeFocused();
  // Clearing the list asks first: the question and its answers keep the focus on the page.
  const clear = page.getByRole('button', { name: en.common.recent.clear });
  await tabTo(page, clear, 'Clear the list');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: en.common.recent.cancel })).toBeFocused();
  await expectVisibleFocus(page, 'the question');
  await page.keyboard.press('Enter');
  await expect(clear).toBeFocused();
  await page.keyboard.press('/');
  await expect(field(page)).toBeFocused();
  // The shortcuts, opened and closed with keys: focus comes back to the field.
  await page.keyboard.press('Shift+Slash');
  await expect(page.getByRole('dialog', { name: en.scan.shortcuts.title })).toBeVisible();
  await expectVisibleFocus(page, 'the shortcuts');
  await page.keyboard.press('Escape');
  await expect(field(page)).toBeFocused();

  // A new coupon: back through the navigation, then the form.
  const nav = page.getByRole('navigation', { name: en.common.nav.label });
  await tabTo(
    page,
    nav.getByRole('link', { name: en.common.nav.createCoupon }),
    'New coupon',
    true,
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: enCreate.title })).toBeFocused();
  await tabTo(page, page.getByRole('textbox', { name: enCreate.fields.name }), 'the name');
  await page.keyboard.type('Keyboard 20');
  await tabTo(page, page.getByLabel(enCreate.fields.percent), 'the percentage');
  await page.keyboard.type('20');
  await tabTo(page, page.getByLabel(/End date/), 'the end date');
  await page.keyboard.type(`1231${new Date().getFullYear()}`);
  await page.keyboard.press('Control+Enter');
  const created = page.getByRole('heading', { name: enCreate.created.title });
  await expect(created).toBeFocused();

  // A setting: what this device is for, with the arrow keys.
  await tabTo(page, nav.getByRole('link', { name: en.common.nav.settings }), 'Settings', true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: enSettings.title })).toBeFocused();
  const both = page.getByRole('radio', { name: new RegExp(enSettings.device.roles.both) });
  // A radio group is one Tab stop, on its checked radio.
  await tabTo(page, both, 'the device’s role');
  await page.keyboard.press('ArrowUp');
  await expectVisibleFocus(page, 'the role changed');
  await expect(page.getByText(enSettings.device.saved)).toBeVisible();
  const more = nav.getByRole('button', { name: en.common.nav.moreLabel });
  await expect(more).toBeVisible();

  // Pop-ups closed with Esc give the focus back to what opened them, never to the page.
  await tabTo(page, more, 'More', true);
  await page.keyboard.press('Enter');
  await tabTo(page, nav.getByRole('link', { name: en.common.nav.coupons }), 'a screen behind More');
  await page.keyboard.press('Escape');
  await expect(more).toBeFocused();
  await expectVisibleFocus(page, 'More closed');
  // The demo till, signed in as its owner: the chip opens its panel, and Esc closes it.
  const chip = page.getByRole('button', { name: /Demo till · Olivia Owner/ });
  await tabTo(page, chip, 'the staff chip', true);
  await page.keyboard.press('Enter');
  const panel = page.locator(`[id="${await chip.getAttribute('aria-controls')}"]`);
  const lockNow = panel.getByRole('button', { name: enAuth.chip.lockNow });
  await expect(lockNow).toBeVisible();
  await expectVisibleFocus(page, 'the staff chip open');
  await page.keyboard.press('Escape');
  await expect(lockNow).toBeHidden();
  await expect(chip).toBeFocused();
  await expectVisibleFocus(page, 'the staff chip closed');
});

test('verdicts and write outcomes are announced in live regions', async ({ page }) => {
  const en = M.en;
  await page.goto('/');
  // The live region is there, empty, before anything is said: a region added with its text is
  // often not read.
  const status = page.getByRole('status').filter({ hasText: /./ });
  const live = page.locator('[role="status"], [role="alert"], [aria-live]');
  await expect(live.first()).toBeAttached();
  await scan(page, 'PERCENT15');
  await expect(
    page.getByRole('status').filter({ hasText: `${en.counter.verdict.valid}: ` }),
  ).toBeAttached();
  await page.getByRole('button', { name: en.counter.redeem.action }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `${en.counter.verdict.redeemed}: PERCENT15. Apply 15% off` }),
  ).toBeAttached();
  await scan(page, 'EXPIRED01');
  await expect(
    page.getByRole('status').filter({ hasText: `${en.counter.verdict.refused}: ` }),
  ).toBeAttached();
  await switchLanguage(page, 'ko');
  await scan(page, 'KRW5000OFF', M.ko);
  await expect(
    page.getByRole('status').filter({ hasText: `${M.ko.counter.verdict.valid}: ` }),
  ).toBeAttached();
  await switchLanguage(page, 'en');

  await page.goto('/stamps/274');
  await page.getByRole('button', { name: en.stamps.add.action }).click();
  await expect(status.filter({ hasText: 'Stamp 4 added.' })).toBeAttached();
  await expect(
    page.getByRole('status').filter({ hasText: `${en.stamps.verdict.card}: 4 of 10 stamps` }),
  ).toBeAttached();

  await page.goto('/settings');
  await page.getByRole('radio', { name: new RegExp(enSettings.device.roles.counter) }).check();
  await expect(status.filter({ hasText: enSettings.device.saved })).toBeAttached();
});

/** Every control on screen smaller than 44×44 CSS px, with what it is. */
async function smallTargets(page: Page): Promise<string[]> {
  const { checked, small } = await page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="radio"], [role="tab"], [role="switch"], [role="checkbox"]';
    const small: string[] = [];
    let checked = 0;
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // Shown only to screen readers (the skip link until focused, hidden headings' links).
      if (box.width <= 1 || box.height <= 1) continue;
      // WCAG 2.5.8's inline exception: a link inside a sentence is as tall as its line.
      if (element.dataset.inlineLink !== undefined) continue;
      // A radio or checkbox's target is its whole label.
      const label = element.closest('label');
      const area = label?.getBoundingClientRect() ?? box;
      const width = Math.max(box.width, area.width);
      const height = Math.max(box.height, area.height);
      checked += 1;
      if (width < 44 || height < 44)
        small.push(`${element.outerHTML.slice(0, 100)} ${Math.round(width)}×${Math.round(height)}`);
    }
    return { checked, small };
  });
  // The navigation alone has five: fewer means the screen was not there yet.
  expect(checked, 'controls measured').toBeGreaterThan(5);
  return small;
}

test('every control is at least 44×44 px, on a landscape tablet and a phone', async ({ page }) => {
  const en = M.en;
  const check = async (what: string) => {
    for (const size of [
      { width: 1024, height: 768 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      expect(await smallTargets(page), `small targets: ${what} at ${size.width}`).toEqual([]);
    }
    await page.setViewportSize({ width: 1024, height: 768 });
  };
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto('/');
  await scan(page, 'MEMBER3X');
  await expect(page.getByRole('region', { name: en.counter.verdict.valid })).toBeVisible();
  await check('counter, valid, with a recent row');
  await page.getByRole('button', { name: en.counter.redeem.action }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check('redeem dialog');
  await page.keyboard.press('Escape');
  await page.goto('/stamps/274');
  await expect(page.getByRole('progressbar')).toBeVisible();
  await check('stamp card');
  await page.goto('/coupons/new');
  await page.getByRole('button', { name: enCreate.submit.create }).click();
  await expect(page.getByText(enCreate.errors.nameRequired)).toBeVisible();
  await check('create, with messages');
  await page.goto(`/clicks?date=${yesterdayInSeoul()}`);
  await expect(page.getByRole('group', { name: /^Clicks per hour, / })).toBeVisible();
  await check('clicks');
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: enSettings.title })).toBeVisible();
  await check('settings');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await check('not found');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/settings');
  await page.getByRole('radio', { name: new RegExp(enSettings.device.roles.counter) }).check();
  await page.getByRole('button', { name: en.common.nav.moreLabel }).click();
  expect(await smallTargets(page), 'small targets: More list on a phone').toEqual([]);
});

/** Whether the page itself scrolls sideways (a table scrolling in its own box does not count). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);

for (const zoomed of [
  { name: '1280×900 at 200 %', width: 640, height: 450, language: 'en' },
  // The smaller one in Korean: longer words, kept whole (keep-all), are what would overflow.
  { name: '1024×768 at 200 %, Korean', width: 512, height: 384, language: 'ko' },
] as const) {
  test.describe(zoomed.name, () => {
    test.use({ viewport: { width: zoomed.width, height: zoomed.height }, deviceScaleFactor: 2 });

    test('no screen scrolls sideways; a scan and a redeem work', async ({ page }) => {
      const m = M[zoomed.language];
      await page.addInitScript((language) => {
        localStorage.setItem('counter-pos.language', language);
      }, zoomed.language);
      for (const path of [
        '/stamps/274',
        '/coupons/new',
        `/clicks?date=${yesterdayInSeoul()}&view=table&compare=1`,
        '/settings',
        '/',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', zoomed.language);
        expect(await pageOverflow(page), `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
      }
      await expect(field(page, m)).toBeFocused();
      await expect(field(page, m)).toBeInViewport();
      await scan(page, 'PERCENT15', m);
      const redeem = page
        .getByRole('region', { name: m.counter.verdict.valid })
        .getByRole('button', { name: m.counter.redeem.action });
      await expect(redeem).toBeInViewport();
      expect(await pageOverflow(page), 'sideways scroll with a verdict').toBeLessThanOrEqual(0);
      await redeem.click();
      const apply = page
        .getByRole('region', { name: m.counter.verdict.redeemed })
        .getByText(/15\s?%/)
        .first();
      await expect(apply).toBeInViewport();
      expect(await pageOverflow(page), 'sideways scroll after a redeem').toBeLessThanOrEqual(0);
    });
  });
}

/** CSS animations and transitions running now, longer than 10 ms. */
const runningMotion = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => {
        const duration = Number(animation.effect?.getComputedTiming().duration ?? 0);
        return animation.playState === 'running' && duration > 10;
      })
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name = animation instanceof CSSAnimation ? animation.animationName : 'transition';
        return `${name} on ${target?.className ?? '?'}`;
      }),
  );

test('with reduced motion: nothing moves during a slow check or a stamp being added', async ({
  page,
}) => {
  const en = M.en;
  await page.goto('/');
  // Slow enough that a busy machine still finds it checking past the shimmer's delay.
  await demo(page, { latencyMs: 3_000 });
  // The control: without the preference, a slow check shimmers (from half a second on).
  await scan(page, 'PERCENT15');
  await expect.poll(() => runningMotion(page)).not.toEqual([]);
  await expect(page.getByRole('region', { name: en.counter.verdict.valid })).toBeVisible();

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await scan(page, 'KRW5000OFF');
  await expect(page.getByText('Checking KRW5000OFF…').first()).toBeVisible();
  // Past the shimmer's half-second delay, still checking.
  await page.waitForTimeout(600);
  await expect(page.getByText('Checking KRW5000OFF…').first()).toBeVisible();
  expect(await runningMotion(page), 'motion during a check').toEqual([]);
  await expect(page.getByRole('region', { name: en.counter.verdict.valid })).toBeVisible();
  expect(await runningMotion(page), 'motion with the verdict').toEqual([]);

  // A stamp on its way pulses, unless asked not to.
  await scan(page, 'https://vvd.bz/stamp/274');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  await page.getByRole('button', { name: en.stamps.add.action }).click();
  await expect(page.getByRole('progressbar')).toHaveAttribute(
    'aria-valuetext',
    new RegExp(en.stamps.card.pending),
  );
  expect(await runningMotion(page), 'motion while a stamp is added').toEqual([]);
});
