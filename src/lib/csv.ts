/*
 * CSV files that open cleanly in a spreadsheet: Korean intact, one row per line, and no cell that
 * the spreadsheet would run as a formula. The clicks file and the audit file are written with
 * these; each decides its own rows.
 */

/** Excel reads a CSV without a byte-order mark in the system's code page, garbling Korean. */
const BYTE_ORDER_MARK = '\uFEFF';
/** RFC 4180's line break; Excel on Windows expects it too. */
const CRLF = '\r\n';

/*
 * OWASP "CSV Injection": a spreadsheet reads a cell starting with = + - @ (or a tab or CR before
 * one) as a formula, so a link ID such as =HYPERLINK(...) would run when the file is opened. A
 * leading single quote makes the spreadsheet take the cell as text. Also caught: NUL (OWASP ASVS
 * lists it) and a sign after leading spaces, which a spreadsheet that trims cells on import
 * (LibreOffice's "Trim spaces") would otherwise see first.
 */
const FORMULA_START = /^(?:[\t\r\0]|\s*[=+\-@])/;

/** A cell of text anyone may have typed: neutralised if it could be a formula, quoted if needed. */
export function csvTextCell(text: string): string {
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  // RFC 4180: a cell holding a comma, a quote or a line break is quoted, its quotes doubled.
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/*
 * A spreadsheet reads a cell that looks like a number as one: a coupon number of digits
 * (1234567890123456) becomes 1.23457E+15 and loses its last digit, and leading zeros go. Such a
 * code is written with the same leading quote as a neutralised formula, so it stays as typed.
 */
const NUMBER_LIKE = /^\s*[+-]?(?:\d[\d,]*(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?\s*$/;

/** A code (a coupon number) that must stay text in a spreadsheet, digits and all. */
export function csvCodeCell(code: string): string {
  return csvTextCell(NUMBER_LIKE.test(code) ? `'${code}` : code);
}

/** One row of cells already written with `csvTextCell` (or numbers of our own). */
export function csvLine(cells: readonly string[]): string {
  return cells.join(',');
}

/** The file: a byte-order mark, then the lines, each ending with CRLF. */
export function csvFile(lines: readonly string[]): string {
  // The last row ends with a line break too, as RFC 4180 allows and most tools write.
  return BYTE_ORDER_MARK + lines.join(CRLF) + CRLF;
}

/**
 * "audit-log-2026-11-21-Hana.csv": the parts given (empty ones left out), each as letters and
 * digits of any script with the rest as "-", so every file system takes the name.
 */
export function csvFileName(parts: readonly (string | null | undefined)[]): string {
  const safe = parts
    .filter((part): part is string => Boolean(part))
    .map((part) =>
      part
        .normalize('NFC')
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 40),
    )
    .filter(Boolean);
  return `${safe.join('-')}.csv`;
}

/** Hands a CSV file to the browser as a download named `fileName`. */
export function downloadCsvFile(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the file over: the download has its own copy by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
