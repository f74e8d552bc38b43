import { createHash } from 'node:crypto';
import { HEAD_FILE_NAME } from '../audit/head';
import { dayOfFileName } from '../audit/line';
import { AUDIT_FOLDER, STORE_FILES } from './plan';

/**
 * `backup.json`, the last file a files backup writes: what it holds, and each file's size and
 * SHA-256, so a restore refuses a backup that was cut short or changed since (a copy to a disk
 * that filled, a file edited by hand).
 */

export const MANIFEST_NAME = 'backup.json';
export const MANIFEST_FORMAT = 'counter-pos backup of DATA_DIR';

export interface BackedUpFile {
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  version: 1;
  takenAt: string;
  /** The last audit line in the copy (0: none). */
  auditSeq: number;
  files: BackedUpFile[];
}

export function fileEntry(path: string, text: string): BackedUpFile {
  const bytes = Buffer.from(text, 'utf8');
  return { path, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** Only the names a backup writes: a path from a changed manifest never leaves the folder. */
export function isBackupPath(path: string): boolean {
  if (STORE_FILES.some((file) => file.name === path)) return true;
  const [folder, name, ...rest] = path.split('/');
  return (
    folder === AUDIT_FOLDER &&
    name !== undefined &&
    rest.length === 0 &&
    (name === HEAD_FILE_NAME || dayOfFileName(name) !== null)
  );
}

/** The manifest's content, or why it is not one (a line for the operator). */
export function parseManifest(text: string): Manifest | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return `${MANIFEST_NAME} is not JSON`;
  }
  const v = value as Partial<Manifest> | null;
  if (typeof v !== 'object' || v === null || v.format !== MANIFEST_FORMAT) {
    return `${MANIFEST_NAME} is not a counter-pos backup's`;
  }
  if (v.version !== 1) return `${MANIFEST_NAME} is of version ${String(v.version)}, not 1`;
  if (typeof v.takenAt !== 'string' || typeof v.auditSeq !== 'number') {
    return `${MANIFEST_NAME} lacks takenAt or auditSeq`;
  }
  if (!Array.isArray(v.files)) return `${MANIFEST_NAME} lists no files`;
  for (const file of v.files as unknown[]) {
    const f = file as Partial<BackedUpFile> | null;
    if (
      typeof f !== 'object' ||
      f === null ||
      typeof f.path !== 'string' ||
      !isBackupPath(f.path) ||
      typeof f.bytes !== 'number' ||
      typeof f.sha256 !== 'string'
    ) {
      return `${MANIFEST_NAME} lists a file a backup does not write: ${JSON.stringify(file)}`;
    }
  }
  return v as Manifest;
}
