/**
 * A loader (a dynamic import, mostly) that is asked once and shared by every caller while it
 * runs and after it has come; one that failed is forgotten, so the next call asks again instead
 * of repeating the first failure for the rest of the page's life.
 */
export function onceLoaded<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
