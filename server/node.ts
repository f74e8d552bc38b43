import { chmod, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApi } from './api';
import { createApp } from './app';
import { createIndexReader } from './app-index';
import { tokenKeyFrom } from './auth/tokens';
import { createAuth } from './auth/auth';
import { scryptPinHasher } from './auth/pin-scrypt';
import { rateLimitOf, readServerConfig } from './config';
import { answerClientErrors } from './client-error';
import { lockDataDir } from './data-dir-lock';
import { consoleToJson, jsonLog } from './log';
import { createMetrics, createMetricsApp, metricsListenFrom } from './metrics';
import { fileState } from './state/files';
import { postgresServerState } from './state/postgres';
import type { ServerState } from './state/types';
import { version as appVersion } from '../package.json';

/**
 * The Node entry, and the only file that knows it runs on Node: reads the environment, serves the
 * live build's files, listens. `npm run serve:live` builds both and starts this.
 */
// Everything the server says, one JSON object a line (log.ts): info on stdout, the rest on stderr.
const log = jsonLog(process.stdout, process.stderr);
consoleToJson(console, log);

const here = dirname(fileURLToPath(import.meta.url));
/** The built app (`npm run build:live` → dist-live), beside this file's build by default. */
const appDir = resolve(process.env.APP_DIR ?? join(here, '..', 'dist-live'));
// The app's version, for the User-Agent the service asks for: taken into the build.
const version = appVersion;

const read = readServerConfig(process.env, version);
if (!read.ok) {
  console.error(`The server cannot start:\n${read.problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
const { config } = read;
const metricsAt = metricsListenFrom(process.env, config.port);
if (!metricsAt.ok) {
  console.error(`The server cannot start:\n  - ${metricsAt.problem}`);
  process.exit(1);
}
const metrics = metricsAt.listen ? createMetrics() : undefined;

const indexPath = join(appDir, 'index.html');
const readIndex = createIndexReader({
  stat: () => stat(indexPath),
  read: () => readFile(indexPath, 'utf8'),
});
if ((await readIndex()) === null) {
  console.error(`The server cannot start: no built app in ${appDir} (run npm run serve:live).`);
  process.exit(1);
}

/**
 * The shop's own data: the staff list (`npm run staff`), the paired devices, sessions, the
 * wrong-PIN tallies, idempotency keys and the audit log, in DATA_DIR (data/ beside where the
 * server starts, by default): a restart costs nothing a till notices (docs/scaling.md). One server
 * per DATA_DIR: a second one on the same directory does not start.
 */
const dataDir = resolve(process.env.DATA_DIR ?? 'data');
/** The folder 700 and everything in it 600 (folders 700), as the umask makes new ones. */
async function closeToOthers(dir: string): Promise<void> {
  await chmod(dir, 0o700);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await closeToOthers(path);
    else if (entry.isFile()) await chmod(path, 0o600);
  }
}

/** Files in DATA_DIR for one process; PostgreSQL (DATABASE_URL) for several. */
async function openState(): Promise<{
  state: ServerState;
  checkState?: () => Promise<string | null>;
  release: () => Promise<void>;
}> {
  if (config.databaseUrl !== undefined) {
    const state = await postgresServerState({ ...config, databaseUrl: config.databaseUrl });
    return { state, checkState: state.checkState, release: () => Promise.resolve() };
  }
  // Only the server's own account reads the shop's data: the staff list, the sessions, the log.
  // New files are 600 and folders 700 (the umask), and DATA_DIR itself is closed to others even
  // when an earlier version made it 755.
  process.umask(0o077);
  await mkdir(dataDir, { recursive: true });
  await closeToOthers(dataDir);
  const lock = await lockDataDir(dataDir);
  if (!lock.ok) throw new Error(lock.message);
  try {
    return { state: await fileState(dataDir, config), release: lock.release };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

let opened: Awaited<ReturnType<typeof openState>>;
try {
  opened = await openState();
} catch (error) {
  // A file the server cannot read is a reason not to start (forgetting PIN tallies would hand a
  // guesser a fresh set of tries; forgetting keys could send a create twice), and so is a
  // database it cannot reach: said in one line.
  console.error(
    `The server cannot start: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
// With figures to serve, every audit line is counted and timed, and the limit's budget read.
const state = metrics
  ? { ...opened.state, audit: metrics.watchAudit(opened.state.audit) }
  : opened.state;
metrics?.watchRateLimit(state.rateLimiter);
if ((await state.staff.list()).every((member) => member.role !== 'owner')) {
  console.warn(
    `No owner on the staff list in ${dataDir}: no device can be paired until one is added ` +
      '(npm run staff -- add "<name>" --role owner).',
  );
}
// Stored token digests are keyed (decision 0019): a device or session row written without
// AUDIT_KEY signs nobody in.
const auth = createAuth({
  ...state,
  pins: scryptPinHasher,
  tokenKey: await tokenKeyFrom(config.auditKey),
});

// Each device's refused calls of a minute are one counted line (decision 0013), written once the
// minute is over even when no call comes after it.
setInterval(() => {
  auth.flushRefusals().catch((error: unknown) => {
    console.error('Audit log: the count of refused calls could not be written:', error);
  });
}, 15_000).unref();

const app = createApp({
  api: createApi(config, {
    auth,
    state,
    ...(metrics ? { observeUpstream: metrics.observeUpstream } : {}),
  }),
  trustProxy: config.trustProxy,
  allowedHosts: config.allowedHosts ?? [],
  version,
  readIndex,
  ...(opened.checkState ? { checkState: opened.checkState } : {}),
  ...(metrics ? { metrics } : {}),
  log,
  serveStatic: serveStatic({
    root: appDir,
    // Hashed file names never change: a year. Everything else is checked on each load.
    onFound: (path, c) => {
      c.header(
        'Cache-Control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  }),
});

const server = serve(
  { fetch: app.fetch, port: config.port, hostname: process.env.HOST },
  (info) => {
    console.info(
      `Counter POS (live) on http://${process.env.HOST ?? 'localhost'}:${info.port}, ` +
        `service ${config.serviceBaseUrl}, plan ${config.plan}, ` +
        `rate limit ${rateLimitOf(config)} calls a minute ` +
        (config.rateLimitPerMinute === undefined
          ? `(the plan's default; RATE_LIMIT_PER_MINUTE sets another)`
          : '(RATE_LIMIT_PER_MINUTE)'),
    );
  },
);

answerClientErrors(server);

// The figures on the operator's port only (metrics.ts): never on the shop's.
const metricsServer =
  metrics && metricsAt.listen
    ? serve({
        fetch: createMetricsApp(metrics).fetch,
        port: metricsAt.listen.port,
        hostname: metricsAt.listen.host,
      })
    : null;

const stop = () => {
  const exit = () =>
    void state
      .close()
      .catch((error: unknown) => console.error('Could not write the sessions at shutdown:', error))
      .finally(() => void opened.release().finally(() => process.exit(0)));
  metricsServer?.close();
  server.close(exit);
  // A browser holding a connection open must not keep the process alive for long.
  setTimeout(exit, 3_000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
