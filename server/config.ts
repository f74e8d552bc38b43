import { HOST_NAME } from './hosts';

/**
 * The server's configuration, read once at start from the environment. Every mistake gets its
 * own message naming the variable and what it accepts, so an operator fixes them all in one go
 * instead of one restart per typo. The API key's value is never repeated in a message: messages
 * end up in terminals, CI logs and support tickets.
 */

export type Plan = 'personal' | 'premium' | 'enterprise';

export const PLANS: readonly Plan[] = ['personal', 'premium', 'enterprise'];

/**
 * Calls a minute each plan allows when RATE_LIMIT_PER_MINUTE is not set. The service has
 * published two tables (Personal 180 or 120, Premium 300 or 200, Business 480 or 380: docs/api.md);
 * the default is the lower of each, because a limit above the service's own earns 429s at the
 * counter, mid-queue, while one below a higher real limit costs nothing at a shop's pace. The
 * highest plan's figure is the Business one: no table names an Enterprise figure.
 */
export const PLAN_RATE_LIMITS: Readonly<Record<Plan, number>> = {
  personal: 120,
  premium: 200,
  enterprise: 380,
};

/** The largest RATE_LIMIT_PER_MINUTE taken: well past any published plan. */
const RATE_LIMIT_MAX = 100_000;

export interface ServerConfig {
  apiKey: string;
  /** http(s) origin, optionally with a path prefix; never a trailing slash. */
  serviceBaseUrl: string;
  port: number;
  plan: Plan;
  /**
   * ALLOWED_HOSTS: the names besides localhost and IP addresses this server answers as `Host`
   * (hosts.ts); empty by default.
   */
  allowedHosts?: string[];
  /** RATE_LIMIT_PER_MINUTE when set; absent, the plan's default (`rateLimitOf`). */
  rateLimitPerMinute?: number;
  serviceTimeZone: string;
  trustProxy: boolean;
  upstreamTimeoutMs: number;
  appVersion: string;
  /**
   * The audit log's HMAC key (AUDIT_KEY): each line's link to the one before is keyed with it, so
   * a rewritten or cut log cannot be made to verify without it. Held by the operator, outside
   * DATA_DIR.
   */
  auditKey: string;
  /**
   * DATABASE_URL: every piece of state in PostgreSQL, shared by several processes (decision 0019).
   * Absent: files in DATA_DIR, one process.
   */
  databaseUrl?: string;
}

export type ServerConfigResult =
  { ok: true; config: ServerConfig } | { ok: false; problems: string[] };

export const DEFAULT_PORT = 8787;
export const DEFAULT_SERVICE_TIME_ZONE = 'Asia/Seoul';
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 10_000;
export const UPSTREAM_TIMEOUT_RANGE_MS = { min: 1_000, max: 60_000 } as const;

/** `PORT=` in a .env file means "not set", as most tools read it. */
function given(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function readInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const text = given(raw);
  if (text === undefined) return fallback;
  // Digits only: Number() would take "0x1F", "1e4" and " 80 " and turn a typo into a value.
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    problems.push(
      `${name} must be a whole number from ${min} to ${max} (default ${fallback}); got "${text}".`,
    );
    return fallback;
  }
  return value;
}

