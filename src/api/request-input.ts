import type * as z from 'zod/mini';
import { ApiError, type OperationName } from './errors';

/**
 * Checks a request's input against its wire schema before anything is sent. A caller bug or an
 * unchecked field becomes the same `invalid-parameter` error the service would give, so nothing
 * malformed ever reaches the network.
 */
export function parseRequestInput<Schema extends z.ZodMiniType>(
  schema: Schema,
  input: unknown,
  operation: OperationName,
): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    throw new ApiError({ kind: 'invalid-parameter', operation, status: null, cause: parsed.error });
  }
  return parsed.data;
}
