/**
 * The headers every answer of the live server carries (app.ts adds them to pages and files),
 * here so that the API's own answers (api/reply.ts) can be built with them at once.
 *
 * Why not only the middleware: setting seven headers on an answer that is already built costs a
 * `Headers` object (undici's, which checks every name and value) and takes the answer off
 * @hono/node-server's fast path, where plain headers go to `writeHead` as they are. That was 0.13
 * ms of the 0.94 ms our server spent per validate (`npm run bench:server`, decision 0026's
 * measurements); an answer built here is only marked, and the middleware leaves it alone.
 */

/**
 * No inline script (the early-keys script is a file of its own for this reason); the camera's
 * code reader compiles WebAssembly, hence 'wasm-unsafe-eval' and nothing wider. Coupon images
 * come from anywhere on https, the QR code is a data: URL.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "connect-src 'self'",
  "img-src 'self' https: data: blob:",
].join('; ');

/** The camera on our own origin only; nothing else a counter does not use. */
export const PERMISSIONS_POLICY =
  'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

/** All but HSTS, which depends on the scheme the browser used (app.ts). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const secured = new WeakSet<Response>();

/** An answer built with SECURITY_HEADERS (and `Cache-Control: no-store`) in its own headers. */
export function markSecured(response: Response): Response {
  secured.add(response);
  return response;
}

/** Built with them: the middleware has nothing to add but HSTS. */
export function isSecured(response: Response): boolean {
  return secured.has(response);
}
