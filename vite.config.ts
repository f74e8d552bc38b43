/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173 },
  preview: { port: 4173 },
  // Every browser this app supports has native modulepreload: the polyfill is dead weight.
  build: { target: 'es2022', sourcemap: true, modulePreload: { polyfill: false } },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    // The server's tests (live mode) run in Node: each file says so with `@vitest-environment node`.
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    restoreMocks: true,
    // Screens with real providers, a simulated service and read-back schedules: a loaded
    // two-core CI machine can take several seconds where a laptop takes one.
    testTimeout: 15_000,
  },
});
