import type { ClickScope } from '../../api/statistics';
import { csvFile, csvLine, csvTextCell } from '../../lib/csv';

/*
 * The day's clicks as a CSV file that opens cleanly in a spreadsheet, with the same
 * numbers as the table. The screen translates every label first; this only writes the file.
 */

export interface ClicksCsvInput {
  /**
   * Header lines' labels and values, already translated: e.g. [['Scope', 'Link spring-sale on
   * https://vvd.bz'], ['Date', '2026-11-21'], ['Time zone', 'KST, UTC+9']].
   */
  meta: readonly (readonly [string, string])[];
  /**
   * Column titles, already translated: hour, clicks, unique visitors, and when comparing: the
   * earlier day's clicks and the change.
   */
  columns: readonly string[];
  /**
   * One row per hour: its labels (the hour, e.g. '14:00–15:00'; a range's rows also the date),
   * then numbers (null → empty cell).
   */
  rows: readonly (readonly (string | number | null)[])[];
}

/**
 * Numbers are ours, never typed by anyone: written bare, so a change of -3 stays a number the
 * spreadsheet can sum. Null (an hour not started, a comparison missing) is an empty cell; so is
 * a non-finite number, which would otherwise print as the text "NaN".
 */
function numberCell(value: number | null): string {
  return value === null || !Number.isFinite(value) ? '' : String(value);
}

export function clicksCsv(input: ClicksCsvInput): string {
  const lines = [
    ...input.meta.map(([label, value]) => csvLine([csvTextCell(label), csvTextCell(value)])),
    '',
    csvLine(input.columns.map(csvTextCell)),
    ...input.rows.map((cells) =>
      csvLine(
        cells.map((cell) => (typeof cell === 'string' ? csvTextCell(cell) : numberCell(cell))),
      ),
    ),
  ];
  return csvFile(lines);
}

// The scope part's limit, in UTF-8 bytes: most file systems cap a name at 255 bytes, and a Korean
// letter takes three.
const MAX_SCOPE_BYTES = 120;

/**
 * Only letters and digits of any script (Korean link IDs stay readable), combining marks, and
 * - _ . survive; everything else becomes a dash. An allow-list rather than a block-list: it drops
 * path separators, the characters Windows forbids (\ / : * ? " < > |), quotes, control and
 * invisible format characters (a right-to-left override could make "csv.exe" read "exe.csv").
 */
function fileNamePart(text: string): string {
  const cleaned = text
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}._-]+/gu, '-')
    .replace(/-{2,}/g, '-')
    // Windows drops a trailing dot; a leading one hides the file on macOS and Linux.
    .replace(/^[-.]+|[-.]+$/g, '');
  const encoder = new TextEncoder();
  let bytes = 0;
  let capped = '';
  for (const character of cleaned) {
    bytes += encoder.encode(character).length;
    if (bytes > MAX_SCOPE_BYTES) break;
    capped += character;
  }
  return capped.replace(/[-.]+$/, '');
}

/**
 * 'clicks-2026-11-21-spring-sale.csv' ('clicks-2026-11-15-2026-11-28-…' for a range); the scope
 * part is left out when nothing of it is safe.
 */
export function clicksCsvFileName(parts: { scope: string; ymd: string }): string {
  const name = ['clicks', fileNamePart(parts.ymd), fileNamePart(parts.scope)]
    .filter((part) => part !== '')
    .join('-');
  return `${name}.csv`;
}

/** The scope's part of a file name: the link ID, 'group-3' or 'account'. */
export function csvScopePart(scope: ClickScope): string {
  if (scope.kind === 'link') return scope.linkId;
  return scope.kind === 'group' ? `group-${scope.grpIdx}` : 'account';
}
