import { test as base, expect } from '@playwright/test';

/**
 * Every test fails on a console error or an uncaught page error, and starts from a fresh
 * simulated service (each test has its own browser context, so its own storage).
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'console errors during the test').toEqual([]);
  },
});

export { expect };
