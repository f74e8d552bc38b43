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
 * Who checks the reward's on-site password. The real service's update has no `onsitePwd`: in live
 * mode our server compares it with its own fresh validate and never forwards it (`'in-front'`:
 * this service stands in for the real one, and refuses the field like any other it does not
 * take). In the demo nothing stands in front of this service, so it checks it itself (`'here'`).
 */
export type RewardPasswordCheck = 'here' | 'in-front';

/** The update fields this app may send (CONTRACT.md operation 6); the rest are not for a till. */
const UPDATE_FIELDS: Readonly<Record<RewardPasswordCheck, readonly string[]>> = {
  here: ['stampIdx', 'useYn', 'onsitePwd'],
  'in-front': ['stampIdx', 'useYn'],
};

/**
 * The reward, as the service gives it: an update with `useYn` Y on a full card, once; the card
 * then no longer validates. Any other update field is refused: this is not a card editor.
 */
export function updateStamp(
  ctx: RuleContext,
  input: Record<string, unknown>,
  passwordCheck: RewardPasswordCheck = 'here',
): Outcome<null> {
  const found = usableStamp(ctx, input.stampIdx);
  if (!found.ok) return found;
  const other = Object.keys(input).find((field) => !UPDATE_FIELDS[passwordCheck].includes(field));
  if (other !== undefined) return fail('STAMP_UPDATE_FIELD', { param: other });
  if (input.useYn !== 'Y') return fail('STAMP_UPDATE_USE_YN');
  const stamp = found.value;
  if (stamp.stamps < stamp.maxStamps)
    return fail('STAMP_NOT_FULL', { stamps: stamp.stamps, max: stamp.maxStamps });
  // As for coupons: an on-site card always asks for its password, as the reward dialog does.
  if (passwordCheck === 'here' && stamp.onsiteYn === 'Y') {
    if (!isPresent(input.onsitePwd)) return fail('STAMP_ONSITE_PWD_REQUIRED');
    if (!stamp.onsitePwd || input.onsitePwd !== stamp.onsitePwd)
      return fail('STAMP_ONSITE_PWD_WRONG');
  }
  stamp.rewardGiven = true;
  stamp.history.push({ at: ctx.now.toISOString(), kind: 'reward' });
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
