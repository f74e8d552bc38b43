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

export { checkIdempotencyKey, fingerprint, keyedFingerprint } from './idempotency-key';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_MAX_ENTRIES = 10_000;

interface Entry {
  fingerprint: string;
  answer: StoredAnswer | null;
  expiresAt: number;
}

/**
 * What a journal keeps of each change, in order (file-idempotency.ts writes one per line): a
 * claim before its create is sent, an answer before it leaves, an abandon. `id` is the entry's
 * JSON `[scope, key]`; times are milliseconds.
 */
export type IdempotencyEvent =
  | { t: 'claim'; id: string; fingerprint: string; at: number; expiresAt: number }
  | { t: 'finish'; id: string; answer: StoredAnswer; expiresAt: number }
  | { t: 'abandon'; id: string };

export interface IdempotencyJournal {
  /** Resolves once the event is durable: a claim is not `new` until then. */
  write(event: IdempotencyEvent): Promise<void>;
}

export interface IdempotencyOptions {
  ttlMs?: number;
  now?: () => number;
  maxEntries?: number;
  journal?: IdempotencyJournal;
}

/**
 * Keys in memory; with a journal (file-idempotency.ts), every change is durable before it counts
 * and a restart replays them (docs/scaling.md). An entry expires 24 hours after
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

  readonly #journal: IdempotencyJournal | null;

  constructor(options: IdempotencyOptions = {}) {
    this.#ttlMs = options.ttlMs ?? IDEMPOTENCY_TTL_MS;
    this.#now = options.now ?? Date.now;
    this.#maxEntries = options.maxEntries ?? IDEMPOTENCY_MAX_ENTRIES;
    this.#journal = options.journal ?? null;
  }

  /**
   * Replays a journal's events (a restart). A claim that never got its answer belonged to a
   * process that is gone: it is kept as running only until `runningMs` after it was made (the
   * request budget), then the key is free again.
   */
  restore(events: Iterable<IdempotencyEvent>, runningMs: number): void {
    for (const event of events) {
      if (event.t === 'claim') {
        const expiresAt = Math.min(event.expiresAt, event.at + runningMs);
        this.#set(event.id, { fingerprint: event.fingerprint, answer: null, expiresAt });
        continue;
      }
      const entry = this.#entries.get(event.id);
      if (!entry) continue;
      if (event.t === 'abandon') this.#entries.delete(event.id);
      else
        this.#set(event.id, { ...entry, answer: copy(event.answer), expiresAt: event.expiresAt });
    }
    this.#forgetExpired(this.#now());
  }

  /** The live entries as events, oldest first: what a compacted journal starts with. */
  snapshot(): IdempotencyEvent[] {
    const events: IdempotencyEvent[] = [];
    for (const [id, entry] of this.#entries) {
      const { fingerprint, expiresAt } = entry;
      events.push({ t: 'claim', id, fingerprint, at: this.#now(), expiresAt });
      if (entry.answer) events.push({ t: 'finish', id, answer: copy(entry.answer), expiresAt });
    }
    return events;
  }

  async #record(event: IdempotencyEvent): Promise<void> {
    await this.#journal?.write(event);
  }

  /** How many keys are kept (for tests and monitoring). */
  get size(): number {
    return this.#entries.size;
  }

  async claim(scope: string, key: string, bodyFingerprint: string): Promise<IdempotencyClaim> {
    const claim = this.#claimNow(scope, key, bodyFingerprint);
    if (claim.kind !== 'new' || !this.#journal) return claim;
    // Reserved in memory first (a burst sees it running), then made durable before the create
    // is sent; a claim that cannot be recorded is given up, and the create is refused.
    const id = JSON.stringify([scope, key]);
    const entry = this.#entries.get(id);
    if (!entry) return claim;
    const at = this.#now();
    try {
      await this.#record({
        t: 'claim',
        id,
        fingerprint: bodyFingerprint,
        at,
        expiresAt: entry.expiresAt,
      });
    } catch (error) {
      if (this.#entries.get(id) === entry) this.#entries.delete(id);
      throw error;
    }
    return claim;
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
      finish: async (answer) => {
        if (!current()) return;
        entry.answer = copy(answer);
        entry.expiresAt = this.#now() + this.#ttlMs;
        this.#set(id, entry);
        // On the disk before the answer leaves: a restart replays it.
        await this.#record({ t: 'finish', id, answer: copy(answer), expiresAt: entry.expiresAt });
      },
      abandon: async () => {
        if (!current()) return;
        this.#entries.delete(id);
        await this.#record({ t: 'abandon', id });
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
