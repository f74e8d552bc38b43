/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "demo" (default): the simulated service runs in the page. "live": talk to our server. */
  /** Base path of the API in live mode; same origin by default. */
  readonly VITE_API_BASE?: string;
  /** The service's time zone (IANA name); Asia/Seoul by default. */
  readonly VITE_SERVICE_TIME_ZONE?: string;
  /** The account's registered custom domains, comma-separated (live mode). */
  readonly VITE_CUSTOM_DOMAINS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
