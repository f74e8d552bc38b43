/**
 * Reads a live start makes before its first paint (the sign-in state, the health route), sent
 * by public/early-keys.js while the app's own code was still being compiled: each answer is
 * taken once, by the first read of its address, and every later read is a request of its own.
 * The addresses come from the build (scripts/early-preloads.ts); without them, as in the demo
 * and in tests, nothing was sent early and the app sends its reads itself.
 */

declare global {
  interface Window {
    __earlyReads?: Record<string, Promise<Response> | undefined>;
  }
}

/** The answer to a read of `url` sent before the app ran, once; null if none was sent. */
export function takeEarlyRead(url: string): Promise<Response> | null {
  if (typeof window === 'undefined') return null;
  const reads = window.__earlyReads;
  const sent = reads?.[url];
  if (!reads || !sent) return null;
  reads[url] = undefined;
  return sent;
}

/** The promise's value; or, once the signal aborts first, its reason (a timeout, a cancel). */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  const reason = (value: unknown) => (value instanceof Error ? value : new Error(String(value)));
  if (signal.aborted) return Promise.reject(reason(signal.reason));
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(reason(signal.reason));
    signal.addEventListener('abort', stop, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', stop);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', stop);
        reject(reason(error));
      },
    );
  });
}
