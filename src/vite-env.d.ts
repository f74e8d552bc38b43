/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** "demo" (default): the simulated service runs in the page. "live": talk to our server. */
  readonly VITE_API_MODE?: 'demo' | 'live';
  /** Base path of the API in live mode; same origin by default. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
