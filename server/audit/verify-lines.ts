import {
  auditDay,
  dayFileName,
  dayOfFileName,
  GENESIS_HASH,
  HEAD_FILE_NAME,
  isAuditTime,
  type AuditKey,
  headMac,
  lineHash,
  lineMac,
  parseAuditHead,
  parseAuditLine,
} from './line';
import type { AuditEntry } from './types';

/**
 * The audit log's checks, on texts rather than files: the verify tool reads the directory and
 * hands its day files and head over. A line is trusted only if it follows on from the line before
 * it, by seq and by hash, sits in its own day's file, and the last one is the line the head file
 * names. Each problem says where, and names the line most likely at fault: an edit shows in the
 * NEXT line's `prev`, but it is the edited line that is reported.
 */

export interface AuditProblem {
  file: string;
  /** 1-based; 0 when the problem is with the file as a whole (a missing head or day file). */
  line: number;
  problem: string;
}

export interface AuditVerifyResult {
  ok: boolean;
  /** Lines in the day files, readable or not. */
  lines: number;
  /** Day files. */
  files: number;
  problems: AuditProblem[];
}

interface Line {
  file: string;
  day: string;
  line: number;
  /** The link the next line must carry: the HMAC under the key when verifying with one. */
  hash: string;
  /** The plain SHA-256, which only an unkeyed log (or one re-chained without the key) links by. */
  plain: string;
  /** Null when the line cannot take part in the chain (not JSON, no seq or prev). */
  entry: AuditEntry | null;
}

/** A line as the next one refers to it; `line` is null for the start of the log. */
interface Link {
  seq: number;
  hash: string;
  plain: string;
  line: Line | null;
}

function plural(count: number, one: string): string {
  return `${count} ${one}${count === 1 ? '' : 's'}`;
}

function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

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
  const report = (at: { file: string; line: number }, problem: string) => {
    problems.push({ file: at.file, line: at.line, problem });
  };

  // The day files in date order (their names sort so), as one run of lines.
  const dayFiles = files
    .flatMap((file) => {
      const day = dayOfFileName(file.name);
      return day === null ? [] : [{ ...file, day, lines: 0 }];
    })
    .sort(byName);
  const lines: Line[] = [];
  for (const file of dayFiles) {
    const texts = file.text.split('\n');
    // Every line the log writes ends with a line break: anything after the last one is a line
    // cut short by a crash, or an edit.
    const rest = texts.pop() ?? '';
    if (rest !== '') texts.push(rest);
    file.lines = texts.length;
    for (const [index, text] of texts.entries()) {
      const at = { file: file.name, line: index + 1 };
      if (rest !== '' && index === texts.length - 1) {
        report(at, 'no line break at the end of the file (a write cut short, or an edit)');
      }
      const parsed = parseAuditLine(text);
      if (parsed.ok) for (const problem of parsed.problems) report(at, problem);
      else report(at, `unreadable: ${parsed.problem}`);
      const plain = await lineHash(text);
      lines.push({
        ...at,
        day: file.day,
        hash: key ? await lineMac(key, text) : plain,
        plain,
        entry: parsed.ok ? parsed.entry : null,
      });
    }
  }

  // Keyed links seen so far: from the first one on, a plain link is a rewrite.
  let keyed = false;
  let rechainReported = false;
  const plainAllowed = () => !key || !keyed;
  const follows = (entry: AuditEntry, link: Link) =>
    entry.seq === link.seq + 1 &&
    (entry.prev === link.hash || (plainAllowed() && entry.prev === link.plain));
  // The line everything so far leads up to (at first: nothing, 64 zeros), and the one before it.
  let base: Link = { seq: 0, hash: GENESIS_HASH, plain: GENESIS_HASH, line: null };
  let beforeBase: Link | null = null;
  // False right after an unreadable line: the next line cannot be held to it, and whatever
  // happened there is reported already.
  let comparable = true;
  for (const [index, line] of lines.entries()) {
    const { entry } = line;
    if (entry === null) {
      comparable = false;
      continue;
    }
    // A time that is not one is reported already; it names no day to compare.
    if (isAuditTime(entry.time)) {
      const day = auditDay(new Date(entry.time), timeZone);
      if (day !== line.day) {
        report(line, `written on ${day} (${timeZone}), so it belongs in ${dayFileName(day)}`);
      }
    }
    const link: Link = { seq: entry.seq, hash: line.hash, plain: line.plain, line };
    if (key && base.line && entry.prev === base.hash) keyed = true;
    if (
      key &&
      keyed &&
      comparable &&
      entry.seq === base.seq + 1 &&
      entry.prev !== base.hash &&
      entry.prev === base.plain
    ) {
      // Linked by a plain hash after keyed links: someone without the key re-chained the log from
      // here (an edit of the line before, or of one earlier). Said once; the chain is followed on.
      if (!rechainReported) {
        report(
          line,
          're-chained without AUDIT_KEY: its prev is the plain hash of the line before, not its HMAC (the line before, or one earlier, was changed or put in)',
        );
        rechainReported = true;
      }
      beforeBase = base;
      base = link;
      continue;
    }
    if (!comparable || follows(entry, base)) {
      comparable = true;
      beforeBase = base;
      base = link;
      continue;
    }
    const next = lines[index + 1]?.entry;
    if (next && follows(next, base)) {
      // The chain goes on from the line before this one: this one was put in between.
      report(line, 'inserted: the line after it follows on from the line before it');
      continue;
    }
    if (beforeBase && base.line && follows(entry, beforeBase)) {
      // Two lines in one place, and the chain goes on from this one: the other was put in.
      report(base.line, 'inserted: the line after it follows on from the line before it');
      base = link;
      continue;
    }
    if (entry.seq > base.seq + 1) {
      report(
        line,
        base.line === null
          ? `the log starts at seq ${entry.seq}, not 1: the first ${plural(entry.seq - 1, 'line')} were removed`
          : `seq jumps from ${base.seq} to ${entry.seq}: ${plural(entry.seq - base.seq - 1, 'line')} before this one removed`,
      );
    } else if (entry.seq <= base.seq) {
      report(line, `seq ${entry.seq} after seq ${base.seq}: a line inserted, or moved here`);
    } else if (base.line) {
      report(base.line, "changed after it was written: the next line's prev is not its hash");
    } else {
      report(line, 'the first line ever must have a prev of 64 zeros');
    }
    beforeBase = base;
    base = link;
  }

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
    report(
      base.line,
      `the log goes on past seq ${head.seq}, where ${HEAD_FILE_NAME} ends: lines added at the end ` +
        '(a stop between writing a line and the head leaves one; the log takes it over when it next writes)',
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

  return { ok: problems.length === 0, lines: lines.length, files: dayFiles.length, problems };
}

/** What the verify tool prints: one line when all is well, else a line for each problem. */
export function describeAuditVerify(result: AuditVerifyResult, dir: string): string[] {
  const size = `${plural(result.lines, 'line')} in ${plural(result.files, 'file')}`;
  if (result.ok) return [`Audit log intact: ${size}.`];
  return [
    `Audit log in ${dir}: ${plural(result.problems.length, 'problem')} (${size}).`,
    ...result.problems.map(
      ({ file, line, problem }) => `${file}${line > 0 ? ` line ${line}` : ''}: ${problem}`,
    ),
  ];
}
