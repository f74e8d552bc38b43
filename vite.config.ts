/// <reference types="vitest/config" />
import { rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** server/demo/dev.ts as the plugin calls it (its types pull the app's in, which this file has not). */
interface DemoDevModule {
  demoRequestListener(options: {
    allowedHosts: readonly string[];
    now: string | null;
  }): Promise<DemoDev>;
}
interface DemoDev {
  listener: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  welcome: (request: {
    method: string;
    path: string;
    accept?: string;
    cookie?: string;
    host?: string;
  }) => string | null;
}
import { join, resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { earlyPreloadsPlugin } from './scripts/early-preloads.ts';

/**
 * `npm start` (decision 0027): the live server's own app on the simulated service, in this dev
 * server's process, answering /api and /healthz; Vite answers the page and its modules (hot reload
 * as before). Loaded through Vite's SSR loader on the first such request, so the server's code is
 * TypeScript read as the build reads it. ALLOWED_HOSTS names a tablet's LAN name for both.
 */
function demoServer(allowedHosts: readonly string[], now: string | null): Plugin {
  return {
    name: 'counter-pos:demo-server',
    apply: 'serve',
    configureServer(server) {
      let listener: Promise<DemoDev> | null = null;
      const load = () =>
        (listener ??= server.ssrLoadModule('/server/demo/dev.ts').then((module) =>
          (module as DemoDevModule).demoRequestListener({
            allowedHosts,
            now,
          }),
        ));
      server.middlewares.use((request, response, next) => {
        const path = request.url ?? '';
        if (!/^\/(api(\/|\?|$)|healthz(\?|$))/.test(path)) {
          // A page Vite serves opens the browser's shop, so its first API calls share one.
          const { method = 'GET', headers } = request;
          if (method !== 'GET') return next();
          load()
            .then(({ welcome }) => {
              const line = welcome({
                method,
                path: path.split('?')[0] ?? '/',
                accept: headers.accept,
                cookie: headers.cookie,
                host: headers.host,
              });
              if (line) response.appendHeader('set-cookie', line);
              next();
            })
            .catch(next);
          return;
        }
        load()
          .then(({ listener: handle }) => handle(request, response))
          .catch(next);
      });
    },
  };
}

/**
 * The built app ships none of the demo's pictures: they come from public/, which Vite copies
 * whole, and the demo's server serves them from there itself (server/demo/node.ts).
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
      await rm(join(outDir, 'demo'), { recursive: true, force: true });
    },
  };
}

/**
 * The app installs on a counter tablet: a manifest, and an app worker that
 * precaches the app's shell so it opens with no network. Only the shell: every /api call and the
 * health route go to the network (no runtime caching at all), and a page address is answered with
 * the precached index.html. Registration and the update prompt are the app's own (src/features/app-update), hence
 * `injectRegister: false`.
 */
function installableApp(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Counter POS',
      short_name: 'Counter',
      description: 'Check and redeem coupons and stamp cards at the counter.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      orientation: 'any',
      theme_color: '#1d4ed8',
      background_color: '#f6f6f3',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      // The shell and every route's code and strings; not the camera's 1 MB code reader (the
      // camera needs the network's answers anyway) and not source maps.
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      globIgnores: ['**/*.map', '**/*.wasm'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/healthz/],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
      // A new version waits until the app says so (a tap, or an idle counter).
      skipWaiting: false,
      clientsClaim: false,
    },
  });
}

export default defineConfig(({ mode, isSsrBuild }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const allowedHosts = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  // In dev: our server elsewhere when LIVE_SERVER_URL names one, else the demo's in this one.
  const liveServer = env.LIVE_SERVER_URL;
  return {
    plugins: [
      react(),
      earlyPreloadsPlugin(env.VITE_API_BASE ?? ''),
      // Not for the unit tests (Vitest's mode), which render the app in jsdom.
      ...(isSsrBuild || mode === 'test' ? [] : [withoutDemoFiles(), ...installableApp()]),
      ...(liveServer || mode === 'test'
        ? []
        : [demoServer(allowedHosts, env.SIM_NOW?.trim() || null)]),
    ],
    resolve: {
      // wouter's shim for React before 18: React 19 has the hook (src/lib/use-sync-external-store-shim.ts).
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: resolve(import.meta.dirname, 'src/lib/use-sync-external-store-shim.ts'),
        },
      ],
    },
    server: {
      port: 5173,
      allowedHosts: [...allowedHosts],
      // LIVE_SERVER_URL=… npm run dev: the app on Vite, its /api on our live server elsewhere.
      proxy: liveServer ? { '/api': liveServer, '/healthz': liveServer } : undefined,
    },
    preview: { port: 4173 },
    // Every browser this app supports has native modulepreload: the polyfill is dead weight.
    build: {
      target: 'es2022',
      sourcemap: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'first', tags: ['$initial'] },
              // Live: the sign-in start and the sign-in API it reads with, one chunk; apart, the API
              // was a 0.7 kB script of its own on every live first load (the pad and the settings
              // import it too).
              {
                name: 'start-auth',
                test: /src[\\/](features[\\/]auth[\\/](start-auth|auth-gate|use-idle-lock|gate-state|lock-note|sign-in-screens)|api[\\/]auth)\.tsx?$/,
              },
              // What the stamp screen and the recent list read of the counter's past writes: one
              // chunk (the write path's own modules load after the first paint, decision 0023).
              {
                name: 'recent-activity',
                test: /src[\\/]counter[\\/](recent-activity|write-journal)\.ts$/,
              },
              // What the stamp screen shares with the coupon's verdicts, the late results and the
              // retry panels (pictures, icons, the stamp API, error words, the verdict's panel,
              // its guarded buttons and waited note, the owner's details, the validity words):
              // one chunk, not eight small ones on /stamps' first load (decision 0023: 17
              // scripts there became 12). The back-office routes that show a retry panel fetch it
              // whole.
              {
                name: 'verdict-parts',
                test: /src[\\/](counter[\\/](verdict-media|validity-text|verdict-panel|guarded-write-button|waited-write-note|owner-details)\.tsx|counter[\\/]use-double-check\.ts|lib[\\/]mask\.ts|(lib|components)[\\/]no-break\.tsx?|components[\\/]icons[\\/](Circle(X|Check|Help)|Gift|MapPin)\.ts|api[\\/]stamps\.ts|components[\\/](api-error-message|retry-panel)\.tsx)$/,
              },
            ],
          },
        },
      },
    },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./src/test/setup.ts'],
      // The server's tests (live mode) run in Node: each file says so with `@vitest-environment node`.
      include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}'],
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
