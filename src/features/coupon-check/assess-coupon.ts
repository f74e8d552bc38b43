import type { Coupon } from '../../api/coupons';
import { validityOn } from '../../lib/dates';

export type Usage =
  | { kind: 'unlimited'; used: number }
  | { kind: 'limited'; used: number; limit: number; left: number };

export function usageOf(coupon: Pick<Coupon, 'useCnt' | 'useLimit'>): Usage {
  if (coupon.useLimit <= 0) return { kind: 'unlimited', used: coupon.useCnt };
  return {
    kind: 'limited',
    used: coupon.useCnt,
    limit: coupon.useLimit,
    left: Math.max(0, coupon.useLimit - coupon.useCnt),
  };
}

export type Disagreement = 'expired' | 'not-yet' | 'limit';

/**
 * The app's own reading of a coupon the service called valid. Any disagreement is shown: it
 * usually means this device's clock is wrong, or the service's data is inconsistent.
 */
export function disagreements(coupon: Coupon, today: string): Disagreement[] {
  const found: Disagreement[] = [];
  const validity = validityOn(today, coupon.strtYmd, coupon.endYmd);
  if (validity.state === 'expired') found.push('expired');
  if (validity.state === 'not-yet') found.push('not-yet');
  const usage = usageOf(coupon);
  if (usage.kind === 'limited' && usage.left === 0) found.push('limit');
  return found;
}

/** Characters people mix up when reading a printed code or typing it, each with its twin. */
const TWIN: Readonly<Record<string, string>> = {
  O: '0',
  I: '1',
  S: '5',
  B: '8',
  '0': 'O',
  '1': 'I',
  '5': 'S',
  '8': 'B',
};

export interface LookAlike {
  char: string;
  /** What it may have been meant as. */
  twin: string;
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';
const isLetter = (char: string | undefined) => char !== undefined && /\p{L}/u.test(char);

/**
 * The characters of a typed code that were likely keyed as their look-alike twin, by the company
 * they keep: a letter (O, I, S, B) beside a digit ("PERCENTI5": the I), or a digit (0, 1, 5, 8)
 * between two letters ("C0UPON": the 0). A digit that ends a code or joins other digits is a
 * number ("SINGLEUSE01"), and a letter among letters a word: neither is named, so a hint names the
 * suspect instead of every pair.
 */
export function lookAlikeSuspects(code: string): LookAlike[] {
  const chars = Array.from(code.toUpperCase());
  return chars.flatMap((char, index) => {
    const twin = TWIN[char];
    if (twin === undefined) return [];
    const [before, after] = [chars[index - 1], chars[index + 1]];
    const suspect = isDigit(char)
      ? isLetter(before) && isLetter(after)
      : isDigit(before) || isDigit(after);
    return suspect ? [{ char, twin }] : [];
  });
}

/** Who needs to confirm what before a redeem. */
export function redeemNeeds(coupon: Pick<Coupon, 'onsiteYn' | 'useLimit' | 'userId'>) {
  return {
    password: coupon.onsiteYn === 'Y',
    person: coupon.useLimit >= 2 && coupon.userId !== null,
  };
}
