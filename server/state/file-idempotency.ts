import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serialRunner } from '../audit/serial';
import { appendDurably } from '../audit/file-log';
import { writeJsonLinesAtomically } from './durable';
import {
  type IdempotencyEvent,
  type IdempotencyJournal,
  type IdempotencyOptions,
  MemoryIdempotencyStore,
} from '../idempotency';

export const IDEMPOTENCY_FILE = 'idempotency.jsonl';

function isEvent(value: unknown): value is IdempotencyEvent {
  const v = value as { t?: unknown; id?: unknown } | null;
  if (typeof v !== 'object' || v === null || typeof v.id !== 'string') return false;
  return v.t === 'claim' || v.t === 'finish' || v.t === 'abandon';
}

/**
 * The journal's events. A last line cut short (a crash mid-append) is the one write that never
 * finished, so never answered: it is dropped. Any other line that does not read is a reason not
 * to start, said with its line number (forgetting keys could send a create twice).
 */
export function parseJournal(text: string, path: string): IdempotencyEvent[] {
  const lines = text.split('\n');
  const last = lines.length - 1;
  const events: IdempotencyEvent[] = [];
  for (const [index, line] of lines.entries()) {
    if (line === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      if (index === last) break;
      throw new Error(`${path} cannot be read (line ${index + 1} is not JSON).`, { cause: error });
    }
    if (!isEvent(value)) throw new Error(`${path} cannot be read (line ${index + 1}).`);
    events.push(value);
  }
  return events;
}

/**
 * Idempotency keys that survive a restart: the memory store, with every claim, answer and
 * abandon appended to `$DATA_DIR/idempotency.jsonl` and synced before it counts. On start the
 * journal is replayed, then rewritten with the live keys only (so it never grows past a day's
 * creates). One process per DATA_DIR (data-dir-lock.ts), so this process is its only writer.
 */
export async function openFileIdempotencyStore(
  dataDir: string,
  options: Omit<IdempotencyOptions, 'journal'> & { runningMs: number },
): Promise<MemoryIdempotencyStore> {
  const path = join(dataDir, IDEMPOTENCY_FILE);
  let text = '';
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${path} cannot be read (${reason}).`, { cause: error });
    }
  }
  const serially = serialRunner();
  const journal: IdempotencyJournal = {
    write: (event) => serially(() => appendDurably(path, `${JSON.stringify(event)}\n`)),
  };
  const store = new MemoryIdempotencyStore({ ...options, journal });
  store.restore(parseJournal(text, path), options.runningMs);
  await writeJsonLinesAtomically(path, store.snapshot());
  return store;
}
