/**
 * The audit log's shapes, shared by the log itself, the routes that write it, the owner's screen
 * that reads it and the verify tool. Types only: nothing here runs, so the browser can import it.
 */

/** How a request ended: done, refused by us or the service, failed, or not known (a timeout). */
export type AuditOutcome = 'ok' | 'refused' | 'failed' | 'unknown';

/**
 * A line's outcome: how a request ended, or `sending`, the intent line a write to the service
 * leaves before it is sent (decision 0021); the outcome line that follows has its requestId.
 */
export type AuditLineOutcome = AuditOutcome | 'sending';

/** What a caller knows about one thing that happened. */ import type { AuditFacts } from './facts';

export interface AuditEntryInput {
  /** From the request, so a line can be matched with the server's other records. */
  requestId: string;
  /** The device's name (its id in parentheses is fine: the caller passes one string). */
  device: string | null;
  /** The staff member's name. */
  staff: string | null;
  /** 'counter' | 'marketing' | 'owner', or null before anyone unlocked. */
  role: string | null;
  /** e.g. 'pair', 'unlock', 'lock', 'couponRedeem', 'stampAdd', 'couponCreate', 'unlockRefused'. */
  operation: string;
  /** e.g. a coupon number, a stamp card's idx, a created coupon's code. */
  target: string | null;
  outcome: AuditLineOutcome;
  /** A short reason: 'wrong PIN', 'HTTP 429', 'code 1002'. */
  detail?: string;
  /** What a write gave, for the day report: a redeem's discount, a stamp write's counts. */
  facts?: AuditFacts;
}

/** A line of the log: what the caller said, and what the log adds to chain it to the one before. */
export interface AuditEntry extends AuditEntryInput {
  /** 1, 2, 3… across all days; never restarts. */
  seq: number;
  /** UTC, ISO 8601 with milliseconds: 2026-11-22T07:01:02.345Z. */
  time: string;
  /** Hex SHA-256 of the previous line's exact text; 64 zeros for the first line ever. */
  prev: string;
}

export interface AuditQuery {
  /** YYYY-MM-DD, a day of the service's calendar (its time zone, not UTC). */
  day: string;
  /** Exact match. */
  staff?: string;
  /** Exact match. */
  operation?: string;
}

export interface AuditLog {
  /** Resolves only after the line is durably on disk (fdatasync) — callers await this before answering a write. */
  append(entry: AuditEntryInput): Promise<AuditEntry>;
  /** The day's entries that match, oldest first. */
  read(query: AuditQuery): Promise<AuditEntry[]>;
  /**
   * Resolves when a line could be written now, throws when it could not (the directory gone or
   * read-only, the disk full). Asked before a write is sent while appends are failing; a log
   * without it is taken as always writable.
   */
  ready?(): Promise<void>;
}
