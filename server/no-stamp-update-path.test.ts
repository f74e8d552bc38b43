// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { METHOD_OF, PATHS } from './api/paths';

/**
 * The reward is the service's own redeem, never its card editor, the update (docs/api.md;
 * decision 0016): an earlier contract named the update, and the app and our server sent every
 * reward there, past the service's own password check. No code the app or our server runs may
 * name it again. The simulated service answers it (src/mocks, so that tests can show nothing of
 * ours sends it), and tests name it to show it refused; neither is walked. The path is put
 * together here so that this file does not name it.
 */
const UPDATE = ['', 'api', 'stamp', 'v1', 'update'].join('/');

const ROOT = join(import.meta.dirname, '..');
const WALKED = ['src', 'server', 'scripts'];
const SKIPPED = new Set(['node_modules', 'mocks', 'sim', 'test']);
const CODE = /\.(ts|tsx|js|mjs)$/;
const TEST = /\.test(-support)?\.(ts|tsx)$|\.test\.|test-support|test-browser/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (CODE.test(entry.name) && !TEST.test(entry.name)) yield path;
  }
}

describe('no stamp update path', () => {
  it("is among our server's operations", () => {
    expect(Object.values(PATHS)).not.toContain(UPDATE);
    expect(Object.keys(METHOD_OF)).not.toContain(UPDATE);
  });

  it('is named in any code the app or our server runs', () => {
    const found: string[] = [];
    let read = 0;
    for (const top of WALKED) {
      for (const path of files(join(ROOT, top))) {
        read += 1;
        if (readFileSync(path, 'utf8').includes(UPDATE)) found.push(relative(ROOT, path));
      }
    }
    // The walk reached the app's and the server's code.
    expect(read).toBeGreaterThan(200);
    expect(found).toEqual([]);
  });
});
