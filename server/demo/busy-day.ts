import { factsProblems, isRecord } from '../audit/facts';
import { AUDIT_OUTCOMES } from '../audit/line';
import type { AuditEntryInput, AuditLineOutcome } from '../audit/types';

/**
 * A busy day for the demo shop's log (decision 0027): writes of other tills and people, as a
 * shop's day has them, added to this browser's log so the day report can be tried (and the
 * journeys can lay it out) with more than the one demo till. Only the demo's server has this;
 * each line is appended, chained and sealed by the log itself, at the shop's time.
 */

/** Lines at most in one call: a day, not a flood. */
export const MAX_DAY_LINES = 500;
const MAX_TEXT = 80;
const WRITES = ['couponRedeem', 'couponCreate', 'stampAdd', 'stampRemove', 'stampReward'];

export type DayLine = Pick<
  AuditEntryInput,
  'device' | 'staff' | 'operation' | 'target' | 'outcome' | 'facts'
>;

function text(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT;
}

/** One line as sent, or what is wrong with it (the line's number first). */
function checkLine(value: unknown, index: number): DayLine | string {
  const at = `Line ${index + 1}`;
  if (!isRecord(value)) return `${at} is not an object.`;
  const { till, person, operation, target, outcome, facts } = value;
  if (!text(till)) return `${at}: till must be a name of 1–${MAX_TEXT} characters.`;
  if (!text(person)) return `${at}: person must be a name of 1–${MAX_TEXT} characters.`;
  if (typeof operation !== 'string' || !WRITES.includes(operation))
    return `${at}: operation must be one of ${WRITES.join(', ')}.`;
  if (!text(target)) return `${at}: target must be a code of 1–${MAX_TEXT} characters.`;
  if (!AUDIT_OUTCOMES.includes(outcome as AuditLineOutcome) || outcome === 'sending')
    return `${at}: outcome must be ok, refused, failed or unknown.`;
  if (facts !== undefined) {
    const problems = factsProblems(facts);
    if (problems.length > 0) return `${at}: ${problems.join('; ')}.`;
  }
  return {
    device: till,
    staff: person,
    operation,
    target,
    outcome: outcome as AuditLineOutcome,
    ...(facts === undefined ? {} : { facts: facts as DayLine['facts'] }),
  };
}

/** The lines of a busy day as sent, or the first thing wrong with them. */
export function checkDayLines(value: unknown): { lines: DayLine[] } | { problem: string } {
  if (!Array.isArray(value)) return { problem: 'Send a list of writes.' };
  if (value.length === 0 || value.length > MAX_DAY_LINES)
    return { problem: `Send 1–${MAX_DAY_LINES} writes.` };
  const lines: DayLine[] = [];
  for (const [index, item] of value.entries()) {
    const line = checkLine(item, index);
    if (typeof line === 'string') return { problem: line };
    lines.push(line);
  }
  return { lines };
}
