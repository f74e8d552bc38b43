/*
 * The message table: the languages, the typed keys, the strings loaded per language and namespace,
 * a key's text (plurals, {{name}} values, another namespace's key) and the current language, which
 * switches only once its strings are loaded. src/lib/i18n.ts is the way in for the rest of the app.
 */
import type { messages as audit } from '../locales/en/audit';
import type { messages as auth } from '../locales/en/auth';
import type { messages as clicks } from '../locales/en/clicks';
import type { messages as common } from '../locales/en/common';
import type { messages as counter } from '../locales/en/counter';
import type { messages as create } from '../locales/en/create';
import type { messages as scan } from '../locales/en/scan';
import type { messages as report } from '../locales/en/report';
import type { messages as settings } from '../locales/en/settings';
import type { messages as signIn } from '../locales/en/sign-in';
import type { messages as stamps } from '../locales/en/stamps';

// Our own message table instead of i18next + react-i18next (17 kB gzip of the counter's first
// load, for features two languages never use): typed keys, {{name}} interpolation, plurals by
// Intl.PluralRules with `_one`/`_other` keys, one chunk per language and namespace, Suspense
// while a screen's strings load. Why: docs/decisions/0008-own-message-table.md.

export const LANGUAGES = ['en', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The English text is the shape; every language fills the same keys (src/locales/messages.ts). */
interface Resources {
  common: typeof common;
  counter: typeof counter;
  stamps: typeof stamps;
  create: typeof create;
  clicks: typeof clicks;
  settings: typeof settings;
  scan: typeof scan;
  /** Live mode only: what a signed-in till shows from its first frame (the chip, the roles). */
  auth: typeof auth;
  /** Live mode only: sign-in's screens and settings (pairing, the unlock pad, the till's day). */
  'sign-in': typeof signIn;
  /** Live mode only: the audit log screen. */
  audit: typeof audit;
  /** The day report (live: marketing and owners; the demo: everyone). */
  report: typeof report;
}
export type Namespace = keyof Resources;

/** Strings shared by every screen; each screen's own namespace loads with the screen. */
export const COMMON_NAMESPACE = 'common';

type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];
type PluralBase<K> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : never;
type KeysOf<T> = Paths<T> | PluralBase<Paths<T>>;
/** Every key of a namespace: leaf paths, and a plural's base (`usesLeft` for `usesLeft_one`). */
export type MessageKey<N extends Namespace> = KeysOf<Resources[N]>;
type MessageValues = Readonly<Record<string, string | number>> & { count?: number };
/** Another namespace's key, prefixed: `common:language.en`. */
type PrefixedKey<X extends Namespace> = X extends Namespace ? `${X}:${MessageKey<X>}` : never;
export type TFunction<N extends Namespace = 'common', X extends Namespace = never> = (
  key: MessageKey<N> | PrefixedKey<X>,
  values?: MessageValues,
) => string;

type Table = { readonly [key: string]: string | Table };
type Catalogue = { messages: Table };
// One chunk per language and namespace: the counter never downloads the settings' Korean text.
const catalogues = import.meta.glob<Catalogue>('../locales/*/*.ts');

let language: Language = 'en';
const listeners = new Set<() => void>();
/** Loaded tables by `language/namespace`; a promise per table while it loads (stable for `use`). */
const tables = new Map<string, Table>();
const loading = new Map<string, Tracked>();
const translators = new Map<string, { t: (key: string, values?: MessageValues) => string }>();
const pluralRules = new Map<Language, Intl.PluralRules>();

const tableKey = (lng: Language, namespace: string) => `${lng}/${namespace}`;

function isNamespace(value: string): value is Namespace {
  return `../locales/en/${value}.ts` in catalogues;
}

/** A promise that says when it has settled (React's `use` then reads it without suspending). */
type Tracked = Promise<void> & {
  status?: 'fulfilled' | 'rejected';
  value?: undefined;
  reason?: unknown;
};

