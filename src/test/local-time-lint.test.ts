// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

/**
 * The machine's time zone is kept out of the app's and the server's code by the lint
 * (eslint.config.js: LOCAL_TIME_*). Here the real configuration lints lines written for the
 * occasion, so the rule turned off or narrowed fails a test.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULES = ['no-restricted-syntax', 'no-restricted-properties'];

// Only these rules: the type-aware ones need a program, and these files exist only here.
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => RULES.includes(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const PROPERTY = ['no-restricted-properties'];
const SYNTAX = ['no-restricted-syntax'];

const LINES: [string, string, string[]][] = [
  ["the hour of the machine's zone", 'export const h = (d: Date) => d.getHours();', PROPERTY],
  ["the machine's day of the month", 'export const h = (d: Date) => d.getDate();', PROPERTY],
  ['a local date string', 'export const h = (d: Date) => d.toLocaleDateString();', PROPERTY],
  ["a day set in the machine's zone", 'export const h = (d: Date) => d.setHours(0);', PROPERTY],
  ['a local string of a Date', 'export const h = (d: Date) => d.toLocaleString();', PROPERTY],
  ['a Date from local parts', 'export const d = new Date(2026, 10, 28);', SYNTAX],
  ['a date and time with no zone', "export const d = new Date('2026-11-28T10:00');", SYNTAX],
  ['a date and time in UTC', "export const d = new Date('2026-11-28T01:00:00.000Z');", []],
  ['a date and time with its offset', "export const d = new Date('2026-11-28T10:00+09:00');", []],
  ['a format called without new', "export const f = Intl.DateTimeFormat('ko');", SYNTAX],
  ['a date format with no options', "export const f = new Intl.DateTimeFormat('ko');", SYNTAX],
  [
    'a date format with options but no zone',
    "export const f = new Intl.DateTimeFormat('ko', { dateStyle: 'short' });",
    SYNTAX,
  ],
  [
    'a date format in a zone',
    "export const f = new Intl.DateTimeFormat('ko', { dateStyle: 'short', timeZone: 'Asia/Seoul' });",
    [],
  ],
  ['a Date from UTC parts', 'export const d = new Date(Date.UTC(2026, 10, 28));', []],
  ['an instant', 'export const d = new Date(0).getTime() + Date.now();', []],
  ['the UTC hour', 'export const h = (d: Date) => d.getUTCHours();', []],
];

describe("the machine's time zone, as the lint keeps it out", () => {
  it.each(LINES)('%s', async (_case, line, expected) => {
    expect(await problems('src/lib/x.ts', `${line}\n`)).toEqual(expected);
    expect(await problems('server/x.ts', `${line}\n`)).toEqual(expected);
  });

  it('lets tests build local dates (they set the zone on purpose)', async () => {
    const line = 'export const h = new Date(2026, 10, 28).getHours();\n';
    expect(await problems('src/lib/x.test.ts', line)).toEqual([]);
    expect(await problems('server/x.test.ts', line)).toEqual([]);
  });
});
