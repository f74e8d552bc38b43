import {
  isCount,
  type WriteDiscount,
  type WriteFacts,
  type WriteStamps,
} from '../../src/lib/report/write-facts';

/**
 * What a write's audit line says about what it gave, for the day report (decision 0021): the facts
 * themselves and how they are read from the service's answers are the app's
 * (src/lib/report/write-facts.ts, shared with the demo's record); here, the line's key order and
 * the verify tool's check of a line read back. Nothing secret (tested).
 */
export { discountFacts, stampFacts, type StampChange } from '../../src/lib/report/write-facts';
export type AuditDiscount = WriteDiscount;
export type AuditStamps = WriteStamps;
export type AuditFacts = WriteFacts;

/** A plain object (not null, not an array): what a JSON line's nested facts must be. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The facts with their keys in the line's order, and only the keys they have. */
export function orderedFacts(facts: AuditFacts): AuditFacts {
  const ordered: AuditFacts = {};
  if (facts.discount) {
    const { type, value, currency } = facts.discount;
    ordered.discount = { type, value, currency };
  }
  if (facts.stamps) {
    const { before, after } = facts.stamps;
    ordered.stamps = { before, after };
  }
  if (facts.calls !== undefined) ordered.calls = facts.calls;
  return ordered;
}

/** What is wrong with a line's `facts`, read back: empty when nothing is. */
export function factsProblems(value: unknown): string[] {
  if (!isRecord(value)) return ['facts is not an object'];
  const problems: string[] = [];
  for (const key of Object.keys(value)) {
    if (key !== 'discount' && key !== 'stamps' && key !== 'calls')
      problems.push(`facts.${key} is not a fact we write`);
  }
  const { discount, stamps } = value;
  if (discount !== undefined) {
    if (
      !isRecord(discount) ||
      !['rate', 'amount', 'other'].includes(String(discount.type)) ||
      typeof discount.value !== 'number' ||
      !Number.isFinite(discount.value) ||
      !(discount.currency === null || typeof discount.currency === 'string')
    ) {
      problems.push('facts.discount is not a type, a value and a currency');
    }
  }
  if (
    stamps !== undefined &&
    !(isRecord(stamps) && isCount(stamps.before) && isCount(stamps.after))
  ) {
    problems.push('facts.stamps is not two counts (before, after)');
  }
  if (value.calls !== undefined && !(isCount(value.calls) && Number(value.calls) > 0)) {
    problems.push('facts.calls is not a count of calls');
  }
  return problems;
}
