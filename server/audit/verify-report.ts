/**
 * What a check of the audit log finds, and how the verify tool says it: each problem at a file
 * and line, and the summary the tool prints.
 */

export interface AuditProblem {
  file: string;
  /** 1-based; 0 when the problem is with the file as a whole (a missing head or day file). */
  line: number;
  problem: string;
}

export interface AuditVerifyResult {
  ok: boolean;
  /** Lines in the day files, readable or not. */
  lines: number;
  /** Day files. */
  files: number;
  problems: AuditProblem[];
}

/** Notes a problem at a line (line 0: with the file as a whole). */
export type Report = (at: { file: string; line: number }, problem: string) => void;

export function plural(count: number, one: string): string {
  return `${count} ${one}${count === 1 ? '' : 's'}`;
}

/** What the verify tool prints: one line when all is well, else a line for each problem. */
export function describeAuditVerify(result: AuditVerifyResult, dir: string): string[] {
  const size = `${plural(result.lines, 'line')} in ${plural(result.files, 'file')}`;
  if (result.ok) return [`Audit log intact: ${size}.`];
  return [
    `Audit log in ${dir}: ${plural(result.problems.length, 'problem')} (${size}).`,
    ...result.problems.map(
      ({ file, line, problem }) => `${file}${line > 0 ? ` line ${line}` : ''}: ${problem}`,
    ),
  ];
}
