import * as z from 'zod/mini';
import { REPORTED_WRITES } from './day-report';

/** A report row as it crosses a boundary (our server's answer, the demo's stored record). */
export const reportRowSchema = z.object({
  seq: z.number().check(z.int()),
  time: z.iso.datetime(),
  till: z.nullable(z.string()),
  person: z.nullable(z.string()),
  operation: z.enum(REPORTED_WRITES),
  target: z.nullable(z.string()),
  outcome: z.enum(['ok', 'refused', 'failed', 'unknown']),
  detail: z.optional(z.string()),
  facts: z.optional(
    z.object({
      discount: z.optional(
        z.object({
          type: z.enum(['rate', 'amount', 'other']),
          value: z.number(),
          currency: z.nullable(z.string()),
        }),
      ),
      stamps: z.optional(z.object({ before: z.number(), after: z.number() })),
      calls: z.optional(z.number().check(z.int(), z.positive())),
    }),
  ),
});
