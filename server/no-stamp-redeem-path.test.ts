// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The real service has no stamp redeem operation: its reward is `PUT /api/stamp/v1/update` with
 * `useYn` Y (CONTRACT.md; issue 23). An earlier contract named one, and the app, the simulated
 * service, our server's allowlist and their tests all used it, so in live mode every reward went
 * to a path that does not exist. Nothing in the repository may name it again: code, tests,
 * fixtures, documents. The words are put together here so that this file does not name them.
 */
const FORBIDDEN = [
  ['stamp', 'v1', 'redeem'].join('/'),
  ['stamp', 'Redeem'].join(''),
  ['stamp', 'redeem'].join('.'),
  ['redeem', 'Stamp'].join(''),
];

const ROOT = join(import.meta.dirname, '..');
/** Installed, built or generated: not ours to write. */
const SKIPPED = new Set([
  'node_modules',
  '.git',
  'dist',
  'dist-live',
  'dist-server',
  'test-results',
  'playwright-report',
  'blob-report',
  'coverage',
  'bench-results',
  '.bench',
  '.tmp-sz',
  'data',
]);
const TEXT = /\.(ts|tsx|js|mjs|cjs|json|md|html|css|yml|yaml|txt|example)$|^\.env\.example$|^run$/;

function* files(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

describe('no stamp redeem path', () => {
  it('is named anywhere in the repository', () => {
    const found: string[] = [];
    let read = 0;
    for (const path of files(ROOT)) {
      if (path === import.meta.filename) continue;
      read += 1;
      const text = readFileSync(path, 'utf8');
      for (const word of FORBIDDEN) {
        if (text.includes(word)) found.push(`${relative(ROOT, path)}: ${word}`);
      }
    }
    // The walk reached the code, the tests and the documents.
    expect(read).toBeGreaterThan(300);
    expect(found).toEqual([]);
  });
});
