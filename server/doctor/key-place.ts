import { readdir, readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve } from 'node:path';

/**
 * Where AUDIT_KEY is kept. The key proves the audit log untouched: kept beside the log (in
 * DATA_DIR), whoever copies or rewrites the folder has both. It is read from the environment, so
 * the places are the environment files it came from, and any file in DATA_DIR that holds it.
 */
export interface KeyPlaceFacts {
  dataDir: string;
  /** The environment files the settings were read from, with their permission bits. */
  envFiles: { path: string; mode: number }[];
  /** Files inside DATA_DIR whose text holds the key. */
  copiesInside: string[];
}

export function isInside(dir: string, path: string): boolean {
  const rel = relative(resolve(dir), resolve(path));
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel));
}

export function keyPlaceProblems(facts: KeyPlaceFacts): string[] {
  const problems: string[] = [];
  for (const { path, mode } of facts.envFiles) {
    if (isInside(facts.dataDir, path)) {
      problems.push(
        `AUDIT_KEY is kept in ${path}, inside DATA_DIR ${facts.dataDir}: move the file out ` +
          '(e.g. /etc/counter-pos/counter-pos.env), so a copy of the data does not carry its key.',
      );
    }
    if ((mode & 0o007) !== 0) {
      problems.push(
        `${path} holds AUDIT_KEY and API_KEY and every account may read it: chmod 640 ${path}.`,
      );
    }
  }
  for (const path of facts.copiesInside) {
    problems.push(
      `AUDIT_KEY is written in ${path}, inside DATA_DIR: remove it from there and keep it in ` +
        'the environment file only.',
    );
  }
  return problems;
}

/** Files past this size are the shop's records, not a settings file: not read. */
const LARGEST_READ = 64 * 1024;

/** Files in DATA_DIR (not the audit log's day files) that hold `key`. */
async function copiesOf(dir: string, key: string, found: string[]): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'audit') await copiesOf(path, key, found);
    } else if (entry.isFile() && (await stat(path)).size <= LARGEST_READ) {
      if ((await readFile(path, 'utf8')).includes(key)) found.push(path);
    }
  }
}

export async function keyPlaceFacts(
  dataDir: string,
  envFiles: readonly string[],
  key: string,
): Promise<KeyPlaceFacts> {
  const files: KeyPlaceFacts['envFiles'] = [];
  for (const path of envFiles) {
    const found = await stat(path).catch(() => null);
    if (found) files.push({ path: resolve(path), mode: found.mode & 0o777 });
  }
  const copiesInside: string[] = [];
  if (key !== '') await copiesOf(dataDir, key, copiesInside);
  return { dataDir, envFiles: files, copiesInside };
}
