/**
 * What wouter imports as `use-sync-external-store/shim` (vite.config.ts aliases it here): the
 * shim is for React before 18, and with React 19 it only hands back React's own hook, after
 * 0.4 kB of its code and a CommonJS wrapper on the counter's first load.
 */
export { useSyncExternalStore } from 'react';
