import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Builds the live server for plain Node (`npm run serve:live`): one ESM file in dist-server/,
 * with hono and @hono/node-server left to node_modules. The app it serves is built apart
 * (`npm run build:live` → dist-live/).
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'server/node.ts',
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
  },
});
