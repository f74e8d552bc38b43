import { mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  auditDay,
  auditLine,
  chainedEntry,
  dayFileName,
  dayOfFileName,
  GENESIS_HASH,
  HEAD_FILE_NAME,
  isAuditDay,
  lineLink,
  type AuditKey,
  headMac,
  parseAuditHead,
  parseAuditLine,
  type AuditHead,
} from './line';
import { entriesMatching } from './read-lines';
import { serialRunner } from './serial';
import type { AuditEntry, AuditEntryInput, AuditLog, AuditQuery } from './types';

/**
 * The audit log on disk: one file of JSON lines per service day (`audit-YYYY-MM-DD.jsonl`), each
 * line chained to the one before by its HMAC under AUDIT_KEY, across files, and a head file naming
 * the last line, so that removing lines anywhere, the last ones included, shows in
 * `verifyAuditDir`. Without the key nobody can re-chain an edited log or write a head for a cut
 * one; what the key cannot show is the whole directory put back to an earlier copy of itself (a
 * copy of the head kept elsewhere, a backup or a daily print, closes that gap).
 *
 * One process per directory: two writers would each continue the chain from their own head.
 * This file and the verify tool are the only parts of the log that know they run on Node.
 */

const HEAD_TEMP_NAME = `${HEAD_FILE_NAME}.tmp`;

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

/** The file's text, or null when there is no such file. */
async function readText(path: string): Promise<string | null> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

