// @vitest-environment node
import type { AuditEntry } from '../../server/audit/types';
import { auditCsv } from './audit-csv';

// Every field of the server's line but `facts` (a write's discount or stamp counts): the day
// report reads those; the log's file keeps the line's own fields.
const HEADINGS: Record<Exclude<keyof AuditEntry, 'facts'>, string> = {
  seq: 'No.',
  time: 'Time (UTC)',
  staff: 'Staff',
  role: 'Role',
  device: 'Device',
  operation: 'Operation',
  target: 'Target',
  outcome: 'Outcome',
  detail: 'Detail',
  requestId: 'Request',
  prev: 'Previous line hash',
};

const ENTRY: AuditEntry = {
  seq: 7,
  time: '2026-11-22T07:01:02.345Z',
  prev: 'a'.repeat(64),
  requestId: 'req-7',
  device: 'Till 1 (d-01)',
  staff: 'Minji',
  role: 'counter',
  operation: 'couponRedeem',
  target: 'ABC123',
  outcome: 'ok',
};

/** The file's lines, without the byte-order mark and the final line break. */
function linesOf(csv: string): string[] {
  return csv.slice(1, -2).split('\r\n');
}

describe('auditCsv', () => {
  it('starts with a byte-order mark and ends every line with CRLF', () => {
    const csv = auditCsv([ENTRY], HEADINGS);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('writes the headings, then one line per entry in the order given', () => {
    const csv = auditCsv(
      [ENTRY, { ...ENTRY, seq: 8, outcome: 'refused', detail: 'code 1002', staff: null }],
      HEADINGS,
    );
    expect(linesOf(csv)).toEqual([
      'No.,Time (UTC),Staff,Role,Device,Operation,Target,Outcome,Detail,Request,Previous line hash',
      `7,2026-11-22T07:01:02.345Z,Minji,counter,Till 1 (d-01),couponRedeem,ABC123,ok,,req-7,${'a'.repeat(64)}`,
      `8,2026-11-22T07:01:02.345Z,,counter,Till 1 (d-01),couponRedeem,ABC123,refused,code 1002,req-7,${'a'.repeat(64)}`,
    ]);
  });

  it('writes only the headings for no entries', () => {
    expect(linesOf(auditCsv([], HEADINGS))).toHaveLength(1);
  });

  it('keeps Korean text intact, headings included', () => {
    const csv = auditCsv([{ ...ENTRY, staff: '김민지', detail: '비밀번호 오류' }], {
      ...HEADINGS,
      staff: '직원',
      detail: '사유',
    });
    const [heading = '', row = ''] = linesOf(csv);
    expect(heading.split(',')[2]).toBe('직원');
    expect(heading.split(',')[8]).toBe('사유');
    expect(row.split(',')[2]).toBe('김민지');
    expect(row.split(',')[8]).toBe('비밀번호 오류');
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('neutralises a cell a spreadsheet would run as a formula', () => {
    const csv = auditCsv(
      [{ ...ENTRY, target: '=HYPERLINK("https://evil.example","x")', staff: '@admin' }],
      { ...HEADINGS, detail: '-reason' },
    );
    const [heading = '', row = ''] = linesOf(csv);
    expect(heading).toContain(",'-reason,");
    expect(row).toContain(`,"'=HYPERLINK(""https://evil.example"",""x"")",`);
    expect(row).toContain(",'@admin,");
  });

  it('quotes a cell with a quote, a comma or a line break', () => {
    const csv = auditCsv(
      [{ ...ENTRY, staff: 'Min "MJ" Kim', detail: 'two\nlines', device: 'Till 1, front' }],
      HEADINGS,
    );
    expect(linesOf(csv)[1]).toBe(
      `7,2026-11-22T07:01:02.345Z,"Min ""MJ"" Kim",counter,"Till 1, front",couponRedeem,ABC123,ok,"two\nlines",req-7,${'a'.repeat(64)}`,
    );
  });
});

describe('auditCsv: codes as text', () => {
  it('a coupon number of digits keeps every digit in a spreadsheet', () => {
    const [, line] = linesOf(auditCsv([{ ...ENTRY, target: '1234567890123456' }], HEADINGS));
    expect(line?.split(',')[6]).toBe("'1234567890123456");
  });
});
