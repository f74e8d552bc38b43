import { readFile, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createApp } from '../app';
import { createIndexReader } from '../app-index';
import { answerClientErrors } from '../client-error';
import { version } from '../../package.json';
import { createDemoHost } from './host';
import { demoRateLimit, demoRefusal, demoShopKit } from './kit';

/**
 * The demo's server on a build (decision 0027): the live build of the app, and the demo's API in
 * front of the simulated service, in one Node process: what the end-to-end journeys run, and a
 * demo anyone can host. PORT (default 4173), HOST, APP_DIR (default dist-live), ALLOWED_HOSTS,
 * SIM_NOW (pins each new shop's service clock), RATE_LIMIT_PER_MINUTE (each shop's).
 */
const refusal = demoRefusal(process.env);
const rateLimit = demoRateLimit(process.env.RATE_LIMIT_PER_MINUTE);
if (refusal || typeof rateLimit !== 'number') {
  console.error(`The demo cannot start: ${refusal ?? (rateLimit as { problem: string }).problem}`);
  process.exit(1);
}
const here = dirname(fileURLToPath(import.meta.url));
const appDir = resolve(process.env.APP_DIR ?? join(here, '..', 'dist-live'));
const indexPath = join(appDir, 'index.html');
const readIndex = createIndexReader({
  stat: () => stat(indexPath),
  read: () => readFile(indexPath, 'utf8'),
});
if ((await readIndex()) === null) {
  console.error(`The demo cannot start: no built app in ${appDir} (run npm run build:live).`);
  process.exit(1);
}
const allowedHosts = (process.env.ALLOWED_HOSTS ?? '')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const host = createDemoHost({
  kit: await demoShopKit(version, rateLimit),
  now: process.env.SIM_NOW?.trim() || null,
  allowedHosts,
});
const appFiles = serveStatic({
  root: appDir,
  onFound: (path, c) => {
    c.header(
      'Cache-Control',
      path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});
/** The demo's pictures (public/demo), which a live build leaves out (vite.config.ts). */
const demoImages = serveStatic({ root: resolve(here, '..', 'public') });
const app = createApp({
  api: host.api,
  trustProxy: false,
  allowedHosts,
  version,
  readIndex,
  serveStatic: async (c, next) => {
    if (c.req.path.startsWith('/demo/')) return demoImages(c, next);
    return appFiles(c, next);
  },
});
const port = Number(process.env.PORT ?? 4173);
/** A page's request opens the browser's shop, so its first API calls share one (host.ts). */
async function fetchWithShop(request: Request): Promise<Response> {
  const line = host.welcome({
    method: request.method,
    path: new URL(request.url).pathname,
    accept: request.headers.get('accept'),
    cookie: request.headers.get('cookie'),
    host: request.headers.get('host'),
  });
  const response = await app.fetch(request);
  if (line === null) return response;
  const answer = new Response(response.body, response);
  answer.headers.append('set-cookie', line);
  return answer;
}
const server = serve({ fetch: fetchWithShop, port, hostname: process.env.HOST }, (info) => {
  console.info(`Counter POS demo on http://${process.env.HOST ?? 'localhost'}:${info.port}`);
});
answerClientErrors(server);
const stop = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3_000).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
