import { useSyncExternalStore } from 'react';

/**
 * Which service our server's answers come from, as it says on each (X-Service-Kind): the shop's
 * real service, our simulated one over HTTP (a trial without an account), or the demo's server
 * with the simulated service inside it (decision 0027). Unknown until an answer has said, and
 * after a reload until the next one.
 */
export type ServiceKind = 'simulated' | 'real' | 'demo' | 'unknown';

let kind: ServiceKind = 'unknown';
const listeners = new Set<() => void>();

/** Takes what an answer's header said; anything else leaves what was known. */
export function noteServiceKind(header: string | null): void {
  const said = header === 'simulated' || header === 'real' || header === 'demo' ? header : null;
  if (said === null || said === kind) return;
  kind = said;
  for (const listener of listeners) listener();
}

export function useServiceKind(): ServiceKind {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => kind,
    () => kind,
  );
}

/** Tests start from nothing. */
export function resetServiceKind(): void {
  kind = 'unknown';
}
