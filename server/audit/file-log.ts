import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  auditDay,
  chainedEntry,
  dayFileName,
  dayOfFileName,
  isAuditDay,
  type AuditKey,
  parseAuditLine,
  sealedLine,
} from './line';
import { HEAD_FILE_NAME, headMac, headProblem, parseAuditHead, type AuditHead } from './head';
import { cannotGoOn, chainEnd, type LastLine } from './chain-end';
import { DayTail } from './day-tail';
import { entriesFor, FinishedDays } from './finished-days';
import { entriesMatching } from './read-lines';
import { sealCheck } from './seal-check';
import { batchRunner, serialRunner } from './serial';
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
 * This file, the verify tool and seal-check.ts are the only parts of the log that know they run
 * on Node.
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

/** The log stops taking lines (chain-end.ts): what the operator reads, and does. */
const stopped = (dir: string, why: string) =>
  cannotGoOn(dir, why, 'with AUDIT_KEY, then restore the directory from a backup');

/** What says a day file is as it was: its size and time, or null when there is none. */
async function fileStamp(path: string): Promise<string | null> {
  try {
    const { size, mtimeMs } = await stat(path);
    return `${size}:${mtimeMs}`;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
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
  /** Days that are over, read once (finished-days.ts). */
  readonly #finished = new FinishedDays();
  /** Today, read on from where the last read stopped (day-tail.ts). */
  readonly #tail = new DayTail();
  /** Where the chain goes on; null until the first append has read it from the disk. */
  #head: AuditHead | null = null;

  constructor(options: FileAuditLogOptions) {
    this.#dir = options.dir;
    this.#timeZone = options.timeZone;
    this.#now = options.now ?? (() => new Date());
    this.#key = options.key ?? null;
  }

  /**
   * Writes, syncs and removes a small file beside the log (what an append needs of the disk), and
   * holds the log's end to its head, as the next append would: a line or head that does not
   * verify fails it.
   */
  ready(): Promise<void> {
    return this.#serially(async () => {
      const probe = join(this.#dir, '.ready-probe');
      await mkdir(this.#dir, { recursive: true });
      await appendDurably(probe, 'ready\n');
      await rm(probe, { force: true });
      this.#head ??= await this.#recover();
    });
  }

  /** Appends asked for at once go to the disk together (serial.ts's batchRunner). */
  readonly #batched = batchRunner<AuditEntryInput, AuditEntry>(this.#serially, (inputs) =>
    this.#appendAll(inputs),
  );

  append(input: AuditEntryInput): Promise<AuditEntry> {
    return this.#batched(input);
  }

  /**
   * The lines, chained in call order, then one sync of each day file they go to and one new head:
   * each line needs the hash of the one before it, so nothing else appends meanwhile.
   */
  async #appendAll(inputs: readonly AuditEntryInput[]): Promise<AuditEntry[]> {
    try {
      let head = this.#head ?? (await this.#recover());
      const entries: AuditEntry[] = [];
      const texts = new Map<string, string>();
      for (const input of inputs) {
        const at = this.#now();
        const day = auditDay(at, this.#timeZone);
        const entry = chainedEntry(input, head.seq + 1, at, head.hash);
        const { line, link } = await sealedLine(entry, this.#key);
        texts.set(day, `${texts.get(day) ?? ''}${line}\n`);
        const next: AuditHead = { seq: entry.seq, hash: link, day };
        if (head.sealedFrom !== undefined) next.sealedFrom = head.sealedFrom;
        head = next;
        entries.push(entry);
      }
      // Days in order: a batch across midnight ends the earlier file first.
      for (const [day, text] of texts) await appendDurably(join(this.#dir, dayFileName(day)), text);
      await this.#writeHead(head);
      this.#head = head;
      return entries;
    } catch (error) {
      // The lines may or may not be on the disk: read where the chain stands again next time.
      this.#head = null;
      throw error;
    }
  }

  /**
   * Not in the appends' queue: a report read of a busy day takes tens of milliseconds, and every
   * till's write waited behind it (a red team held another till's stamp at 2.5 s with twelve
   * report reads going). A line being written is never read half: only complete lines count.
   */
  async read(query: AuditQuery): Promise<AuditEntry[]> {
    // Only a real day's name reaches the file system: the query comes from a request.
    if (!isAuditDay(query.day)) return [];
    const path = join(this.#dir, dayFileName(query.day));
    const finished = query.day < auditDay(this.#now(), this.#timeZone);
    const stamp = finished ? await fileStamp(path) : null;
    const kept = stamp === null ? null : this.#finished.get(query.day, stamp);
    if (kept) return entriesFor(kept, query);
    const sealedFrom = await this.#sealedFrom();
    if (!finished) return entriesFor(await this.#today(path, query.day, sealedFrom), query);
    const text = await readText(path);
    if (text === null) return [];
    const entries = entriesMatching(completeLines(text), {}, sealCheck(this.#key, sealedFrom));
    return entriesFor(
      stamp === null ? entries : this.#finished.set(query.day, stamp, entries),
      query,
    );
  }

  /** Today's entries: the ones read before, and the complete lines appended since (day-tail.ts). */
  async #today(
    path: string,
    day: string,
    sealedFrom: number | undefined,
  ): Promise<readonly AuditEntry[]> {
    let handle;
    try {
      handle = await open(path, 'r');
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return [];
      throw error;
    }
    try {
      const { size } = await handle.stat();
      const from = this.#tail.from(day, size);
      const bytes = Buffer.alloc(size - from);
      if (bytes.length > 0) await handle.read(bytes, 0, bytes.length, from);
      // Only complete lines: one being written is read next time, from its start.
      const end = bytes.lastIndexOf(0x0a) + 1;
      const lines = completeLines(bytes.subarray(0, end).toString('utf8'));
      const entries = entriesMatching(lines, {}, sealCheck(this.#key, sealedFrom));
      return this.#tail.add(day, entries, from + end);
    } finally {
      await handle.close();
    }
  }

  /**
   * Where lines begin to carry their own MAC, from the head this log holds, or else from the head
   * file, checked with the key: a head rewritten to move it would let a forged line count.
   */
  async #sealedFrom(): Promise<number | undefined> {
    if (this.#head) return this.#head.sealedFrom;
    const key = this.#key;
    if (!key) return undefined;
    const text = await readText(join(this.#dir, HEAD_FILE_NAME));
    if (text === null) return 1;
    const head = parseAuditHead(text);
    if (!head) throw stopped(this.#dir, `${HEAD_FILE_NAME} is unreadable.`);
    const problem = await headProblem(head, key, HEAD_FILE_NAME);
    if (problem !== null) throw stopped(this.#dir, problem);
    return head.sealedFrom ?? head.seq + 1;
  }

  /** Temporary file, datasync, rename: a crash leaves the old head or the new, never half of one. */
  async #writeHead(unsigned: AuditHead): Promise<void> {
    const { seq, hash, day, sealedFrom } = unsigned;
    const head: AuditHead =
      sealedFrom === undefined ? { seq, hash, day } : { seq, hash, day, sealedFrom };
    if (this.#key) head.mac = await headMac(this.#key, head);
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

  /** Where the chain goes on, or why it cannot (chain-end.ts); a line taken over gets its head. */
  async #recover(): Promise<AuditHead> {
    await mkdir(this.#dir, { recursive: true });
    const headText = await readText(join(this.#dir, HEAD_FILE_NAME));
    const head = headText === null ? null : (parseAuditHead(headText) ?? 'unreadable');
    const last = await this.#lastLine();
    const end = await chainEnd({
      head,
      last,
      key: this.#key,
      takesOver: true,
      headName: HEAD_FILE_NAME,
    });
    if (end.kind === 'stop') throw stopped(this.#dir, end.why);
    if (end.kind === 'take-over') await this.#writeHead(end.head);
    return end.head;
  }

  /**
   * The last complete line of the latest day file that has one that can be read. A line cut short
   * by a crash is closed with a line break first, so the next line starts on a line of its own;
   * it was never acknowledged, so it is passed over here, and verify reports it.
   */
  async #lastLine(): Promise<LastLine | null> {
    const days = (await readdir(this.#dir))
      .map(dayOfFileName)
      .filter((day) => day !== null)
      .sort()
      .reverse();
    for (const day of days) {
      const path = join(this.#dir, dayFileName(day));
      const text = (await readText(path)) ?? '';
      if (text !== '' && !text.endsWith('\n')) await appendDurably(path, '\n');
      for (const line of completeLines(text).reverse()) {
        const parsed = parseAuditLine(line);
        if (!parsed.ok) continue;
        const { seq, prev } = parsed.entry;
        return { seq, prev, line, day, where: dayFileName(day) };
      }
    }
    return null;
  }
}
