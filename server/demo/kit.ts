import { auditKeyFrom } from '../audit/line';
import { scryptPinHasher } from '../auth/pin-scrypt';
import { randomToken, tokenKeyFrom } from '../auth/tokens';
import {
  DEFAULT_SERVICE_TIME_ZONE,
  DEFAULT_UPSTREAM_TIMEOUT_MS,
  readRateLimit,
  type ServerConfig,
} from '../config';
import { DEMO_STAFF, type DemoShopKit } from './shop';

/**
 * What every demo shop of this process shares (decision 0027): the configuration of a server on
 * the simulated service, the demo staff's PINs hashed once (scrypt is slow on purpose; hashing
 * them for each new shop would cost each new browser a quarter of a second), and keys made afresh
 * at each start, since a demo shop lives in memory and is gone with the process.
 */
export function demoConfig(appVersion: string, rateLimitPerMinute = DEMO_RATE_LIMIT): ServerConfig {
  return {
    // Never sent anywhere: a demo shop's way out is the simulated service in this process.
    apiKey: 'demo-simulated-service',
    serviceBaseUrl: 'https://simulated.service.invalid',
    port: 0,
    plan: 'enterprise',
    rateLimitPerMinute,
    serviceTimeZone: DEFAULT_SERVICE_TIME_ZONE,
    trustProxy: false,
    upstreamTimeoutMs: DEFAULT_UPSTREAM_TIMEOUT_MS,
    appVersion,
    auditKey: randomToken(32),
  };
}

/**
 * Each shop's calls a minute to its simulated service: a person's use stays well inside it, and
 * the simulated service has its own 429 fault. RATE_LIMIT_PER_MINUTE changes it (a machine's
 * 1,000-redeem shift is no person's).
 */
export const DEMO_RATE_LIMIT = 600;

/** RATE_LIMIT_PER_MINUTE for the demo, read as the live server reads it: absent, its default. */
export function demoRateLimit(raw: string | undefined): number | { problem: string } {
  const problems: string[] = [];
  const value = readRateLimit(raw, DEMO_RATE_LIMIT, problems);
  return problems[0] === undefined ? (value ?? DEMO_RATE_LIMIT) : { problem: problems[0] };
}

export async function demoShopKit(
  appVersion: string,
  rateLimitPerMinute = DEMO_RATE_LIMIT,
): Promise<DemoShopKit> {
  const config = demoConfig(appVersion, rateLimitPerMinute);
  const staff = await Promise.all(
    DEMO_STAFF.map(async ({ id, name, role, pin }) => ({
      id,
      name,
      role,
      pinHash: await scryptPinHasher.hash(pin),
      createdAt: '2026-01-01T00:00:00.000Z',
    })),
  );
  return {
    config,
    pins: scryptPinHasher,
    staff,
    tokenKey: await tokenKeyFrom(config.auditKey),
    auditKey: await auditKeyFrom(config.auditKey),
  };
}

/**
 * Why the demo's server must not start in this environment: a key or a database for the real
 * service means someone meant live mode (`npm run serve:live`), and the demo would otherwise run
 * with made-up staff whose PINs it shows to anyone, on a machine set up for a shop.
 */
export function demoRefusal(env: Record<string, string | undefined>): string | null {
  const set = ['API_KEY', 'SERVICE_BASE_URL', 'DATABASE_URL'].filter((name) => env[name]?.trim());
  if (set.length === 0) return null;
  return (
    `${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set: that is live mode, which the demo ` +
    'never is (its staff and their PINs are shown to anyone). Run npm run serve:live instead.'
  );
}
