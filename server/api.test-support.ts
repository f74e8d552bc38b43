import { answerApiError, type ApiDeps, createApi } from './api';
import { rateLimitOf, type ServerConfig } from './config';
import type { IdempotencyStore } from './idempotency';
import type { KeyedLock } from './state/keyed-lock';
import { memoryApiState } from './state/memory';

/** The API's dependencies in a test: its state in memory, on the test's clock, unless given. */
export type TestApiDeps = Omit<ApiDeps, 'state'> & {
  /** Creates run unguarded without one, as they did before idempotency keys. */
  idempotency?: IdempotencyStore;
  /** The lines; in memory unless given. */
  locks?: KeyedLock;
};

/**
 * The API as node.ts builds it, with its state in this test's memory, answering its own errors as
 * the app around it does (app.ts), so that it can be called alone.
 */
export function testApi(config: ServerConfig, deps: TestApiDeps = {}) {
  const { idempotency, locks: givenLocks, ...rest } = deps;
  const { rateLimiter, locks: memoryLocks } = memoryApiState(rateLimitOf(config), deps.now);
  const locks = givenLocks ?? memoryLocks;
  const api = createApi(config, {
    ...rest,
    state: { rateLimiter, locks, ...(idempotency ? { idempotency } : {}) },
  });
  api.onError(answerApiError);
  return api;
}

/** A live server's configuration for tests: a stand-in service, Enterprise, Seoul, a test key. */
export function testConfig(patch: Partial<ServerConfig> = {}): ServerConfig {
  return {
    apiKey: 'sk_live_test_7Hq2',
    serviceBaseUrl: 'https://service.test',
    port: 8787,
    plan: 'enterprise',
    serviceTimeZone: 'Asia/Seoul',
    trustProxy: false,
    upstreamTimeoutMs: 2_000,
    appVersion: '1.2.3',
    auditKey: 'test-audit-key-0123456789abcdefghijklmnop',
    ...patch,
  };
}
