import { type ApiDeps, createApi } from './api';
import type { ServerConfig } from './config';
import type { IdempotencyStore } from './idempotency';
import { memoryApiState } from './state/memory';

/** The API's dependencies in a test: its state in memory, on the test's clock, unless given. */
export type TestApiDeps = Omit<ApiDeps, 'state'> & {
  /** Creates run unguarded without one, as they did before idempotency keys. */
  idempotency?: IdempotencyStore;
};

/** The API as node.ts builds it, with its state in this test's memory. */
export function testApi(config: ServerConfig, deps: TestApiDeps = {}) {
  const { idempotency, ...rest } = deps;
  const { rateLimiter, locks } = memoryApiState(config.plan, deps.now);
  return createApi(config, {
    ...rest,
    state: { rateLimiter, locks, ...(idempotency ? { idempotency } : {}) },
  });
}
