// @vitest-environment node
import { clicksCsv, clicksCsvFileName, type ClicksCsvInput } from './clicks-csv';

const INPUT: ClicksCsvInput = {
  meta: [
    ['Scope', 'Link spring-sale on https://vvd.bz'],
    ['Date', '2026-11-21'],
    ['Time zone', 'KST, UTC+9'],
  ],
  columns: ['Hour', 'Clicks', 'Unique visitors'],
  rows: [
    ['00:00–01:00', 0, 0],
    ['14:00–15:00', 37, 21],
    ['15:00–16:00', null, null],
  ],
};

/** The file's lines, without the byte-order mark and the final line break. */
function linesOf(csv: string): string[] {
  return csv.slice(1, -2).split('\r\n');
}

describe('clicksCsv', () => {
  it('starts with a byte-order mark, so Excel reads it as UTF-8', () => {
    const csv = clicksCsv(INPUT);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.startsWith('\uFEFFScope,')).toBe(true);
  });

  it('ends every line with CRLF and has no bare line feed', () => {
    const csv = clicksCsv(INPUT);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
  });

  it('writes the header lines, an empty line, the columns and one line per row', () => {
    expect(linesOf(clicksCsv(INPUT))).toEqual([
      'Scope,Link spring-sale on https://vvd.bz',
      'Date,2026-11-21',
      'Time zone,"KST, UTC+9"',
      '',
      'Hour,Clicks,Unique visitors',
      '00:00–01:00,0,0',
      '14:00–15:00,37,21',
      '15:00–16:00,,',
    ]);
  });

  it('writes the comparison columns, a negative change as a plain number', () => {
    const csv = clicksCsv({
      meta: [['Date', '2026-11-21']],
      columns: ['Hour', 'Clicks', 'Unique visitors', 'Clicks on 2026-11-14', 'Change'],
      rows: [
        ['09:00–10:00', 12, 7, 15, -3],
        ['10:00–11:00', 8, 8, 0, 8],
        ['11:00–12:00', null, null, 4, null],
      ],
    });
    expect(linesOf(csv).slice(3)).toEqual([
      '09:00–10:00,12,7,15,-3',
      '10:00–11:00,8,8,0,8',
      '11:00–12:00,,,4,',
    ]);
  });

  it('quotes cells with a comma, a quote or a line break, doubling the quotes', () => {
    const csv = clicksCsv({
      meta: [
        ['Scope', 'Link "sale", big'],
        ['Note', 'two\nlines'],
        ['Other', 'carriage\rreturn'],
      ],
      columns: ['Hour'],
      rows: [],
    });
    expect(csv).toBe(
      '\uFEFFScope,"Link ""sale"", big"\r\nNote,"two\nlines"\r\nOther,"carriage\rreturn"\r\n\r\nHour\r\n',
    );
  });

  it.each([
    ['=HYPERLINK("https://evil.example","x")', `"'=HYPERLINK(""https://evil.example"",""x"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ['\0=1', "'\0=1"],
    ['  =1+1', "'  =1+1"],
  ])('neutralises the formula cell %j in header values', (value, written) => {
    expect(linesOf(clicksCsv({ meta: [['Scope', value]], columns: [], rows: [] }))[0]).toBe(
      `Scope,${written}`,
    );
  });

  it('neutralises formula cells in labels, column titles and hour labels too', () => {
    const csv = clicksCsv({
      meta: [['=label', 'value']],
      columns: ['@hour', '-clicks'],
      rows: [['+14:00', 3]],
    });
    expect(linesOf(csv)).toEqual(["'=label,value", '', "'@hour,'-clicks", "'+14:00,3"]);
  });

  it('leaves text that only contains a sign, and numbers, as they are', () => {
    const csv = clicksCsv({
      meta: [['Scope', 'a=b-c+d@e']],
      columns: ['Hour', 'Change'],
      rows: [['09:00–10:00', -12]],
    });
    expect(linesOf(csv)).toEqual(['Scope,a=b-c+d@e', '', 'Hour,Change', '09:00–10:00,-12']);
  });

  it('keeps Korean text intact', () => {
    const csv = clicksCsv({
      meta: [
        ['범위', '링크 겨울이벤트 (https://vvd.im)'],
        ['시간대', 'KST, UTC+9'],
      ],
      columns: ['시간', '클릭 수', '순 방문자'],
      rows: [['14:00–15:00', 37, 21]],
    });
    expect(linesOf(csv)).toEqual([
      '범위,링크 겨울이벤트 (https://vvd.im)',
      '시간대,"KST, UTC+9"',
      '',
      '시간,클릭 수,순 방문자',
      '14:00–15:00,37,21',
    ]);
    // The file is saved as UTF-8: the mark is its three bytes, then the Korean as written.
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(csv.slice(1));
  });

  it('writes a non-finite number as an empty cell, never as text', () => {
    const csv = clicksCsv({ meta: [], columns: [], rows: [['x', Number.NaN, Infinity, -0]] });
    expect(linesOf(csv)).toEqual(['', '', 'x,,,0']);
  });
});

describe('clicksCsvFileName', () => {
  it('names the file after the day and the scope', () => {
    expect(clicksCsvFileName({ scope: 'spring-sale', ymd: '2026-11-21' })).toBe(
      'clicks-2026-11-21-spring-sale.csv',
    );
  });

  it('keeps Korean letters', () => {
    expect(clicksCsvFileName({ scope: '겨울이벤트', ymd: '2026-11-21' })).toBe(
      'clicks-2026-11-21-겨울이벤트.csv',
    );
  });

  it('composes decomposed Korean (as macOS may hand it over)', () => {
    const decomposed = '겨울'.normalize('NFD');
    expect(decomposed).not.toBe('겨울');
    expect(clicksCsvFileName({ scope: decomposed, ymd: '2026-11-21' })).toBe(
      'clicks-2026-11-21-겨울.csv',
    );
  });

  it.each([
    ['../../etc/passwd', 'clicks-2026-11-21-etc-passwd.csv'],
    ['a\\b/c:d*e?f"g<h>i|j', 'clicks-2026-11-21-a-b-c-d-e-f-g-h-i-j.csv'],
    ['it\'s "quoted"', 'clicks-2026-11-21-it-s-quoted.csv'],
    ['tab\there\nnew\u0000line', 'clicks-2026-11-21-tab-here-new-line.csv'],
    ['evil\u202Evsc.exe', 'clicks-2026-11-21-evil-vsc.exe.csv'],
    ['group 12', 'clicks-2026-11-21-group-12.csv'],
    ['trailing dots...', 'clicks-2026-11-21-trailing-dots.csv'],
    ['=HYPERLINK("x")', 'clicks-2026-11-21-HYPERLINK-x.csv'],
  ])('makes %j safe', (scope, name) => {
    expect(clicksCsvFileName({ scope, ymd: '2026-11-21' })).toBe(name);
  });

  it('leaves the scope out when nothing of it is safe', () => {
    expect(clicksCsvFileName({ scope: '///', ymd: '2026-11-21' })).toBe('clicks-2026-11-21.csv');
    expect(clicksCsvFileName({ scope: '', ymd: '2026-11-21' })).toBe('clicks-2026-11-21.csv');
  });

  it('caps a long scope by its UTF-8 bytes, never cutting a letter', () => {
    const latin = clicksCsvFileName({ scope: 'a'.repeat(500), ymd: '2026-11-21' });
    expect(latin).toBe(`clicks-2026-11-21-${'a'.repeat(120)}.csv`);
    const korean = clicksCsvFileName({ scope: '가'.repeat(500), ymd: '2026-11-21' });
    expect(korean).toBe(`clicks-2026-11-21-${'가'.repeat(40)}.csv`);
    expect(new TextEncoder().encode(korean).length).toBeLessThan(255);
  });
});
