import { useSyncExternalStore } from 'react';

/**
 * A new version of the app waiting to take over (live build; decision 0015). The app worker's
 * code (features/app-update/register.ts, loaded after the first paint) fills this in; the shell
 * reads it and shows the prompt, which is loaded only once there is something to say.
 */
export type AppUpdateState = 'none' | 'ready' | 'applying';

let state: AppUpdateState = 'none';
let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

function set(next: AppUpdateState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

/** The worker has a new version installed and waiting; `apply` hands over to it and reloads. */
export function offerAppUpdate(apply: () => void): void {
  applyUpdate = apply;
  if (state === 'none') set('ready');
}

/** Hands over to the waiting version (the page reloads on the same address). */
export function applyAppUpdate(): void {
  if (state !== 'ready' || !applyUpdate) return;
  set('applying');
  applyUpdate();
}

export function appUpdateState(): AppUpdateState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAppUpdate(): AppUpdateState {
  return useSyncExternalStore(subscribe, appUpdateState, appUpdateState);
}

/** Tests: nothing waiting. */
export function resetAppUpdateForTests(): void {
  state = 'none';
  applyUpdate = null;
}
