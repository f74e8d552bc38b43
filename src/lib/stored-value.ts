import { useSyncExternalStore } from 'react';
import type * as z from 'zod/mini';
import type { LazySchema } from '../api/lazy-schema';

/** Plain functions (no `this`), so they can be passed around and exported on their own. */
export interface StoredValue<T> {
  get: () => T;
  set: (value: T) => void;
  /** Back to the fallback, and forgotten by the browser. */
  reset: () => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * A value kept in localStorage for this device, checked against its schema when read (storage is
 * input like any other), with one snapshot in memory for React. A browser that refuses storage
 * (a private window) keeps the value for the visit. The schema is a getter: it is built at the
 * first read, not when the module that keeps the value is evaluated.
 */
export function createStoredValue<T>(
  key: string,
  schema: LazySchema<z.ZodMiniType<T>>,
  fallback: T,
): StoredValue<T> {
  const listeners = new Set<() => void>();
  let current: T | null = null;
  const notify = () => {
    for (const listener of listeners) listener();
  };

  function read(): T {
    try {
      const raw = localStorage.getItem(key);
      // Nothing stored is the fallback, as after `reset` (every store's schema refuses undefined,
      // so parsing gave the same): a device's first load builds none of them.
      if (raw === null) return fallback;
      const parsed = schema().safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : fallback;
    } catch {
      return fallback;
    }
  }

  return {
    get: () => {
      current ??= read();
      return current;
    },
    set: (value) => {
      current = value;
      try {
        localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Storage refused: the value lasts for this visit.
      }
      notify();
    },
    reset: () => {
      // Read again at the next `get`: storage, emptied below, gives the fallback, as on a device's
      // first load.
      current = null;
      try {
        localStorage.removeItem(key);
      } catch {
        // Nothing stored to forget.
      }
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function useStoredValue<T>(store: StoredValue<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}
