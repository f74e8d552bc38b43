/**
 * Random tokens and their digests with Web Crypto (in Node 20 and every other runtime), so the
 * request handling stays free of Node specifics. Cookies carry the token; stores keep only its
 * SHA-256, so a leaked store (or a log of it) opens no session and no device.
 */

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** 256 bits from the platform's CSPRNG, as 43 URL-safe characters. */
export function randomToken(bytes = 32): string {
  return base64url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** A short random id for records (devices, staff), not a secret. */
export function randomId(): string {
  return randomToken(9);
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The digest of a cookie's token, remembered for the last 1,000 tokens seen: every call of a
 * signed-in till carries the same two cookies, and Web Crypto's digest costs about 0.2 ms of the
 * main thread each time (`npm run bench:server --profile`). Bounded, so a flood of made-up
 * tokens only pushes the oldest out; it holds nothing the request did not already hold.
 */
const recentDigests = new Map<string, Promise<string>>();
const RECENT_DIGESTS = 1_000;

export function tokenDigest(token: string): Promise<string> {
  const known = recentDigests.get(token);
  if (known) return known;
  const digest = sha256Hex(token);
  recentDigests.set(token, digest);
  if (recentDigests.size > RECENT_DIGESTS) {
    const oldest = recentDigests.keys().next().value;
    if (oldest !== undefined) recentDigests.delete(oldest);
  }
  return digest;
}

/** A token as a cookie may carry it: what randomToken makes, nothing longer or stranger. */
export function isTokenShaped(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{16,128}$/.test(value);
}
