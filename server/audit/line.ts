import { factsProblems, orderedFacts } from './facts';
import type { AuditEntry, AuditEntryInput, AuditLineOutcome } from './types';

/**
 * One line of the audit log as text, and the chain that ties each line to the one before: the
 * format every implementation writes and the verify tool reads. Web Crypto only (no Node module),
 * so the in-memory log, the file log and the verify tool all hash the same way.
 */

/** The `prev` of the first line ever: there is no line before it. */
export const GENESIS_HASH = '0'.repeat(64);

export const AUDIT_OUTCOMES: readonly AuditLineOutcome[] = [
  'ok',
  'refused',
  'failed',
  'unknown',
  'sending',
];

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
 * write a new head that verifies (decision 0013). Web Crypto, so every runtime computes the same.
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

/**
 * A keyed line carries its own MAC as its last field, `"mac"`: the HMAC under the log's key of the
 * line without it (decision 0021). The next line's `prev` vouches for a line only once there is a
 * next line; its own MAC vouches for it at once, so the log never takes into its record a line
 * written by someone without the key (a forged last line the head's hash, shown in clear, would
 * otherwise fit). Nothing else can end a line this way: a quote inside a JSON string is escaped.
 */
const SEAL = /,"mac":"([0-9a-f]{64})"\}$/;

/** The line without its MAC (what the MAC and the chain cover), and the MAC, if it has one. */
export function unsealed(line: string): { body: string; mac: string | null } {
  const found = SEAL.exec(line);
  if (!found) return { body: line, mac: null };
  return { body: `${line.slice(0, found.index)}}`, mac: found[1] ?? null };
}

/**
 * The link the next line carries as `prev`: the HMAC of the line's body when the log has a key
 * (which is its MAC, for a line that carries one), else its plain SHA-256.
 */
export function lineLink(line: string, key: AuditKey | null | undefined): Promise<string> {
  const { body } = unsealed(line);
  return key ? lineMac(key, body) : lineHash(body);
}

/** The entry as the log writes it: with its MAC when the log has a key, and its link. */
export async function sealedLine(
  entry: AuditEntry,
  key: AuditKey | null | undefined,
): Promise<{ line: string; link: string }> {
  const body = auditLine(entry);
  if (!key) return { line: body, link: await lineHash(body) };
  const mac = await lineMac(key, body);
  return { line: `${body.slice(0, -1)},"mac":"${mac}"}`, link: mac };
}

/** Whether the line carries a MAC, and it is the one the key gives its body. */
export async function isSealed(line: string, key: AuditKey): Promise<boolean> {
  const { body, mac } = unsealed(line);
  return mac !== null && mac === (await lineMac(key, body));
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

/**
 * A day as the log names its files, and one the calendar has (not 2026-02-30, which Date would
 * roll over to 2 March). Anything else names no file (a query cannot reach a path).
 */
export function isAuditDay(text: string): boolean {
  if (!DAY.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}

export function dayFileName(day: string): string {
  return `audit-${day}.jsonl`;
}

const DAY_FILE = /^audit-(\d{4}-\d{2}-\d{2})\.jsonl$/;

/** The day of a day file's name, or null for any other file (the head, a temporary file). */
export function dayOfFileName(name: string): string | null {
  return DAY_FILE.exec(name)?.[1] ?? null;
}

/** 64 hex digits: a hash or a MAC as the log writes them. */
export const HEX64 = /^[0-9a-f]{64}$/;

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
  // The MAC, if any, is checked by whoever holds the key; the line's own fields are the body's.
  const { body } = unsealed(line);
  let value: unknown;
  try {
    value = JSON.parse(body);
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
  if (problems.length === 0 && auditLine(entry) !== body) {
    problems.push('not written the way the log writes its lines (fields, order or spacing differ)');
  }
  return { ok: true, entry, problems };
}
