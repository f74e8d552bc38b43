import type { ClickScope } from '../../api/statistics';
import { isCalendarDate } from '../../lib/dates';
import { addDays } from '../../lib/service-day';

/*
 * The screen's controls live in the URL, so a shared link shows the same view and Back
 * undoes a change. A URL is typed, pasted and edited by people: reading one never throws, and
 * whatever is not understood falls back to the default rather than to an error.
 */

export type ClicksScopeKind = 'link' | 'group' | 'account';

export interface ClicksView {
  /** The day shown, YYYY-MM-DD in the service's zone; never after its today. */
  ymd: string;
  /** null: not in the URL (the screen picks the plan's default). */
  scopeKind: ClicksScopeKind | null;
  /** '' when none; Unicode allowed (Korean link IDs), trimmed. */
  linkId: string;
  /** '' when none, else an https origin like 'https://vvd.im'. */
  domain: string;
  grpIdx: number | null;
  display: 'chart' | 'table';
  compare: boolean;
  /** How many days end on `ymd`: 1 is the day's chart, more the days × hours heatmap. */
  days: number;
}

// The URL's parameter names, in the order they are written.
const PARAM = {
  ymd: 'date',
  scope: 'scope',
  linkId: 'link',
  domain: 'domain',
  grpIdx: 'group',
  display: 'view',
  compare: 'compare',
  days: 'days',
} as const;

/** The spans offered; the address may ask for any number of days up to the longest. */
export const SPANS = [1, 7, 14, 30] as const;
/** The service's longest range on any plan (decision 0028): a month at its longest. */
export const MAX_DAYS = 31;

const SCOPE_KINDS: readonly ClicksScopeKind[] = ['link', 'group', 'account'];

function readYmd(text: string | null, today: string): string {
  const ymd = text?.trim() ?? '';
  // There are no clicks to show after the service's today; a mistyped or future date shows today
  // rather than an error or an empty chart. (YYYY-MM-DD strings compare as the days they name.)
  return isCalendarDate(ymd) && ymd <= today ? ymd : today;
}

function readScopeKind(text: string | null): ClicksScopeKind | null {
  const kind = text?.trim().toLowerCase() ?? '';
  return SCOPE_KINDS.find((known) => known === kind) ?? null;
}

/**
 * An https origin, or ''. A bare host ('vvd.im') is read as https, which is how a person writes
 * the domain; any other scheme is not one the service serves links on. A path is dropped: the
 * service is asked for a domain, never a page. Whether the host is one of the account's domains
 * is the domain picker's question, not the URL's.
 */
