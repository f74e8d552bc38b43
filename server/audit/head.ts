import { type AuditKey, HEX64, isAuditDay, lineMac } from './line';

/**
 * The head: the log's record of its last line, rewritten whole after every append (a file beside
 * the day files, or a row), and signed with the log's key so that a log cut at its end, or given a
 * new end, shows.
 */

/** `{ seq, hash, day }` of the last line written: rewritten whole after every append. */
export const HEAD_FILE_NAME = 'audit-head.json';

export interface AuditHead {
  seq: number;
  hash: string;
  /** The day file the line is in. */
  day: string;
  /**
   * The first seq of the lines that carry their own MAC: from it on, a line counts only when its
   * MAC verifies. Lines before it were written before lines carried one, and are vouched for by
   * the chain alone. Absent in a head written before then.
   */
  sealedFrom?: number;
  /**
   * HMAC under AUDIT_KEY of the fields above, apart from every line's link (its input starts with
   * "audit-head"): a line's `prev` is the link of the line before it, exactly what a head for that
   * line would name, so without this anyone could cut the log and write a head for the new end
   * from the next line's `prev`. Absent in a head written before the log had a key.
   */
  mac?: string;
}

/** The head's own MAC under the log's key. */
export function headMac(
  key: AuditKey,
  head: Pick<AuditHead, 'seq' | 'hash' | 'day' | 'sealedFrom'>,
): Promise<string> {
  const sealed = head.sealedFrom === undefined ? '' : `\n${head.sealedFrom}`;
  return lineMac(key, `audit-head\n${head.seq}\n${head.day}\n${head.hash}${sealed}`);
}

/** The head file's `{ seq, hash, day }`, or null when it is not that. */
export function parseAuditHead(text: string): AuditHead | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { seq, hash, day, sealedFrom, mac } = value as Record<string, unknown>;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1) return null;
  if (typeof hash !== 'string' || !HEX64.test(hash)) return null;
  if (typeof day !== 'string' || !isAuditDay(day)) return null;
  const sealedOk =
    sealedFrom === undefined ||
    (typeof sealedFrom === 'number' &&
      Number.isSafeInteger(sealedFrom) &&
      sealedFrom >= 1 &&
      sealedFrom <= seq + 1);
  if (!sealedOk) return null;
  if (mac !== undefined && (typeof mac !== 'string' || !HEX64.test(mac))) return null;
  const head: AuditHead = { seq, hash, day };
  if (sealedFrom !== undefined) head.sealedFrom = sealedFrom;
  if (mac !== undefined) head.mac = mac;
  return head;
}

/**
 * Why a head cannot be trusted with this key, or null: signed with another key (or none, when it
 * names lines that carry MACs). A head from before the log had a key carries no MAC and is taken.
 */
export async function headProblem(
  head: AuditHead,
  key: AuditKey | null,
  headName: string,
): Promise<string | null> {
  if (!key) return null;
  if (head.mac !== undefined && head.mac !== (await headMac(key, head))) {
    return `${headName} was not written with this AUDIT_KEY.`;
  }
  if (head.mac === undefined && head.sealedFrom !== undefined) {
    return `${headName} names lines with MACs but carries none of its own.`;
  }
  return null;
}
