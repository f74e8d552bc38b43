/**
 * The `Idempotency-Key` header's rule and the fingerprint of a body: pure, no state.
 */

/**
 * The body as canonical JSON: object keys sorted at every depth, no spaces, so the same request
 * gives the same text however its client ordered the keys. The text itself is the fingerprint,
 * compared exactly: no hash, so no collision and nothing async (bodies are at most 8 kB). Values
 * JSON cannot hold go as JSON.stringify takes them (undefined properties left out, NaN as null).
 */
export function fingerprint(body: unknown): string {
  return canonicalJson(body) ?? '';
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