/** Adds the text at the end of the file (creating it) and returns once it is on the disk. */
export async function appendDurably(path: string, text: string): Promise<void> {
  const handle = await open(path, 'a');
  try {
    await handle.appendFile(text, 'utf8');
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/**
 * Makes the directory's entries (a new day file, the renamed head) durable too: a file's own
 * datasync does not cover its name. Windows cannot open a directory; there the rename is as
 * durable as it gets.
 */
async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
  } catch (error) {
    if (errorCode(error) === 'EISDIR' || errorCode(error) === 'EPERM') return;
    throw error;
  }
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The complete lines of a day file's text; a last line without its line break is not one. */
function completeLines(text: string): string[] {
  const lines = text.split('\n');
  lines.pop();
  return lines;
}

export interface FileAuditLogOptions {
  dir: string;
  /** The service's zone (e.g. 'Asia/Seoul'): it decides which day file a line goes to. */
  timeZone: string;
  now?: () => Date;
  /** AUDIT_KEY's HMAC key: the chain is keyed with it (node.ts always gives one). */
  key?: AuditKey | null;
}

export class FileAuditLog implements AuditLog {
  readonly #dir: string;
  readonly #timeZone: string;
  readonly #now: () => Date;
  readonly #serially = serialRunner();
  readonly #key: AuditKey | null;
  /** Where the chain goes on; null until the first append has read it from the disk. */
  #head: AuditHead | null = null;

  constructor(options: FileAuditLogOptions) {
    this.#dir = options.dir;
    this.#timeZone = options.timeZone;
    this.#now = options.now ?? (() => new Date());
    this.#key = options.key ?? null;
  }

  /** Writes, syncs and removes a small file beside the log: what an append needs of the disk. */
  ready(): Promise<void> {
    return this.#serially(async () => {
      const probe = join(this.#dir, '.ready-probe');
      await mkdir(this.#dir, { recursive: true });
      await appendDurably(probe, 'ready\n');
      await rm(probe, { force: true });
    });
  }

  append(input: AuditEntryInput): Promise<AuditEntry> {
    // One at a time, in call order: each line needs the hash of the one before it.
    return this.#serially(async () => {
      try {
        const head = this.#head ?? (await this.#recover());
        const at = this.#now();
        const day = auditDay(at, this.#timeZone);
        const entry = chainedEntry(input, head.seq + 1, at, head.hash);
        const line = auditLine(entry);
        await appendDurably(join(this.#dir, dayFileName(day)), `${line}\n`);
        const next = { seq: entry.seq, hash: await lineLink(line, this.#key), day };
        await this.#writeHead(next);
        this.#head = next;
        return entry;
      } catch (error) {
        // The line may or may not be on the disk: read where the chain stands again next time.
        this.#head = null;
        throw error;
      }
    });
  }

  read(query: AuditQuery): Promise<AuditEntry[]> {
    // Behind the appends, so a line is never read half-written.
    return this.#serially(async () => {
      // Only a real day's name reaches the file system: the query comes from a request.
      if (!isAuditDay(query.day)) return [];
      const text = await readText(join(this.#dir, dayFileName(query.day)));
      if (text === null) return [];
      return entriesMatching(completeLines(text), query);
    });
  }

  /** Temporary file, datasync, rename: a crash leaves the old head or the new, never half of one. */
  async #writeHead(unsigned: AuditHead): Promise<void> {
    const { seq, hash, day } = unsigned;
    const head: AuditHead = this.#key
      ? { seq, hash, day, mac: await headMac(this.#key, unsigned) }
      : { seq, hash, day };
    const temp = join(this.#dir, HEAD_TEMP_NAME);
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(`${JSON.stringify(head)}\n`, 'utf8');
      await handle.datasync();
    } finally {
      await handle.close();
    }
    await rename(temp, join(this.#dir, HEAD_FILE_NAME));
    await syncDirectory(this.#dir);
  }

  /**
   * Where the chain stands: the head file, unless the last line on the disk is the one line
   * after it (the process stopped between writing a line and rewriting the head; the line is
   * ours, so it stays in the chain). Any other difference is left for verify to report, and the
   * chain goes on from the head, so the gap stays visible.
   */
  async #recover(): Promise<AuditHead> {
    await mkdir(this.#dir, { recursive: true });
    const headText = await readText(join(this.#dir, HEAD_FILE_NAME));
    const head = headText === null ? null : parseAuditHead(headText);
    if (headText !== null && head === null) {
      throw new Error(
        `The audit log cannot go on: ${HEAD_FILE_NAME} in ${this.#dir} is unreadable. ` +
          'Run the audit verify tool, then restore the file from a backup.',
      );
    }
    if (head?.mac !== undefined && this.#key && head.mac !== (await headMac(this.#key, head))) {
      // Written by someone without this key (or with another one): going on from it would carry
      // a forged end forward.
      throw new Error(
        `The audit log cannot go on: ${HEAD_FILE_NAME} in ${this.#dir} was not written with this ` +
          'AUDIT_KEY. Run the audit verify tool with the key the log was written with.',
      );
    }
    const last = await this.#lastLine();
    const after = head ?? { seq: 0, hash: GENESIS_HASH, day: '' };
    if (last?.entry && last.entry.seq === after.seq + 1 && last.entry.prev === after.hash) {
      const adopted = {
        seq: last.entry.seq,
        hash: await lineLink(last.line, this.#key),
        day: last.day,
      };
      await this.#writeHead(adopted);
      return adopted;
    }
    if (head === null && last !== null) {
      // Starting again from the day files would hide whether lines at the end were removed.
      throw new Error(
        `The audit log cannot go on: ${HEAD_FILE_NAME} is missing from ${this.#dir}, whose day ` +
          'files hold lines. Run the audit verify tool; restore the file from a backup, or move ' +
          'the directory aside (and keep it) to start a new log.',
      );
    }
    return after;
  }

  /**
   * The last complete line of the latest day file that has one. A line cut short by a crash is
   * closed with a line break first, so the next line starts on a line of its own; verify reports
   * the broken line.
   */
  async #lastLine(): Promise<{ day: string; line: string; entry: AuditEntry | null } | null> {
    const days = (await readdir(this.#dir))
      .map(dayOfFileName)
      .filter((day) => day !== null)
      .sort()
      .reverse();
    for (const day of days) {
      const path = join(this.#dir, dayFileName(day));
      const text = (await readText(path)) ?? '';
      if (text !== '' && !text.endsWith('\n')) await appendDurably(path, '\n');
      const line = completeLines(text).at(-1);
      if (line === undefined) continue;
      const parsed = parseAuditLine(line);
      return { day, line, entry: parsed.ok ? parsed.entry : null };
    }
    return null;
  }
}
