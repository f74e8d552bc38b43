// The app's addresses in one place: the routes, the navigation and every link or redirect build
// them here, never by hand, so a path changes in one line.

export const PATHS = {
  counter: '/',
  stamps: '/stamps',
  createCoupon: '/coupons/new',
  clicks: '/clicks',
  settings: '/settings',
  /** Live mode only (marketing and owners): the server's record of who did what. */
  audit: '/audit',
  /** The day report: live, marketing and owners; the demo, everyone. */
  report: '/report',
} as const;

/** The stamp screen's route with a card: `/stamps/274`. */
export const STAMP_CARD_ROUTE = `${PATHS.stamps}/:stampIdx`;

/**
 * The coupon counter; with a number, a coupon to check on arrival (`/?cpnNo=…`): `typed` says it
 * was keyed in by hand rather than scanned (the counter then looks for look-alike characters).
 */
export function counterHref(cpnNo?: string, options: { typed?: boolean } = {}): string {
  if (cpnNo === undefined) return PATHS.counter;
  return `${PATHS.counter}?cpnNo=${encodeURIComponent(cpnNo)}${options.typed ? '&typed=1' : ''}`;
}

/** The stamp screen; with a card's number, that card (`/stamps/274`). */
export function stampHref(stampIdx?: string | number): string {
  if (stampIdx === undefined) return PATHS.stamps;
  return `${PATHS.stamps}/${encodeURIComponent(String(stampIdx))}`;
}

/** The clicks screen, with its view's query string (`?day=…`, from clicksSearch) if any. */
export function clicksHref(search = ''): string {
  return `${PATHS.clicks}${search}`;
}

/** The audit log, with its view's query string (from auditSearch) if any. */
export function auditHref(search = ''): string {
  return `${PATHS.audit}${search}`;
}

/** The day report, with its view's query string (from reportSearch) if any. */
export function reportHref(search = ''): string {
  return `${PATHS.report}${search}`;
}

/** Settings; with a section, scrolled to it (`/settings#demo`). */
export function settingsHref(section?: 'demo'): string {
  return section === undefined ? PATHS.settings : `${PATHS.settings}#${section}`;
}

export function isStampsPath(pathname: string): boolean {
  return pathname === PATHS.stamps || pathname.startsWith(`${PATHS.stamps}/`);
}

/** The screens with a scan field: the coupon counter and the stamp cards. */
export function hasScanField(pathname: string): boolean {
  return pathname === PATHS.counter || isStampsPath(pathname);
}
