import * as z from 'zod/mini';
import type { MessageName } from './messages';

/**
 * The requests we send on, checked before anything leaves the server. Only the parameters and
 * body fields of the eight operations pass (spec 4.1–4.4 and 4.2's table, CONTRACT.md's shapes
 * for redeem, stamp add, the reward's update and remove); anything else a browser puts in is
 * dropped (or, for the update, refused), so the service only ever sees requests our own client
 * could have made.
 *
 * What is checked here is the request's shape: presence, types, lengths, and the service's
 * numeric binding (the 653 rule). Business rules (a coupon's dates, discount ranges, plan gates,
 * currencies) stay with the service: it knows the account, it answers in the user's language,
 * and a second copy of its rules here could only disagree with it.
 */

/** The service's code for a numeric parameter it cannot bind (HTTP 400). */
export const INVALID_PARAMETER_CODE = 653;

/** The service keeps numeric IDs in a signed 32-bit integer. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** Coupon codes are 8–16 characters; a scanned or typed one gets room for stray spaces. */
const CPN_NO_MAX = 64;
/** Free text (memo, user fields, URLs). The body limit bounds the total anyway. */
const TEXT_MAX = 1_000;
const LINK_ID_MAX = 1_000;
const DOMAIN_MAX = 300;

export interface RequestFailure {
  status: 400;
  code: number;
  message: MessageName;
  params: Record<string, string | number>;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; failure: RequestFailure };

function refuse(message: MessageName, params: Record<string, string | number>): Checked<never> {
  const code = message === 'invalidParameter' ? INVALID_PARAMETER_CODE : 400;
  return { ok: false, failure: { status: 400, code, message, params } };
}

const INT_TEXT = /^[+-]?\d+$/;
const DOUBLE_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * A numeric parameter as the service binds it (and as the simulated service's `parseInt32`
 * does): a JSON integer or a string of decimal digits, within the signed 32-bit range.
 */
function int32(): z.ZodMiniType<number> {
  return z.pipe(
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(INT_TEXT))]),
      z.transform((value) => Number(value)),
    ),
    z.int().check(z.minimum(INT32_MIN), z.maximum(INT32_MAX)),
  );
}

/** Absent, null and "" all mean "not given", as the service reads an optional number. */
function optionalInt32(): z.ZodMiniType<number | undefined> {
  return z.pipe(
    z.optional(z.nullable(z.union([int32(), z.literal('')]))),
    z.transform((value) => (value === '' || value === null ? undefined : value)),
  );
}

/** `disc` is a double: a finite JSON number or a numeric string. */
function double(): z.ZodMiniType<number> {
  return z.pipe(
    z.pipe(
      z.union([z.number(), z.string().check(z.regex(DOUBLE_TEXT))]),
      z.transform((value) => Number(value)),
    ),
    z.number(),
  );
}

/** Optional text; null is sent on as "not given". */
function text(max = TEXT_MAX): z.ZodMiniType<string | undefined> {
  return z.pipe(
    z.optional(z.nullable(z.string().check(z.maxLength(max)))),
    z.transform((value) => value ?? undefined),
  );
}

function requiredText(max = TEXT_MAX): z.ZodMiniType<string> {
  return z.string().check(z.maxLength(max));
}

export interface BodySchema<T> {
  schema: z.ZodMiniType<T>;
  /** Fields with a shape of their own (a coupon number), and the message when they miss it. */
  shaped?: Readonly<Record<string, MessageName>>;
  /** Bound before anything else, in the service's order: the first bad one is the 653. */
  numeric: readonly string[];
  /** Text fields that must be given. */
  required: readonly string[];
  /** The longest text each field takes, for the message. */
  maxLength: Readonly<Record<string, number>>;
  /** When set, a body with any other field is refused (not dropped): a write that edits only. */
  only?: readonly string[];
  /** A field's own message when its value does not fit (instead of "must be text"). */
  fieldMessages?: Readonly<Record<string, MessageName>>;
}

function bodySchema<Shape extends z.core.$ZodLooseShape>(
  shape: Shape,
  numeric: readonly string[],
  required: readonly string[],
  maxLength: Readonly<Record<string, number>> = {},
): BodySchema<z.output<z.ZodMiniObject<Shape>>> {
  const shaped: Record<string, MessageName> =
    'cpnNo' in shape ? { cpnNo: 'invalidCouponNumber' } : {};
  return { schema: z.object(shape), numeric, required, maxLength, shaped };
}

/**
 * A coupon number as the service has them: ASCII letters and digits (surrounding spaces from a
 * paste are trimmed). A line break, a Hangul or full-width letter, a hidden character is refused
 * here, as the app refuses it, rather than sent on encoded (issue 22).
 */
const COUPON_NUMBER = /^[A-Za-z0-9]+$/;

export function isCouponNumber(value: string): boolean {
  return value.length <= CPN_NO_MAX && COUPON_NUMBER.test(value);
}

function couponNumber(): z.ZodMiniType<string> {
  return z.pipe(
    z.pipe(
      z.string(),
      z.transform((value) => value.trim()),
    ),
    z.string().check(z.refine(isCouponNumber)),
  );
}

/** Optional in a creation: absent, null or "" leave the code to the service. */
function optionalCouponNumber(): z.ZodMiniType<string | undefined> {
  return z.pipe(
    z.optional(z.nullable(z.union([z.literal(''), couponNumber()]))),
    z.transform((value) => value ?? undefined),
  );
}

