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
  // The last resort: main.tsx reloads a page the worker will never control before its first
  // paint (worker-start.ts), so this is reached only by a page that lost its worker after that.
  // Its requests would reach the real network, or wait for a claim that never comes. MSW's own
  // answer to such a page is a reload, and so is ours: a check waiting meanwhile goes with the
  // page (it was never sent), which is better than a counter stuck on "Still waiting".
  if (!navigator.serviceWorker.controller) {
    location.reload();
    await new Promise<never>(() => undefined);
  }
  window.__demo = service.controls;
  return service.controls;
}
