// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The lint's rule against comments that cite an issue number or a path outside the repository
 * (eslint.config.js, `local/no-outside-citations`), run through the real configuration on
 * comments written for the occasion. The refused citations are put together from pieces, so a
 * search of the repository for such citations stays empty.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RULE = 'local/no-outside-citations';

// Only this rule: the type-aware ones need a program, and this file's samples exist only here.
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId === RULE,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function reported(code: string, filePath = 'src/lib/sample.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const ISSUE = 'issue';
const CONTRACT = 'CONTRACT';
const SHARED = 'shared';

/** A comment's text, and whether the rule reports it. */
const CASES: [string, boolean][] = [
  [`The day report (${ISSUE} 29): per till`, true],
  [`${ISSUE.toUpperCase()} 11: the chart`, true],
  [`(${ISSUE} 14, item 1)`, true],
  [`${ISSUE}s 9 and 28`, true],
  [`see ${ISSUE} #23`, true],
  [`${ISSUE}#23`, true],
  ['fixed in #23', true],
  ['(#7)', true],
  ['owner/counter-pos#41', true],
  [`the operations of ${CONTRACT}.md`, true],
  [`${SHARED}/api/${CONTRACT}.md, operation 6`, true],
  ['../seed/link-marketing-api.md', true],
  ['written to /work/shared/notes.txt', true],
  ['the file in /home/someone/pos', true],
  // What comments may say.
  ['The day report (decision 0021): per till', false],
  ['docs/api.md, operation 6: the reward', false],
  ['spec 4.2, 7.4 and 8', false],
  ['"274" is a colour: #274.', false],
  ['#000 on white', false],
  [`t${ISSUE} 12 boxes`, false],
  ['the issues we know of, 3 of them', false],
  ['src/mocks/rules/stamps.ts', false],
  ['https://vvd.bz/stamp/274', false],
];

describe('comments that cite an issue number or a path outside the repository', () => {
  it.each(CASES)('%s: reported %s', async (text, refused) => {
    const expected = refused ? [RULE] : [];
    expect(await reported(`// ${text}\nexport const a = 1;\n`)).toEqual(expected);
    expect(await reported(`/**\n * ${text}\n */\nexport const b = 2;\n`)).toEqual(expected);
  });

  it('holds in every kind of file the lint reads, and leaves strings alone', async () => {
    const comment = `// ${ISSUE} 22\nexport const c = 3;\n`;
    for (const path of ['server/x.ts', 'src/x.tsx', 'scripts/x.mjs', 'e2e/x.spec.ts']) {
      expect(await reported(comment, path)).toEqual([RULE]);
    }
    expect(await reported(`export const title = '${ISSUE} 22';\n`)).toEqual([]);
  });
});
