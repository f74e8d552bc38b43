import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HEAD_FILE_NAME, parseAuditHead } from '../audit/head';
import { dayOfFileName } from '../audit/line';
import { fillNewFolder, writeNewFile } from './folder';
import {
  type BackedUpFile,
  fileEntry,
  type Manifest,
  MANIFEST_FORMAT,
  MANIFEST_NAME,
  parseManifest,
} from './manifest';
import { AUDIT_FOLDER, completeText, type CopyStep, cutDay, planBackup } from './plan';

/**
 * A backup of DATA_DIR into a new folder, taken while the server runs and writes (plan.ts says
 * in which order, and why that is consistent), and its restore into an empty folder. Neither
 * takes server.lock: the backup reads what the server writes, the restore writes where no server
 * runs (the folder must be empty).
 */

export interface FilesBackup {
  files: number;
  bytes: number;
  auditSeq: number;
  /** Audit lines written after the head that was copied: not in this backup. */
  auditLinesAfter: number;
  leftOut: string[];
}

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

/** What the read gives, or null when there is no such file or folder. */
async function unlessMissing<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
}

const namesIn = (dir: string) => unlessMissing(readdir(dir));

/** Why a file cannot go into the backup as it stands, for the operator. */
const notWhole = (dataDir: string, why: string) =>
  new Error(
    `The audit log in ${join(dataDir, AUDIT_FOLDER)} is not whole (${why}): no backup taken. ` +
      'Run `npm run audit:verify` with AUDIT_KEY to see what is wrong.',
  );

/**
 * Each step's copy, in the plan's order. The head was read before the folder was listed, so the
 * day file of the line it names is in the listing even when that day began meanwhile.
 */
async function copies(
  dataDir: string,
  headText: string | null,
  steps: readonly CopyStep[],
): Promise<{ texts: Map<string, string>; auditSeq: number; after: number }> {
  const texts = new Map<string, string>();
  const headPath = `${AUDIT_FOLDER}/${HEAD_FILE_NAME}`;
  const head = headText === null ? null : parseAuditHead(headText);
  if (headText !== null) {
    if (head === null) throw notWhole(dataDir, `${HEAD_FILE_NAME} is unreadable`);
    texts.set(headPath, headText);
  }
  let after = 0;
  let headLineSeen = false;
  for (const step of steps) {
    if (step.kind === 'head') continue;
    const text = await readFile(join(dataDir, step.path), 'utf8');
    if (step.kind === 'day') {
      const day = dayOfFileName(step.path.slice(AUDIT_FOLDER.length + 1)) ?? '';
      const cut = cutDay(day, text, head);
      if (cut === null) {
        throw notWhole(dataDir, `the line ${HEAD_FILE_NAME} names is not in ${step.path}`);
      }
      headLineSeen ||= day === head?.day;
      after += cut.leftOut;
      if (cut.text !== '') texts.set(step.path, cut.text);
    } else {
      texts.set(step.path, step.kind === 'journal' ? completeText(text) : text);
    }
  }
  if (head !== null && !headLineSeen) {
    throw notWhole(dataDir, `${HEAD_FILE_NAME} names a day with no file`);
  }
  return { texts, auditSeq: head?.seq ?? 0, after };
}

/**
 * Copies DATA_DIR into `destination` (new, or an empty folder). `secret` is AUDIT_KEY when it is
 * set: a backup that would hold it is refused (the key is kept apart from the data it guards).
 */
export async function backupDataDir(
  dataDir: string,
  destination: string,
  options: { secret?: string; now?: () => Date } = {},
): Promise<FilesBackup> {
  const takenAt = (options.now?.() ?? new Date()).toISOString();
  const headText = await unlessMissing(
    readFile(join(dataDir, AUDIT_FOLDER, HEAD_FILE_NAME), 'utf8'),
  );
  const names = await namesIn(dataDir);
  if (names === null) throw new Error(`${dataDir} does not exist: there is nothing to back up.`);
  const { steps, leftOut } = planBackup(names, await namesIn(join(dataDir, AUDIT_FOLDER)));
  const { texts, auditSeq, after } = await copies(dataDir, headText, steps);
  const { secret } = options;
  for (const [path, text] of texts) {
    if (secret && text.includes(secret)) {
      throw new Error(`${join(dataDir, path)} holds AUDIT_KEY: no backup taken (keep it apart).`);
    }
  }
  return fillNewFolder(destination, 'a backup', async (folder) => {
    const files: BackedUpFile[] = [];
    for (const [path, text] of texts) {
      await writeNewFile(join(folder, path), text);
      files.push(fileEntry(path, text));
    }
    const manifest: Manifest = { format: MANIFEST_FORMAT, version: 1, takenAt, auditSeq, files };
    await writeNewFile(join(folder, MANIFEST_NAME), `${JSON.stringify(manifest, null, 2)}\n`);
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    return { files: files.length, bytes, auditSeq, auditLinesAfter: after, leftOut };
  });
}

/** Whether the path holds a files backup (its manifest), as opposed to a PostgreSQL dump. */
export async function isFilesBackup(path: string): Promise<boolean> {
  const names = await namesIn(path).catch(() => null);
  return names?.includes(MANIFEST_NAME) ?? false;
}

/**
 * Restores a files backup into `dataDir` (new, or an empty folder): every file the manifest lists,
 * checked against its size and SHA-256 first, so a backup cut short or changed restores nothing.
 */
export async function restoreDataDir(backup: string, dataDir: string): Promise<Manifest> {
  const read = parseManifest(await readFile(join(backup, MANIFEST_NAME), 'utf8'));
  if (typeof read === 'string') throw new Error(`${backup} cannot be restored: ${read}.`);
  const texts = new Map<string, string>();
  for (const file of read.files) {
    const text = await readFile(join(backup, file.path), 'utf8').catch(() => null);
    const found = text === null ? null : fileEntry(file.path, text);
    if (text === null || found?.sha256 !== file.sha256 || found.bytes !== file.bytes) {
      throw new Error(
        `${backup} cannot be restored: ${file.path} is ${text === null ? 'missing' : 'not as it was backed up'}.`,
      );
    }
    texts.set(file.path, text);
  }
  await fillNewFolder(dataDir, 'a restore', async (folder) => {
    for (const [path, text] of texts) await writeNewFile(join(folder, path), text);
  });
  return read;
}
