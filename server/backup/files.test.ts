// @vitest-environment node
import { appendFile, mkdtemp, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileAuditLog } from '../audit/file-log';
import { auditKeyFrom } from '../audit/line';
import { REDEEM, tickingClock } from '../audit/test-support';
import { verifyAuditDir } from '../audit/verify';
import { backupDataDir, restoreDataDir } from './files';

/**
 * The files backup on a DATA_DIR caught between writes: a head that names an earlier line than
 * the day file ends with (a batch whose head was not yet written), a line cut short, a journal's
 * last line cut short. The copy ends at the head, and verifies.
 */
const SECRET = 'backup-files-audit-key-0123456789abcdef';
const ZONE = 'Asia/Seoul';

async function caughtBetweenWrites(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'backup-unit-'));
  const log = new FileAuditLog({
    dir: join(dataDir, 'audit'),
    timeZone: ZONE,
    now: tickingClock('2026-12-04T01:00:00.000Z'),
    key: await auditKeyFrom(SECRET),
  });
  for (let i = 0; i < 3; i += 1) await log.append({ ...REDEEM, requestId: `r${i}` });
  const headPath = join(dataDir, 'audit', 'audit-head.json');
  const headAtThree = await readFile(headPath, 'utf8');
  for (let i = 3; i < 5; i += 1) await log.append({ ...REDEEM, requestId: `r${i}` });
  // The head as a backup could read it before the last two appends, and a line being written.
  await writeFile(headPath, headAtThree);
  await appendFile(join(dataDir, 'audit', 'audit-2026-12-04.jsonl'), '{"seq":6,"ti');
  await writeFile(join(dataDir, 'idempotency.jsonl'), '{"t":"claim","id":"a"}\n{"t":"fin');
  await writeFile(join(dataDir, 'staff.json'), '[]\n');
  await writeFile(join(dataDir, 'server.lock'), '{"pid":1}\n');
  return dataDir;
}

describe('a files backup of a DATA_DIR caught between writes', () => {
  it('ends the log at its head, cuts the torn lines, and restores to a folder that verifies', async () => {
    const dataDir = await caughtBetweenWrites();
    const live = await verifyAuditDir(join(dataDir, 'audit'), {
      timeZone: ZONE,
      key: await auditKeyFrom(SECRET),
    });
    expect(live.ok).toBe(false);

    const backup = join(await mkdtemp(join(tmpdir(), 'backup-unit-')), 'copy');
    const done = await backupDataDir(dataDir, backup, { secret: SECRET });
    expect(done).toMatchObject({ auditSeq: 3, auditLinesAfter: 2, leftOut: [] });
    expect(await readFile(join(backup, 'idempotency.jsonl'), 'utf8')).toBe(
      '{"t":"claim","id":"a"}\n',
    );
    expect((await readdir(backup)).sort()).toEqual([
      'audit',
      'backup.json',
      'idempotency.jsonl',
      'staff.json',
    ]);

    const restored = join(await mkdtemp(join(tmpdir(), 'backup-unit-')), 'data');
    expect((await restoreDataDir(backup, restored)).auditSeq).toBe(3);
    const result = await verifyAuditDir(join(restored, 'audit'), {
      timeZone: ZONE,
      key: await auditKeyFrom(SECRET),
    });
    expect(result).toMatchObject({ ok: true, lines: 3, problems: [] });
  });

  it('refuses to restore a backup whose file changed since, and writes nothing', async () => {
    const dataDir = await caughtBetweenWrites();
    const backup = join(await mkdtemp(join(tmpdir(), 'backup-unit-')), 'copy');
    await backupDataDir(dataDir, backup);
    await appendFile(join(backup, 'staff.json'), ' ');
    const restored = join(await mkdtemp(join(tmpdir(), 'backup-unit-')), 'data');
    await expect(restoreDataDir(backup, restored)).rejects.toThrow(
      `${backup} cannot be restored: staff.json is not as it was backed up.`,
    );
    await expect(readdir(restored)).rejects.toThrow(/ENOENT/);
  });

  it('goes into an existing empty folder, and refuses a head whose day has no file', async () => {
    const dataDir = await caughtBetweenWrites();
    const empty = await mkdtemp(join(tmpdir(), 'backup-unit-'));
    expect((await backupDataDir(dataDir, empty)).auditSeq).toBe(3);
    const restored = await mkdtemp(join(tmpdir(), 'backup-unit-'));
    expect((await restoreDataDir(empty, restored)).files).toHaveLength(4);

    await rename(
      join(dataDir, 'audit', 'audit-2026-12-04.jsonl'),
      join(dataDir, 'audit', 'audit-2026-12-04.old'),
    );
    const backup = join(await mkdtemp(join(tmpdir(), 'backup-unit-')), 'copy');
    await expect(backupDataDir(dataDir, backup)).rejects.toThrow(
      /is not whole \(audit-head\.json names a day with no file\): no backup taken/,
    );
  });

  it('refuses a backup that would hold AUDIT_KEY', async () => {
    const dataDir = await caughtBetweenWrites();
    await writeFile(join(dataDir, 'staff.json'), `[${JSON.stringify(SECRET)}]\n`);
    const backup = join(await mkdtemp(join(tmpdir(), 'backup-unit-')), 'copy');
    await expect(backupDataDir(dataDir, backup, { secret: SECRET })).rejects.toThrow(
      `${join(dataDir, 'staff.json')} holds AUDIT_KEY: no backup taken (keep it apart).`,
    );
    await expect(readdir(backup)).rejects.toThrow(/ENOENT/);
  });
});
