import type { QueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  getAuthState,
  lock,
  touchSession,
  type AuthState,
  type FirstAuthRead,
} from '../../api/auth';
import { authRefusalFor, authRefusalOf, type AuthRefusal } from '../../api/auth-refusal';
import { configureApiClient } from '../../api/client';
import { isSignInRefusal, signedInAgain } from '../../api/sign-in-wait';
import { useConnection } from '../../api/connection';
import { afterPaint } from '../../lib/after-paint';
import { SessionContext, setSessionIdentity, type SessionValue } from '../../lib/session';
import {
  BootFailure,
  PairingScreen,
  preloadSignInScreen,
  UnlockPad,
  type SignInScreen,
} from './sign-in-screens';
import type { LockReason } from './unlock-pad';
import { firstAuthOf, gateOf, NOBODY, NOT_PAIRED, padReasonOf } from './gate-state';
import { forgetLockNoteUnlessItHolds, noteLock, readLockNote } from './lock-note';
import { useIdleLock } from './use-idle-lock';
import './auth.css';

/** What the first read of the sign-in state gave: the state, or why there is none. */
export type InitialAuth = FirstAuthRead;

/**
 * The sign-in screen the gate's first paint shows for this first read, if any (the start loads
 * its code before that paint). A failed read shows the app instead when the app opened offline;
 * that screen's code is then only fetched early for nothing.
 */
export function firstSignInScreen(initial: InitialAuth): SignInScreen | null {
  const auth = firstAuthOf(initial);
  if (!auth) return 'boot-failure';
  if (!auth.device) return 'pairing';
  return auth.session ? null : 'pad';
}

/** What the pad says when a refusal ended the session. */
const LOCK_REASONS: Record<Extract<AuthRefusal, { ends: 'session' }>['reason'], LockReason> = {
  locked: 'idle',
  expired: 'expired',
  'signed-out': 'signed-out',
};

interface AuthGateProps {
  initial: InitialAuth;
  /** The app's own client: a lock waits for its writes (mutations) to finish. */
  queryClient: QueryClient;
  /** The app. Mounted once paired, and never remounted by a lock and an unlock. */
  children: ReactNode;
}

/**
 * Live mode's sign-in around the app. Not paired: the pairing screen, with no app behind it.
 * Paired and locked: the unlock pad over the app, which stays mounted underneath (inert and
 * hidden from assistive technology) so the screen, a draft and the scroll are all still there
 * after the unlock. Signed in: the app, and the idle lock.
 */
