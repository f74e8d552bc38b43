import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/**
 * Tolerant wire fields. Real responses are looser than the specification's tables: optional text
 * comes as null or "", integers as 60.0 (or "60"), and new fields appear without notice
 * (z.object strips unknown keys, which is also what keeps `onsitePwd` out of parsed objects).
 * Each is built on first use (lazy-schema.ts).
 */

/** Optional text: null, missing and "" all become null. */
export const optionalText = lazySchema(() =>
  z.pipe(
    z.optional(z.nullable(z.union([z.string(), z.number()]))),
    z.transform((value): string | null => {
      if (value === null || value === undefined) return null;
      const text = String(value).trim();
      return text === '' ? null : text;
    }),
  ),
);

/** Required text: must be present and not blank. */
export const requiredText = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value).trim()),
    ),
    z.string().check(z.minLength(1)),
  ),
);

const numericString = lazySchema(() => z.string().check(z.regex(/^\s*-?\d+(\.\d+)?\s*$/)));

/** A number that may arrive as a numeric string. */
export const numberField = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.union([z.number(), numericString()]),
      z.transform((value) => Number(value)),
    ),
    z.number(),
  ),
);

/** An integer that may arrive as 60.0 or "60". 60.5 is not an integer and fails. */
export const intField = lazySchema(() => z.pipe(numberField(), z.int()));

export const optionalInt = lazySchema(() =>
  z.pipe(
    z.pipe(
      z.optional(z.nullable(z.union([z.number(), numericString(), z.literal('')]))),
      z.transform((value) =>
        value === null || value === undefined || value === '' ? null : Number(value),
      ),
    ),
    z.nullable(z.int()),
  ),
);

/** Y or N, case-insensitive; missing/null reads as `fallback`. Call it inside a schema's builder. */
export function ynField(fallback: 'Y' | 'N') {
  return z.pipe(
    z.pipe(
      z.optional(z.nullable(z.string())),
      z.transform((value) =>
        value === null || value === undefined || value.trim() === ''
          ? fallback
          : value.trim().toUpperCase(),
      ),
    ),
    z.enum(['Y', 'N']),
  );
}

/** A calendar date YYYY-MM-DD; a datetime's date part is accepted. */
export const ymdField = lazySchema(() =>
  z.pipe(
    z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}(?:$|[ T])/)),
    z.transform((value) => value.slice(0, 10)),
  ),
);

export const envelopeSchema = lazySchema(() =>
  z.object({
    code: intField(),
    message: optionalText(),
    result: z.optional(z.unknown()),
  }),
);

export type Envelope = z.infer<ReturnType<typeof envelopeSchema>>;
