import { factsProblems, orderedFacts } from './facts';
import type { AuditEntry, AuditEntryInput, AuditOutcome } from './types';

/**
 * One line of the audit log as text, and the chain that ties each line to the one before: the
 * format every implementation writes and the verify tool reads. Web Crypto only (no Node module),
 * so the in-memory log, the file log and the verify tool all hash the same way.
 */

/** The `prev` of the first line ever: there is no line before it. */
export const GENESIS_HASH = '0'.repeat(64);

export const AUDIT_OUTCOMES: readonly AuditOutcome[] = ['ok', 'refused', 'failed', 'unknown'];

/**
 * The entry as one line of JSON, keys always in this order, no line break (JSON escapes those
 * inside strings). The hash covers this exact text, so the order is part of the format: verify
 * checks that every line is written exactly this way.
 */
export function auditLine(entry: AuditEntry): string {
  const ordered = {
    seq: entry.seq,
    time: entry.time,
    prev: entry.prev,
    requestId: entry.requestId,
    device: entry.device,
    staff: entry.staff,
    role: entry.role,
    operation: entry.operation,
    target: entry.target,
    outcome: entry.outcome,
    // Left out when absent (JSON.stringify drops undefined), never written as null.
    detail: entry.detail,
    facts: entry.facts === undefined ? undefined : orderedFacts(entry.facts),
  };
  return JSON.stringify(ordered);
}

/** The entry with the log's own fields added, and only the fields an entry has. */
export function chainedEntry(
  input: AuditEntryInput,
  seq: number,
  time: Date,
  prev: string,
): AuditEntry {
  const entry: AuditEntry = {
    seq,
    time: time.toISOString(),
    prev,
    requestId: input.requestId,
    device: input.device,
    staff: input.staff,
    role: input.role,
    operation: input.operation,
    target: input.target,
    outcome: input.outcome,
  };
  if (input.detail !== undefined) entry.detail = input.detail;
  if (input.facts !== undefined) entry.facts = orderedFacts(input.facts);
  return entry;
}

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Hex SHA-256 of the line's UTF-8 text (without its line break): the link of an unkeyed log. */
export async function lineHash(line: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(line)));
}

/**
 * The audit log's key (AUDIT_KEY) as an HMAC-SHA-256 key. With it, each line's `prev` (and the
 * head's `hash`) is the HMAC of the line before, not its plain hash: someone who can write the
 * log's directory but does not hold the key cannot re-chain an edited log, nor cut its end and
 * write a new head that verifies (issue 22). Web Crypto, so every runtime computes the same.
 */
export type AuditKey = CryptoKey;

export function auditKeyFrom(secret: string): Promise<AuditKey> {
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
}

/** Hex HMAC-SHA-256 of the line's UTF-8 text under the log's key. */
export async function lineMac(key: AuditKey, line: string): Promise<string> {
  return hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(line)));
}

