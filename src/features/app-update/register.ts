import { Workbox } from 'workbox-window';
import { offerAppUpdate } from '../../lib/app-update';
import { baseUrl, devServer } from '../../config/env';

/** How often a running app asks whether a new version is out (besides when it is shown again). */
export const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * Live build only (main.tsx, after the first paint): registers the app worker, which precaches
 * the app so it opens with no network (vite.config.ts, `installableApp`), and looks for a new
 * version every 30 minutes and whenever the tab comes back into view. A tablet left on the
 * counter all day never navigates, so the browser's own check (on navigation) would never run.
 *
 * A new version waits (no skipWaiting) until the app hands over: a tap on "Update now", or an
 * idle counter (update-notice.tsx). The hand-over reloads the page on the same address; the
 * create form's draft is in storage, and sign-in lives in the server's cookies.
 */
export async function registerAppWorker(): Promise<void> {
  if (devServer || !('serviceWorker' in navigator)) return;
  // Whether a version was installed before this page started: the first install is the version
  // this page already runs, so it is nothing to offer.
  const before = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  let installedBefore = Boolean(before?.active);
  const workbox = new Workbox(`${baseUrl}sw.js`, {
    scope: baseUrl,
  });
  let handingOver = false;
  const reloadOnce = () => {
    if (!handingOver) return;
    handingOver = false;
    window.location.reload();
  };
  workbox.addEventListener('waiting', () => {
    offerAppUpdate(() => {
      handingOver = true;
      void navigator.serviceWorker.getRegistration().then((registration) => {
        // A page the old version did not control (the first visit) sees no "controlling": it
        // reloads when the new version is active instead.
        const next = registration?.waiting;
        next?.addEventListener('statechange', () => {
          if (next.state === 'activated') reloadOnce();
        });
        workbox.messageSkipWaiting();
      });
    });
  });
  // A page no worker controls (the first visit, or after a hard reload) holds no new version
  // back: it activates at once, while this page still runs the old code. Offer it all the same;
  // the hand-over is a reload.
  workbox.addEventListener('activated', () => {
    if (!installedBefore) {
      installedBefore = true;
      return;
    }
    if (navigator.serviceWorker.controller) return;
    offerAppUpdate(() => {
      handingOver = true;
      reloadOnce();
    });
  });
  // The new worker took over: reload into the new version (only when this page asked for it; a
  // first install on an already open page changes nothing on screen).
  workbox.addEventListener('controlling', reloadOnce);
  void workbox.register().catch((error: unknown) => {
    // No worker (a private window, storage refused): the app works, only not offline.
    console.warn('The app worker could not be registered; the app will not open offline.', error);
  });
  const check = () => {
    void workbox.update().catch(() => {
      // Offline or the server is away: the next check will try again.
    });
  };
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
