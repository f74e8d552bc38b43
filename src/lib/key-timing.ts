/**
 * How the app tells a keyboard-wedge scanner from a person: scanners type far faster than people.
 * An average gap under this, over a few keys, is a scan. One rule for the scan field and for
 * every dialog (where a scan must never become, say, the on-site password).
 */
export const SCANNER_GAP_MS = 35;
const MIN_KEYS = 4;
/** A pause this long starts a new run of keys. */
const PAUSE_MS = 400;

export interface KeyRun {
  first: number;
  last: number;
  count: number;
}

export const emptyRun = (): KeyRun => ({ first: 0, last: 0, count: 0 });

/** Adds a printable key to the current run (a pause starts a new one); other keys are ignored. */
export function noteKey(run: KeyRun, key: string, timeStamp: number): KeyRun {
  if (key.length !== 1) return run;
  if (run.count === 0 || timeStamp - run.last > PAUSE_MS)
    return { first: timeStamp, last: timeStamp, count: 1 };
  return { first: run.first, last: timeStamp, count: run.count + 1 };
}

/** `minKeys`: a dialog, where nothing long is typed, also catches a short scan ("274"). */
export function isScannerBurst(run: KeyRun, minKeys = MIN_KEYS): boolean {
  return (
    run.count >= Math.max(2, minKeys) && (run.last - run.first) / (run.count - 1) < SCANNER_GAP_MS
  );
}

/** The key at `timeStamp` follows the run's last key at scanner speed. */
export function continuesBurst(run: KeyRun, timeStamp: number): boolean {
  return run.count >= 1 && timeStamp - run.last < SCANNER_GAP_MS;
}