/** The link the next line carries as `prev`: keyed when the log has a key. */
export function lineLink(line: string, key: AuditKey | null | undefined): Promise<string> {
  return key ? lineMac(key, line) : lineHash(line);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The service's calendar day of an instant, YYYY-MM-DD: the day the shop and the service call it,
 * whatever zone the server's machine is set to. A day file holds the lines of one such day.
 */
export function auditDay(at: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(at)) part[type] = value;
  return `${part.year}-${part.month}-${part.day}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as the log names its files. Anything else names no file (a query cannot reach a path). */
export function isAuditDay(text: string): boolean {
  return DAY.test(text);
}

export function dayFileName(day: string): string {
  return `audit-${day}.jsonl`;
}

const DAY_FILE = /^audit-(\d{4}-\d{2}-\d{2})\.jsonl$/;

/** The day of a day file's name, or null for any other file (the head, a temporary file). */
export function dayOfFileName(name: string): string | null {
  return DAY_FILE.exec(name)?.[1] ?? null;
}

const HEX64 = /^[0-9a-f]{64}$/;

/** `{ seq, hash, day }` of the last line written: rewritten whole after every append. */
export const HEAD_FILE_NAME = 'audit-head.json';

export interface AuditHead {
  seq: number;
  hash: string;
  /** The day file the line is in. */
  day: string;
  /**
   * HMAC under AUDIT_KEY of the three above, apart from every line's link (its input starts with
   * "audit-head"): a line's `prev` is the link of the line before it, exactly what a head for that
   * line would name, so without this anyone could cut the log and write a head for the new end
   * from the next line's `prev`. Absent in a head written before the log had a key.
   */
  mac?: string;
}

/** The head's own MAC under the log's key. */
export function headMac(
  key: AuditKey,
  head: Pick<AuditHead, 'seq' | 'hash' | 'day'>,
): Promise<string> {
  return lineMac(key, `audit-head\n${head.seq}\n${head.day}\n${head.hash}`);
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
  const { seq, hash, day, mac } = value as Record<string, unknown>;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1) return null;
  if (typeof hash !== 'string' || !HEX64.test(hash)) return null;
  if (typeof day !== 'string' || !isAuditDay(day)) return null;
  if (mac !== undefined && (typeof mac !== 'string' || !HEX64.test(mac))) return null;
  return mac === undefined ? { seq, hash, day } : { seq, hash, day, mac };
}

const ISO_UTC_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** A `time` as the log writes it: UTC, with milliseconds, and a real instant. */
export function isAuditTime(value: unknown): value is string {
  return typeof value === 'string' && ISO_UTC_MS.test(value) && !Number.isNaN(Date.parse(value));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

export type ParsedLine =
  { ok: true; entry: AuditEntry; problems: string[] } | { ok: false; problem: string };

/**
 * Reads a line back. A line that is not JSON, or has no usable `seq` and `prev`, cannot take part
 * in the chain (`ok: false`). One that can, but whose other fields are wrong or that is not
 * written exactly as `auditLine` writes it, comes back with `problems`: our code never writes such
 * a line, so someone else did.
 */
export function parseAuditLine(line: string): ParsedLine {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { ok: false, problem: 'not a line of JSON' };
  }
  if (!isObject(value)) return { ok: false, problem: 'not a JSON object' };
  const { seq, prev } = value;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq < 1) {
    return { ok: false, problem: 'no seq (a whole number from 1)' };
  }
  if (typeof prev !== 'string' || !HEX64.test(prev)) {
    return { ok: false, problem: 'no prev (64 hex digits)' };
  }
  const problems: string[] = [];
  const { time, requestId, device, staff, role, operation, target, outcome, detail, facts } = value;
  if (!isAuditTime(time)) {
    problems.push('time is not a UTC time with milliseconds');
  }
  if (typeof requestId !== 'string') problems.push('requestId is not text');
  if (!isStringOrNull(device)) problems.push('device is neither text nor null');
  if (!isStringOrNull(staff)) problems.push('staff is neither text nor null');
  if (!isStringOrNull(role)) problems.push('role is neither text nor null');
  if (typeof operation !== 'string') problems.push('operation is not text');
  if (!isStringOrNull(target)) problems.push('target is neither text nor null');
  const knownOutcome = AUDIT_OUTCOMES.find((candidate) => candidate === outcome);
  if (knownOutcome === undefined) {
    const written = outcome === undefined ? 'missing' : JSON.stringify(outcome);
    problems.push(`outcome ${written} is not one of ${AUDIT_OUTCOMES.join(', ')}`);
  }
  if (detail !== undefined && typeof detail !== 'string') problems.push('detail is not text');
  if (facts !== undefined) problems.push(...factsProblems(facts));
  const entry = value as unknown as AuditEntry;
  if (problems.length === 0 && auditLine(entry) !== line) {
    problems.push('not written the way the log writes its lines (fields, order or spacing differ)');
  }
  return { ok: true, entry, problems };
}
