import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * Builds the live server and its two commands for plain Node, as ESM files in dist-server/ with
 * hono and @hono/node-server left to node_modules:
 * - node.js: the server (`npm run serve:live`);
 * - demo.js: the demo's server on the simulated service (`npm run serve:demo`, the journeys');
 * - staff.js: the staff list (`npm run staff -- add "‹name›" --role counter`);
 * - audit-verify.js: the audit log's check (`npm run audit:verify`);
 * - db-migrate.js: the PostgreSQL schema (`npm run db:migrate`), its SQL files bundled in;
 * - db-import.js: a DATA_DIR moved into an empty database (`npm run db:import`);
 * - doctor.js: the settings and surroundings checked, one line a problem (`npm run doctor`);
 * - backup.js and restore.js: a backup of the state and its restore (`npm run backup`, `restore`).
 * The app it serves is built apart (`npm run build:live` → dist-live/).
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'dist-server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rolldownOptions: {
      input: {
        node: 'server/node.ts',
        demo: 'server/demo/node.ts',
        staff: 'server/cli/staff.ts',
        'audit-verify': 'server/audit/verify-cli.ts',
        'db-migrate': 'server/db/migrate-cli.ts',
        'db-import': 'server/db/import-cli.ts',
        doctor: 'server/doctor/cli.ts',
        backup: 'server/backup/backup-cli.ts',
        restore: 'server/backup/restore-cli.ts',
      },
      output: { entryFileNames: '[name].js' },
    },
  },
});
