// @vitest-environment node
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli';
import { runDoctor } from './run';
import { eachTempDir } from './doctor.test-support';

const AT = Date.parse('2026-12-04T12:00:00.000Z');
const dir = eachTempDir('doctor-run-');
/** Not looked in: every test names APP_DIR. */
const SERVER_DIR = '/nonexistent/dist-server';
beforeEach(async () => {
  await mkdir(join(dir(), 'app'));
  await writeFile(join(dir(), 'app', 'index.html'), '<!doctype html>');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const env = (more: Record<string, string> = {}) => ({
  API_KEY: 'key-1',
  SERVICE_BASE_URL: 'https://api.example.com',
  PLAN: 'personal',
  AUDIT_KEY: 'doctor-run-key-0123456789abcdefghijkl',
  DATA_DIR: join(dir(), 'data'),
  APP_DIR: join(dir(), 'app'),
  HOST: '127.0.0.1',
  TRUST_PROXY: 'true',
  ...more,
});

/** A service whose clock is `skewMs` behind ours. */
const service = (skewMs = 0) =>
  vi.fn<typeof fetch>(() =>
    Promise.resolve(new Response(null, { headers: { date: new Date(AT - skewMs).toUTCString() } })),
  );

describe('runDoctor', () => {
  it('says ok for each check when nothing is wrong', async () => {
    await mkdir(join(dir(), 'data'), { mode: 0o700 });
    const fetch = service();
    const report = await runDoctor({
      env: env(),
      version: '1',
      envFiles: [],
      serverDir: SERVER_DIR,
      fetch,
      now: () => AT,
    });
    expect(report).toEqual({
      problems: 0,
      lines: [
        'ok: configuration',
        `ok: data folder ${join(dir(), 'data')}`,
        `ok: built app ${join(dir(), 'app')}`,
        'ok: audit key kept apart',
        'ok: proxy settings',
        'ok: clock against https://api.example.com',
        'ok: audit chain',
      ],
    });
    expect(fetch).toHaveBeenCalledWith(
      'https://api.example.com',
      expect.objectContaining({ method: 'HEAD' }),
    );
  });

  it('says one line a problem, and counts them', async () => {
    await mkdir(join(dir(), 'data'), { mode: 0o700 });
    await chmod(join(dir(), 'data'), 0o755);
    const envFile = join(dir(), 'data', '.env');
    await writeFile(envFile, 'AUDIT_KEY=…\n', { mode: 0o600 });
    const report = await runDoctor({
      env: env({ HOST: '0.0.0.0' }),
      version: '1',
      envFiles: [envFile],
      serverDir: SERVER_DIR,
      fetch: service(120_000),
      now: () => AT,
    });
    expect(report.problems).toBe(4);
    expect(report.lines.filter((line) => line.startsWith('problem: '))).toEqual([
      expect.stringContaining('is open to other accounts (mode 0755)'),
      expect.stringContaining(`AUDIT_KEY is kept in ${envFile}, inside DATA_DIR`),
      expect.stringContaining('TRUST_PROXY=true but the server listens on 0.0.0.0'),
      expect.stringContaining('The clock is at least 119 s ahead of the service’s'),
    ]);
  });

  it('stops after a configuration that does not parse, past the data folder', async () => {
    const fetch = service();
    const report = await runDoctor({
      env: env({ PLAN: 'gold' }),
      version: '1',
      envFiles: [],
      serverDir: SERVER_DIR,
      fetch,
    });
    expect(report.lines).toEqual([
      expect.stringMatching(/^problem: PLAN must be one of/),
      `ok: data folder ${join(dir(), 'data')} (not there yet: the server makes it)`,
      `ok: built app ${join(dir(), 'app')}`,
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('says a service that does not answer, in one line', async () => {
    const broken = vi.fn<typeof fetch>(() => Promise.reject(new Error('offline')));
    const report = await runDoctor({
      env: env(),
      version: '1',
      envFiles: [],
      serverDir: SERVER_DIR,
      fetch: broken,
    });
    expect(report.lines).toContain(
      'problem: SERVICE_BASE_URL: https://api.example.com did not answer (offline).',
    );
  });

  it('says a check that could not run, in one line', async () => {
    await mkdir(join(dir(), 'data'), { mode: 0o700 });
    await writeFile(join(dir(), 'data', 'audit'), 'not a folder', { mode: 0o600 });
    const report = await runDoctor({
      env: env(),
      version: '1',
      envFiles: [],
      serverDir: SERVER_DIR,
      fetch: service(),
      now: () => AT,
    });
    expect(report.problems).toBe(1);
    expect(report.lines.at(-1)).toMatch(
      /^problem: audit chain: could not be checked \(ENOTDIR.*\)\.$/,
    );
  });
});

describe('the command', () => {
  it('reads only the file it is given, and exits 1 on a problem', async () => {
    const file = join(dir(), 'pos.env');
    await writeFile(file, `PLAN=gold\nDATA_DIR=${join(dir(), 'data')}\nAPP_DIR=/nowhere\n`, {
      mode: 0o640,
    });
    const said: string[] = [];
    vi.spyOn(console, 'info').mockImplementation((text: string) => said.push(text));
    expect(await main(['--env-file', file], env())).toBe(1);
    expect(said.join('\n')).toContain('problem: API_KEY is required');
    expect(said.at(-1)).toBe('5 problems found.');
  });

  it.each([[['--env-file']], [['--check', 'x']]])(
    'refuses arguments %j with its usage',
    async (args) => {
      const said = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(await main(args, {})).toBe(2);
      expect(said).toHaveBeenCalledWith(expect.stringMatching(/^Usage: npm run doctor/));
    },
  );
});
