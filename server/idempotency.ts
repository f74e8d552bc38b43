import type { AuditOutcome } from './audit/types';

/**
 * Idempotency keys for coupon creation: a till that sent a create and never heard back sends it
 * again with the same `Idempotency-Key`, and gets the first answer instead of a second coupon.
 * Keys live per scope (the API key, or the device), for 24 hours after their answer. Pure logic
 * with an injected clock and no Node module, like flow.ts; the memory store is the default, and
 * docs/scaling.md says what replaces it when the server runs as several processes.
 */

export interface StoredAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
  /** What the first answer's audit line said (its target, the created coupon), for the replay's. */
  audit?: { target: string | null; outcome: AuditOutcome };
}

export type IdempotencyClaim =
  /**
   * Run the request, then `finish` with its answer, or `abandon` if it threw before any. Both
   * change nothing once the claim is no longer the key's (it expired and was claimed again).
   */
  | { kind: 'new'; finish: (answer: StoredAnswer) => Promise<void>; abandon: () => Promise<void> }
  /** Same key, same body, finished: answer this again. */
  | { kind: 'replay'; answer: StoredAnswer }
  /** Same key, same body, still running: the caller answers 409. */
  | { kind: 'running' }
  /** Same key, another body: the caller answers 422. */
  | { kind: 'mismatch' };

/**
 * Shared by every process that serves one shop: a claim is one winner among any number sent at
 * once (the contract, `server/state/idempotency.contract.test-support.ts`, sends 20).
 */
export interface IdempotencyStore {
  /** `scope`: whose keys these are (the API key, or the device's id); keys of two scopes never meet. */
  claim(scope: string, key: string, bodyFingerprint: string): Promise<IdempotencyClaim>;
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_MAX_ENTRIES = 10_000;

interface Entry {
  fingerprint: string;
  answer: StoredAnswer | null;
  expiresAt: number;
}

/**
 * Keys in memory, gone when the process ends (docs/scaling.md). An entry expires 24 hours after
 * its answer, or after its claim if it never got one. Beyond `maxEntries` the oldest go first.
 * A fingerprint is about the size of its body, which the API caps at 8 kB, and a create's answer
 * is small: 10 000 entries stay around 100 MB at worst, a few MB in a shop's day.
 */
export class MemoryIdempotencyStore implements IdempotencyStore {
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #maxEntries: number;
  /**
   * Oldest first: an entry is (re)inserted whenever its expiry is set, always to now + ttl, so
   * the map's order is the order of expiry.
   */
  readonly #entries = new Map<string, Entry>();

  constructor(options: { ttlMs?: number; now?: () => number; maxEntries?: number } = {}) {
    this.#ttlMs = options.ttlMs ?? IDEMPOTENCY_TTL_MS;
    this.#now = options.now ?? Date.now;
    this.#maxEntries = options.maxEntries ?? IDEMPOTENCY_MAX_ENTRIES;
  }

  /** How many keys are kept (for tests and monitoring). */
  get size(): number {
    return this.#entries.size;
  }

  claim(scope: string, key: string, bodyFingerprint: string): Promise<IdempotencyClaim> {
    return Promise.resolve(this.#claimNow(scope, key, bodyFingerprint));
  }

  #claimNow(scope: string, key: string, bodyFingerprint: string): IdempotencyClaim {
    const now = this.#now();
    this.#forgetExpired(now);
    // JSON keeps "a|b" + "c" and "a" + "b|c" apart, whatever the scope holds.
    const id = JSON.stringify([scope, key]);
    const found = this.#entries.get(id);
    if (found && found.expiresAt > now) {
      if (found.fingerprint !== bodyFingerprint) return { kind: 'mismatch' };
      return found.answer ? { kind: 'replay', answer: copy(found.answer) } : { kind: 'running' };
    }
    const entry: Entry = {
      fingerprint: bodyFingerprint,
      answer: null,
      expiresAt: now + this.#ttlMs,
    };
    this.#set(id, entry);
    // The claim's own entry, and only while it is still the one stored: an entry evicted or
    // expired and claimed again belongs to someone else.
    const current = () => this.#entries.get(id) === entry && entry.answer === null;
    return {
      kind: 'new',
      finish: (answer) => {
        if (current()) {
          entry.answer = copy(answer);
          entry.expiresAt = this.#now() + this.#ttlMs;
          this.#set(id, entry);
        }
        return Promise.resolve();
      },
      abandon: () => {
        if (current()) this.#entries.delete(id);
        return Promise.resolve();
      },
    };
  }

  #set(id: string, entry: Entry): void {
    this.#entries.delete(id);
    this.#entries.set(id, entry);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(oldest);
    }
  }

  #forgetExpired(now: number): void {
    for (const [id, entry] of this.#entries) {
      if (entry.expiresAt > now) break;
      this.#entries.delete(id);
    }
  }
}

function copy(answer: StoredAnswer): StoredAnswer {
  const copied = { status: answer.status, body: answer.body, headers: { ...answer.headers } };
  return answer.audit === undefined ? copied : { ...copied, audit: { ...answer.audit } };
}

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
