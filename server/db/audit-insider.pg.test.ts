// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { auditKeyFrom, auditLine, chainedEntry } from '../audit/line';
import { REDEEM, tickingClock } from '../audit/test-support';
import { verifyAuditLines } from '../audit/verify';
import { auditVerifyInput, PgAuditLog } from './audit-log';
import { throwawayDatabases } from './test-databases.test-support';

/*
 * An insider with the server's database role but not AUDIT_KEY (decision 0021): rows can be
 * inserted into audit_line and the head moved on to them, but no line's MAC nor the head's can be
 * made. The log never takes such a row into its record: it stops, and reads do not count it.
 */
const databases = await throwawayDatabases();

const SECRET = 'insider-audit-key-0123456789abcdefghij';
const DAY = '2026-11-22';

async function keyedLog() {
  if (!databases) throw new Error('PostgreSQL is not running.');
  const db = await databases.fresh();
  const key = await auditKeyFrom(SECRET);
  const log = new PgAuditLog(db.sql, {
    timeZone: 'Asia/Seoul',
    now: tickingClock('2026-11-22T01:00:00.000Z'),
    key,
  });
  for (let i = 0; i < 3; i += 1) await log.append({ ...REDEEM, requestId: `r${i}` });
  const [head] = await db.sql<{ seq: number; hash: string }[]>`
    SELECT seq::float8 AS seq, hash FROM audit_head`;
  if (!head) throw new Error('no head');
  /** The insider's row at head+1, chained to the head's hash (which the row shows in clear). */
  const forge = async (moveHead: boolean) => {
    const entry = chainedEntry(
      { ...REDEEM, requestId: 'forged', target: 'FREE100' },
      head.seq + 1,
      new Date('2026-11-22T03:00:00.000Z'),
      head.hash,
    );
    const line = auditLine(entry);
    await db.sql`INSERT INTO audit_line (seq, day, line, hash)
      VALUES (${entry.seq}, ${DAY}::date, ${line}, ${'f'.repeat(64)})`;
    if (moveHead)
      await db.sql`UPDATE audit_head SET seq = ${entry.seq}, hash = ${'f'.repeat(64)}, mac = ${'e'.repeat(64)}`;
  };
  const verify = async () => {
    const { files, headText } = await auditVerifyInput(db.sql);
    return verifyAuditLines(files, headText, 'Asia/Seoul', key);
  };
  return { db, log, forge, verify };
}

describe.skipIf(databases === null)("an insider with the server's role, on PostgreSQL", () => {
  it('a row inserted at head+1: every append and the readiness check refuse, and nothing is written', async () => {
    const { db, log, forge, verify } = await keyedLog();
    expect((await verify()).ok).toBe(true);
    await forge(false);
    await expect(log.ready()).rejects.toThrow(
      /cannot go on: the last line \(seq 4 in row 4\) stands after the head row \(seq 3\)/,
    );
    await expect(log.append(REDEEM)).rejects.toThrow(/not taken into the record/);
    const [count] = await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_line`;
    expect(count?.n).toBe(4);
    // Never counted by a read either.
    expect((await log.read({ day: DAY })).map((entry) => entry.requestId)).toEqual([
      'r0',
      'r1',
      'r2',
    ]);
  });

  it('a row inserted and the head moved on to it: refused for the head not signed with the key', async () => {
    const { log, forge, verify } = await keyedLog();
    await forge(true);
    await expect(log.append(REDEEM)).rejects.toThrow(
      /the head row was not written with this AUDIT_KEY/,
    );
    expect((await log.read({ day: DAY })).map((entry) => entry.requestId)).toEqual([
      'r0',
      'r1',
      'r2',
    ]);
    const result = await verify();
    expect(result.ok).toBe(false);
  });
});
