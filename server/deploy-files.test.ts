// @vitest-environment node
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { readServerConfig } from './config';
import { metricsListenFrom } from './metrics';

/*
 * The systemd unit and its environment file in deploy/: the unit holds every sandboxing option
 * and systemd reads it without a complaint; the template names exactly the variables the server
 * reads, so a new setting cannot be left out of it.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const UNIT = join(root, 'deploy', 'counter-pos.service');
const TEMPLATE = join(root, 'deploy', 'counter-pos.env.example');
const unitText = await readFile(UNIT, 'utf8');
const templateText = await readFile(TEMPLATE, 'utf8');

/** The unit's settings, section by section, in order (a key may repeat). */
function settingsOf(text: string): Map<string, [string, string][]> {
  const sections = new Map<string, [string, string][]>();
  let current: [string, string][] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#') || line.startsWith(';')) continue;
    const section = /^\[(.+)\]$/.exec(line);
    if (section?.[1]) {
      current = [];
      sections.set(section[1], current);
      continue;
    }
    const at = line.indexOf('=');
    current.push([line.slice(0, at), line.slice(at + 1)]);
  }
  return sections;
}

const service = settingsOf(unitText).get('Service') ?? [];
const valuesOf = (key: string) => service.filter(([name]) => name === key).map(([, v]) => v);

/** NAME=value and #NAME=value (a setting left at its default) lines of the template. */
function templateSettings(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^#?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (match?.[1]) found.set(match[1], match[2] ?? '');
  }
  return found;
}

/** The names a reader of the environment asks for, whatever it makes of them. */
function namesRead(read: (env: Record<string, string | undefined>) => unknown): string[] {
  const seen = new Set<string>();
  const env = new Proxy<Record<string, string | undefined>>(
    {},
    {
      get: (_, name) => {
        if (typeof name === 'string') seen.add(name);
        return '1';
      },
    },
  );
  read(env);
  return [...seen];
}

describe('the systemd unit', () => {
  it.each([
    ['User', 'counter-pos'],
    ['Group', 'counter-pos'],
    ['EnvironmentFile', '/etc/counter-pos/counter-pos.env'],
    ['Restart', 'on-failure'],
    ['NoNewPrivileges', 'yes'],
    ['ProtectSystem', 'strict'],
    ['ProtectHome', 'yes'],
    ['PrivateTmp', 'yes'],
    ['PrivateDevices', 'yes'],
    ['ProtectKernelTunables', 'yes'],
    ['ProtectKernelModules', 'yes'],
    ['ProtectControlGroups', 'yes'],
    ['RestrictAddressFamilies', 'AF_INET AF_INET6 AF_UNIX'],
    ['LockPersonality', 'yes'],
    ['StateDirectory', 'counter-pos'],
    ['StateDirectoryMode', '0700'],
  ])('sets %s=%s', (key, value) => {
    expect(valuesOf(key)).toEqual([value]);
  });

  it('waits before a restart', () => {
    expect(valuesOf('RestartSec')).toEqual([expect.stringMatching(/^\d+$/)]);
  });

  it('leaves memory both writable and executable, which Node’s JIT needs', () => {
    expect(valuesOf('MemoryDenyWriteExecute')).toEqual([]);
  });

  it('runs the built server from the install folder', () => {
    expect(valuesOf('ExecStart')).toEqual([
      '/usr/bin/node --enable-source-maps /opt/counter-pos/dist-server/node.js',
    ]);
    expect(valuesOf('WorkingDirectory')).toEqual(['/opt/counter-pos']);
  });

  it('may write the data folder only, and the environment file is not in it', () => {
    const dataDir = templateSettings(templateText).get('DATA_DIR');
    expect(valuesOf('ReadWritePaths')).toEqual([dataDir]);
    expect(dataDir).toBe(`/var/lib/${valuesOf('StateDirectory')[0] ?? ''}`);
    const [envFile = ''] = valuesOf('EnvironmentFile');
    expect(relative(dataDir ?? '', envFile).startsWith('..')).toBe(true);
  });
});

const ANALYZE = '/usr/bin/systemd-analyze';
const run = promisify(execFile);
const dir = await mkdtemp(join(tmpdir(), 'unit-verify-'));
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * What `systemd-analyze verify` says about the unit as given (empty: nothing). Its node is this
 * test's, so the check does not hang on where Node is installed here; a key systemd does not
 * know or a value it cannot parse is a line on stderr (exit code 0: it ignores them).
 */
async function verify(text: string): Promise<string> {
  const path = join(dir, 'counter-pos.service');
  await writeFile(path, text.replace('/usr/bin/node ', `${process.execPath} `));
  try {
    const { stdout, stderr } = await run(ANALYZE, ['verify', '--man=no', path]);
    return `${stdout}${stderr}`.trim();
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return `${failed.stdout ?? ''}${failed.stderr ?? failed.message}`.trim();
  }
}

describe.skipIf(!existsSync(ANALYZE))('systemd-analyze verify', () => {
  it('finds nothing to say about the unit', async () => {
    expect(await verify(unitText)).toBe('');
  }, 30_000);

  it.each([
    ['a misspelt directive', ['LockPersonality=yes', 'LockPersonalty=yes'], /Unknown key/],
    [
      'a value systemd cannot parse',
      ['Restart=on-failure', 'Restart=sometimes'],
      /Failed to parse/,
    ],
  ])(
    'says so for %s',
    async (_, [from = '', to = ''], said) => {
      expect(unitText).toContain(from);
      expect(await verify(unitText.replace(from, to))).toMatch(said);
    },
    30_000,
  );
});

describe('the environment file template', () => {
  it('names exactly the variables the live server reads', async () => {
    const node = await readFile(join(root, 'server', 'node.ts'), 'utf8');
    const direct = [...node.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1] ?? '');
    const read = new Set([
      ...namesRead((env) => readServerConfig(env, '0.0.0')),
      ...namesRead((env) => metricsListenFrom(env, 8787)),
      ...direct,
    ]);
    expect([...templateSettings(templateText).keys()].sort()).toEqual([...read].sort());
  });

  it('says what each setting is, in a comment line just above it', () => {
    const lines = templateText.split('\n');
    const unexplained = lines.filter(
      (line, i) => /^#?[A-Z][A-Z0-9_]*=/.test(line) && !/^# \S/.test(lines[i - 1] ?? ''),
    );
    expect(unexplained).toEqual([]);
  });

  it('holds no secret: the keys are placeholders the server refuses', () => {
    const settings = Object.fromEntries(templateSettings(templateText));
    const read = readServerConfig(settings, '0.0.0');
    expect(read.ok ? [] : read.problems.map((p) => p.split(' ')[0])).toEqual([
      'API_KEY',
      'AUDIT_KEY',
    ]);
  });
});
