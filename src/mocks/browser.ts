import { setupWorker } from 'msw/browser';
import type { DemoControls } from '../lib/demo-controls';
import { createHandlers } from './handlers';
import { createSimulatedService, type Persistence } from './service';
import { baseUrl } from '../config/env';

const STORAGE_KEY = 'counter-pos.demo-service.v1';

const localStoragePersistence: Persistence = {
  load() {
    try {
      const raw = localStorage.getItem(STORAGE_KEY);
      return raw ? (JSON.parse(raw) as unknown) : null;
    } catch {
      return null;
    }
  },
  save(saved) {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
    } catch (error) {
      console.warn('The demo store could not be saved; changes will not survive a reload.', error);
    }
  },
};

declare global {
  interface Window {
    /** The demo's controls, for Playwright and for curious people with a console. */
    __demo?: DemoControls;
  }
}

/** Starts the simulated service in the page (demo mode only). */
export async function startDemoService(): Promise<DemoControls> {
  const service = createSimulatedService({ persistence: localStoragePersistence });
  const worker = setupWorker(...createHandlers(service));
  await worker.start({
    serviceWorker: { url: `${baseUrl}mockServiceWorker.js` },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  // A page loaded while the worker was still installing (a quick navigation on a first visit, or a
  // hard reload) is not controlled by it: MSW reloads such a page, and a request it sent
  // meanwhile would reach the real network. So the service counts as started only once the worker
  // controls this page; until then (or until the reload) every request keeps waiting.
  await controlled();
  window.__demo = service.controls;
  return service.controls;
}

function controlled(): Promise<void> {
  if (navigator.serviceWorker.controller) return Promise.resolve();
  return new Promise((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
  });
}
