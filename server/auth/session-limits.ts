/**
 * How long a session lasts: its absolute lifetime, the server's margin past the device's idle
 * lock, and the idle lock's range (each device picks its own minutes within it).
 */

export const SESSION_LIMITS = {
  /** The absolute lifetime of a session: one long shift. */
  absoluteMs: 12 * 60 * 60_000,
  /**
   * The server locks a session this long after the device's idle time. The app locks itself at
   * the idle time exactly and tells the server of activity at most once a minute, so the server's
   * view of the last activity may be up to a minute old: this margin keeps it from locking a
   * person who is using the device, while still locking a tab that was closed or cut off.
   */
  idleGraceMs: 90_000,
  /**
   * A call moves the session's last activity only when it is this much older: each call of a
   * busy till wrote its session again (a database write per scan with PostgreSQL), and the idle
   * lock's margin (90 s) is far wider than 15 s, so a till in use is never locked for it.
   */
  touchEveryMs: 15_000,
} as const;

export const IDLE_LOCK_MINUTES = { min: 2, max: 15, default: 5 } as const;
