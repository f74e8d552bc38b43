import type { StampRecord } from '../store';
import {
  fail,
  isPresent,
  ok,
  parseInt32,
  requirePlan,
  type Outcome,
  type RuleContext,
} from './outcome';

/**
 * Validate's checks, shared by add and reward. The 653 check on stampIdx runs before anything
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

/** Gives the reward of a full card, once; the card then no longer validates. */
export function redeemStamp(
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
    if (!stamp.onsitePwd || input.onsitePwd !== stamp.onsitePwd)
      return fail('STAMP_ONSITE_PWD_WRONG');
  }
  stamp.rewardGiven = true;
  stamp.history.push({ at: ctx.now.toISOString(), kind: 'reward' });
  return ok(null);
}
