import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';

/** Shared by the doctor's tests: called at a test file's top, they register its hooks. */

/** A new empty folder for each test, removed after it: the function answers the current one. */
export function eachTempDir(prefix: string): () => string {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), prefix));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  return () => dir;
}

/** One problem found for each part said, in order, each holding its part. */
export function expectProblems(found: readonly string[], said: readonly string[]): void {
  expect(found).toHaveLength(said.length);
  said.forEach((part, i) => expect(found[i]).toContain(part));
}
