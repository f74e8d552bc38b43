// Builds the counter's stack alone (main.tsx says what that is) with the app's toolchain: the same Vite and React plugin, the same
// build options as vite.config.ts (target, source maps, no module-preload polyfill).
//   npx vite build --config scripts/bench-stack-floor/vite.config.mjs --outDir .bench/stack-floor
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { target: 'es2022', sourcemap: true, modulePreload: { polyfill: false } },
});
