import { mkdir, open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Replaces a file whole: written beside it, synced, then renamed over it, so a crash leaves the
 * old file or the new one, never half of one. Readable by this user only.
 */
export async function writeTextAtomically(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.${Date.now()}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
}

/** One JSON value per line (a journal compacted). */
export function writeJsonLinesAtomically(path: string, values: unknown[]): Promise<void> {
  return writeTextAtomically(path, values.map((value) => `${JSON.stringify(value)}\n`).join(''));
}
