import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { configureApiClient } from '../api/client';
import { consoleErrors } from './console-guard';

// Node's fetch needs absolute URLs; the app itself uses same-origin paths.
configureApiClient({ baseUrl: 'http://localhost', timeoutMs: 2_000, getLanguage: () => 'en' });

// A console.error is a failing test: React warnings and unexpected errors must not pass silently.
beforeEach(() => {
  consoleErrors.length = 0;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});
afterEach(() => {
  cleanup();
  if (consoleErrors.length > 0) {
    const printed = consoleErrors.map((args) => args.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called:\n${printed}`);
  }
});
