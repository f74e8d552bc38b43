import * as z from 'zod/mini';

// The build's settings (Vite writes VITE_* into the code at build time), checked once here.
// Nothing else in src/ reads import.meta.env (a lint rule holds it). There is one app: it always
// talks to our server, which in the demo runs on the simulated service (decision 0027). (A zone is
// not checked here: the check would cost the counter's first load; a wrong one fails at the first
// date.)

const envSchema = z.object({
  /** Base path of our server's API; same origin by default. */
  VITE_API_BASE: z.optional(z.string()),
  /** The service's time zone (IANA name); Asia/Seoul by default. */
  VITE_SERVICE_TIME_ZONE: z.optional(z.string()),
  /** The account's registered custom domains, comma-separated. */
  VITE_CUSTOM_DOMAINS: z.optional(z.string()),
  /** Where the app is served from (Vite's `base`): the app's workers are registered under it. */
  BASE_URL: z.string(),
});

const env = envSchema.parse(import.meta.env);

/** Base path of our server's API; '' for the same origin. */
export const apiBase: string = env.VITE_API_BASE ?? '';

/** The service's time zone: it keeps its calendar there, whatever the device's zone. */
export const serviceTimeZone: string = env.VITE_SERVICE_TIME_ZONE || 'Asia/Seoul';

/** The account's registered custom domains (the demo's server says its own). */
export const customDomains: readonly string[] = (env.VITE_CUSTOM_DOMAINS ?? '')
  .split(',')
  .filter(Boolean);

/**
 * Vite's dev server (`npm start`): the page is served from source, and there is no built app
 * worker to register (vite-plugin-pwa writes sw.js into a build only).
 */
export const devServer: boolean = import.meta.env.DEV;

/** Where the app is served from, ending in '/'. */
export const baseUrl: string = env.BASE_URL;
