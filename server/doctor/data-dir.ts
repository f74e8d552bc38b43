import { constants } from 'node:fs';
import { access, readdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** What the doctor finds of DATA_DIR; `dataDirProblems` judges it. */
export interface DataDirFacts {
  path: string;
  kind: 'missing' | 'directory' | 'other';
  /** Permission bits (mode & 0o777) of the folder; 0 when missing. */
  mode: number;
  /** The folder (or, when missing, its parent) may be written by this account. */
  writable: boolean;
  /** Paths inside that other accounts may read or write (the first few). */
  openInside: string[];
}

const octal = (mode: number) => `0${(mode & 0o777).toString(8).padStart(3, '0')}`;

export function dataDirProblems(facts: DataDirFacts): string[] {
  const { path } = facts;
  if (facts.kind === 'other') return [`DATA_DIR ${path} is not a folder.`];
  if (facts.kind === 'missing') {
    return facts.writable
      ? []
      : [
          `DATA_DIR ${path} does not exist and this account cannot make it in ${dirname(path)}; ` +
            'create it, owned by the server’s account, mode 0700.',
        ];
  }
  const problems: string[] = [];
  if (!facts.writable) {
    problems.push(`DATA_DIR ${path} is not writable by this account: chown it to the server’s.`);
  }
  if ((facts.mode & 0o077) !== 0) {
    problems.push(
      `DATA_DIR ${path} is open to other accounts (mode ${octal(facts.mode)}): chmod 700 ${path}.`,
    );
  }
  for (const inside of facts.openInside) {
    problems.push(`${inside} in DATA_DIR is open to other accounts: chmod go-rwx ${inside}.`);
  }
  return problems;
}

/** How many open paths inside are named: past that, one is enough to act on. */
const OPEN_NAMED = 3;

async function openInside(dir: string, found: string[]): Promise<void> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (found.length >= OPEN_NAMED) return;
    const path = join(dir, entry.name);
    if (!entry.isDirectory() && !entry.isFile()) continue;
    if (((await stat(path)).mode & 0o077) !== 0) found.push(path);
    if (entry.isDirectory()) await openInside(path, found);
  }
}

const canWrite = (path: string) =>
  access(path, constants.W_OK).then(
    () => true,
    () => false,
  );

export async function dataDirFacts(path: string): Promise<DataDirFacts> {
  const found = await stat(path).catch(() => null);
  if (found === null) {
    return {
      path,
      kind: 'missing',
      mode: 0,
      writable: await canWrite(dirname(path)),
      openInside: [],
    };
  }
  if (!found.isDirectory()) {
    return { path, kind: 'other', mode: found.mode & 0o777, writable: false, openInside: [] };
  }
  const open: string[] = [];
  await openInside(path, open);
  return {
    path,
    kind: 'directory',
    mode: found.mode & 0o777,
    writable: await canWrite(path),
    openInside: open,
  };
}
