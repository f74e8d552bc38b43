/**
 * The `Idempotency-Key` header's rule and the fingerprint of a body: pure, no state.
 */

/**
 * The body as canonical JSON: object keys sorted at every depth, no spaces, so the same request
 * gives the same text however its client ordered the keys. Values JSON cannot hold go as
 * JSON.stringify takes them (undefined properties left out, NaN as null).
 */
export function fingerprint(body: unknown): string {
  return canonicalJson(body) ?? '';
}

/**
 * What the stores keep of a body: the HMAC of its canonical JSON under a key derived from
 * AUDIT_KEY, never the text. A create's body holds the on-site password, a phone number and an
 * e-mail address, and a key's record lives 24 hours in DATA_DIR or the database; keyed, so a short
 * password cannot be found by hashing guesses. Same body, same fingerprint: a retry still replays.
 */
export function keyedFingerprint(secret: string): (body: unknown) => Promise<string> {
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(`counter-pos idempotency fingerprints v1\n${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return async (body) => {
    const mac = await crypto.subtle.sign(
      'HMAC',
      await key,
      new TextEncoder().encode(fingerprint(body)),
    );
    return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
  };
}

function canonicalJson(value: unknown): string | undefined {
  const plain: unknown =
    typeof value === 'object' &&
    value !== null &&
    'toJSON' in value &&
    typeof value.toJSON === 'function'
      ? (value.toJSON as () => unknown)()
      : value;
  if (Array.isArray(plain)) {
    return `[${plain.map((item: unknown) => canonicalJson(item) ?? 'null').join(',')}]`;
  }
  if (typeof plain === 'object' && plain !== null) {
    const members: string[] = [];
    for (const key of Object.keys(plain).sort()) {
      const member = canonicalJson((plain as Record<string, unknown>)[key]);
      if (member !== undefined) members.push(`${JSON.stringify(key)}:${member}`);
    }
    return `{${members.join(',')}}`;
  }
  // undefined for undefined, a function or a symbol, whatever the type says.
  return JSON.stringify(plain);
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{8,128}$/;

/**
 * The `Idempotency-Key` header: absent is fine (null: the request runs unguarded); present, it
 * must be 8–128 of A–Z a–z 0–9 _ - : . (a UUID fits), so it cannot smuggle anything into a log
 * line or a storage key. An empty header is present and wrong.
 */
export function checkIdempotencyKey(
  raw: string | undefined,
): { ok: true; key: string | null } | { ok: false } {
  if (raw === undefined) return { ok: true, key: null };
  return IDEMPOTENCY_KEY.test(raw) ? { ok: true, key: raw } : { ok: false };
}
