/**
 * Keys pressed before the app could take them: a scanner fired while the counter was still
 * loading. `index.html` starts keeping them with its first script; the scan field takes them when
 * it appears, and any other first screen throws them away.
 */
export interface EarlyKey {
  key: string;
  /** The key event's timeStamp: the same clock as later events, so scanner timing still holds. */
  at: number;
}

declare global {
  interface Window {
    __earlyKeys?: { stop: () => EarlyKey[] };
  }
}

/** Stops keeping keys and hands over those kept (once: later calls get none). */
export function takeEarlyKeys(): EarlyKey[] {
  const buffer = window.__earlyKeys;
  if (!buffer) return [];
  window.__earlyKeys = undefined;
  return buffer.stop();
}

export interface EarlyEntry {
  /** The characters before a terminator (Enter or Tab). */
  text: string;
  keys: EarlyKey[];
  /** Ended with Enter or Tab: to be checked, not only shown. */
  submitted: boolean;
}

/** The last entry among the kept keys: an earlier scan in the same burst is superseded. */
export function lastEarlyEntry(keys: EarlyKey[]): EarlyEntry | null {
  let current: EarlyKey[] = [];
  let last: EarlyEntry | null = null;
  for (const key of keys) {
    if (key.key === 'Enter' || key.key === 'Tab') {
      const text = current.map((k) => k.key).join('');
      if (text.trim()) last = { text, keys: current, submitted: true };
      current = [];
    } else if (key.key.length === 1) {
      current.push(key);
    }
  }
  if (current.length > 0)
    last = { text: current.map((k) => k.key).join(''), keys: current, submitted: false };
  return last;
}
