import * as z from 'zod/mini';
import { isApiError, isRefusal } from '../api/errors';
import { lazySchema } from '../api/lazy-schema';
import type { Settled } from '../api/settle-write';
import type { Coupon } from '../api/coupons';
import type { Stamp } from '../api/stamps';
import { currentPerson } from './person';
import { createStoredValue, useStoredValue } from '../lib/stored-value';

/**
 * What happened at this counter, newest first: when, which code, what was done, how it ended,
 * what it was (the coupon's name and discount, the card's name and count) and who was at the
 * counter. No customer names, phone numbers or messages: those stay with the verdict. Kept across
 * reloads.
 *
 * The facts after `outcome` came later: each is optional, so a list stored before them still
 * loads (its rows show what they have).
 */
const activitySchema = lazySchema(() =>
  z.object({
    id: z.string(),
    at: z.string(),
    subject: z.enum(['coupon', 'stamp']),
    code: z.string(),
    action: z.enum(['check', 'redeem', 'add-stamp', 'reward', 'remove-stamp']),
    /**
     * `refused`: the service said no; `failed`: no usable answer, nothing done (offline, a 429);
     * `not-applied`: the answer was lost and reading back proved nothing was done; `unknown`: the
     * answer was lost and nobody can tell.
     */
    outcome: z.enum(['ok', 'refused', 'failed', 'not-applied', 'unknown']),
    /** The coupon's name, or the stamp card's (`cardNm`). */
    name: z.optional(z.string()),
    /** The coupon's discount as the service gave it: formatted when shown, in the language then. */
    discount: z.optional(
      z.object({
        discTypeIdx: z.number(),
        disc: z.number(),
        discCurrency: z.nullable(z.string()),
        formatDiscCurrency: z.nullable(z.string()),
      }),
    ),
    /** The card's stamps as last read for this entry (after the add, for an add). */
    stamps: z.optional(z.object({ count: z.number(), goal: z.number() })),
    /** Why the service refused a check, in its own words: a refusal carries no name to show. */
    said: z.optional(z.string()),
    /** The staff name set on this device when it was recorded. */
    staff: z.optional(z.string()),
  }),
);
export type Activity = z.infer<ReturnType<typeof activitySchema>>;
/** What a coupon or card was, as the recent list keeps it. */
export type ActivityFacts = Pick<Activity, 'name' | 'discount' | 'stamps' | 'said'>;
/** `staff` is filled in when recorded, from the device settings. */
export type ActivityInput = Omit<Activity, 'id' | 'at' | 'staff'>;

export const RECENT_LIMIT = 50;

/**
 * Entry by entry: one the app cannot read (written by another version, edited by hand) is left
 * out, never the whole list with it (the store falls back to an empty list on a failed parse,
 * and the next entry recorded would then overwrite what was kept).
 */
export const recentListSchema = lazySchema(() =>
  z.pipe(
    z.array(z.unknown()),
    z.transform((items): Activity[] =>
      items.flatMap((item) => {
        const parsed = activitySchema().safeParse(item);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  ),
);

const store = createStoredValue<Activity[]>('counter-pos.recent', recentListSchema, []);

export const getRecentActivity = store.get;

export function recordActivity(input: ActivityInput, now: Date = new Date()): void {
  const staffName = currentPerson();
  const entry: Activity = {
    ...input,
    id: `${now.getTime()}-${Math.random().toString(36).slice(2, 8)}`,
    at: now.toISOString(),
    ...(staffName ? { staff: staffName } : {}),
  };
  store.set([entry, ...store.get()].slice(0, RECENT_LIMIT));
}

export function clearRecentActivity(): void {
  store.set([]);
}

/** How a settled write is kept in the list. */
export function activityOutcome(settled: Settled<unknown>): Activity['outcome'] {
  if (settled.result === 'went-through') return 'ok';
  if (settled.result === 'not-sure') return 'unknown';
  if (settled.proof === 'read-back') return 'not-applied';
  return isRefusal(settled.error) ? 'refused' : 'failed';
}

/** The most of the service's words a row keeps: a sentence, not whatever it sent. */
const SAID_LIMIT = 120;

/** A refused check as the recent list keeps it: what the service said, if it said anything. */
export function refusalFacts(error: unknown): ActivityFacts {
  if (!isRefusal(error) || !isApiError(error)) return {};
  const said = error.serviceMessage?.trim();
  if (!said) return {};
  return { said: said.length > SAID_LIMIT ? `${said.slice(0, SAID_LIMIT - 1)}…` : said };
}

/** A coupon as the recent list keeps it: its name and what its discount is. */
export function couponFacts(
  coupon: Pick<Coupon, 'nm' | 'discTypeIdx' | 'disc' | 'discCurrency' | 'formatDiscCurrency'>,
): ActivityFacts {
  const { nm, discTypeIdx, disc, discCurrency, formatDiscCurrency } = coupon;
  return { name: nm, discount: { discTypeIdx, disc, discCurrency, formatDiscCurrency } };
}

/** A stamp card as the recent list keeps it: its name (if it has one) and its count. */
export function stampFacts(card: Pick<Stamp, 'cardNm' | 'stamps' | 'maxStamps'>): ActivityFacts {
  return {
    ...(card.cardNm === null ? {} : { name: card.cardNm }),
    stamps: { count: card.stamps, goal: card.maxStamps },
  };
}

export function useRecentActivity(): Activity[] {
  return useStoredValue(store);
}
