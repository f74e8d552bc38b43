import { CPN_NO_MAX, type Checked, int32, isCouponNumber, refuse } from './checked';

/**
 * The reads' query parameters (spec 4.1, 4.3, 4.4; docs/api.md, operation 9): each read once, the
 * numeric ones by the 653 rule, the text trimmed and bounded, the clicks' dates real calendar days.
 */

const LINK_ID_MAX = 1_000;
const DOMAIN_MAX = 300;

/** Query values, read from the URL. A parameter given twice is ambiguous: refused. */
type Query = URLSearchParams;

function single(query: Query, name: string): Checked<string | undefined> {
  const values = query.getAll(name);
  if (values.length > 1) return refuse('repeated', { param: name });
  return { ok: true, value: values[0] };
}

/** The 653 rule for a query parameter: missing, repeated or unbindable are all refused. */
function queryInt32(query: Query, name: string, optional: boolean): Checked<number | undefined> {
  const values = query.getAll(name);
  if (optional && (values.length === 0 || (values.length === 1 && values[0] === ''))) {
    return { ok: true, value: undefined };
  }
  const parsed = values.length === 1 ? int32().safeParse(values[0]) : null;
  if (!parsed?.success) return refuse('invalidParameter', { param: name });
  return { ok: true, value: parsed.data };
}

function queryText(
  query: Query,
  name: string,
  max: number,
  required: boolean,
): Checked<string | undefined> {
  const found = single(query, name);
  if (!found.ok) return found;
  const value = found.value?.trim();
  if (value === undefined || value === '') {
    return required ? refuse('required', { param: name }) : { ok: true, value: undefined };
  }
  if (value.length > max) return refuse('notText', { param: name, max });
  return { ok: true, value };
}

export type OutgoingQuery = Record<string, string | number | undefined>;

/** Spec 4.1. */
export function checkCouponValidateQuery(query: Query): Checked<{ cpnNo: string }> {
  const cpnNo = queryText(query, 'cpnNo', CPN_NO_MAX, true);
  if (!cpnNo.ok) return cpnNo;
  if (!isCouponNumber(cpnNo.value ?? '')) return refuse('invalidCouponNumber', { param: 'cpnNo' });
  return { ok: true, value: { cpnNo: cpnNo.value ?? '' } };
}

/** Spec 4.3 and 7.3: a stampIdx that is not a 32-bit decimal integer is a 653 before anything. */
export function checkStampValidateQuery(query: Query): Checked<{ stampIdx: number }> {
  const stampIdx = queryInt32(query, 'stampIdx', false);
  if (!stampIdx.ok) return stampIdx;
  return { ok: true, value: { stampIdx: stampIdx.value ?? 0 } };
}

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const match = YMD.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** A calendar date in a query (the service's `ymd`, `startYmd`, `endYmd`): required, single. */
function queryDate(query: Query, name: string): Checked<string> {
  const found = queryText(query, name, 10, true);
  if (!found.ok) {
    return found.failure.message === 'required' || found.failure.message === 'repeated'
      ? found
      : refuse('invalidDate', { param: name });
  }
  const value = found.value ?? '';
  return isCalendarDate(value) ? { ok: true, value } : refuse('invalidDate', { param: name });
}

/** Types, not interfaces: they must fit the outgoing query's index signature. */
export type ClicksScope = {
  linkId?: string;
  domain?: string;
  grpIdx?: number;
};

export type ClicksQuery = ClicksScope & { ymd: string };

export type ClicksRangeQuery = ClicksScope & { startYmd: string; endYmd: string };

/**
 * Both versions' scope, the numeric grpIdx bound before anything else, as the service does; the
 * version's dates are checked between the two. Which scopes the plan allows (Personal: a link
 * only) is the service's rule and stays with it.
 */
function checkScoped<Dates extends OutgoingQuery>(
  query: Query,
  checkDates: () => Checked<Dates>,
): Checked<Dates & ClicksScope> {
  const grpIdx = queryInt32(query, 'grpIdx', true);
  if (!grpIdx.ok) return grpIdx;
  const dates = checkDates();
  if (!dates.ok) return dates;
  const linkId = queryText(query, 'linkId', LINK_ID_MAX, false);
  if (!linkId.ok) return linkId;
  const domain = queryText(query, 'domain', DOMAIN_MAX, false);
  if (!domain.ok) return domain;
  const checked: Dates & ClicksScope = { ...dates.value };
  if (linkId.value !== undefined) checked.linkId = linkId.value;
  if (domain.value !== undefined) checked.domain = domain.value;
  if (grpIdx.value !== undefined) checked.grpIdx = grpIdx.value;
  return { ok: true, value: checked };
}

/** Spec 4.4. */
export function checkClicksQuery(query: Query): Checked<ClicksQuery> {
  return checkScoped(query, () => {
    const ymd = queryDate(query, 'ymd');
    return ymd.ok ? { ok: true, value: { ymd: ymd.value } } : ymd;
  });
}

/** docs/api.md, operation 9: a month at its longest, on any plan. */
const CLICKS_RANGE_DAYS_MAX = 31;

const DAY_MS = 86_400_000;

/**
 * docs/api.md, operation 9 (v3). A range longer than any plan allows is refused here without
 * sending: the service would refuse it and count the call against the plan all the same. The
 * shorter caps of the smaller plans (7 and 14 days) are the service's rule and stay with it.
 */
export function checkClicksRangeQuery(query: Query): Checked<ClicksRangeQuery> {
  return checkScoped(query, () => {
    const startYmd = queryDate(query, 'startYmd');
    if (!startYmd.ok) return startYmd;
    const endYmd = queryDate(query, 'endYmd');
    if (!endYmd.ok) return endYmd;
    // In the words the day report's range uses for the same mistake (report/params.ts).
    const days = (Date.parse(endYmd.value) - Date.parse(startYmd.value)) / DAY_MS + 1;
    if (days < 1 || days > CLICKS_RANGE_DAYS_MAX)
      return refuse('invalidDayRange', { param: 'endYmd', max: CLICKS_RANGE_DAYS_MAX });
    return { ok: true, value: { startYmd: startYmd.value, endYmd: endYmd.value } };
  });
}
