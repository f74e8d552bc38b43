import { useCallback, useEffect, useState } from 'react';

/**
 * Asking twice before a risky write (after Epic Stack's `useDoubleCheck`). The confirming
 * control stays disabled for a moment after it appears, so the second tap of a double tap — or a
 * bounced Enter — can never be the "explicit" confirmation.
 */
export const CONFIRM_SETTLE_MS = 400;

export function useDoubleCheck() {
  const [state, setState] = useState<'idle' | 'arming' | 'armed'>('idle');
  useEffect(() => {
    if (state !== 'arming') return;
    const timer = window.setTimeout(() => setState('armed'), CONFIRM_SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  return {
    /** The question is on screen. */
    asking: state !== 'idle',
    /** The confirming control may be used. */
    ready: state === 'armed',
    ask: useCallback(() => setState('arming'), []),
    reset: useCallback(() => setState('idle'), []),
  };
}
