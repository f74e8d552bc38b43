/**
 * What a scanned or typed value means. Pure, so the counter and the stamp screen read every
 * input the same way, and so it can be tested without a browser.
 */
export type ScanMode = 'coupon' | 'stamp';

export type ScanProblem =
  | 'empty'
  /** Not 8–16 letters and digits. */
  | 'coupon-format'
  /** Not a whole number (12abc, 1.5, 1e3, -5). */
  | 'stamp-format'
  /** A whole number, but 0 or beyond what the service can hold. */
  | 'stamp-range'
  /** A web address that is neither a stamp page nor a coupon link. */
  | 'unknown-url';

export type ScanResult =
  | { kind: 'coupon'; cpnNo: string }
  | { kind: 'stamp'; stampIdx: number }
  | { kind: 'invalid'; problem: ScanProblem; value: string };

export const STAMP_IDX_MAX = 2_147_483_647;
const COUPON = /^[A-Z0-9]{8,16}$/;
const DIGITS = /^\d+$/;
// Control and invisible format characters that scanners add (GS separators, zero-width marks).
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** Drops what a scanner or a paste adds around the value; keeps what a person typed. */
export function cleanScan(raw: string): string {
  return raw.replace(INVISIBLE, '').trim();
}

/** Coupon numbers are printed in groups ("1234-5678 9012"): spaces and dashes go, case goes. */
export function normalizeCouponNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** `digits` is the candidate; `value` is what staff see again if it is refused. */
function stampFrom(digits: string, value: string): ScanResult {
  if (!DIGITS.test(digits)) return { kind: 'invalid', problem: 'stamp-format', value };
  const stampIdx = Number(digits);
  if (stampIdx < 1 || stampIdx > STAMP_IDX_MAX)
    return { kind: 'invalid', problem: 'stamp-range', value };
  return { kind: 'stamp', stampIdx };
}

function fromUrl(value: string): ScanResult | null {
  if (!/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'invalid', problem: 'unknown-url', value };
  }
  const stamp = /\/stamp\/([^/]+)\/?$/i.exec(url.pathname);
  if (stamp?.[1]) return stampFrom(decodeURIComponent(stamp[1]), value);
  const cpnNo = url.searchParams.get('cpnNo');
  if (cpnNo !== null) {
    const normalized = normalizeCouponNumber(cpnNo);
    return COUPON.test(normalized)
      ? { kind: 'coupon', cpnNo: normalized }
      : { kind: 'invalid', problem: 'coupon-format', value };
  }
  return { kind: 'invalid', problem: 'unknown-url', value };
}

/**
 * Letters make a coupon; a stamp page URL makes a stamp; digits alone could be either, and the
 * Coupon / Stamp switch decides, except where only one reading is possible (fewer than 8 digits
 * cannot be a coupon).
 */
export function parseScan(raw: string, mode: ScanMode): ScanResult {
  const value = cleanScan(raw);
  if (value === '') return { kind: 'invalid', problem: 'empty', value };
  const url = fromUrl(value);
  if (url) return url;

  const compact = normalizeCouponNumber(value);
  if (mode === 'stamp') {
    // Dashes are coupon formatting; in a stamp ID "-5" is a minus sign, not a separator.
    const withoutSpaces = value.replace(/\s+/g, '');
    if (!DIGITS.test(withoutSpaces) && COUPON.test(compact) && /[A-Z]/.test(compact)) {
      return { kind: 'coupon', cpnNo: compact };
    }
    return stampFrom(withoutSpaces, value);
  }
  if (DIGITS.test(compact)) {
    if (compact.length < 8) return stampFrom(compact, value);
    return compact.length <= 16
      ? { kind: 'coupon', cpnNo: compact }
      : { kind: 'invalid', problem: 'coupon-format', value };
  }
  if (COUPON.test(compact)) return { kind: 'coupon', cpnNo: compact };
  return { kind: 'invalid', problem: 'coupon-format', value };
}
