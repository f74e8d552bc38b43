import { mkdir, mkdtemp, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * A folder filled whole or not at all: written as a hidden folder beside the destination (700,
 * its files 600, each synced), then renamed into place, so a backup or a restore stopped half way
 * never looks like a finished one. The destination must not exist, or be an empty folder.
 */

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

/** 'absent', 'empty' (a folder with nothing in it) or 'taken' (a file, or a folder with entries). */
export async function destinationState(path: string): Promise<'absent' | 'empty' | 'taken'> {
  try {
    if (!(await stat(path)).isDirectory()) return 'taken';
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 'absent';
    throw error;
  }
  return (await readdir(path)).length === 0 ? 'empty' : 'taken';
}

/** Writes the text as a new file, readable by this user only, and returns once it is on disk. */
export async function writeNewFile(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const handle = await open(path, 'wx', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/**
 * Runs `fill` on a new folder beside `destination`, then puts it in the destination's place.
 * Refuses (before `fill`) a destination that is a file or a folder with anything in it.
 */
export async function fillNewFolder<T>(
  destination: string,
  what: string,
  fill: (folder: string) => Promise<T>,
): Promise<T> {
  if ((await destinationState(destination)) === 'taken') {
    throw new Error(
      `${destination} is not empty: ${what} goes into an empty folder, or one that does not exist yet.`,
    );
  }
  await mkdir(dirname(destination), { recursive: true });
  const folder = await mkdtemp(join(dirname(destination), `.${basename(destination)}.partial-`));
  try {
    const done = await fill(folder);
    // Renaming over an empty folder replaces it; one that filled meanwhile makes this fail.
    await rename(folder, destination);
    return done;
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
