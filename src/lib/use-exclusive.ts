import { useCallback, useRef, useState } from 'react';

/**
 * One write at a time. The lock is a ref, not state: two taps in the same frame would both read
 * state as free. `busy` is for the buttons; the lock is what guarantees it.
 */
export function useExclusive() {
  const lock = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (lock.current) return;
    lock.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      lock.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
