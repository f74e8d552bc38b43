// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPLACES_A_MODULE, testFilesByIsolation } from './test-isolation';

describe('which test files get a module graph of their own', () => {
  it.each([
    ["vi.mock('../api/auth', async () => ({}));", true],
    ["vi.doMock('./clock');", true],
    ['vi.resetModules();', true],
    ['vi . mock (\n  "./x")', true],
    ['vi.mocked(unlock).mockResolvedValue(x);', false],
    ['const spy = vi.fn();', false],
    ["vi.spyOn(console, 'error');", false],
    ['// no mocks here', false],
  ])('%j replaces a module: %s', (source, replaces) => {
    expect(REPLACES_A_MODULE.test(source)).toBe(replaces);
  });

  it('splits the test files under the folders, named from the root, and nothing else', () => {
    const root = mkdtempSync(join(tmpdir(), 'isolation-'));
    try {
      mkdirSync(join(root, 'src/a'), { recursive: true });
      mkdirSync(join(root, 'server'), { recursive: true });
      writeFileSync(join(root, 'src/a/mocks.test.tsx'), "vi.mock('./b');");
      writeFileSync(join(root, 'src/a/plain.test.ts'), 'it("x", () => {});');
      writeFileSync(join(root, 'src/a/mocks.ts'), "vi.mock('./b');");
      writeFileSync(join(root, 'server/s.test.ts'), 'vi.mocked(f);');
      expect(testFilesByIsolation(root, ['src', 'server'])).toEqual({
        own: ['src/a/mocks.test.tsx'],
        shared: ['server/s.test.ts', 'src/a/plain.test.ts'],
      });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
