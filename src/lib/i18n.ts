/*
 * The app's way in to its strings (the message table and its hook, re-exported here), the staff's
 * language (chosen, stored, detected) and which strings load with each screen and at start.
 */
// First, where `react` was imported before the split (use-translation imports it): the modules
// load in the old order, and the build groups and names the first load's chunks as before.
export { useTranslation } from './use-translation';
import { isStampsPath, PATHS } from '../config/paths';
import {
  COMMON_NAMESPACE,
  LANGUAGES,
  loadNamespaces,
  switchTo,
  type Language,
  type Namespace,
} from './message-table';

export {
  currentLanguage,
  getTranslator,
  LANGUAGES,
  loadNamespaces,
  translate,
  type Language,
  type MessageKey,
  type TFunction,
} from './message-table';

const STORAGE_KEY = 'counter-pos.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The staff's own choice first, then the browser's languages, then English. */
export function detectLanguage(
  stored: string | null = readStoredLanguage(),
  browser: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browser) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export async function changeLanguage(lng: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    // A private window may refuse storage: the choice then lasts for this visit only.
  }
  await switchTo(lng);
}

/**
 * The strings a screen needs beside the shared ones: loaded with the screen's code, and for the
 * first screen together with the shared ones at start, so it paints whole with no "Loading…" shell.
 */
export function namespacesFor(pathname: string): Namespace[] {
  if (pathname === PATHS.counter) return ['counter', 'scan'];
  if (isStampsPath(pathname)) return ['stamps', 'scan'];
  if (pathname === PATHS.createCoupon) return ['create'];
  if (pathname === PATHS.clicks) return ['clicks'];
  // With the sign-in settings.
  if (pathname === PATHS.settings) return ['settings', 'sign-in'];
  if (pathname === PATHS.report) return ['report'];
  // The audit log shows its lines' details in the day report's words (lib/report/audit-detail.ts).
  // Its failures are told in sign-in's words (api/auth-errors.ts).
  if (pathname === PATHS.audit) return ['audit', 'report', 'sign-in'];
  return [];
}

/** Loads the shared strings and the first screen's in one parallel round, then sets the language. */
export async function initI18n(
  lng: Language = detectLanguage(),
  pathname: string = typeof window === 'undefined' ? '/' : window.location.pathname,
): Promise<void> {
  await loadNamespaces([COMMON_NAMESPACE, ...namespacesFor(pathname)], lng);
  await switchTo(lng);
}
