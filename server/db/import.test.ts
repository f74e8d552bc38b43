// @vitest-environment node
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FileAuditLog } from '../audit/file-log';
import { auditKeyFrom } from '../audit/line';
import { REDEEM, tickingClock } from '../audit/test-support';
import { main as verifyCli } from '../audit/verify-cli';
import { FileDeviceStore, FileStaffStore } from '../auth/file-stores';
import type { Device, StaffMember } from '../auth/stores';
import { newDatabase } from '../spawned-server.test-support';
import { main as importCli } from './import-cli';
import { PgDeviceStore, PgStaffStore } from './sign-in-stores';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway.test-support';

/** `npm run db:import` moves a shop's DATA_DIR into an empty PostgreSQL database. */
const AUDIT_KEY = 'import-audit-key-0123456789abcdefghijklmnopq';
let cluster: ThrowawayPostgres | null = null;
let dataDir = '';
let count = 0;

const member: StaffMember = {
  id: 's-owner',
  name: 'Olivia Owner',
  role: 'owner',
  pinHash: 'scrypt$x',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const device: Device = {
  id: 'd-1',
  name: 'Till 1',
  tokenHash: 'a'.repeat(64),
  pairedAt: '2026-11-02T00:00:00.000Z',
  pairedBy: 'Olivia Owner',
  idleLockMinutes: 5,
  revokedAt: null,
};

beforeAll(async () => {
  cluster = await startThrowawayPostgres();
  dataDir = await mkdtemp(join(tmpdir(), 'import-'));
  await new FileStaffStore(join(dataDir, 'staff.json')).write([member]);
  await new FileDeviceStore(join(dataDir, 'devices.json')).save(device);
  // Three lines over two service days (15:00Z is midnight in Seoul).
  const log = new FileAuditLog({
    dir: join(dataDir, 'audit'),
    timeZone: 'Asia/Seoul',
    now: tickingClock('2026-11-22T14:59:59.000Z'),
    key: await auditKeyFrom(AUDIT_KEY),
  });
  for (const requestId of ['r1', 'r2', 'r3']) await log.append({ ...REDEEM, requestId });
}, 120_000);
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await cluster?.stop();
}, 120_000);

const env = (url: string, dir = dataDir) => ({ DATABASE_URL: url, AUDIT_KEY, DATA_DIR: dir });

describe('npm run db:import', () => {
  it('moves staff, devices and the audit chain as written; the database then verifies', async (context) => {
    if (!cluster) return context.skip();
    const url = await newDatabase(cluster, `import_${process.pid}_${(count += 1)}`);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect(await importCli(env(url))).toBe(0);
    expect(String(info.mock.calls.at(-1)?.[0])).toMatch(/1 staff, 1 devices, 3 audit lines/);
    const sql = postgres(url, { max: 1, onnotice: () => undefined });
    try {
      expect(await new PgStaffStore(sql).list()).toEqual([member]);
      expect(await new PgDeviceStore(sql).list()).toEqual([device]);
      const lines = await sql<{ line: string }[]>`SELECT line FROM audit_line ORDER BY seq`;
      const files = [
        ...(await readFile(join(dataDir, 'audit', 'audit-2026-11-22.jsonl'), 'utf8')).split('\n'),
        ...(await readFile(join(dataDir, 'audit', 'audit-2026-11-23.jsonl'), 'utf8')).split('\n'),
      ].filter(Boolean);
      expect(lines.map((row) => row.line)).toEqual(files);
    } finally {
      await sql.end();
    }
    expect(await verifyCli([], { DATABASE_URL: url, AUDIT_KEY })).toBe(0);
  }, 60_000);

  it('refuses a database that is not empty, and changes nothing', async (context) => {
    if (!cluster) return context.skip();
    const url = await newDatabase(cluster, `import_${process.pid}_${(count += 1)}`);
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await importCli(env(url))).toBe(0);
    expect(await importCli(env(url))).toBe(1);
    expect(String(errors.mock.calls.at(-1)?.[0])).toMatch(/not empty .*fills only an empty one/);
  }, 60_000);

  it('refuses files whose chain does not verify, and imports nothing', async (context) => {
    if (!cluster) return context.skip();
    const tampered = await mkdtemp(join(tmpdir(), 'import-tampered-'));
    try {
      const audit = join(tampered, 'audit');
      const { cp } = await import('node:fs/promises');
      await cp(join(dataDir, 'audit'), audit, { recursive: true });
      const day = join(audit, 'audit-2026-11-22.jsonl');
      const text = await readFile(day, 'utf8');
      await writeFile(day, text.replace('"ABC123"', '"ABC124"'));
      await appendFile(join(tampered, 'staff.json'), '');
      const url = await newDatabase(cluster, `import_${process.pid}_${(count += 1)}`);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(await importCli(env(url, tampered))).toBe(1);
      expect(String(errors.mock.calls.at(-1)?.[0])).toMatch(/Nothing was imported/);
      const sql = postgres(url, { max: 1, onnotice: () => undefined });
      const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_line`;
      await sql.end();
      expect(row?.n).toBe(0);
    } finally {
      await rm(tampered, { recursive: true, force: true });
    }
  }, 60_000);
});
