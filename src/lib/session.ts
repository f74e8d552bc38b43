import { createContext } from 'react';
import type { AuthState } from '../api/auth';

/*
 * Who is signed in, for the parts of the app outside the sign-in chunk (the header's chip, the
 * navigation, the redeem memo, settings). Tiny on purpose, and free of side effects a bundler
 * cannot drop: the demo build reads none of it, so none of it stays in the demo's first load.
 */

export type Session = NonNullable<AuthState['session']>;
export type PairedDeviceInfo = NonNullable<AuthState['device']>;

export interface SessionValue {
  /**
   * Who signed in. While the pad is up, still the last one who did: the screen under the pad
   * must not change behind it (a tab, a section, the audit log appearing or going); it changes
   * when someone else unlocks. Null only before anyone has signed in since the app started.
   */
  session: Session | null;
  /** The unlock pad is up. */
  locked: boolean;
  device: PairedDeviceInfo;
  /** Locks the device now: the pad comes up over the current screen. */
  lockNow: () => void;
  /** A sign-in call answered with a new state (the idle lock changed, everyone signed out). */
  applyState: (state: AuthState) => void;
}

/** Null in the demo build, which has no sign-in. */
export const SessionContext = /* @__PURE__ */ createContext<SessionValue | null>(null);

/**
 * Marketing and owners use the back office: they create coupons, read statistics and the audit
 * log (server/auth/roles.ts refuses counter staff all three).
 */
export function canUseBackOffice(session: Session | null | undefined): boolean {
  return session?.staff.role === 'marketing' || session?.staff.role === 'owner';
}

interface Identity {
  deviceName: string;
  staffName: string;
}

let identity: Identity = { deviceName: '', staffName: '' };

/** Set by the sign-in gate whenever the session changes. */
export function setSessionIdentity(next: Identity): void {
  identity = next;
}

/**
 * Live mode: the names a redeem's memo and the recent list record, the session's, read at the
 * moment of the write (outside React). The server writes its own identity into the memo as well.
 */
export function sessionIdentity(): Identity {
  return identity;
}
