import * as z from 'zod/mini';

// The build's settings (Vite writes VITE_* into the code at build time), checked once here: a
// mistyped mode stops the app at start with the setting's name, instead of a demo build that was
// meant to be live. Nothing else in src/ reads import.meta.env. (A zone is not checked here: the
// check would cost the counter's first load; a wrong one fails at the first date, as before.)

const envSchema = z.object({
  /** "demo" (default): the simulated service runs in the page. "live": talk to our server. */
  VITE_API_MODE: z.optional(z.enum(['demo', 'live'])),
  /** Base path of the API in live mode; same origin by default. */
  VITE_API_BASE: z.optional(z.string()),
  /** The service's time zone (IANA name); Asia/Seoul by default. */
  VITE_SERVICE_TIME_ZONE: z.optional(z.string()),
  /** The account's registered custom domains, comma-separated (live mode). */
  VITE_CUSTOM_DOMAINS: z.optional(z.string()),
  /** Where the app is served from (Vite's `base`): the app's workers are registered under it. */
  BASE_URL: z.string(),
});

const env = envSchema.parse(import.meta.env);

/**
 * A live build: our server in front of the real service, sign-in, no simulated service. Read at
 * each call rather than once: a build has the mode written in (a constant the bundler folds, so a
 * live build ships none of the demo's code and a demo build none of the sign-in's), and a test
 * can switch one case to live.
 */
export function isLive(): boolean {
  return import.meta.env.VITE_API_MODE === 'live';
}

/** Base path of the API (live mode); '' for the same origin. */
export const apiBase: string = env.VITE_API_BASE ?? '';

/** The service's time zone: it keeps its calendar there, whatever the device's zone. */
export const serviceTimeZone: string = env.VITE_SERVICE_TIME_ZONE || 'Asia/Seoul';

/** The account's registered custom domains (live builds; the demo sets its own). */
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
