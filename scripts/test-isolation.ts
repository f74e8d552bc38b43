import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Which test files run in a module graph and a page of their own (vitest's `isolate`), and which
 * share them with the files before them in the same worker (decision 0026).
 *
 * A file that replaces a module (`vi.mock`, `vi.doMock`) needs its own: in a shared graph the real
 * module an earlier file loaded would be the one it gets, and its stand-in the one the next file
 * gets. So does one that loads modules afresh (`vi.resetModules`): the fresh copies would stay for
 * the next file, apart from the ones `src/test/setup.ts` puts back. Every other file shares, and each test's own state is put back by `src/test/setup.ts`
 * after it, as it was before this split.
 */
export const REPLACES_A_MODULE = /\bvi\s*\.\s*(mock|doMock|resetModules)\s*\(/;

const TEST_FILE = /\.test\.tsx?$/;

function testFilesUnder(root: string, folder: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (TEST_FILE.test(entry.name)) found.push(path);
    }
  };
  walk(join(root, folder));
  return found;
}

/**
 * The test files under `folders` (relative to `root`, with forward slashes), split into those that
 * replace a module and the rest. Named one by one, not by a glob and an `exclude`: a project's own
 * `exclude` would override the one given on the command line.
 */
export function testFilesByIsolation(
  root: string,
  folders: readonly string[],
): { own: string[]; shared: string[] } {
  const own: string[] = [];
  const shared: string[] = [];
  for (const path of folders.flatMap((folder) => testFilesUnder(root, folder)).sort()) {
    const name = relative(root, path).split('\\').join('/');
    (REPLACES_A_MODULE.test(readFileSync(path, 'utf8')) ? own : shared).push(name);
  }
  return { own, shared };
}