export function AuthGate({ initial, queryClient, children }: AuthGateProps) {
  const [gate, setGate] = useState(() => gateOf(initial, readLockNote(), Date.now()));
  /** Where focus was when the pad came up: it goes back there after the unlock. */
  const returnFocus = useRef<HTMLElement | null>(null);
  const { auth } = gate;
  const device = auth?.device ?? null;
  const session = auth?.session ?? null;
  const locked = device !== null && session === null;
  // What the app under the pad goes by: the last session, until someone else unlocks.
  const [shownSession, setShownSession] = useState(session);
  if (session !== null && session !== shownSession) setShownSession(session);

  /** A state read (or a sign-in call's answer): the pad says a lock this browser noted. */
  const applyState = useCallback((state: AuthState) => {
    const note = readLockNote();
    const now = Date.now();
    setGate(({ lockReason, lockedBy, ...current }) => ({
      ...current,
      ...padReasonOf(state, note, now, { lockReason, lockedBy }),
      auth: state,
      bootError: null,
    }));
  }, []);

  // A note of this browser's lock goes once a state shows it no longer holds: someone unlocked
  // or paired here, the server says someone is signed in or another (or no) device, or 12 hours.
  useEffect(() => {
    if (auth) forgetLockNoteUnlessItHolds(auth);
  }, [auth]);

  /** The pad comes up over the screen (a no-op while it is up or when not paired). */
  const lockWith = useCallback((reason: LockReason) => {
    // Where focus is in the app now (not on the pad, if it is up already).
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !active.closest('.unlock-pad'))
      returnFocus.current = active;
    setGate((current) =>
      current.auth?.device && current.auth.session
        ? {
            ...current,
            auth: { ...current.auth, session: null },
            lockReason: reason,
            lockedBy: null,
          }
        : current,
    );
  }, []);

  const unpair = useCallback((why: 'unpaired' | 'device-revoked') => {
    returnFocus.current = null;
    setGate({ auth: NOT_PAIRED, bootError: null, ...NOBODY, unpaired: why });
  }, []);

  /**
   * Locks here at once and tells the server in the same moment; its answer brings the names who
   * may unlock. A refusal was reported where it was read (apiRequest); the pad is up already.
   * The gate's calls are sent directly, not as mutations: it is on the counter's first load,
   * which carries no mutation or query observer (decision 0009), and a mutation starts a tick
   * later.
   */
  const lockHere = useCallback(
    (reason: 'manual' | 'idle') => {
      noteLock(auth, reason);
      lockWith(reason);
      lock(reason).then(
        // Only the names: by the time the answer comes, someone may already have unlocked.
        (state) =>
          setGate((current) => ({
            ...current,
            auth: current.auth && { ...current.auth, staff: state.staff },
          })),
        () => undefined,
      );
    },
    [auth, lockWith],
  );

  // Any call our server refuses for sign-in, the service's operations and ours alike.
  useEffect(() => {
    configureApiClient({
      onAuthRefused: (reason) => {
        const refusal = authRefusalFor(reason);
        if (refusal?.ends === 'pairing') unpair(refusal.reason);
        else if (refusal?.ends === 'session') lockWith(LOCK_REASONS[refusal.reason]);
      },
    });
    return () => configureApiClient({ onAuthRefused: undefined });
  }, [lockWith, unpair]);

  // The pad can come at any moment on a paired till (the idle lock, the server ending the
  // session), with no connection too: its code is fetched once the first frame is painted.
  const paired = device !== null;
  useEffect(() => {
    if (paired) return afterPaint(() => void preloadSignInScreen('pad'), 2_000);
  }, [paired]);

  // The names a redeem's memo records (read outside React, at the moment of the write).
  useEffect(() => {
    setSessionIdentity({ deviceName: device?.name ?? '', staffName: session?.staff.name ?? '' });
  }, [device?.name, session?.staff.name]);

  useIdleLock({
    enabled: device !== null && session !== null,
    idleMinutes: device?.idleLockMinutes ?? 5,
    expiresAt: session ? Date.parse(session.expiresAt) || null : null,
    queryClient,
    // A refusal that ends the session was reported where it was read; nothing else to do.
    onTouch: () => void touchSession().catch(() => undefined),
    onIdle: () => lockHere('idle'),
    onExpired: () => lockWith('expired'),
  });

  // After the unlock: focus where it was, and whatever was refused while locked is asked again.
  const wasLocked = useRef(locked);
  useEffect(() => {
    if (wasLocked.current === locked) return;
    wasLocked.current = locked;
    if (locked) return;
    const target = returnFocus.current;
    returnFocus.current = null;
    const fallback =
      document.querySelector<HTMLElement>('#main .scan__input') ??
      document.getElementById('screen-title');
    (target?.isConnected ? target : fallback)?.focus({ preventScroll: true });
    // A scan that met the lock was left waiting (never a verdict): it asks again now.
    signedInAgain();
    void queryClient.refetchQueries({
      type: 'active',
      predicate: (query) => isSignInRefusal(query.state.error),
    });
  }, [locked, queryClient]);

  const value = useMemo<SessionValue | null>(
    () =>
      device && {
        session: shownSession,
        locked,
        device,
        lockNow: () => lockHere('manual'),
        applyState,
      },
    [device, shownSession, locked, lockHere, applyState],
  );

  const connection = useConnection();
  // Opened with no connection (from the app worker's copy): nobody can be asked who is signed
  // in. The app comes up as it is, with its "no connection" notice; it sends nothing until the
  // connection is back, and then the server's answer brings the pad or the pairing screen.
  const offlineStart = !auth && connection === 'offline';
  // …and stays up (the same tree, so the screen is kept) until the server has said who is signed
  // in: the pad then comes over it, or the pairing screen replaces it.
  const [openedOffline, setOpenedOffline] = useState(false);
  if (offlineStart && !openedOffline) setOpenedOffline(true);
  const withoutAuth = !auth && (offlineStart || openedOffline);
  const wasOffline = useRef(connection === 'offline');
  useEffect(() => {
    if (connection === 'offline') {
      wasOffline.current = true;
      return;
    }
    // Back online with nobody known yet: ask once (a first read that failed for another reason
    // has its own "Try again").
    if (auth || !wasOffline.current) return;
    wasOffline.current = false;
    let current = true;
    getAuthState().then(
      (state) => {
        if (current) applyState(state);
      },
      (error: unknown) => {
        if (!current) return;
        if (authRefusalOf(error)?.ends === 'pairing') applyState(NOT_PAIRED);
        else {
          // No answer that says who may use this device: the boot failure's "Try again".
          setGate((gateNow) => ({ ...gateNow, bootError: error }));
          setOpenedOffline(false);
        }
      },
    );
    return () => {
      current = false;
    };
  }, [auth, connection, applyState]);

  // The sign-in screens' code loads when they are first shown (the start loads the first one's
  // before the first paint): nothing stands in for them meanwhile.
  if (!auth && !withoutAuth) {
    return (
      <Suspense fallback={null}>
        <BootFailure
          error={gate.bootError}
          onState={applyState}
          onUnpaired={() => applyState(NOT_PAIRED)}
        />
      </Suspense>
    );
  }
  if (auth && !device) {
    return (
      <Suspense fallback={null}>
        <PairingScreen
          // Said as the refusal said it; after a reload, the state still knows the till.
          note={gate.unpaired ?? (auth.unpairedDevice ? 'unpaired' : null)}
          deviceName={auth.unpairedDevice?.name ?? ''}
          onPaired={applyState}
        />
      </Suspense>
    );
  }
  return (
    <SessionContext value={value}>
      <div className="auth-app" inert={locked} aria-hidden={locked || undefined}>
        {children}
      </div>
      {locked && auth && (
        // Its own boundary: the app beside it stays as it is while the pad's code comes.
        <Suspense fallback={null}>
          <UnlockPad
            device={device}
            staff={auth.staff}
            reason={gate.lockReason}
            lockedBy={gate.lockedBy}
            pausedUntil={auth.pausedUntil ? Date.parse(auth.pausedUntil) || null : null}
            onUnlocked={applyState}
            onUnpaired={unpair}
          />
        </Suspense>
      )}
    </SessionContext>
  );
}
