import type { FailureName, ServiceFailure } from '../codes';
import { PLAN_RANK, type Plan, type ServiceState } from '../store';

export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: ServiceFailure };

export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function fail(
  name: FailureName,
  params?: Record<string, string | number>,
): { ok: false; failure: ServiceFailure } {
  return { ok: false, failure: params ? { name, params } : { name } };
}

/** What every rule needs to know about "now". */
export interface RuleContext {
  state: ServiceState;
  today: string;
  hour: number;
  now: Date;
}

export const PLAN_LABEL: Record<Plan, string> = {
  personal: 'Personal',
  premium: 'Premium',
  enterprise: 'Enterprise',
};

export function requirePlan(
  ctx: RuleContext,
  plan: Plan,
): { ok: false; failure: ServiceFailure } | null {
  return PLAN_RANK[ctx.state.plan] >= PLAN_RANK[plan]
    ? null
    : fail('PLAN_REQUIRED', { plan: PLAN_LABEL[plan] });
}

export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/**
 * A numeric parameter as a Java-style server binds it: a decimal integer (a JSON number or a
 * string of digits) within the signed 32-bit range. Anything else is refused with 653 before any
 * other check runs.
 */
export function parseInt32(raw: unknown, param: string): Outcome<number> {
  let value: number | null = null;
  if (typeof raw === 'number' && Number.isInteger(raw)) value = raw;
  if (typeof raw === 'string' && /^[+-]?\d+$/.test(raw)) value = Number(raw);
  if (value === null || value < INT32_MIN || value > INT32_MAX)
    return fail('INVALID_PARAMETER', { param });
  return ok(value);
}

/** A double parameter (disc): a JSON number or a numeric string, nothing else. */
export function parseDouble(raw: unknown, param: string): Outcome<number> {
  if (typeof raw === 'number' && Number.isFinite(raw)) return ok(raw);
  if (typeof raw === 'string' && raw.length <= 32 && /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(raw))
    return ok(Number(raw));
  return fail('INVALID_PARAMETER', { param });
}

/** Optional text: absent, null and "" all mean "not given". */
export function optionalString(raw: unknown, param: string): Outcome<string | null> {
  if (raw === undefined || raw === null) return ok(null);
  if (typeof raw !== 'string') return fail('CREATE_FIELD_TYPE', { param });
  const trimmed = raw.trim();
  return ok(trimmed === '' ? null : trimmed);
}

export function isPresent(raw: unknown): boolean {
  return raw !== undefined && raw !== null && raw !== '';
}
