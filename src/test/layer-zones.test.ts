// @vitest-environment node
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

/**
 * The floors are held by the lint (eslint.config.js: import-x's zones and no-cycle), not by this
 * file: here the real configuration lints a few imports written for the occasion, so a rule turned
 * off or a zone loosened fails a test, not only a review.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

// Only the layer rules: the type-aware ones need a program, and these files exist only here.
const eslint = new ESLint({
  cwd: ROOT,
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/') || ruleId === 'no-restricted-syntax',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const REFUSED = ['import-x/no-restricted-paths'];

/** Which file imports, from where, and what the lint says of it. */
const ARROWS: [string, string, string, string[]][] = [
  ['a feature importing another', 'features/audit-log', '../coupon-check/assess-coupon', REFUSED],
  ['a feature importing the app', 'features/stamp-check', '../../app/routes', REFUSED],
  ['lib importing a feature', 'lib', '../features/coupon-check/assess-coupon', REFUSED],
  ['api importing the app', 'api', '../app/routes', REFUSED],
  ['components importing a feature', 'components', '../features/stamp-check/stamp-view', REFUSED],
  ['the counter importing a feature', 'counter', '../features/coupon-check/assess-coupon', REFUSED],
  ['lib importing the counter layer', 'lib', '../counter/discount', REFUSED],
  ['config importing lib', 'config', '../lib/i18n', REFUSED],
  ['a feature importing the counter layer', 'features/coupon-check', '../../counter/discount', []],
  ['a feature importing its own files', 'features/coupon-check', './assess-coupon', []],
  ['the app importing a feature', 'app', '../features/settings/settings-screen', []],
  ['lib importing config', 'lib', '../config/paths', []],
];

describe('the layers, as the lint holds them', () => {
  it.each(ARROWS)('%s (src/%s imports %s)', async (_case, folder, from, expected) => {
    expect(await problems(`src/${folder}/x.ts`, `export { x } from '${from}';\n`)).toEqual(
      expected,
    );
  });

  it('refuses a circle of imports', async () => {
    // lib/i18n.ts imports config/paths.ts: paths importing i18n back closes a circle.
    expect(
      await problems('src/config/paths.ts', "export { namespacesFor } from '../lib/i18n';\n"),
    ).toEqual(expect.arrayContaining(['import-x/no-cycle']));
  });

  it('refuses a mode branch anywhere in the app: there is one client', async () => {
    for (const source of [
      "import { isLive } from '../../config/env';\nexport const x = isLive();\n",
      "export const mode = 'VITE_API_MODE';\n",
    ]) {
      for (const file of ['src/features/settings/x.ts', 'src/app/x.tsx', 'src/counter/x.ts'])
        expect(await problems(file, source)).toContain('no-restricted-syntax');
    }
  });

  it('refuses a read of import.meta.env outside config/env.ts', async () => {
    const read = 'export const base = import.meta.env.VITE_API_BASE;\n';
    expect(await problems('src/features/settings/x.ts', read)).toEqual(['no-restricted-syntax']);
    expect(await problems('src/config/env.ts', read)).toEqual([]);
  });
});
