// @vitest-environment node
import { execFile } from 'node:child_process';
import { chmod, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSimulatedServiceServer,
  type SimulatedServiceServer,
} from '../sim/simulated-service-server';
import {
  AUDIT_KEY,
  buildServer,
  pairAndUnlock,
  PINS,
  type RunningServer,
  shop,
  startServer,
  till,
} from '../spawned-server.test-support';

/*
 * The built doctor (dist-server/doctor.js) on what the built server made of a real shop: a
 * DATA_DIR it created and wrote, an audit log of a till paired and unlocked. It finds nothing
 * wrong there, then each thing an operator or an intruder could break, one line each.
 */
const run = promisify(execFile);
let built = '';
let sim: SimulatedServiceServer;
let server: RunningServer | undefined;
let dataDir = '';

beforeAll(async () => {
  [built, sim] = await Promise.all([buildServer(), startSimulatedServiceServer({ port: 0 })]);
}, 180_000);
afterAll(async () => {
  await server?.crash();
  await sim.close();
  const made = [built, dataDir].filter((dir) => dir !== '');
  await Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true })));
}, 60_000);

/** The doctor as a command: its exit code and what it printed. */
async function doctor(env: Record<string, string>): Promise<{ code: number; lines: string[] }> {
  const settings = {
    PATH: process.env.PATH ?? '',
    PLAN: 'enterprise',
    API_KEY: 'sk_spawned_test_0001',
    AUDIT_KEY,
    APP_DIR: join(built, 'app'),
    HOST: '127.0.0.1',
    ...env,
  };
  const argv = [join(built, 'doctor.js')];
  const said = await run(process.execPath, argv, { env: settings, cwd: tmpdir() }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: unknown) => {
      // execFile's error on a non-zero exit carries the code and what was printed.
      const failed = error as { code: number; stdout: string };
      return { code: failed.code, stdout: failed.stdout };
    },
  );
  return { code: said.code, lines: said.stdout.trim().split('\n') };
}

describe('the built doctor on a shop the built server ran', () => {
  it('finds nothing wrong, then says each thing broken in one line', async () => {
    const env: Record<string, string> = { ...(await shop(built)), SERVICE_BASE_URL: sim.url };
    server = await startServer(built, env);
    await pairAndUnlock(
      till(() => server?.url ?? ''),
      'Chris Counter',
      PINS.counter,
    );
    await server.crash();

    dataDir = env.DATA_DIR ?? '';
    const healthy = await doctor(env);
    expect(healthy.lines.filter((line) => !line.startsWith('ok: '))).toEqual([
      'No problems found.',
    ]);
    expect(healthy.code).toBe(0);

    // Someone opens the folder and edits the log's last day file.
    await chmod(dataDir, 0o755);
    const auditDir = join(dataDir, 'audit');
    const [day = ''] = (await readdir(auditDir)).filter((name) => name.endsWith('.jsonl'));
    const text = await readFile(join(auditDir, day), 'utf8');
    await writeFile(join(auditDir, day), text.replace('"Till 1', '"Till 9'));
    const broken = await doctor({ ...env, SERVICE_TIME_ZONE: 'Asia/Seoul' });
    const problems = broken.lines.filter((line) => line.startsWith('problem: '));
    expect(problems[0]).toBe(
      `problem: DATA_DIR ${dataDir} is open to other accounts (mode 0755): chmod 700 ${dataDir}.`,
    );
    expect(problems[1]).toMatch(
      /^problem: Audit log in .*: \d+ problems? \(\d+ lines in 1 file\)\.$/,
    );
    expect(broken.lines.at(-1)).toBe(`${problems.length} problems found.`);
    expect(broken.code).toBe(1);
  }, 120_000);
});
