import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { configureApiClient } from '../api/client';
import { configureConnection, resetConnectionForTests } from '../api/connection';
import { resetServiceKind } from '../api/service-kind';
import { configureCustomDomains } from '../api/service-domains';
import { customDomains } from '../config/env';
import { switchTo } from '../lib/message-table';
import { resetCounterSettings } from '../counter/counter-settings';
import { forgetDeviceSettings } from '../counter/device-settings';
import { setSessionIdentity } from '../lib/session';
import { resetFeedback } from '../counter/feedback';
import { resetFirstPaint } from '../lib/lazy-part';
import { clearRecentActivity } from '../counter/recent-activity';
import { forgetLockNote } from '../features/auth/lock-note';
import { forgetRememberedScopes } from '../features/hourly-clicks/remembered-scopes';
import { forgetTheme } from '../lib/theme';
import { clearPendingWrites } from '../counter/write-journal';
import { resetWriteLock } from '../counter/write-lock';
import { allowedConsoleErrors, consoleErrors, isAllowed } from './console-guard';
import { closeOpenTestServers } from './open-servers';
import { installKeyClock, withActionGaps, withKeyClock } from './key-clock';
import type * as UserEventModule from '@testing-library/user-event';

// findBy/waitFor wait for something that must appear; the wait only matters when it is slow.
// Lazy parts (verdicts, dialogs, the QR library) load on first use, and on a loaded two-core CI
// machine a first import has taken over the default 1 s: 3 s keeps a slow machine green without
// letting anything that never appears pass.
configure({ asyncUtilTimeout: 3000 });
resetFirstPaint(true);

// The app fetches the write path and the counter's later parts right after its first paint
// (decision 0023), long before a first write: a test imports them before it starts instead of
// inside its first write's or notice's wait (on a loaded two-core machine a first import took
// seconds). What a till does when that code cannot be fetched has a test of its own
// (coupon-counter.write-code.test.tsx), which mocks it. Nothing here may import a module a test
// file mocks (the recent list's rows use lib/format, which one test counts): a module imported
// here keeps the real one.
if ('document' in globalThis) {
  await Promise.all([
    import('../api/settle-write'),
    import('../counter/write-journal'),
    import('../counter/recent-activity'),
    import('../counter/write-notices'),
    import('../counter/feedback-sounds'),
  ]);
}

// jsdom has <dialog> but not its modal methods; the browser's behaviour that matters here is
// `open`, the close event, and Esc asking the open dialog to close (a cancelable `cancel` event,
// after the key's own listeners have run).
// (Tests in the node environment have no DOM at all.)
const dialogPrototype: Partial<HTMLDialogElement> | undefined =
  'HTMLDialogElement' in globalThis ? HTMLDialogElement.prototype : undefined;
if (dialogPrototype && !dialogPrototype.showModal) {
  dialogPrototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  dialogPrototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = [...document.querySelectorAll('dialog')].findLast((open) => open.open);
    if (dialog?.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}

// Key events on a still clock moved by user-event's delays, not by the machine (key-clock.ts).
if ('window' in globalThis) installKeyClock();
vi.mock('@testing-library/user-event', async (importOriginal) => {
  const original = await importOriginal<typeof UserEventModule>();
  const userEvent = {
    // The direct calls (userEvent.type(…)) are each an action too.
    ...withActionGaps(original.default as unknown as UserEventModule.UserEvent),
    setup: (options?: Parameters<typeof original.default.setup>[0]) =>
      withActionGaps(original.default.setup(withKeyClock(options))),
  };
  return { ...original, default: userEvent, userEvent };
});

// jsdom lays nothing out: scrolling into view is a no-op, and no media query matches.
const elementPrototype: Partial<Element> | undefined =
  'Element' in globalThis ? Element.prototype : undefined;
if (elementPrototype && !elementPrototype.scrollIntoView) {
  elementPrototype.scrollIntoView = function scrollIntoView() {
    // Nothing to scroll in jsdom.
  };
}
// jsdom's window.scrollTo only reports "Not implemented": with no layout there is nothing to move.
if ('window' in globalThis) {
  Object.defineProperty(window, 'scrollTo', {
    configurable: true,
    value: () => {
      // Nothing to scroll in jsdom.
    },
  });
}
if ('window' in globalThis && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) =>
      Object.assign(new EventTarget(), { matches: false, media: query, onchange: null }),
  });
}

// jsdom has no layout: nothing is ever resized, and a canvas has no 2D context (it would report
// "Not implemented" for asking).
if ('window' in globalThis && !('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}
if ('HTMLCanvasElement' in globalThis) {
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', { value: () => null });
}

// Node's fetch needs absolute URLs; the app itself uses same-origin paths.
configureApiClient({
  baseUrl: 'http://localhost',
  timeoutMs: 2_000,
  readBackDelaysMs: [0, 40, 80],
});
configureConnection({ healthUrl: 'http://localhost/healthz', timeoutMs: 1_000 });
beforeEach(() => configureApiClient({ getLanguage: () => 'en' }));

// A console.error is a failing test: React warnings and unexpected errors must not pass silently.
beforeEach(() => {
  consoleErrors.length = 0;
  allowedConsoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
    if (isAllowed(args)) return;
    // Fail at the call itself, with its stack; the check after the test catches a call whose
    // throw was swallowed (React and MSW catch errors from some of their callbacks).
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(async () => {
  cleanup();
  closeOpenTestServers();
  resetConnectionForTests();
  resetServiceKind();
  // Screen tests render as after the app's first paint (lib/lazy-part.tsx tests a fresh page).
  resetFirstPaint(true);
  // Stores keep a snapshot in memory beside localStorage: each test starts from nothing.
  if ('localStorage' in globalThis) {
    clearRecentActivity();
    clearPendingWrites();
    resetWriteLock();
    forgetDeviceSettings();
    setSessionIdentity({ deviceName: '', staffName: '' });
    resetCounterSettings();
    resetFeedback();
    forgetTheme();
    forgetLockNote();
    forgetRememberedScopes();
    localStorage.clear();
    sessionStorage.clear();
  }
  // What a test changed of the page's language, address, body and the account's domains is put
  // back for the next test (decision 0026: a file that shared the page with the last one started
  // in Korean).
  if ('document' in globalThis) {
    // Anything a test put on the page outside the screens cleanup() unmounts.
    document.body.replaceChildren();
    await switchTo('en');
    window.history.replaceState(null, '', '/');
  }
  configureCustomDomains(customDomains);
  // Stubbed settings and globals too, even where a test's own clean-up did not run (a failed
  // test): the next file must not start with another's fetch. (Vitest's `unstubEnvs` would undo
  // them before each test, after the `beforeEach` that stubs them.)
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  if (consoleErrors.length > 0) {
    const printed = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called:\n${printed}`);
  }
});
