import type { Namespace } from '../lib/i18n';

// The app's paths, and what each first screen needs, in one place (routes, the layout, the early
// start and the strings all ask here).

export const PATHS = {
  counter: '/',
  stamps: '/stamps',
  createCoupon: '/coupons/new',
  clicks: '/clicks',
  settings: '/settings',
  /** Live mode only (marketing and owners): the server's record of who did what. */
  audit: '/audit',
} as const;

export function isStampsPath(pathname: string): boolean {
  return pathname === PATHS.stamps || pathname.startsWith(`${PATHS.stamps}/`);
}

/** The screens with a scan field: the coupon counter and the stamp cards. */
export function hasScanField(pathname: string): boolean {
  return pathname === PATHS.counter || isStampsPath(pathname);
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
  if (pathname === PATHS.settings) return ['settings'];
  // The demo build has no audit log (its /audit is "page not found"): nothing to load there.
  if (import.meta.env.VITE_API_MODE === 'live' && pathname === PATHS.audit) return ['audit'];
  return [];
}
