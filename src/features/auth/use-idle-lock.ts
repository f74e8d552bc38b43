import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';

/** How often the idle time is compared with the clock (and on every return to the tab). */
export const IDLE_CHECK_MS = 5_000;
/** The server hears of use at most this often: its own idle countdown starts again. */
export const TOUCH_EVERY_MS = 60_000;

const ACTIVITY = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

interface IdleLockOptions {
  /** Signed in: counting. Locked (the pad is up) or signed out: nothing runs. */
  enabled: boolean;
  idleMinutes: number;
  /** The session's absolute end (ms since the epoch), if known. */
  expiresAt: number | null;
  /** The counter's writes are TanStack mutations: a lock never cuts one off. */
  queryClient: QueryClient;
  /** Someone used the device, and a minute has passed since the server last heard so. */
  onTouch: () => void;
  /** No use for `idleMinutes` (and no write in flight). */
  onIdle: () => void;
  /** The session's absolute end passed (and no write in flight). */
  onExpired: () => void;
}

/**
 * Locks the device after a stretch without use. Time is read from the clock on each check, never
 * counted by timers, so a tab that slept (timers held back) locks as soon as it wakes if the
 * time is up. A write in flight is let finish first: the check runs again until none is.
 */
export function useIdleLock({
  enabled,
  idleMinutes,
  expiresAt,
  queryClient,
  onTouch,
  onIdle,
  onExpired,
}: IdleLockOptions): void {
  const touch = useEffectEvent(onTouch);
  const idle = useEffectEvent(onIdle);
  const expired = useEffectEvent(onExpired);

  useEffect(() => {
    if (!enabled) return;
    const idleMs = idleMinutes * 60_000;
    let lastActivity = Date.now();
    // Unlocking (or this change of the idle time) was itself heard by the server.
    let lastTouch = lastActivity;
    let done = false;

    const onActivity = () => {
      const now = Date.now();
      lastActivity = now;
      if (now - lastTouch < TOUCH_EVERY_MS) return;
      lastTouch = now;
      touch();
    };
    const check = () => {
      if (done) return;
      const now = Date.now();
      const ended = expiresAt !== null && now >= expiresAt;
      if (!ended && now - lastActivity < idleMs) return;
      // A redeem or a stamp on its way: lock once it has its answer (the next check).
      if (queryClient.isMutating() > 0) return;
      done = true;
      if (ended) expired();
      else idle();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') check();
    };

    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY) document.addEventListener(type, onActivity, options);
    document.addEventListener('visibilitychange', onVisibility);
    const timer = setInterval(check, IDLE_CHECK_MS);
    return () => {
      for (const type of ACTIVITY) document.removeEventListener(type, onActivity, options);
      document.removeEventListener('visibilitychange', onVisibility);
      clearInterval(timer);
    };
  }, [enabled, idleMinutes, expiresAt, queryClient]);
}
