import type { AuditKey } from './line';
import { followChain, readDayFiles } from './verify-chain';
import { checkHead } from './verify-head';
import type { AuditProblem, AuditVerifyResult, Report } from './verify-report';

/**
 * The audit log's checks, on texts rather than files: the verify tool reads the directory and
 * hands its day files and head over. The day files are read into lines and followed as one chain
 * (verify-chain.ts), then the chain's end is held to the head (verify-head.ts); the problems they
 * find, and how the tool prints them, are in verify-report.ts.
 */

/**
 * Checks the day files (`audit-YYYY-MM-DD.jsonl`; other names are left out) and the head file's
 * text (null when there is none) against each other. `timeZone` is the service's: it says which
 * day's file each line belongs in.
 *
 * With the log's key (AUDIT_KEY), every link must be the HMAC of the line before, and the head's
 * too: a log edited and re-chained, or cut and given a new head, by someone without the key does
 * not verify. Lines written before the log had a key (plain SHA-256 links) are taken up to the
 * first keyed link, whose HMAC covers them all; a plain link after a keyed one is a rewrite.
 * Without a key (tests of the unkeyed format), the plain chain is checked.
 */
export async function verifyAuditLines(
  files: readonly { name: string; text: string }[],
  headText: string | null,
  timeZone: string,
  key: AuditKey | null = null,
): Promise<AuditVerifyResult> {
  const problems: AuditProblem[] = [];
  const report: Report = (at, problem) => {
    problems.push({ file: at.file, line: at.line, problem });
  };
  const { dayFiles, lines } = await readDayFiles(files, key, report);
  const base = followChain(lines, timeZone, key, report);
  await checkHead(headText, key, { dayFiles, lines, base }, report);
  return { ok: problems.length === 0, lines: lines.length, files: dayFiles.length, problems };
}
