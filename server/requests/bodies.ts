import * as z from 'zod/mini';
import type { MessageName } from '../messages';
import { CPN_NO_MAX, type Checked, int32, isCouponNumber, refuse, TEXT_MAX } from './checked';

/**
 * The bodies of the writes and the create: a schema per operation, field for field, and
 * checkBody, which binds the numeric fields first and names the first field that does not fit.
 */

// One way to match each text (no \d+\d* split to try): linear, whatever the length. The length is
// capped before it runs too: no double needs more than 32 characters.
const DOUBLE_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const DOUBLE_TEXT_MAX = 32;

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
      z.union([
        z.number(),
        z.pipe(
          z.string().check(z.maxLength(DOUBLE_TEXT_MAX)),
          z.string().check(z.regex(DOUBLE_TEXT)),
        ),
      ]),
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

/** docs/api.md, operation 3. */
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

/** docs/api.md, operation 5. */
export const stampAddBody = bodySchema({ stampIdx: int32() }, ['stampIdx'], []);

/**
 * docs/api.md, operation 6, the reward (the service's redeem): `onsitePwd` is compared with our
 * own fresh validate's first, then sent on for an on-site card, so the service checks it too.
 */
export const stampRedeemBody = bodySchema(
  { stampIdx: int32(), onsitePwd: text() },
  ['stampIdx'],
  [],
);

/** docs/api.md, operation 8: one stamp off. */
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
  if (parsed.success) return { ok: true, value: parsed.data };
  const fields = parsed.error.issues.map((issue) => String(issue.path[0] ?? ''));
  const numeric = spec.numeric.find((field) => fields.includes(field));
  if (numeric !== undefined) return refuse('invalidParameter', { param: numeric });
  const field = fields[0] ?? '';
  const value = (body as Record<string, unknown>)[field];
  if (spec.required.includes(field) && isBlank(value)) return refuse('required', { param: field });
  const shaped = spec.shaped?.[field];
  if (shaped && typeof value === 'string') return refuse(shaped, { param: field });
  return refuse('notText', { param: field, max: spec.maxLength[field] ?? TEXT_MAX });
}