/** Spec 4.2, field for field. */
export const couponCreateBody = bodySchema(
  {
    discTypeIdx: int32(),
    disc: double(),
    useLimit: int32(),
    cpnNoDigits: optionalInt32(),
    grpIdx: optionalInt32(),
    tmplIdx: optionalInt32(),
    nm: requiredText(),
    cpnNo: optionalCouponNumber(),
    domain: text(),
    webhookEnableYn: text(),
    discCurrency: text(),
    strtYmd: requiredText(),
    endYmd: requiredText(),
    onsiteYn: text(),
    onsitePwd: text(),
    memo: text(),
    url: text(),
    color: text(),
    background: text(),
    userId: text(),
    userNm: text(),
    userPhnno: text(),
    userEml: text(),
    userEtc1: text(),
    userEtc2: text(),
  },
  ['discTypeIdx', 'disc', 'useLimit', 'cpnNoDigits', 'grpIdx', 'tmplIdx'],
  ['nm', 'strtYmd', 'endYmd'],
  { cpnNo: CPN_NO_MAX },
);

/** CONTRACT.md operation 3. */
export const couponRedeemBody = bodySchema(
  {
    cpnNo: couponNumber(),
    onsitePwd: text(),
    userId: text(),
    memo: text(),
  },
  [],
  ['cpnNo'],
  { cpnNo: CPN_NO_MAX },
);

/** CONTRACT.md operation 5. */
export const stampAddBody = bodySchema({ stampIdx: int32() }, ['stampIdx'], []);

/**
 * CONTRACT.md operation 6, the reward: what the till sends us. `onsitePwd` is for our own check
 * (api.ts compares it with a fresh validate) and is never sent on; the service gets exactly
 * `{ stampIdx, useYn: "Y" }`. Any other field of the service's update is refused: a till gives
 * the reward, it does not edit cards.
 */
export const stampUpdateBody: BodySchema<{
  stampIdx: number;
  useYn: 'Y';
  onsitePwd: string | undefined;
}> = {
  ...bodySchema({ stampIdx: int32(), useYn: z.literal('Y'), onsitePwd: text() }, ['stampIdx'], []),
  only: ['stampIdx', 'useYn', 'onsitePwd'],
  fieldMessages: { useYn: 'rewardOnly' },
};

/** CONTRACT.md operation 8: one stamp off. */
export const stampRemoveBody = bodySchema({ stampIdx: int32() }, ['stampIdx'], []);

function isBlank(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** Checks a parsed JSON body; the answer holds only the fields the schema names. */
export function checkBody<T>(spec: BodySchema<T>, body: unknown): Checked<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return refuse('notAnObject', {});
  }
  const parsed = spec.schema.safeParse(body);
  const extra = spec.only && Object.keys(body).find((field) => !spec.only?.includes(field));
  if (parsed.success) {
    // Only after the numeric fields were bound: a bad stampIdx is the 653 whatever else came.
    if (extra) return refuse('notAnUpdateField', { param: extra.slice(0, 100) });
    return { ok: true, value: parsed.data };
  }
  const fields = parsed.error.issues.map((issue) => String(issue.path[0] ?? ''));
  const numeric = spec.numeric.find((field) => fields.includes(field));
  if (numeric !== undefined) return refuse('invalidParameter', { param: numeric });
  if (extra) return refuse('notAnUpdateField', { param: extra.slice(0, 100) });
  const field = fields[0] ?? '';
  const own = spec.fieldMessages?.[field];
  if (own) return refuse(own, { param: field });
  const value = (body as Record<string, unknown>)[field];
  if (spec.required.includes(field) && isBlank(value)) return refuse('required', { param: field });
  const shaped = spec.shaped?.[field];
  if (shaped && typeof value === 'string') return refuse(shaped, { param: field });
  return refuse('notText', { param: field, max: spec.maxLength[field] ?? TEXT_MAX });
}

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

/** A type, not an interface: it must fit the outgoing query's index signature. */
export type ClicksQuery = {
  ymd: string;
  linkId?: string;
  domain?: string;
  grpIdx?: number;
};

/**
 * Spec 4.4. The numeric grpIdx is bound first, as the service does. Which scopes the plan allows
 * (Personal: a link only) is the service's rule and stays with it.
 */
export function checkClicksQuery(query: Query): Checked<ClicksQuery> {
  const grpIdx = queryInt32(query, 'grpIdx', true);
  if (!grpIdx.ok) return grpIdx;
  const ymd = queryText(query, 'ymd', 10, true);
  if (!ymd.ok) {
    return ymd.failure.message === 'required' || ymd.failure.message === 'repeated'
      ? ymd
      : refuse('invalidDate', { param: 'ymd' });
  }
  if (!isCalendarDate(ymd.value ?? '')) return refuse('invalidDate', { param: 'ymd' });
  const linkId = queryText(query, 'linkId', LINK_ID_MAX, false);
  if (!linkId.ok) return linkId;
  const domain = queryText(query, 'domain', DOMAIN_MAX, false);
  if (!domain.ok) return domain;
  const checked: ClicksQuery = { ymd: ymd.value ?? '' };
  if (linkId.value !== undefined) checked.linkId = linkId.value;
  if (domain.value !== undefined) checked.domain = domain.value;
  if (grpIdx.value !== undefined) checked.grpIdx = grpIdx.value;
  return { ok: true, value: checked };
}
