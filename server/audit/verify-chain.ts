import {
  auditDay,
  dayFileName,
  dayOfFileName,
  GENESIS_HASH,
  isAuditTime,
  type AuditKey,
  lineHash,
  lineMac,
  parseAuditLine,
  unsealed,
} from './line';
import type { AuditEntry } from './types';
import { plural, type Report } from './verify-report';

/**
 * The day files read into one run of lines, each line checked on its own, and the run followed
 * link by link: a line is trusted only if it follows on from the line before it, by seq and by
 * hash, and sits in its own day's file. Each problem names the line most likely at fault: an edit
 * shows in the NEXT line's `prev`, but it is the edited line that is reported.
 */

/** A day file (`audit-YYYY-MM-DD.jsonl`): its name, text and day, and how many lines it has. */
export interface DayFile {
  name: string;
  text: string;
  day: string;
  lines: number;
}

export interface Line {
  file: string;
  day: string;
  line: number;
  /** The link the next line must carry: the HMAC under the key when verifying with one. */
  hash: string;
  /** The plain SHA-256, which only an unkeyed log (or one re-chained without the key) links by. */
  plain: string;
  /** Whether it carries a MAC the key gives (null: it carries none, as lines before MACs). */
  sealed: boolean | null;
  /** Null when the line cannot take part in the chain (not JSON, no seq or prev). */
  entry: AuditEntry | null;
}

/** A line as the next one refers to it; `line` is null for the start of the log. */
export interface Link {
  seq: number;
  hash: string;
  plain: string;
  line: Line | null;
}

function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** The day files in date order and their lines, each read and checked on its own. */
export async function readDayFiles(
  files: readonly { name: string; text: string }[],
  key: AuditKey | null,
  report: Report,
): Promise<{ dayFiles: DayFile[]; lines: Line[] }> {
  // The day files in date order (their names sort so), as one run of lines.
  const dayFiles = files
    .flatMap((file) => {
      const day = dayOfFileName(file.name);
      return day === null ? [] : [{ ...file, day, lines: 0 }];
    })
    .sort(byName);
  const lines: Line[] = [];
  let sealedSeen = false;
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
      const { body, mac } = unsealed(text);
      const plain = await lineHash(body);
      const hash = key ? await lineMac(key, body) : plain;
      const sealed = mac === null ? null : mac === hash;
      if (key && sealed === false) {
        report(at, 'its MAC is not the one AUDIT_KEY gives: written or changed without the key');
      }
      if (key && sealed === null && sealedSeen && parsed.ok) {
        report(at, 'carries no MAC, after lines that do: not written by the log');
      }
      if (mac !== null) sealedSeen = true;
      lines.push({
        ...at,
        day: file.day,
        hash,
        plain,
        sealed,
        entry: parsed.ok ? parsed.entry : null,
      });
    }
  }
  return { dayFiles, lines };
}

/**
 * Follows the chain through the lines, reporting where it breaks, and gives back the link the
 * whole log leads up to (its last line's, or the start of the log when there is none).
 */
export function followChain(
  lines: readonly Line[],
  timeZone: string,
  key: AuditKey | null,
  report: Report,
): Link {
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
  return base;
}
