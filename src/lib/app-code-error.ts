/**
 * A part of the app whose code could not be fetched, or did not arrive in time: nothing it would
 * have done was done (a write was not sent). Browsers keep a failed module fetch for the page's
 * life, so asking again rarely helps: the words for it say to reload the page.
 */
export class AppCodeError extends Error {
  override readonly name = 'AppCodeError';
  constructor(cause: unknown) {
    super('This part of the app could not be loaded', { cause });
  }
}

export function isAppCodeError(error: unknown): error is AppCodeError {
  return error instanceof AppCodeError;
}

/**
 * `load`'s code, or an `AppCodeError` if it fails or has not come within `timeoutMs`: for code a
 * person waits on while something is held for them (the write lock), so that a fetch that hangs
 * holds nothing longer than a request may.
 */
export function codeInTime<T>(load: () => Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new AppCodeError('timeout')), timeoutMs);
    load().then(
      (code) => {
        clearTimeout(timer);
        resolve(code);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new AppCodeError(error));
      },
    );
  });
}
