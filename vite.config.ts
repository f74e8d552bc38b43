/// <reference types="vitest/config" />
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * A live build ships none of the simulated service: its code is a chunk only the demo imports,
 * and its worker script and demo images come from public/, which Vite copies whole, so they are
 * removed from the output here.
 */
function withoutDemoFiles(): Plugin {
  let outDir = '';
  return {
    name: 'counter-pos:without-demo-files',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await rm(join(outDir, 'mockServiceWorker.js'), { force: true });
      await rm(join(outDir, 'demo'), { recursive: true, force: true });
    },
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const live = env.VITE_API_MODE === 'live';
  return {
    plugins: [react(), ...(live && !isSsrBuild ? [withoutDemoFiles()] : [])],
    server: {
      port: 5173,
      // `npm run dev:live`: the app on Vite, its /api on our live server (npm run serve:live).
      proxy: live ? { '/api': env.LIVE_SERVER_URL ?? 'http://localhost:8787' } : undefined,
    },
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
      // Four workers on two cores: the screen tests spend half their time waiting on timers and
      // read-back schedules, so two workers left the cores idle. Measured on this machine, one
      // time-zone pass of the 970 tests: 160 s with two workers, 86 s with four, all passing.
      maxWorkers: 4,
    },
  };
});
