import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema';

/**
 * Reads that staff act on (validate): never served from cache, dropped as soon as nobody shows
 * them, never retried behind the cashier's back, never paused while offline.
 */
export const ACT_ON_READ = {
  staleTime: 0,
  gcTime: 0,
  retry: false,
  networkMode: 'always',
} as const;

/** Writes: never retried, never paused for a later replay, forgotten once nobody shows them. */
export const WRITE = { retry: 0, networkMode: 'always', gcTime: 0 } as const;

/** The `result` of a write: the service answers null; what it holds does not matter. */
export const nullResult = lazySchema(() =>
  z.pipe(
    z.optional(z.unknown()),
    z.transform(() => null),
  ),
);
