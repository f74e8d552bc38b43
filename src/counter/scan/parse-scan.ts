import { isServiceHost } from '../../api/service-domains';
import { safeDecode } from '../../lib/safe-decode';
import { hasHangul, keysFromHangul } from './hangul-keys';

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
  | 'unknown-url'
  /** A stamp page or coupon link on a host that is not the service's: not one of ours. */
  | 'foreign-url'
  /** A broken %-escape (`%ZZ`, `%E0`): the value cannot be read at all. */
  | 'undecodable'
  /** Hangul that does not read as a code in English either: typed in Korean mode, or Korean. */
  | 'korean-keyboard';

export type ScanResult =
  | { kind: 'coupon'; cpnNo: string }
  | { kind: 'stamp'; stampIdx: number }
  | { kind: 'invalid'; problem: ScanProblem; value: string };

export const STAMP_IDX_MAX = 2_147_483_647;
const COUPON = /^[A-Z0-9]{8,16}$/;
const DIGITS = /^\d+$/;
const ASCII_ALNUM = /^[A-Za-z0-9]+$/;
// Control and invisible format characters that scanners add (GS separators, zero-width marks).
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** Drops what a scanner or a paste adds around the value; keeps what a person typed. */
export function cleanScan(raw: string): string {
  return raw.replace(INVISIBLE, '').trim();
}

/**
 * Coupon numbers are printed in groups ("1234-5678 9012"): spaces and dashes go. Upper-casing is
 * ASCII only: locale-aware case mapping would turn "straße12" into "STRASSE12", a different
 * code. Anything that is not A–Z or 0–9 is left in place, so the value fails the coupon shape.
 */
export function normalizeCouponNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').replace(/[a-z]/g, (letter) => letter.toUpperCase());
}

/** `digits` is the candidate; `value` is what staff see again if it is refused. */
function stampFrom(digits: string, value: string): ScanResult {
  if (!DIGITS.test(digits)) return { kind: 'invalid', problem: 'stamp-format', value };
  const stampIdx = Number(digits);
  if (stampIdx < 1 || stampIdx > STAMP_IDX_MAX)
    return { kind: 'invalid', problem: 'stamp-range', value };
  return { kind: 'stamp', stampIdx };
}

function fromUrl(value: string, readBack: boolean): ScanResult | null {
  if (!/^https?:\/\//i.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'invalid', problem: 'unknown-url', value };
  }
  const stamp = /\/stamp\/([^/]+)\/?$/i.exec(url.pathname);
  // Keys read back from Hangul (hangul-keys.ts) have lost the name's capital: "cpnno".
  const cpnNo = stamp
    ? null
    : readBack
      ? ([...url.searchParams].find(([name]) => name.toLowerCase() === 'cpnno')?.[1] ?? null)
      : url.searchParams.get('cpnNo');
  if (!stamp && cpnNo === null) return { kind: 'invalid', problem: 'unknown-url', value };
  if (!isServiceHost(url.hostname)) return { kind: 'invalid', problem: 'foreign-url', value };
  if (stamp?.[1]) {
    const decoded = safeDecode(stamp[1]);
    return decoded === null
      ? { kind: 'invalid', problem: 'undecodable', value }
      : stampFrom(decoded, value);
  }
  const normalized = normalizeCouponNumber(cpnNo ?? '');
  return COUPON.test(normalized)
    ? { kind: 'coupon', cpnNo: normalized }
    : { kind: 'invalid', problem: 'coupon-format', value };
}

export interface ScanOptions {
  /** Typed on a keyboard (a scanner, a person): Hangul in it is keys typed in Korean mode. */
  fromKeys?: boolean;
  /** The keys read back from Hangul (internal): a link's parameter name has lost its case. */
  readBack?: boolean;
}

/**
 * Letters make a coupon; a stamp page URL makes a stamp; digits alone could be either, and the
 * Coupon / Stamp switch decides, except where only one reading is possible (fewer than 8 digits
 * cannot be a coupon). A dash never makes a stamp ID: in a stamp ID "-5" is a minus sign, and in
 * a coupon number it is a separator, so "-274" and "12-34" are neither.
 */
export function parseScan(
  raw: string,
  mode: ScanMode,
  { fromKeys = false, readBack = false }: ScanOptions = {},
): ScanResult {
  const value = cleanScan(raw);
  if (value === '') return { kind: 'invalid', problem: 'empty', value };
  // Keys (a scanner, a person typing) with Hangul in them: the keyboard was in Korean mode, since
  // no code has Hangul. Read back as a code they are that code; if not, staff are told to switch
  // the keyboard. A camera's or a paste's Hangul is text, not keys: it is left as it is.
  if (fromKeys && hasHangul(value)) {
    const keys = parseScan(keysFromHangul(value), mode, { readBack: true });
    return keys.kind === 'invalid' ? { kind: 'invalid', problem: 'korean-keyboard', value } : keys;
  }
  const url = fromUrl(value, readBack);
  if (url) return url;

  const withoutSpaces = value.replace(/\s+/g, '');
  const compact = normalizeCouponNumber(value);
  const couponShaped = ASCII_ALNUM.test(compact) && COUPON.test(compact);
  if (mode === 'stamp') {
    if (!DIGITS.test(withoutSpaces) && couponShaped && /[A-Z]/.test(compact)) {
      return { kind: 'coupon', cpnNo: compact };
    }
    return stampFrom(withoutSpaces, value);
  }
  if (DIGITS.test(withoutSpaces) && withoutSpaces.length < 8)
    return stampFrom(withoutSpaces, value);
  if (couponShaped) return { kind: 'coupon', cpnNo: compact };
  return { kind: 'invalid', problem: 'coupon-format', value };
}
