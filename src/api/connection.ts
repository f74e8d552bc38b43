import { takeEarlyRead, untilAborted } from './early-reads';
import { useSyncExternalStore } from 'react';

/**
 * Whether this device can reach our server, as the server's health route says (decision 0015),
 * never `navigator.onLine`: a tablet on shop Wi-Fi whose router lost its uplink says "online"
 * to the browser all day.
 *
 * - Starts as "online": nothing is known yet, and a first scan must not be held back by a guess.
 * - Any HTTP answer from our origin proves the way there works (`connectionAnswered`).
 * - A request that got no answer at all does not prove the opposite (one dropped request is not
 *   a dead network), so it asks the health route, and only its failure says "offline".
 * - While offline, the health route is asked every few seconds, and at once when the browser
 *   says its network changed or the tab comes back into view.
 *
 * The API client refuses to send anything while this says offline (after one more look), so a
 * scan without a connection says so and sends nothing.
 */
export type ConnectionState = 'online' | 'offline';

export interface ConnectionConfig {
  /** The health route: GET answers 200 with `{"status":"ok"}` while our server is up. */
  healthUrl: string;
  /** How long one health check may take. */
  timeoutMs: number;
  /** How often to look again while offline. */
  offlineRetryMs: number;
  /** How often to look while online with nothing else going on (0: never). */
  onlineCheckMs: number;
}

const config: ConnectionConfig = {
  healthUrl: '/healthz',
  timeoutMs: 4_000,
  offlineRetryMs: 5_000,
  onlineCheckMs: 60_000,
};

let state: ConnectionState = 'online';
let checking: Promise<ConnectionState> | null = null;
/** Each request and check is numbered as it is sent, so an answer can be placed in order. */
let sent = 0;
/** The number of the check that last said "offline": answers to older requests say nothing now. */
let offlineBy = 0;
const listeners = new Set<() => void>();

export function configureConnection(patch: Partial<ConnectionConfig>): void {
  Object.assign(config, patch);
}

function setState(next: ConnectionState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function connectionState(): ConnectionState {
  return state;
}

export function subscribeConnection(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A request is about to be sent: its number, to hand to `connectionAnswered` with its answer. */
export function requestSent(): number {
  return ++sent;
}

/**
 * An answer came from our server (any status): the way there works, unless the request was sent
 * before the check that found it gone. Such an answer is older news than that check: taking it
 * would leave the badge "online" for a minute after the network went (a clean-clone CI run saw
 * a query's late answer do it). A request sent before the app ran (an early read) is number 0.
 */
export function connectionAnswered(sentAs = requestSent()): void {
  if (state === 'offline' && sentAs < offlineBy) return;
  setState('online');
}

/**
 * Asks the health route. A check already under way is joined rather than doubled: it asks the
 * same question, and a request refused for want of a connection needs no newer answer than that.
 */
export function checkConnection(): Promise<ConnectionState> {
  checking ??= (async () => {
    const number = requestSent();
    const timeout = AbortSignal.timeout(config.timeoutMs);
    try {
      // The start's first check may have been sent before the app ran (early-reads.ts).
      const early = takeEarlyRead(config.healthUrl);
      const response = await (early
        ? untilAborted(early, timeout)
        : fetch(config.healthUrl, {
            cache: 'no-store',
            credentials: 'same-origin',
            headers: { Accept: 'application/json' },
            signal: timeout,
          }));
      const body: unknown = await response.json().catch(() => null);
      const up =
        response.ok &&
        typeof body === 'object' &&
        body !== null &&
        (body as { status?: unknown }).status === 'ok';
      // An answer that is not the health route's (a captive portal's page, a proxy's error)
      // means our server is not reachable.
      if (!up) offlineBy = number;
      setState(up ? 'online' : 'offline');
    } catch {
      offlineBy = number;
      setState('offline');
    } finally {
      checking = null;
    }
    return state;
  })();
  return checking;
}

/**
 * A check that starts after the browser's network changed. One already under way was sent before
 * the change, so its answer says nothing about the network now: joining it could leave the badge
 * "online" for a minute after the network went (a clean-clone CI run saw it). A new check follows
 * it instead.
 */
export function checkAfresh(): Promise<ConnectionState> {
  const under = checking;
  return under ? under.then(() => checkConnection()) : checkConnection();
}

/** A request got no answer: find out whether the connection is gone. */
export function connectionFailed(): void {
  void checkConnection();
}

/**
 * Keeps the state fresh while the app runs: a look every few seconds while offline, now and then
 * while online, and at once on the browser's network events and when the tab is shown again.
 * Returns the function that stops it.
 */
export function watchConnection(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const lookWith = (check: () => Promise<ConnectionState>) => () => {
    void check().then(() => {
      if (!stopped) schedule();
    });
  };
  const look = lookWith(checkConnection);
  // The browser says its network changed: a check sent before that is no answer.
  const lookAfresh = lookWith(checkAfresh);
  function schedule() {
    clearTimeout(timer);
    const every = state === 'offline' ? config.offlineRetryMs : config.onlineCheckMs;
    if (every > 0) timer = setTimeout(look, every);
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') look();
  };
  // A change found by any request (an answer, a failed check) starts the right rhythm.
  const unsubscribe = subscribeConnection(schedule);
  window.addEventListener('online', lookAfresh);
  window.addEventListener('offline', lookAfresh);
  document.addEventListener('visibilitychange', onVisible);
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('online', lookAfresh);
    window.removeEventListener('offline', lookAfresh);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The connection as React sees it. */
export function useConnection(): ConnectionState {
  return useSyncExternalStore(subscribeConnection, connectionState, connectionState);
}

/** Tests: back to the first state. */
export function resetConnectionForTests(): void {
  state = 'online';
  checking = null;
  sent = 0;
  offlineBy = 0;
}
