import { dayFileName, type AuditKey } from './line';
import { HEAD_FILE_NAME, headMac, parseAuditHead } from './head';
import type { DayFile, Line, Link } from './verify-chain';
import { plural, type Report } from './verify-report';

/**
 * The head file held to the end of the chain: its seq, hash and day must be the last line's, and
 * with the log's key it must carry its own MAC.
 */

/** `base` is the link the chain leads up to, as followChain gives it. */
export async function checkHead(
  headText: string | null,
  key: AuditKey | null,
  log: { dayFiles: readonly DayFile[]; lines: readonly Line[]; base: Link },
  report: Report,
): Promise<void> {
  const { dayFiles, lines, base } = log;
  // The head names the last line: lines removed from the end leave no gap to find otherwise.
  const head = headText === null ? null : parseAuditHead(headText);
  const headAt = { file: HEAD_FILE_NAME, line: 0 };
  const lastFile = dayFiles.at(-1);
  if (headText === null) {
    if (lines.length > 0) {
      report(headAt, 'missing: without it, lines removed from the end cannot be seen');
    }
  } else if (head === null) {
    report(headAt, 'unreadable: not { seq, hash, day }');
  } else if (key && head.mac !== (await headMac(key, head))) {
    // Without its MAC, a head could name any line: the log may have been cut and given a new end.
    report(
      headAt,
      head.mac === undefined
        ? 'not signed with AUDIT_KEY: lines at the end could have been removed and a new head written'
        : 'its MAC is not the one AUDIT_KEY gives: the head was rewritten (lines at the end removed?)',
    );
  } else if (lastFile === undefined || base.line === null) {
    report(headAt, `names seq ${head.seq}, but there are no audit lines: they were removed`);
  } else if (lines.at(-1)?.entry === null) {
    // The last line is unreadable (reported above): what it was cannot be compared.
  } else if (base.seq < head.seq) {
    const removed = `the log ends at seq ${base.seq}, but ${HEAD_FILE_NAME} names seq ${head.seq}: the last ${plural(head.seq - base.seq, 'line')} removed`;
    if (head.day > lastFile.day) report({ file: dayFileName(head.day), line: 0 }, removed);
    else report({ file: lastFile.name, line: lastFile.lines + 1 }, removed);
  } else if (base.seq > head.seq) {
    const ours =
      base.seq === head.seq + 1 && (key === null || base.line.sealed === true)
        ? '(a stop between writing a line and the head leaves one; the log takes it over when it next writes)'
        : '(not one the log can take over: its MAC does not verify, or more than one line)';
    report(
      base.line,
      `the log goes on past seq ${head.seq}, where ${HEAD_FILE_NAME} ends: lines added at the end ${ours}`,
    );
  } else if (base.hash !== head.hash) {
    report(
      base.line,
      key && head.hash === base.plain
        ? `${HEAD_FILE_NAME} was written without AUDIT_KEY: it names the plain hash of the last line, not its HMAC`
        : `changed after it was written: its hash is not the one ${HEAD_FILE_NAME} names`,
    );
  } else if (base.line.day !== head.day) {
    report(
      headAt,
      `names ${dayFileName(head.day)} for the last line, which is in ${base.line.file}`,
    );
  }
}
