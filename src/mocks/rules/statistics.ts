import { hourlyClicks, sumByHour, type HourlyRecord } from '../clicks';
import type { LinkRecord, Plan } from '../store';
import { daysCounted, daysThrough, isValidYmd } from '../ymd';
import {
  fail,
  isPresent,
  ok,
  parseInt32,
  PLAN_LABEL,
  requirePlan,
  type Outcome,
  type RuleContext,
} from './outcome';

/** Which clicks: one link, a link group, or (with neither) the whole account. */
export interface ClicksScopeInput {
  linkId: string | null;
  domain: string | null;
  grpIdx: string | null;
}

export interface ClicksByHourInput extends ClicksScopeInput {
  ymd: string | null;
}

export interface ClicksByRangeInput extends ClicksScopeInput {
  startYmd: string | null;
  endYmd: string | null;
}

/** docs/api.md, operation 9: at most one month on any plan, less on the smaller ones. */
export const RANGE_DAYS_MAX: Record<Plan, number> = { personal: 7, premium: 14, enterprise: 31 };

/** Spec 4.4: one link on every plan; a group or the whole account from Premium up. */
export function clicksByHour(ctx: RuleContext, input: ClicksByHourInput): Outcome<HourlyRecord[]> {
  return scopedClicks(ctx, input, () =>
    isValidYmd(input.ymd) ? ok([input.ymd]) : fail('STATS_DATE_INVALID'),
  );
}

/**
 * docs/api.md, operation 9 (v3): v2's rules over a range of days, each day's figures v2's own,
 * in one list by day, then hour.
 */
export function clicksByRange(
  ctx: RuleContext,
  input: ClicksByRangeInput,
): Outcome<HourlyRecord[]> {
  return scopedClicks(ctx, input, () => {
    const { startYmd, endYmd } = input;
    if (!isValidYmd(startYmd) || !isValidYmd(endYmd) || startYmd > endYmd)
      return fail('STATS_RANGE_INVALID');
    const days = RANGE_DAYS_MAX[ctx.state.plan];
    if (daysCounted(startYmd, endYmd) > days)
      return fail('STATS_RANGE_TOO_LONG', { plan: PLAN_LABEL[ctx.state.plan], days });
    return ok(daysThrough(startYmd, endYmd));
  });
}

/**
 * Both versions in the service's order: grpIdx bound by the 653 rule before anything, the plan
 * gate, the version's own dates, then the scope; the figures summed per day and hour.
 */
function scopedClicks(
  ctx: RuleContext,
  input: ClicksScopeInput,
  checkDays: () => Outcome<string[]>,
): Outcome<HourlyRecord[]> {
  let grpIdx: number | null = null;
  if (isPresent(input.grpIdx)) {
    const parsed = parseInt32(input.grpIdx, 'grpIdx');
    if (!parsed.ok) return parsed;
    grpIdx = parsed.value;
  }
  const planGate = requirePlan(ctx, 'personal');
  if (planGate) return planGate;
  const days = checkDays();
  if (!days.ok) return days;
  const links = linksInScope(ctx, input, grpIdx);
  if (!links.ok) return links;
  return ok(
    sumByHour(
      days.value.flatMap((ymd) =>
        links.value.map((link) => hourlyClicks(link, ymd, ctx.today, ctx.hour)),
      ),
    ),
  );
}

function linksInScope(
  ctx: RuleContext,
  input: ClicksScopeInput,
  grpIdx: number | null,
): Outcome<LinkRecord[]> {
  const { state } = ctx;
  const linkId = input.linkId?.trim() || null;
  const domain = input.domain?.trim() || null;

  if (state.plan === 'personal') {
    if (grpIdx !== null)
      return requirePlan(ctx, 'premium') ?? fail('PLAN_REQUIRED', { plan: 'Premium' });
    if (!linkId || !domain) return fail('STATS_LINK_REQUIRED');
  }
  if (linkId && grpIdx !== null) return fail('STATS_LINK_AND_GROUP');

  if (linkId) {
    const wanted = (domain ?? state.defaultDomain).replace(/\/+$/, '');
    const link = state.links.find((l) => l.linkId === linkId && l.domain === wanted);
    return link ? ok([link]) : fail('STATS_LINK_NOT_FOUND');
  }
  if (grpIdx !== null) {
    if (!state.linkGroups.some((g) => g.grpIdx === grpIdx))
      return fail('STATS_GROUP_NOT_FOUND', { value: grpIdx });
    return ok(state.links.filter((l) => l.grpIdx === grpIdx));
  }
  return requirePlan(ctx, 'premium') ?? ok(state.links);
}
