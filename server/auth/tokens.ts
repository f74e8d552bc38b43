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

/** A token as a cookie may carry it: what randomToken makes, nothing longer or stranger. */
export function isTokenShaped(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{16,128}$/.test(value);
}
