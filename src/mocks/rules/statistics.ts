import { hourlyClicks, sumByHour, type HourlyRecord } from '../clicks';
import type { LinkRecord } from '../store';
import { isValidYmd } from '../ymd';
import {
  fail,
  isPresent,
  ok,
  parseInt32,
  requirePlan,
  type Outcome,
  type RuleContext,
} from './outcome';

export interface ClicksByHourInput {
  ymd: string | null;
  linkId: string | null;
  domain: string | null;
  grpIdx: string | null;
}

/** Spec 4.4: one link on every plan; a group or the whole account from Premium up. */
export function clicksByHour(ctx: RuleContext, input: ClicksByHourInput): Outcome<HourlyRecord[]> {
  const { state } = ctx;
  let grpIdx: number | null = null;
  if (isPresent(input.grpIdx)) {
    const parsed = parseInt32(input.grpIdx, 'grpIdx');
    if (!parsed.ok) return parsed;
    grpIdx = parsed.value;
  }
  const planGate = requirePlan(ctx, 'personal');
  if (planGate) return planGate;
  if (!isValidYmd(input.ymd)) return fail('STATS_DATE_INVALID');
  const ymd = input.ymd;
  const linkId = input.linkId?.trim() || null;
  const domain = input.domain?.trim() || null;

  if (state.plan === 'personal') {
    if (grpIdx !== null)
      return requirePlan(ctx, 'premium') ?? fail('PLAN_REQUIRED', { plan: 'Premium' });
    if (!linkId || !domain) return fail('STATS_LINK_REQUIRED');
  }
  if (linkId && grpIdx !== null) return fail('STATS_LINK_AND_GROUP');

  let links: LinkRecord[];
  if (linkId) {
    const wanted = (domain ?? state.defaultDomain).replace(/\/+$/, '');
    const link = state.links.find((l) => l.linkId === linkId && l.domain === wanted);
    if (!link) return fail('STATS_LINK_NOT_FOUND');
    links = [link];
  } else if (grpIdx !== null) {
    if (!state.linkGroups.some((g) => g.grpIdx === grpIdx))
      return fail('STATS_GROUP_NOT_FOUND', { value: grpIdx });
    links = state.links.filter((l) => l.grpIdx === grpIdx);
  } else {
    const gate = requirePlan(ctx, 'premium');
    if (gate) return gate;
    links = state.links;
  }
  return ok(sumByHour(links.map((link) => hourlyClicks(link, ymd, ctx.today, ctx.hour))));
}
