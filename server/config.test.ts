// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PLAN_RATE_LIMITS, rateLimitOf, readServerConfig } from './config';

const KEY = 'sk_live_Zq81-secret';
const AUDIT_KEY = 'aud1t-k3y-0123456789-abcdefghijklmnop';
const minimal = {
  API_KEY: KEY,
  SERVICE_BASE_URL: 'https://api.example.com',
  PLAN: 'premium',
  AUDIT_KEY,
};

function problemsOf(env: Record<string, string | undefined>): string[] {
  const result = readServerConfig(env, '1.0.0');
  return result.ok ? [] : result.problems;
}

describe('readServerConfig', () => {
  it('fills in the defaults around the three required variables', () => {
    expect(readServerConfig(minimal, '0.4.2')).toEqual({
      ok: true,
      config: {
        apiKey: KEY,
        serviceBaseUrl: 'https://api.example.com',
        port: 8787,
        plan: 'premium',
        serviceTimeZone: 'Asia/Seoul',
        trustProxy: false,
        upstreamTimeoutMs: 10_000,
        appVersion: '0.4.2',
        auditKey: AUDIT_KEY,
      },
    });
  });

  it('reads every variable when given', () => {
    const result = readServerConfig(
      {
        API_KEY: `  ${KEY}\n`,
        SERVICE_BASE_URL: 'http://127.0.0.1:9000/sim/',
        PORT: '8080',
        PLAN: 'Enterprise',
        SERVICE_TIME_ZONE: 'America/Los_Angeles',
        TRUST_PROXY: 'TRUE',
        UPSTREAM_TIMEOUT_MS: '1000',
        AUDIT_KEY: ` ${AUDIT_KEY} `,
      },
      '1.0.0',
    );
    expect(result).toEqual({
      ok: true,
      config: {
        apiKey: KEY,
        serviceBaseUrl: 'http://127.0.0.1:9000/sim',
        port: 8080,
        plan: 'enterprise',
        serviceTimeZone: 'America/Los_Angeles',
        trustProxy: true,
        upstreamTimeoutMs: 1_000,
        appVersion: '1.0.0',
        auditKey: AUDIT_KEY,
      },
    });
  });

  it('treats an empty optional variable (PORT= in a .env file) as not set', () => {
    const result = readServerConfig(
      { ...minimal, PORT: '', SERVICE_TIME_ZONE: ' ', TRUST_PROXY: '', UPSTREAM_TIMEOUT_MS: '' },
      '1.0.0',
    );
    expect(result.ok && result.config.port).toBe(8787);
    expect(result.ok && result.config.upstreamTimeoutMs).toBe(10_000);
  });

  it('gives one message per mistake, each naming its variable', () => {
    const problems = problemsOf({
      API_KEY: '',
      SERVICE_BASE_URL: 'ftp://files.example.com',
      PORT: '70000',
      PLAN: 'gold',
      SERVICE_TIME_ZONE: 'Mars/Olympus_Mons',
      TRUST_PROXY: 'yes',
      UPSTREAM_TIMEOUT_MS: '500',
      AUDIT_KEY: 'short',
    });
    expect(problems).toEqual([
      'API_KEY is required: the service account\'s API key (sent as "APIKey <key>").',
      'SERVICE_BASE_URL must use http or https, not ftp.',
      'PORT must be a whole number from 1 to 65535 (default 8787); got "70000".',
      'PLAN must be one of personal, premium, enterprise; got "gold".',
      'SERVICE_TIME_ZONE must be an IANA time zone such as Asia/Seoul (the default); got "Mars/Olympus_Mons".',
      'TRUST_PROXY must be true or false (default false); got "yes".',
      'UPSTREAM_TIMEOUT_MS must be a whole number from 1000 to 60000 (default 10000); got "500".',
      expect.stringMatching(/^AUDIT_KEY must be at least 32 printable ASCII characters/),
    ]);
  });

  it("RATE_LIMIT_PER_MINUTE overrides the plan's default, a positive whole number only", () => {
    const unset = readServerConfig(minimal, '1.0.0');
    expect(unset.ok && unset.config.rateLimitPerMinute).toBeUndefined();
    expect(unset.ok && rateLimitOf(unset.config)).toBe(200);
    const set = readServerConfig({ ...minimal, RATE_LIMIT_PER_MINUTE: ' 300 ' }, '1.0.0');
    expect(set.ok && set.config.rateLimitPerMinute).toBe(300);
    expect(set.ok && rateLimitOf(set.config)).toBe(300);
    for (const bad of ['0', '-5', '12.5', '1e3', 'many', '100001', '0x10']) {
      expect(problemsOf({ ...minimal, RATE_LIMIT_PER_MINUTE: bad }), bad).toEqual([
        `RATE_LIMIT_PER_MINUTE must be a whole number from 1 to 100000 (default 200); got "${bad}".`,
      ]);
    }
  });

  it("each plan's default is the lower of the service's two published figures", () => {
    expect(PLAN_RATE_LIMITS).toEqual({ personal: 120, premium: 200, enterprise: 380 });
  });

  it('ALLOWED_HOSTS: host names, comma-separated; anything else is refused', () => {
    const set = readServerConfig(
      { ...minimal, ALLOWED_HOSTS: ' POS.shop.example, till.local ' },
      '1',
    );
    expect(set.ok && set.config.allowedHosts).toEqual(['pos.shop.example', 'till.local']);
    for (const bad of ['https://pos.shop.example', 'pos.shop.example:443', 'a b', ',']) {
      expect(problemsOf({ ...minimal, ALLOWED_HOSTS: bad })[0], bad).toMatch(
        /^ALLOWED_HOSTS must be host names/,
      );
    }
  });

  it('says why the service address has no default', () => {
    const problems = problemsOf({ API_KEY: KEY, PLAN: 'personal', AUDIT_KEY });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SERVICE_BASE_URL is required/);
    expect(problems[0]).toContain('"{base_url}"');
    expect(problems[0]).toContain('no default');
  });

  it('asks for the plan when it is missing', () => {
    expect(problemsOf({ API_KEY: KEY, SERVICE_BASE_URL: 'https://a.example', AUDIT_KEY })).toEqual([
      "PLAN is required: the account's plan, one of personal, premium, enterprise (it sizes the rate limit).",
    ]);
  });

  it('asks for AUDIT_KEY, says how to make one, and never repeats it', () => {
    const missing = problemsOf({ ...minimal, AUDIT_KEY: undefined });
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(/^AUDIT_KEY is required/);
    expect(missing[0]).toContain('randomBytes(32)');
    const spaced = 'an audit key with spaces in it, long enough';
    const bad = problemsOf({ ...minimal, AUDIT_KEY: spaced });
    expect(bad).toHaveLength(1);
    expect(bad[0]).not.toContain(spaced);
    const reused = 'sk_live_0123456789abcdefghijklmnopqrstuv';
    expect(problemsOf({ ...minimal, API_KEY: reused, AUDIT_KEY: reused })).toEqual([
      'AUDIT_KEY must not be the API key: give the audit log a secret of its own.',
    ]);
  });

  it.each(['0', '65536', '80abc', '1e3', '0x50', '-1', '80.5'])('refuses PORT=%s', (port) => {
    const problems = problemsOf({ ...minimal, PORT: port });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT must be a whole number from 1 to 65535/);
  });

  it.each(['999', '60001', 'ten seconds'])('refuses UPSTREAM_TIMEOUT_MS=%s', (value) => {
    const problems = problemsOf({ ...minimal, UPSTREAM_TIMEOUT_MS: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^UPSTREAM_TIMEOUT_MS must be a whole number from 1000 to 60000/);
  });

  it.each([
    ['api.example.com', /must be an http\(s\) URL/],
    ['https://user:pw@api.example.com', /must not contain a user name or password/],
    ['https://api.example.com/?key=1', /must not have a query/],
    ['https://api.example.com/#top', /must not have a query/],
    ['javascript:alert(1)', /must use http or https/],
  ])('refuses SERVICE_BASE_URL=%s', (url, expected) => {
    const problems = problemsOf({ ...minimal, SERVICE_BASE_URL: url });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
    expect(problems[0]).not.toContain('pw@');
  });

  it('takes DATABASE_URL when given, and leaves it out when not (files in DATA_DIR)', () => {
    const url = 'postgresql://pos:s3cr%40t@db.example.com:5432/pos';
    const result = readServerConfig({ ...minimal, DATABASE_URL: ` ${url} ` }, '1.0.0');
    expect(result.ok && result.config.databaseUrl).toBe(url);
    const without = readServerConfig({ ...minimal, DATABASE_URL: '' }, '1.0.0');
    expect(without.ok && 'databaseUrl' in without.config).toBe(false);
  });

  it.each([
    [
      'private-db.internal:5432/pos',
      /^DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
    ],
    ['postgres://pos:hunter2@private-db.internal:54x/pos', /^DATABASE_URL must be a URL such as/],
    ['mysql://pos:hunter2@private-db.internal/pos', /^DATABASE_URL must start with postgres:\/\//],
    ['postgres://pos:p@ss@private-db.internal/pos', null],
  ])('checks the shape of DATABASE_URL=%s, never repeating it', (url, expected) => {
    const problems = problemsOf({ ...minimal, DATABASE_URL: url });
    if (expected === null) {
      // WHATWG URL takes the last @ as the end of the password: nothing to say.
      expect(problems).toEqual([]);
      return;
    }
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(expected);
    expect(problems[0]).not.toContain('hunter2');
    expect(problems[0]).not.toContain('private-db');
  });

  it('never repeats the API key, even when it is wrong', () => {
    const bad = 'sk_live_has a space';
    const problems = problemsOf({ ...minimal, API_KEY: bad, PORT: 'x' });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^API_KEY must be printable ASCII/);
    for (const problem of problems) {
      expect(problem).not.toContain('sk_live');
      expect(problem).not.toContain('has a space');
    }
  });
});