export function load(lng: Language, namespace: Namespace): Tracked {
  const key = tableKey(lng, namespace);
  const pending = loading.get(key);
  if (pending) return pending;
  const read = catalogues[`../locales/${lng}/${namespace}.ts`];
  const promise: Tracked = read
    ? read().then((catalogue) => {
        tables.set(key, catalogue.messages);
      })
    : Promise.reject(new Error(`No ${lng} strings for "${namespace}"`));
  promise.then(
    () => {
      promise.status = 'fulfilled';
      promise.value = undefined;
    },
    (reason: unknown) => {
      promise.status = 'rejected';
      promise.reason = reason;
      // A failed load may be tried again (the next render that needs it).
      loading.delete(key);
    },
  );
  loading.set(key, promise);
  return promise;
}

/** Loads the namespaces (in parallel) in the given language, or the current one. */
export function loadNamespaces(
  namespaces: readonly Namespace[],
  lng: Language = language,
): Promise<void> {
  return Promise.all(namespaces.map((namespace) => load(lng, namespace))).then(() => undefined);
}

function lookup(table: Table | undefined, path: string): string | undefined {
  let node: string | Table | undefined = table;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function pluralOf(lng: Language, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(lng);
  if (!rules) {
    rules = new Intl.PluralRules(lng);
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
}

/**
 * The text for a key: `namespace:key` reads another namespace; with a numeric `count`, the
 * language's plural form first (`key_one`, `key_other`); `{{name}}` takes its value if given. A key with no
 * text comes back as itself, so a gap shows as a key rather than as nothing.
 */
export function translate(
  lng: Language,
  namespace: Namespace,
  key: string,
  values?: MessageValues,
): string {
  let path = key;
  const colon = key.indexOf(':');
  if (colon > 0) {
    const prefix = key.slice(0, colon);
    if (isNamespace(prefix)) {
      namespace = prefix;
      path = key.slice(colon + 1);
    }
  }
  const table = tables.get(tableKey(lng, namespace));
  const count = values?.count;
  const text =
    (typeof count === 'number'
      ? // A text written for exactly one is chosen for one, even in a language whose grammar has
        // one form (Korean: "스탬프 1개를" needs no "하나씩, 각각").
        ((count === 1 ? lookup(table, `${path}_one`) : undefined) ??
        lookup(table, `${path}_${pluralOf(lng, count)}`) ??
        lookup(table, `${path}_other`))
      : undefined) ?? lookup(table, path);
  if (text === undefined) return key;
  if (!values) return text;
  // A value not given leaves its placeholder showing (a gap to notice, as i18next did).
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined ? placeholder : String(value);
  });
}

/** A translator for one language and namespace: the same function each time (stable for memos). */
export function getTranslator<N extends Namespace = 'common'>(
  namespace: N = COMMON_NAMESPACE as N,
  lng: Language = language,
): { t: TFunction<N> } {
  const key = tableKey(lng, namespace);
  let translator = translators.get(key);
  if (!translator) {
    const t = (message: string, values?: MessageValues) =>
      translate(lng, namespace, message, values);
    translator = { t };
    translators.set(key, translator);
  }
  return translator;
}

/** Called when the language has switched (useTranslation re-renders by it). */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentLanguage(): Language {
  return language;
}

/** Namespaces loaded so far in a language: a language switch brings all of them along. */
function loadedNamespaces(lng: Language): Namespace[] {
  const prefix = `${lng}/`;
  return [...tables.keys()]
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length))
    .filter(isNamespace);
}

/** Sets the language (i18n.ts: at start, and when staff choose one). */
export async function switchTo(lng: Language): Promise<void> {
  // The new language's strings for everything on screen first, then one re-render: no flash of
  // a loading state and no half-translated screen.
  await loadNamespaces([COMMON_NAMESPACE, ...loadedNamespaces(language)], lng);
  language = lng;
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
  for (const listener of listeners) listener();
}
