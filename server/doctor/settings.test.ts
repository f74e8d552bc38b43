// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { proxyProblems, readSettings } from './settings';
import { expectProblems } from './doctor.test-support';

const GOOD = {
  API_KEY: 'key-1',
  SERVICE_BASE_URL: 'https://api.example.com',
  PLAN: 'personal',
  AUDIT_KEY: 'a'.repeat(32),
};

describe('readSettings', () => {
  it.each([
    ['nothing wrong', {}, []],
    ['the server’s own message', { PLAN: 'gold' }, ['PLAN must be one of']],
    ['the metrics port', { METRICS_PORT: '8787' }, ['METRICS_PORT must differ from PORT (8787)']],
    ['an empty DATA_DIR', { DATA_DIR: ' ' }, ['DATA_DIR is set but empty']],
  ])('says %s', (_, change: Record<string, string>, said) => {
    expectProblems(readSettings({ ...GOOD, ...change }, '1.0.0').problems, said);
  });

  it('gives no configuration when it does not parse, and every problem', () => {
    const read = readSettings({}, '1.0.0');
    expect(read.config).toBeNull();
    expect(read.problems.map((p) => p.split(' ')[0])).toEqual([
      'API_KEY',
      'SERVICE_BASE_URL',
      'PLAN',
      'AUDIT_KEY',
    ]);
  });

  it('finds DATA_DIR where node.ts does', () => {
    expect(readSettings(GOOD, '1').dataDir).toBe(resolve('data'));
    expect(readSettings({ ...GOOD, DATA_DIR: 'shop' }, '1').dataDir).toBe(resolve('shop'));
    expect(readSettings({ ...GOOD, HOST: '::1' }, '1').host).toBe('::1');
  });
});

describe('proxyProblems', () => {
  it.each([
    [false, undefined, false],
    [false, '0.0.0.0', false],
    [true, '127.0.0.1', false],
    [true, '127.0.1.1', false],
    [true, 'localhost', false],
    [true, '::1', false],
    [true, undefined, true],
    [true, '', true],
    [true, '0.0.0.0', true],
    [true, '192.168.1.20', true],
  ])('TRUST_PROXY=%s, HOST=%s: a problem %s', (trust, host, problem) => {
    const found = proxyProblems(trust, host);
    expect(found).toHaveLength(problem ? 1 : 0);
    if (problem) {
      expect(found[0]).toMatch(/^TRUST_PROXY=true but the server listens on /);
      expect(found[0]).toContain(host ? host : 'every address');
    }
  });
});
