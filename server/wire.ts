import * as z from 'zod';

/**
 * Allowlist schemas of the service's answers, in its WIRE shape. Every answer is parsed with one
 * of these and re-serialised, never forwarded: `z.object` keeps only the fields named here, so
 * `onsitePwd` (which the service's validate sends in clear) and any field the service adds
 * without notice never reach a browser.
 *
 * Values keep the service's own forms (null or "" for empty text, 60.0 or "60" for an integer,
 * lower-case y/n) so the browser's client (src/api) parses our answer exactly as it would parse
 * the service's. Each field accepts what the client's matching field accepts (src/api/fields.ts),
 * no more and no less: an answer the client would refuse is refused here already, with a clear
 * 502, and one the client takes is never refused here.
 *
 * Classic `zod`, not `zod/mini` as in the browser: the server has no download to keep small, and
 * classic's `z.object` parses through code it generates once per shape (zod/mini's walks the shape
 * on every parse), which took a coupon-shaped answer from 2.5 to 1.2 µs a parse on this machine
 * (decision 0024). The schemas are the same functions in both.
 */

/** A number that may arrive as a numeric string, as src/api/fields.ts reads it. */
const numericString = z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/));
const numberLike = z.union([z.number(), numericString]);

/** Optional text: missing, null, "" or a number (the client turns all of them into text or null). */
const text = z.optional(z.nullable(z.union([z.string(), z.number()])));

/** Text the client requires: present and not blank once trimmed. */
const requiredText = z
  .union([z.string(), z.number()])
  .check(z.refine((value) => String(value).trim() !== '', 'blank'));

const number = numberLike;

/** zod's int() (which the client uses) accepts safe integers only. */
const isSafeInteger = (value: unknown) => Number.isSafeInteger(Number(value));

const int = numberLike.check(z.refine(isSafeInteger, 'not an integer'));

const nonNegativeInt = numberLike.check(
  z.refine((value) => isSafeInteger(value) && Number(value) >= 0, 'not a count'),
);

const optionalInt = z.optional(
  z.nullable(
    z
      .union([z.number(), numericString, z.literal('')])
      .check(z.refine((value) => value === '' || isSafeInteger(value), 'not an integer')),
  ),
);

/** Y or N in any case with spaces around; missing or blank reads as the client's default. */
const yn = z.optional(
  z.nullable(
    z
      .string()
      .check(
        z.refine((value) => ['', 'Y', 'N'].includes(value.trim().toUpperCase()), 'not Y or N'),
      ),
  ),
);

/** YYYY-MM-DD, or a datetime whose first ten characters are one. */
const ymd = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(?:$|[ T])/));

/** Spec 2.1, without `onsitePwd`. */
export const couponWire = z.object({
  cpnNo: requiredText,
  domain: text,
  nm: requiredText,
  grpIdx: optionalInt,
  grpNm: text,
  discTypeIdx: int,
  disc: number,
  discCurrency: text,
  formatDiscCurrency: text,
  strtYmd: ymd,
  endYmd: ymd,
  useLimit: int,
  imgUrl: text,
  onsiteYn: yn,
  memo: text,
  url: text,
  userId: text,
  userNm: text,
  userPhnno: text,
  userEml: text,
  userEtc1: text,
  userEtc2: text,
  useCnt: int,
  regYmdt: text,
  payloadVersion: text,
});

/**
 * Spec 2.2, without `onsitePwd`, and without `changedStamps`: the spec gives it no meaning and
 * no type, the client does not read it, and a field of unknown content is exactly what the
 * allowlist exists to keep in.
 */
export const stampWire = z.object({
  stampIdx: int,
  domain: text,
  cardIdx: optionalInt,
  cardNm: text,
  cardTtl: text,
  stamps: int,
  maxStamps: int,
  stampUrl: text,
  url: text,
  strtYmd: ymd,
  endYmd: ymd,
  onsiteYn: yn,
  memo: text,
  activeYn: yn,
  userId: text,
  userNm: text,
  userPhnno: text,
  userEml: text,
  userEtc1: text,
  userEtc2: text,
  stampImgUrl: text,
  regYmdt: text,
  payloadVersion: text,
});

/** Spec 2.3. An hour outside 0–23 passes, as the client leaves such a record out itself. */
export const hourlyClickWire = z.object({
  ymd,
  hour: int,
  acesCnt: nonNegativeInt,
  pernCnt: nonNegativeInt,
});

/** An empty day may come as null (or not at all) instead of []; we answer null then. */
export const hourlyClicksWire = z.pipe(
  z.optional(z.nullable(z.array(hourlyClickWire))),
  z.transform((records) => records ?? null),
);

/** Create answers with the new coupon's number. */
export const createdCouponWire = requiredText;

/**
 * Writes answer null; whatever the service puts in `result` is dropped, since the client does
 * not read it and we do not know what it could hold.
 */
export const writeResultWire = z.pipe(
  z.optional(z.unknown()),
  z.transform(() => null),
);

/** The envelope. `code` must be an integer; `message` is text or empty. */
export const envelopeWire = z.object({
  code: int,
  message: text,
  result: z.optional(z.unknown()),
});
