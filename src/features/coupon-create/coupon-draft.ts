import { drawCouponCode, isGeneratedCodeLength } from './coupon-code';
import { hasDrawnCode } from './coupon-form-rules';
import { blankCouponValues, fitsCouponForm } from './coupon-form-schema';
import type { CouponFormValues } from './coupon-form-values';
import { randomKey } from '../../lib/random-key';

/**
 * The form's draft, kept in this browser while staff type (decision 0010), so a reload or a
 * closed tab loses nothing. The on-site password is never written: it would sit in storage in
 * clear for anyone at this desk. The drawn code is kept, so a retry after a reload sends the code
 * the first attempt may already have created.
 */
const DRAFT_KEY = 'counter-pos.coupon-draft';
/** The code of a send whose answer has not come (in flight, lost, or the tab closed meanwhile). */
const SENT_KEY = 'counter-pos.coupon-draft-sent';
/** The Idempotency-Key of that send: a retry of the same coupon is the same intent to our server. */
const INTENT_KEY = 'counter-pos.coupon-draft-intent';
const VERSION = 1;

export type CouponDraft = Omit<CouponFormValues, 'onsitePassword'>;

export function saveCouponDraft(values: CouponFormValues): void {
  const { onsitePassword: _never, ...kept } = values;
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ version: VERSION, values: kept }));
  } catch {
    // Storage refused (a private window, full): the draft lasts as long as the tab.
  }
}

export function clearCouponDraft(): void {
  try {
    localStorage.removeItem(DRAFT_KEY);
    localStorage.removeItem(SENT_KEY);
    localStorage.removeItem(INTENT_KEY);
  } catch {
    // Nothing stored to forget.
  }
}

/**
 * Written before a send and kept until its answer says what happened, so that after a reload in
 * the middle of a send the form knows its code may already name a coupon it created.
 */
export function noteCodeSent(code: string): void {
  try {
    localStorage.setItem(SENT_KEY, code);
  } catch {
    // Storage refused: only this tab knows.
  }
}

export function forgetCodeSent(): void {
  forgetIntentKey();
  try {
    localStorage.removeItem(SENT_KEY);
  } catch {
    // Nothing stored to forget.
  }
}

let intentInMemory: { code: string; key: string } | null = null;

/**
 * The Idempotency-Key of the intent to create the coupon with this code (decision 0013): the
 * same for every send of it, across a lost answer and a reload, until its outcome is known
 * (forgetCodeSent, clearCouponDraft); a new one for another code. The live server replays the
 * first answer to a repeat instead of sending the coupon to the service again.
 */
export function idempotencyKeyFor(code: string): string {
  let stored: { code?: unknown; key?: unknown } | null = intentInMemory;
  try {
    const raw = localStorage.getItem(INTENT_KEY);
    if (raw) stored = JSON.parse(raw) as typeof stored;
  } catch {
    // Unreadable: a new intent.
  }
  if (
    stored?.code === code &&
    typeof stored.key === 'string' &&
    /^[\w:.-]{8,128}$/.test(stored.key)
  )
    return stored.key;
  const intent = { code, key: `create-${randomKey()}` };
  intentInMemory = intent;
  try {
    localStorage.setItem(INTENT_KEY, JSON.stringify(intent));
  } catch {
    // Storage refused: the key lasts as long as this tab.
  }
  return intent.key;
}

/** The intent has its answer: the next send is a new intent. */
export function forgetIntentKey(): void {
  intentInMemory = null;
  try {
    localStorage.removeItem(INTENT_KEY);
  } catch {
    // Nothing stored to forget.
  }
}

/** The code of a send that may have landed without its answer arriving, if any. */
export function codeMaybeSent(): string | null {
  try {
    return localStorage.getItem(SENT_KEY);
  } catch {
    return null;
  }
}

/**
 * The stored draft over a blank form, or null when there is none. Storage is input like any
 * other: a value that does not fit the form's schema (a wrong type, an unknown choice) is dropped
 * for the blank one, and a code that does not fit its length is drawn again.
 */
export function restoreCouponDraft(today: string): CouponFormValues | null {
  let stored: unknown;
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    if (raw === null) return null;
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { version, values } = stored as { version?: unknown; values?: unknown };
  if (version !== VERSION || typeof values !== 'object' || values === null) return null;

  const blank = blankCouponValues(today);
  const draft: Record<string, unknown> = { ...blank };
  const saved = values as Record<string, unknown>;
  for (const key of Object.keys(blank) as (keyof CouponFormValues)[]) {
    if (key === 'onsitePassword') continue;
    const value = saved[key];
    if (fitsCouponForm(key, value)) draft[key] = value;
  }
  const restored = draft as unknown as CouponFormValues;
  // A form opened and left as it was is no draft (its code was never sent: a send needs a name).
  const untouched = (Object.keys(blank) as (keyof CouponFormValues)[]).every(
    (key) => key === 'generatedCode' || key === 'startDate' || restored[key] === blank[key],
  );
  if (untouched) return null;
  const length = Number(restored.codeLength);
  if (isGeneratedCodeLength(length) && !hasDrawnCode(restored))
    restored.generatedCode = drawCouponCode(length);
  return restored;
}
