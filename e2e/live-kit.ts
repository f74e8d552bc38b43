import { messages as audit } from '../src/locales/en/audit';
import { messages as auth } from '../src/locales/en/auth';
import { messages as common } from '../src/locales/en/common';
import { messages as scan } from '../src/locales/en/scan';
import { messages as signIn } from '../src/locales/en/sign-in';
import { messages as koAudit } from '../src/locales/ko/audit';
import { messages as koAuth } from '../src/locales/ko/auth';
import { messages as koCommon } from '../src/locales/ko/common';
import { messages as koScan } from '../src/locales/ko/scan';
import { messages as koSignIn } from '../src/locales/ko/sign-in';
import type { Page } from '@playwright/test';
import { clockParts } from '../src/api/redeem-memo';
import {
  axeEverywhere as checkEverywhere,
  expect,
  languageOf,
  test,
  type Language,
  type Transient,
} from './fixtures';
import { LIVE_STAFF } from './live-setup';

/*
 * The live journeys' shared steps (live.spec.ts, live-header.spec.ts): pairing this browser
 * as a device, the unlock pad, the chip's lock.
 */

/** The words of the live-only screens in each language (the helpers below take either). */
export const WORDS = {
  en: { audit, auth, common, scan, signIn },
  ko: { audit: koAudit, auth: koAuth, common: koCommon, scan: koScan, signIn: koSignIn },
} as const;
export type Words = (typeof WORDS)[Language];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The live badge online, as read out: behind the simulated service these tests run against, it
 * says so once our server has heard from it, and makes no claim before; never "real service".
 */
export const onlineBadge = (m: Words = WORDS.en) =>
  new RegExp(
    `^(${escaped(`${m.common.live.badge}: ${m.common.live.description}`)}|${escaped(
      `${m.common.live.badgeSimulated}: ${m.common.live.descriptionSimulated}`,
    )})$`,
  );

/** A string with its {{placeholders}} filled in. */
export const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

/** The pairing form filled in and sent, with the owner's name and this PIN. */
export async function submitPairing(
  page: Page,
  deviceName: string,
  pin: string,
  m: Words = WORDS.en,
) {
  await page.getByLabel(m.signIn.pair.deviceName).fill(deviceName);
  await page.getByLabel(m.signIn.pair.ownerName).fill(LIVE_STAFF.owner.name);
  await page.getByLabel(m.signIn.pair.ownerPin).fill(pin);
  await page.getByRole('button', { name: m.signIn.pair.submit }).click();
}

/**
 * Pairs this browser as a device, with the owner's name and PIN: the owner is then signed in.
 * `m`: the words of the language the page will speak (English unless one was chosen).
 */
export async function pairDevice(page: Page, deviceName: string, m: Words = WORDS.en) {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: m.signIn.pair.title })).toBeVisible();
  await submitPairing(page, deviceName, LIVE_STAFF.owner.pin, m);
  await expect(page.getByLabel(m.scan.label)).toBeVisible();
}

/** The unlock pad over the app. */
export const unlockPad = (page: Page, deviceName: string, m: Words = WORDS.en) =>
  page.getByRole('dialog', { name: fill(m.signIn.pad.title, { device: deviceName }) });

/** Unlocks the device on the pad: a tap on the name, the PIN, Enter. */
export async function unlockAs(
  page: Page,
  deviceName: string,
  person: { name: string; pin: string },
  m: Words = WORDS.en,
) {
  const pad = unlockPad(page, deviceName, m);
  await pad.getByRole('button', { name: person.name }).click();
  const pin = pad.getByLabel(fill(m.signIn.pad.pinFor, { name: person.name }));
  await pin.fill(person.pin);
  await pin.press('Enter');
  await expect(pad).toBeHidden();
}

/** Locks the device from the header's chip. */
export async function lockNow(page: Page, m: Words = WORDS.en) {
  await page.getByRole('button', { name: m.auth.chip.action }).click();
  await page.getByRole('button', { name: m.auth.chip.lockNow }).click();
}

/** The switch's name, in the language `from`, for going to `to`. */
export const switchName = (from: Language, to: Language) =>
  fill(WORDS[from].common.language.switchTo, { language: WORDS[from].common.language[to] });

/**
 * The one-tap switch to `to` (in the header, on the pairing page or on the pad: the one not hidden
 * behind the pad), then waits until the page speaks it: the switch then offers the way back.
 */
export async function switchLanguage(page: Page, to: Language) {
  const from = to === 'en' ? 'ko' : 'en';
  if ((await languageOf(page)) === to) return;
  await page.getByRole('button', { name: switchName(from, to), exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await expect(page.getByRole('button', { name: switchName(to, from), exact: true })).toBeVisible();
}

/** axe in both languages and both schemes (fixtures.ts), with this spec's words and switch. */
export const axeEverywhere = (page: Page, state: string, transient?: Transient<Words>) =>
  checkEverywhere(page, state, { words: WORDS, switchLanguage }, transient);

/** The service's day (Asia/Seoul), YYYY-MM-DD, at a moment of the runner's clock (the servers'). */
export const serviceDayAt = (ms: number) => clockParts(new Date(ms), 'Asia/Seoul').ymd;

/** Milliseconds from `ms` to the next midnight in Seoul (no daylight saving there). */
const toServiceMidnight = (ms: number) => 86_400_000 - ((ms + 9 * 3_600_000) % 86_400_000);

/**
 * A journey that reads one day from the servers' audit log starts clear of the service's midnight:
 * within `margin` ms of it, this waits until it has passed, and adds the wait to the test's time.
 */
export async function clearOfServiceMidnight(margin = 120_000) {
  const left = toServiceMidnight(Date.now());
  if (left >= margin) return;
  test.setTimeout(test.info().timeout + left + 1_000);
  await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}
