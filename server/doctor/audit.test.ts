// @vitest-environment node
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FileAuditLog } from '../audit/file-log';
import { auditKeyFrom } from '../audit/line';
import { REDEEM, tickingClock } from '../audit/test-support';
import { AUDIT_LINES_SHOWN, auditFileProblems, auditProblems } from './audit';
import { eachTempDir } from './doctor.test-support';

const SECRET = 'doctor-audit-key-0123456789abcdefghij';
const ZONE = 'Asia/Seoul';
const dir = eachTempDir('doctor-audit-');

async function writeLines(count: number): Promise<string> {
  const log = new FileAuditLog({
    dir: join(dir(), 'audit'),
    timeZone: ZONE,
    now: tickingClock('2026-11-22T01:00:00.000Z'),
    key: await auditKeyFrom(SECRET),
  });
  for (let i = 0; i < count; i += 1) await log.append({ ...REDEEM, requestId: `r${i}` });
  return join(dir(), 'audit', 'audit-2026-11-22.jsonl');
}

describe('auditFileProblems', () => {
  it('finds nothing to say of a log not yet begun, or of an intact one', async () => {
    expect(await auditFileProblems(dir(), ZONE, SECRET)).toEqual([]);
    await writeLines(3);
    expect(await auditFileProblems(dir(), ZONE, SECRET)).toEqual([]);
  });

  it('says the summary, then each problem at its line', async () => {
    const day = await writeLines(3);
    const lines = (await readFile(day, 'utf8')).split('\n');
    lines[1] = (lines[1] ?? '').replace('"target":"ABC123"', '"target":"FREE100"');
    await writeFile(day, lines.join('\n'));
    const found = await auditFileProblems(dir(), ZONE, SECRET);
    expect(found[0]).toBe(
      `Audit log in ${join(dir(), 'audit')}: ${found.length - 1} problems (3 lines in 1 file).`,
    );
    expect(found[1]).toMatch(/^audit-2026-11-22\.jsonl line 2: /);
    expect(found.slice(1).every((line) => !line.includes('\n'))).toBe(true);
  });

  it('finds a log keyed with another key broken', async () => {
    await writeLines(2);
    const found = await auditFileProblems(dir(), ZONE, `${SECRET}-other`);
    expect(found[0]).toMatch(/^Audit log in .*: \d+ problems? \(2 lines in 1 file\)\.$/);
  });
});

describe('auditProblems', () => {
  it('lists the first problems and counts the rest', () => {
    const problems = Array.from({ length: AUDIT_LINES_SHOWN + 3 }, (_, i) => ({
      file: 'audit-2026-11-22.jsonl',
      line: i + 1,
      problem: 'bad',
    }));
    const found = auditProblems({ ok: false, lines: 20, files: 1, problems }, 'here');
    expect(found).toHaveLength(AUDIT_LINES_SHOWN + 2);
    expect(found[0]).toBe(`Audit log in here: ${problems.length} problems (20 lines in 1 file).`);
    expect(found.at(-1)).toBe('… and 3 more: npm run audit:verify lists them all.');
  });

  it('says nothing of an intact log', () => {
    expect(auditProblems({ ok: true, lines: 1, files: 1, problems: [] }, 'here')).toEqual([]);
  });
});
