import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Builds the simulated service's HTTP server for plain Node (`npm run service:sim`). Code under
 * src/ reads `import.meta.env` (the service's time zone), which only Vite fills in: an SSR build
 * replaces it, as it does for the browser build, and leaves the packages (msw) to node_modules.
 */
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  // The app's public files (mockServiceWorker.js among them) have no place beside a Node script.
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'server/sim/main.ts',
    outDir: 'node_modules/.cache/service-sim',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
  },
});
