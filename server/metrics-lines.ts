import type { AuditEntryInput } from './audit/types';

/**
 * What an audit line says for the figures staff and the owner must look at (metrics.ts): a write
 * refused before it was sent, which did nothing, or one whose outcome is not known, which may
 * have landed. Pure, with a table test; the line's words are the audit log's own (audit/note.ts).
 */
export function figureOfAuditLine(
  entry: Pick<AuditEntryInput, 'outcome' | 'detail'>,
): 'refused-unsent' | 'not-sure' | null {
  if (entry.outcome === 'unknown') return 'not-sure';
  if (entry.outcome === 'sending') return null;
  if (entry.detail?.startsWith('not sent:')) return 'refused-unsent';
  return null;
}
