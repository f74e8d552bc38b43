import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Strings shared by every screen; each screen's own namespace loads with the screen. */
export const COMMON_NAMESPACE = 'common';

const STORAGE_KEY = 'counter-pos.language';

type Catalogue = { messages: Record<string, unknown> };
// One chunk per language and namespace: the counter never downloads the settings' Korean text.
const catalogues = import.meta.glob<Catalogue>('../locales/*/*.ts');

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogues[`../locales/${language}/${namespace}.ts`];
    if (!load) {
      callback(new Error(`No ${language} strings for "${namespace}"`), false);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue.messages),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The strings the first screen needs, loaded together with the shared ones at start (in parallel,
 * before the first render), so the counter paints whole with no "Loading…" shell in between.
 */
export function namespacesFor(pathname: string): string[] {
  if (pathname === '/') return ['counter', 'scan'];
  if (pathname === '/stamps' || pathname.startsWith('/stamps/')) return ['stamps', 'scan'];
  if (pathname === '/coupons/new') return ['create'];
  if (pathname === '/clicks') return ['clicks'];
  if (pathname === '/settings') return ['settings'];
  return [];
}

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

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : 'en';
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // A private window may refuse storage: the choice then lasts for this visit only.
  }
  await i18next.changeLanguage(language);
}

export async function initI18n(
  language: Language = detectLanguage(),
  pathname: string = typeof window === 'undefined' ? '/' : window.location.pathname,
): Promise<typeof i18next> {
  if (i18next.isInitialized) {
    await i18next.changeLanguage(language);
    return i18next;
  }
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  await i18next
    .use(lazyCatalogues)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      ns: [COMMON_NAMESPACE, ...namespacesFor(pathname)],
      defaultNS: COMMON_NAMESPACE,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = language;
  return i18next;
}
