/**
 * The built app's index.html, read again whenever the file changes. A rebuild into the app's
 * directory under a running server (`npm run build:live`) replaces the hashed scripts the page
 * links to and deletes the old ones: a copy kept from the start would send every new page to files
 * that are gone, until a restart. Each request asks only for the file's modification time and size
 * (a stat, no read); the text is read when either has moved.
 *
 * Runtime-agnostic like the rest of the server: node.ts hands it the file system.
 */
export interface IndexFile {
  /** The file's modification time (ms) and size; throws when it is not there. */
  stat: () => Promise<{ mtimeMs: number; size: number }>;
  read: () => Promise<string>;
}

export function createIndexReader(file: IndexFile): () => Promise<string | null> {
  let kept: { stamp: string; text: string } | null = null;
  return async () => {
    let stamp: string;
    try {
      const { mtimeMs, size } = await file.stat();
      stamp = `${mtimeMs}:${size}`;
    } catch {
      // Not there: a build is emptying the directory, or there never was one. The last page read
      // is the best there is until the new one is written.
      return kept?.text ?? null;
    }
    if (kept?.stamp === stamp) return kept.text;
    try {
      kept = { stamp, text: await file.read() };
    } catch {
      // Gone between the stat and the read (a build at work): as above.
    }
    return kept?.text ?? null;
  };
}
