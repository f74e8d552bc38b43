/**
 * Random tokens and their digests with Web Crypto (in Node 20 and every other runtime), so the
 * request handling stays free of Node specifics. Cookies carry the token; stores keep only its
 * keyed digest, so a leaked store (or a log of it) opens no session and no device, and a row
 * written into one without the key names nobody.
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

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

export async function sha256Hex(text: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * The key that stored token digests are made with (decision 0019): derived from AUDIT_KEY, which
 * is held outside DATA_DIR and the database. A device or session row written by someone who can
 * write the store but lacks it names no token anyone holds, so it signs nobody in.
 */
export type TokenKey = CryptoKey;

export function tokenKeyFrom(auditKey: string): Promise<TokenKey> {
  return crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(`counter-pos token digests v1\n${auditKey}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
}

/** How many tokens' digests a digester remembers. */
const RECENT_DIGESTS = 1_000;

/**
 * A token's digest as the stores keep it: HMAC-SHA-256 under the token key, or, with none (tests
 * that are not about it), the plain SHA-256. The last 1,000 tokens' digests are remembered: every
 * call of a signed-in till carries the same two cookies, and Web Crypto costs about 0.2 ms of the
 * main thread each time (`npm run bench:server --profile`). Bounded, so a flood of made-up tokens
 * only pushes the oldest out; it holds nothing the request did not already hold.
 */
export function tokenDigester(key: TokenKey | null): (token: string) => Promise<string> {
  const recent = new Map<string, Promise<string>>();
  const digest = async (token: string) =>
    key
      ? hex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(token)))
      : sha256Hex(token);
  return (token) => {
    const known = recent.get(token);
    if (known) return known;
    const made = digest(token);
    recent.set(token, made);
    if (recent.size > RECENT_DIGESTS) {
      const oldest = recent.keys().next().value;
      if (oldest !== undefined) recent.delete(oldest);
    }
    return made;
  };
}

/** A token as a cookie may carry it: what randomToken makes, nothing longer or stranger. */
export function isTokenShaped(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{16,128}$/.test(value);
}
