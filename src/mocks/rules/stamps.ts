import type { StampRecord } from '../store';
import {
  fail,
  isPresent,
  ok,
  optionalString,
  parseInt32,
  requirePlan,
  type Outcome,
  type RuleContext,
} from './outcome';

/**
 * Validate's checks, shared by add, reward and remove. The 653 check on stampIdx runs before anything
 * else, and a refusal changes nothing.
 */
function usableStamp(ctx: RuleContext, rawStampIdx: unknown): Outcome<StampRecord> {
  const stampIdx = parseInt32(rawStampIdx, 'stampIdx');
  if (!stampIdx.ok) return stampIdx;
  const planGate = requirePlan(ctx, 'personal');
  if (planGate) return planGate;
  const stamp = ctx.state.stamps[String(stampIdx.value)];
  if (!stamp) return fail('STAMP_NOT_FOUND');
  if (ctx.today < stamp.strtYmd) return fail('STAMP_NOT_YET_ACTIVE', { date: stamp.strtYmd });
  if (ctx.today > stamp.endYmd) return fail('STAMP_EXPIRED', { date: stamp.endYmd });
  if (stamp.activeYn === 'N') return fail('STAMP_DEACTIVATED');
  if (stamp.rewardGiven) return fail('STAMP_REWARD_GIVEN');
  return ok(stamp);
}

export function validateStamp(ctx: RuleContext, rawStampIdx: unknown): Outcome<StampRecord> {
  return usableStamp(ctx, rawStampIdx);
}

/** Adds exactly one stamp, never past the card's maximum. */
export function addStamp(ctx: RuleContext, input: { stampIdx?: unknown }): Outcome<null> {
  const found = usableStamp(ctx, input.stampIdx);
  if (!found.ok) return found;
  const stamp = found.value;
  if (stamp.stamps >= stamp.maxStamps) return fail('STAMP_FULL', { max: stamp.maxStamps });
  stamp.stamps += 1;
  stamp.history.push({ at: ctx.now.toISOString(), kind: 'add' });
  return ok(null);
}

/**
 * The reward (the service's "Redeem Stamp Reward", docs/api.md, operation 6): a full card, once,
 * with the on-site password when the card is on site; the card then no longer validates.
 */
export function rewardStamp(
  ctx: RuleContext,
  input: { stampIdx?: unknown; onsitePwd?: unknown },
): Outcome<null> {
  const found = usableStamp(ctx, input.stampIdx);
  if (!found.ok) return found;
  const stamp = found.value;
  if (stamp.stamps < stamp.maxStamps)
    return fail('STAMP_NOT_FULL', { stamps: stamp.stamps, max: stamp.maxStamps });
  // As for coupons: an on-site card always asks for its password, as the reward dialog does.
  if (stamp.onsiteYn === 'Y') {
    if (!isPresent(input.onsitePwd)) return fail('STAMP_ONSITE_PWD_REQUIRED');
    if (
      !stamp.onsitePwd ||
      typeof input.onsitePwd !== 'string' ||
      input.onsitePwd !== stamp.onsitePwd
    )
      return fail('STAMP_ONSITE_PWD_WRONG');
  }
  stamp.rewardGiven = true;
  stamp.history.push({ at: ctx.now.toISOString(), kind: 'reward' });
  return ok(null);
}

/** The card editor's Y/N fields, and what each sets on the record. */
const EDITED_FLAGS = { useYn: 'rewardGiven', activeYn: 'activeYn' } as const;
const EDITED_TEXT = ['memo', 'userNm', 'userPhnno', 'userEml', 'userEtc1', 'userEtc2'] as const;

/**
 * The service's card editor ("Edit Stamp"): an absolute `stamps` count, `useYn`, `activeYn`,
 * the dates and the user fields; no on-site password. This app never sends it (docs/api.md,
 * operation 6: it is not the reward); the simulated service answers it so that tests can show
 * nothing of ours does. It edits any existing card, usable or not, as an editor would.
 */
export function updateStamp(ctx: RuleContext, input: Record<string, unknown>): Outcome<null> {
  const stampIdx = parseInt32(input.stampIdx, 'stampIdx');
  if (!stampIdx.ok) return stampIdx;
  const planGate = requirePlan(ctx, 'personal');
  if (planGate) return planGate;
  const stamp = ctx.state.stamps[String(stampIdx.value)];
  if (!stamp) return fail('STAMP_NOT_FOUND');
  const edited = { ...stamp };
  if (input.stamps !== undefined) {
    const stamps = parseInt32(input.stamps, 'stamps');
    if (!stamps.ok) return stamps;
    if (stamps.value < 0 || stamps.value > stamp.maxStamps)
      return fail('STAMP_UPDATE_FIELD', { param: 'stamps' });
    edited.stamps = stamps.value;
  }
  for (const [field, target] of Object.entries(EDITED_FLAGS)) {
    const value = input[field];
    if (value === undefined) continue;
    if (value !== 'Y' && value !== 'N') return fail('STAMP_UPDATE_FIELD', { param: field });
    if (target === 'rewardGiven') edited.rewardGiven = value === 'Y';
    else edited.activeYn = value;
  }
  for (const field of ['strtYmd', 'endYmd'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value))
      return fail('STAMP_UPDATE_FIELD', { param: field });
    edited[field] = value;
  }
  if (edited.strtYmd > edited.endYmd) return fail('STAMP_UPDATE_FIELD', { param: 'endYmd' });
  for (const field of EDITED_TEXT) {
    const value = optionalString(input[field], field);
    if (!value.ok) return fail('STAMP_UPDATE_FIELD', { param: field });
    if (input[field] !== undefined) edited[field] = value.value;
  }
  Object.assign(stamp, edited);
  stamp.history.push({ at: ctx.now.toISOString(), kind: 'edit' });
  return ok(null);
}

/** Takes exactly one stamp off (a stamp added by mistake), never below 0, never after the reward. */
export function removeStamp(ctx: RuleContext, input: { stampIdx?: unknown }): Outcome<null> {
  const found = usableStamp(ctx, input.stampIdx);
  if (!found.ok) return found;
  const stamp = found.value;
  if (stamp.stamps <= 0) return fail('STAMP_EMPTY');
  stamp.stamps -= 1;
  stamp.history.push({ at: ctx.now.toISOString(), kind: 'remove' });
  return ok(null);
}