function readDomain(text: string | null): string {
  const domain = text?.trim() ?? '';
  if (domain === '') return '';
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(domain) ? domain : `https://${domain}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' && url.hostname !== '' ? url.origin : '';
  } catch {
    return '';
  }
}

/** Digits only ('1e3', '-2', '0x10' and '2.5' are not group numbers), positive and exact. */
function readGrpIdx(text: string | null): number | null {
  const digits = text?.trim() ?? '';
  if (!/^\d+$/.test(digits)) return null;
  const grpIdx = Number(digits);
  return Number.isSafeInteger(grpIdx) && grpIdx > 0 ? grpIdx : null;
}

function readDays(text: string | null): number {
  const digits = text?.trim() ?? '';
  const days = /^\d{1,2}$/.test(digits) ? Number(digits) : 1;
  return days >= 1 && days <= MAX_DAYS ? days : 1;
}

function readFlag(text: string | null): boolean {
  return ['1', 'true', 'on', 'yes'].includes(text?.trim().toLowerCase() ?? '');
}

/** `search` as wouter's useSearch() gives it, or location.search with its '?'. */
export function parseClicksView(search: string, today: string): ClicksView {
  // URLSearchParams reads any string: a broken %-escape stays as typed, it does not throw.
  const params = new URLSearchParams(search);
  return {
    ymd: readYmd(params.get(PARAM.ymd), today),
    scopeKind: readScopeKind(params.get(PARAM.scope)),
    linkId: params.get(PARAM.linkId)?.trim() ?? '',
    domain: readDomain(params.get(PARAM.domain)),
    grpIdx: readGrpIdx(params.get(PARAM.grpIdx)),
    display: params.get(PARAM.display)?.trim().toLowerCase() === 'table' ? 'table' : 'chart',
    compare: readFlag(params.get(PARAM.compare)),
    days: readDays(params.get(PARAM.days)),
  };
}

/**
 * '?date=…&scope=…' or '' when everything is the default, so the plain route stays plain.
 * The link and the group are kept whichever scope is chosen: switching scope and back (or Back)
 * finds the link ID still typed. URLSearchParams percent-encodes Unicode link IDs.
 */
export function clicksSearch(view: ClicksView, today: string): string {
  const params = new URLSearchParams();
  if (view.ymd !== today) params.set(PARAM.ymd, view.ymd);
  if (view.scopeKind !== null) params.set(PARAM.scope, view.scopeKind);
  const linkId = view.linkId.trim();
  if (linkId !== '') params.set(PARAM.linkId, linkId);
  if (view.domain !== '') params.set(PARAM.domain, view.domain);
  if (view.grpIdx !== null) params.set(PARAM.grpIdx, String(view.grpIdx));
  if (view.display !== 'chart') params.set(PARAM.display, view.display);
  if (view.compare) params.set(PARAM.compare, '1');
  if (view.days !== 1) params.set(PARAM.days, String(view.days));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The scope shown, and the one the address asked for when the plan does not allow it. */
export interface PlanScope {
  scopeKind: ClicksScopeKind;
  /** 'group' or 'account' from an address the plan cannot show; null when shown as asked. */
  heldBack: Exclude<ClicksScopeKind, 'link'> | null;
}

/**
 * The address never gets past the plan. On Personal the service refuses a group and the whole
 * account, and still counts the refused call against the plan's limit: an address asking for
 * either (shared from a Premium account, or typed) opens one link instead, so nothing is sent for
 * the group or the account. With nothing in the address: the whole account where the plan allows
 * it, else one link. `plan` is null when the app does not know it (live mode): shown as asked.
 */
export function scopeForPlan(asked: ClicksScopeKind | null, plan: string | null): PlanScope {
  const personal = plan === 'personal';
  if (asked === null) return { scopeKind: personal ? 'link' : 'account', heldBack: null };
  if (personal && asked !== 'link') return { scopeKind: 'link', heldBack: asked };
  return { scopeKind: asked, heldBack: null };
}

/** What to ask the service for; null while the chosen scope is incomplete (nothing to ask yet). */
export function scopeOf(view: ClicksView): ClickScope | null {
  switch (view.scopeKind) {
    case 'link': {
      const linkId = view.linkId.trim();
      return linkId !== '' && view.domain !== ''
        ? { kind: 'link', linkId, domain: view.domain }
        : null;
    }
    case 'group':
      return view.grpIdx !== null ? { kind: 'group', grpIdx: view.grpIdx } : null;
    case 'account':
      return { kind: 'account' };
    case null:
      return null;
  }
}

/** The days asked: `days` of them, the last one the view's day. */
export function rangeOf(view: Pick<ClicksView, 'ymd' | 'days'>): {
  startYmd: string;
  endYmd: string;
} {
  return { startYmd: addDays(view.ymd, 1 - view.days), endYmd: view.ymd };
}

/** The longest range each plan may ask (decision 0028); a plan the app does not know: the service's. */
const PLAN_DAYS: Record<string, number> = { personal: 7, premium: 14 };

/**
 * Null when the plan allows the span; else the plan's longest, said before anything is sent
 * (decision 0028): the service would refuse the range and still count the call.
 */
export function spanRefusal(days: number, plan: string | null): { maxDays: number } | null {
  const maxDays = (plan === null ? undefined : PLAN_DAYS[plan]) ?? MAX_DAYS;
  return days > maxDays ? { maxDays } : null;
}
