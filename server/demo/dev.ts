import { getRequestListener } from '@hono/node-server';
import { createApp } from '../app';
import { version } from '../../package.json';
import { createDemoHost, type PageRequest } from './host';
import { demoShopKit } from './kit';

/**
 * `npm start`'s server (decision 0027): the demo's API in Vite's dev server, loaded by the
 * counter-pos:demo-server plugin (vite.config.ts). The page and its modules are Vite's, with hot
 * reload as before; /api and /healthz are the live server's own app, on the simulated service.
 */
export async function demoRequestListener(options: {
  allowedHosts: readonly string[];
  now: string | null;
}) {
  const host = createDemoHost({
    kit: await demoShopKit(version),
    now: options.now,
    allowedHosts: options.allowedHosts,
  });
  const app = createApp({ api: host.api, trustProxy: false, allowedHosts: options.allowedHosts });
  return {
    listener: getRequestListener(app.fetch),
    /** For a page Vite serves: the Set-Cookie line of the browser's new shop, or null (host.ts). */
    welcome: (request: PageRequest) => host.welcome(request),
  };
}
