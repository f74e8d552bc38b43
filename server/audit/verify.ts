import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DEFAULT_SERVICE_TIME_ZONE } from '../config';
import { type AuditKey, dayOfFileName } from './line';
import { HEAD_FILE_NAME } from './head';
import { verifyAuditLines } from './verify-lines';
import type { AuditVerifyResult } from './verify-report';

export { verifyAuditLines } from './verify-lines';
export { describeAuditVerify } from './verify-report';
export type { AuditProblem, AuditVerifyResult } from './verify-report';

/**
 * Reads an audit directory and checks it (`verifyAuditLines` does the comparing). Every day file
 * is read into memory at once: a line is about 300 bytes, so a year at a thousand lines a day is
 * some 110 MB. A log far larger than that would want a walker that streams.
 */
export async function verifyAuditDir(
  dir: string,
  options: { timeZone?: string; key?: AuditKey | null } = {},
): Promise<AuditVerifyResult> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
      return {
        ok: false,
        lines: 0,
        files: 0,
        problems: [{ file: dir, line: 0, problem: 'no such directory' }],
      };
    }
    throw error;
  }
  const files: { name: string; text: string }[] = [];
  for (const name of names.filter((candidate) => dayOfFileName(candidate) !== null)) {
    files.push({ name, text: await readFile(join(dir, name), 'utf8') });
  }
  const headText = names.includes(HEAD_FILE_NAME)
    ? await readFile(join(dir, HEAD_FILE_NAME), 'utf8')
    : null;
  return verifyAuditLines(
    files,
    headText,
    options.timeZone ?? DEFAULT_SERVICE_TIME_ZONE,
    options.key ?? null,
  );
}
