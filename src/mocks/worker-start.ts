import { baseUrl } from '../config/env';

// The demo's worker, before the simulated service's code (main.tsx; a module of its own so that a
// live build, which never calls it, holds none of it, not even in its source maps).

const WORKER_PATH = 'mockServiceWorker.js';

/**
 * The simulated service's worker, registered before the first render (its 3 kB script is the
 * browser's to fetch, not the page's to run), so it is installed and in control of the page by
 * the time the service's code has loaded, and a page opened meanwhile is claimed by it too.
 * A page the worker already controls registers nothing: `register()` runs an update check of the
 * script first, which took 2 to 5 s on a second page in the e2e on this machine (a scan waited
 * all that time for the service), and MSW checks for an update itself without waiting for it.
 */
export function registerDemoWorker(): Promise<ServiceWorkerRegistration | null> {
  if (navigator.serviceWorker.controller) return Promise.resolve(null);
  return navigator.serviceWorker.register(`${baseUrl}${WORKER_PATH}`);
}

/**
 * Whether this page must be reloaded before it is shown: the service's worker is active but does
 * not control the page (a hard reload), and an active worker claims no page after its own start.
 * MSW reloads such a page when it starts; the service starts after the first paint, and a reload
 * then would take a scan typed meanwhile with it. Asked before the first paint, and only when
 * the page is not controlled (a first visit answers "no" at once: there is no registration).
 */
export async function uncontrolledUnderActiveWorker(): Promise<boolean> {
  if (navigator.serviceWorker.controller) return false;
  const registration = await navigator.serviceWorker.getRegistration(baseUrl);
  if (!registration?.active || registration.installing || registration.waiting) return false;
  return registration.active.scriptURL.endsWith(`/${WORKER_PATH}`);
}

/**
 * A worker still installing claims this page when it activates: wait for that, or MSW finds an
 * uncontrolled page with a registration and reloads it (which a page opened in the service's
 * first moments would otherwise do). An active worker that does not control the page (a hard
 * reload) was dealt with before the first paint (uncontrolledUnderActiveWorker).
 */
export function claimed(registration: ServiceWorkerRegistration | null): Promise<void> {
  if (navigator.serviceWorker.controller || !(registration?.installing ?? registration?.waiting))
    return Promise.resolve();
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}

/**
 * MSW's page tells its worker "client closed" as the page unloads, and the worker unregisters
 * itself when that was its last page: the next page of this tab (a link, a reload) then opens
 * uncontrolled, and is reloaded once more when the service starts, after the first paint, taking
 * a scan typed meanwhile with it. The demo keeps its worker, as any site keeps its own: this
 * listener runs first (capture, on the window itself) and ends the event there. The demo has no
 * other use for beforeunload.
 */
export function keepDemoWorkerAcrossPages(): void {
  window.addEventListener('beforeunload', (event) => event.stopImmediatePropagation(), {
    capture: true,
  });
}
