import * as z from 'zod/mini';
import { lazySchema } from '../api/lazy-schema';
import { createStoredValue, useStoredValue } from './stored-value';

/** How this device looks: as the system says (the default), or always light, or always dark. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * The key and the stored form (a JSON string) are read before the first paint by
 * public/early-keys.js as well: change them together.
 */
export const THEME_KEY = 'counter-pos.theme';

const themeSchema = lazySchema(() => z.enum(THEMES));
const store = createStoredValue<Theme>(THEME_KEY, themeSchema, 'system');

export const getTheme = store.get;

/** Back to System, forgotten by the browser, and shown. */
export function forgetTheme(): void {
  store.reset();
  applyTheme('system');
}

/**
 * Shows the page in this theme: `<html data-theme>` only when the device overrides the system
 * (tokens.css reads it), and the browser's bar colour (`<meta name="theme-color">`, one per
 * system scheme in index.html) in step. The metas' own colours are kept in `data-content`, so
 * going back to System restores them and no colour is written twice.
 */
export function applyTheme(theme: Theme, doc: Document = document): void {
  const root = doc.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  const metas = [...doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
  const own = (meta: HTMLMetaElement) => meta.dataset.content ?? meta.content;
  const chosen =
    theme === 'system' ? null : metas.find((meta) => meta.getAttribute('media')?.includes(theme));
  for (const meta of metas) {
    meta.dataset.content = own(meta);
    meta.content = chosen ? own(chosen) : own(meta);
  }
}

/** Keeps the choice on this device and shows it at once. */
export function saveTheme(theme: Theme): void {
  const parsed = themeSchema().parse(theme);
  store.set(parsed);
  applyTheme(parsed);
}

export function useTheme(): Theme {
  return useStoredValue(store);
}
