import { useEffect } from 'react';

/**
 * What holds a waiting app update back (decision 0015): a verdict on screen, a card open, a
 * draft being typed. The update applies by itself only when nothing holds it (and staff have not
 * touched the device for a while); a tap on "Update now" applies it regardless.
 */
const holds = new Set<symbol>();

/** Holds updates while `active` (a verdict is shown, a draft has content). */
export function useHoldUpdates(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const hold = Symbol('update hold');
    holds.add(hold);
    return () => {
      holds.delete(hold);
    };
  }, [active]);
}

export function updatesHeld(): boolean {
  return holds.size > 0;
}
