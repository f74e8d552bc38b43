// @vitest-environment node
import type { ReportRow } from '../../lib/report/day-report';
import { reportRow } from '../../test/report';
import { REPORT_CSV_COLUMNS, reportCsv, type ReportCsvWords } from './report-csv';

const WORDS: ReportCsvWords = {
  headings: Object.fromEntries(REPORT_CSV_COLUMNS.map((column) => [column, column])) as never,
  operation: (operation) => `op:${operation}`,
  outcome: (outcome) => `out:${outcome}`,
  discountType: (type) => `type:${type}`,
};

const row = (patch: Partial<ReportRow>): ReportRow =>
  reportRow(1, { time: '2026-11-21T01:30:05.000Z', ...patch });

describe('the day report as CSV', () => {
  it('starts with a byte-order mark, ends each line with CRLF, one line per write', () => {
    const csv = reportCsv(
      [
        row({ facts: { discount: { type: 'rate', value: 15, currency: null } } }),
        row({
          seq: 2,
          operation: 'stampAdd',
          target: '274',
          facts: { stamps: { before: 3, after: 4 } },
        }),
      ],
      WORDS,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines).toEqual([
      REPORT_CSV_COLUMNS.join(','),
      // The service's wall clock (10:30 in Seoul), figures bare.
      '1,2026-11-21 10:30:05,Till 1,Minji,op:couponRedeem,PERCENT15,out:ok,type:rate,15,,,,',
      '2,2026-11-21 10:30:05,Till 1,Minji,op:stampAdd,274,out:ok,,,,3,4,',
      '',
    ]);
  });

  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['  =1', "'  =1"],
    ['Kim, Hana', '"Kim, Hana"'],
    ['김하나', '김하나'],
  ])('writes a name %s as text that never runs: %s', (name, cell) => {
    const csv = reportCsv([row({ person: name, till: name, target: name })], WORDS);
    const line = csv.slice(1).split('\r\n')[1] ?? '';
    expect(line).toBe(`1,2026-11-21 10:30:05,${cell},${cell},op:couponRedeem,${cell},out:ok,,,,,,`);
  });

  it('keeps a write with no till, person or facts as empty cells, and its detail', () => {
    const csv = reportCsv(
      [row({ till: null, person: null, target: null, detail: 'code 1002', outcome: 'refused' })],
      WORDS,
    );
    expect(csv.slice(1).split('\r\n')[1]).toBe(
      '1,2026-11-21 10:30:05,,,op:couponRedeem,,out:refused,,,,,,code 1002',
    );
  });
});

describe('what the CSV says a write gave, and the codes it names', () => {
  const cellsOf = (csv: string) => (csv.slice(1).split('\r\n')[1] ?? '').split(',');
  const at = (column: (typeof REPORT_CSV_COLUMNS)[number]) => REPORT_CSV_COLUMNS.indexOf(column);

  it.each<[ReportRow['outcome'], string[]]>([
    ['ok', ['type:rate', '50', '']],
    ['unknown', ['type:rate', '50', '']],
    // A refused or failed redeem gave nothing: summed, the column is what was given.
    ['refused', ['', '', '']],
    ['failed', ['', '', '']],
  ])('a redeem that ended %s: discount cells %j', (outcome, cells) => {
    const csv = reportCsv(
      [row({ outcome, facts: { discount: { type: 'rate', value: 50, currency: null } } })],
      WORDS,
    );
    const line = cellsOf(csv);
    expect([line[at('discountType')], line[at('discountValue')], line[at('currency')]]).toEqual(
      cells,
    );
  });

  it('a refused stamp gave no stamps either', () => {
    const csv = reportCsv(
      [
        row({
          operation: 'stampAdd',
          target: '274',
          outcome: 'refused',
          facts: { stamps: { before: 3, after: 4 } },
        }),
      ],
      WORDS,
    );
    const line = cellsOf(csv);
    expect([line[at('stampsBefore')], line[at('stampsAfter')]]).toEqual(['', '']);
  });

  it.each([
    ['1234567890123456', "'1234567890123456"],
    ['00012345', "'00012345"],
    ['PERCENT15', 'PERCENT15'],
  ])('a coupon number %s is written as %s, so a spreadsheet keeps every digit', (code, cell) => {
    const line = cellsOf(reportCsv([row({ target: code })], WORDS));
    expect(line[at('target')]).toBe(cell);
  });

  it('a card number stays a bare number', () => {
    const line = cellsOf(reportCsv([row({ operation: 'stampAdd', target: '274' })], WORDS));
    expect(line[at('target')]).toBe('274');
  });
});