function readServiceBaseUrl(raw: string | undefined, problems: string[]): string {
  const text = given(raw);
  if (text === undefined) {
    problems.push(
      'SERVICE_BASE_URL is required: the service\'s specification gives its address only as "{base_url}", ' +
        "so there is no default to fall back on. Set it to the service's http(s) address, " +
        'e.g. https://api.example.com (a path prefix is allowed), or to the simulated service for a trial.',
    );
    return '';
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    problems.push(`SERVICE_BASE_URL must be an http(s) URL such as https://api.example.com.`);
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    problems.push(`SERVICE_BASE_URL must use http or https, not ${url.protocol.slice(0, -1)}.`);
    return '';
  }
  // Credentials in the URL would travel in a place nobody checks and show up in logs; the key
  // belongs in API_KEY. A query or fragment would be glued to every operation's path.
  if (url.username !== '' || url.password !== '') {
    problems.push('SERVICE_BASE_URL must not contain a user name or password; use API_KEY.');
    return '';
  }
  if (url.search !== '' || url.hash !== '') {
    problems.push('SERVICE_BASE_URL must not have a query (?…) or fragment (#…).');
    return '';
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function readApiKey(raw: string | undefined, problems: string[]): string {
  const text = given(raw);
  if (text === undefined) {
    problems.push('API_KEY is required: the service account\'s API key (sent as "APIKey <key>").');
    return '';
  }
  // It goes into a header: a line break would split the header, and non-ASCII cannot be sent.
  if (!/^[\x21-\x7e]+$/.test(text)) {
    problems.push(
      'API_KEY must be printable ASCII with no spaces or line breaks (check for a stray quote or paste).',
    );
    return '';
  }
  return text;
}

/** The shortest AUDIT_KEY taken: 32 characters of a random key are well over 128 bits. */
export const AUDIT_KEY_MIN_LENGTH = 32;

/**
 * AUDIT_KEY: required (a log without a key can be rewritten and re-chained by anyone who can write
 * to DATA_DIR), printable ASCII, at least 32 characters, and not the API key. `npm run audit:verify`
 * reads it by the same rule.
 */
export function readAuditKey(raw: string | undefined, problems: string[], apiKey?: string): string {
  const text = given(raw);
  const make =
    "make one with: node -e \"console.log(require('node:crypto').randomBytes(32).toString('base64url'))\"";
  if (text === undefined) {
    problems.push(
      `AUDIT_KEY is required: the secret that keys the audit log's chain, kept outside DATA_DIR; ${make}.`,
    );
    return '';
  }
  if (!/^[\x21-\x7e]+$/.test(text) || text.length < AUDIT_KEY_MIN_LENGTH) {
    problems.push(
      `AUDIT_KEY must be at least ${AUDIT_KEY_MIN_LENGTH} printable ASCII characters with no spaces; ${make}.`,
    );
    return '';
  }
  if (apiKey !== undefined && text === apiKey) {
    problems.push('AUDIT_KEY must not be the API key: give the audit log a secret of its own.');
    return '';
  }
  return text;
}

/**
 * DATABASE_URL, optional: a postgres:// (or postgresql://) URL. Checked for its shape only; whether
 * PostgreSQL answers there is known when the server connects. Never repeated in a message: it may
 * hold a password.
 */
export function readDatabaseUrl(raw: string | undefined, problems: string[]): string | undefined {
  const text = given(raw);
  if (text === undefined) return undefined;
  const example = 'postgres://pos@db.example.com:5432/pos';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    problems.push(
      `DATABASE_URL must be a URL such as ${example} (percent-encode any @, :, / or # in the password).`,
    );
    return undefined;
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    problems.push(`DATABASE_URL must start with postgres:// or postgresql://, such as ${example}.`);
    return undefined;
  }
  return text;
}

/** The shop's calls a minute to the service: the setting, else the plan's default. */
export function rateLimitOf(config: Pick<ServerConfig, 'plan' | 'rateLimitPerMinute'>): number {
  return config.rateLimitPerMinute ?? PLAN_RATE_LIMITS[config.plan];
}

/**
 * RATE_LIMIT_PER_MINUTE, optional: a positive whole number; undefined when unset or wrong (the
 * problem said). `fallback` is the default the message names (the plan's, or the demo's).
 */
export function readRateLimit(
  raw: string | undefined,
  fallback: number,
  problems: string[],
): number | undefined {
  if (given(raw) === undefined) return undefined;
  const before = problems.length;
  const value = readInteger('RATE_LIMIT_PER_MINUTE', raw, fallback, 1, RATE_LIMIT_MAX, problems);
  return problems.length > before ? undefined : value;
}

/** ALLOWED_HOSTS, optional: host names, comma-separated, no ports or schemes. */
function readAllowedHosts(raw: string | undefined, problems: string[]): string[] | undefined {
  const text = given(raw);
  if (text === undefined) return undefined;
  const names = text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const bad = names.find((name) => !HOST_NAME.test(name));
  if (bad !== undefined || names.length === 0) {
    problems.push(
      `ALLOWED_HOSTS must be host names separated by commas, such as pos.shop.example (no scheme or port); got "${bad ?? text}".`,
    );
    return undefined;
  }
  return names;
}

function readPlan(raw: string | undefined, problems: string[]): Plan {
  const text = given(raw);
  const plan = PLANS.find((candidate) => candidate === text?.toLowerCase());
  if (plan) return plan;
  problems.push(
    text === undefined
      ? `PLAN is required: the account's plan, one of ${PLANS.join(', ')} (it sizes the rate limit).`
      : `PLAN must be one of ${PLANS.join(', ')}; got "${text}".`,
  );
  return 'personal';
}

function readTimeZone(raw: string | undefined, problems: string[]): string {
  const text = given(raw);
  if (text === undefined) return DEFAULT_SERVICE_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: text });
    return text;
  } catch {
    problems.push(
      `SERVICE_TIME_ZONE must be an IANA time zone such as Asia/Seoul (the default); got "${text}".`,
    );
    return DEFAULT_SERVICE_TIME_ZONE;
  }
}

