import { baseUrl } from '../config/env';

// The demo's worker, before the simulated service's code (main.tsx; a module of its own so that a
// live build, which never calls it, holds none of it, not even in its source maps).

/**
 * The simulated service's worker, registered before the first render (its 3 kB script is the
 * browser's to fetch, not the page's to run), so it is installed and in control of the page by
 * the time the service's code has loaded, and a page opened meanwhile is claimed by it too.
 */
export function registerDemoWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(`${baseUrl}mockServiceWorker.js`);
}

/**
 * A worker still installing claims this page when it activates: wait for that, or MSW finds an
 * uncontrolled page with a registration and reloads it (which a page opened in the service's
 * first moments would otherwise do). An active worker that does not control the page (a hard
 * reload) is left to MSW, which reloads the page as it always has.
 */
export function claimed(registration: ServiceWorkerRegistration): Promise<void> {
  if (navigator.serviceWorker.controller || !(registration.installing ?? registration.waiting))
    return Promise.resolve();
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}