function readBoolean(
  name: string,
  raw: string | undefined,
  fallback: boolean,
  problems: string[],
): boolean {
  const text = given(raw)?.toLowerCase();
  if (text === undefined) return fallback;
  if (text === 'true') return true;
  if (text === 'false') return false;
  problems.push(`${name} must be true or false (default ${fallback}); got "${given(raw) ?? ''}".`);
  return fallback;
}

export function readServerConfig(
  env: Record<string, string | undefined>,
  appVersion: string,
): ServerConfigResult {
  const problems: string[] = [];
  const apiKey = readApiKey(env.API_KEY, problems);
  const config: ServerConfig = {
    apiKey,
    serviceBaseUrl: readServiceBaseUrl(env.SERVICE_BASE_URL, problems),
    port: readInteger('PORT', env.PORT, DEFAULT_PORT, 1, 65_535, problems),
    plan: readPlan(env.PLAN, problems),
    serviceTimeZone: readTimeZone(env.SERVICE_TIME_ZONE, problems),
    trustProxy: readBoolean('TRUST_PROXY', env.TRUST_PROXY, false, problems),
    upstreamTimeoutMs: readInteger(
      'UPSTREAM_TIMEOUT_MS',
      env.UPSTREAM_TIMEOUT_MS,
      DEFAULT_UPSTREAM_TIMEOUT_MS,
      UPSTREAM_TIMEOUT_RANGE_MS.min,
      UPSTREAM_TIMEOUT_RANGE_MS.max,
      problems,
    ),
    appVersion,
    auditKey: readAuditKey(env.AUDIT_KEY, problems, apiKey),
  };
  const allowedHosts = readAllowedHosts(env.ALLOWED_HOSTS, problems);
  if (allowedHosts !== undefined) config.allowedHosts = allowedHosts;
  const rateLimit = readRateLimit(
    env.RATE_LIMIT_PER_MINUTE,
    PLAN_RATE_LIMITS[config.plan],
    problems,
  );
  if (rateLimit !== undefined) config.rateLimitPerMinute = rateLimit;
  const databaseUrl = readDatabaseUrl(env.DATABASE_URL, problems);
  if (databaseUrl !== undefined) config.databaseUrl = databaseUrl;
  return problems.length > 0 ? { ok: false, problems } : { ok: true, config };
}
