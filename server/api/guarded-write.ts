import type * as z from 'zod/mini';
import type { AuditFacts } from '../audit/facts';
import type { ServerContext } from '../env';
import type { Lang } from '../messages';
import type { BodySchema } from '../requests/bodies';
import { stampWithPasswordWire } from '../stamp-reward';
import type { UpstreamRequest } from '../upstream';
import { couponWire, stampWire, writeResultWire } from '../wire';
import type { ApiKit } from './kit';
import { PATHS } from './paths';
import type { Reply } from './reply';
import { checkFailure } from '../audit/note';

/** Which line a write waits in, and the validate that checks it first. */
export interface Guard {
  key: string;
  check: Omit<UpstreamRequest, 'acceptLanguage' | 'retry'>;
  payload: z.ZodMiniType;
}

/** Codes are case-insensitive at the service, so "abc12345" and "ABC12345" share one line. */
export function couponGuard({ cpnNo }: { cpnNo: string }): Guard {
  return {
    key: `coupon:${cpnNo.toUpperCase()}`,
    check: { method: 'GET', path: PATHS.couponValidate, query: { cpnNo } },
    payload: couponWire,
  };
}

/** Adding, taking back and the reward share a line: all change the same card. */
export function stampGuard({ stampIdx }: { stampIdx: number }): Guard {
  return {
    key: `stamp:${stampIdx}`,
    check: { method: 'GET', path: PATHS.stampValidate, query: { stampIdx } },
    payload: stampWire,
  };
}

/**
 * The reward's check reads the card's on-site password too, for our own comparison: the browser
 * never gets this read, and the redeem carries the password only after it matched (stamp-reward.ts).
 */
export function rewardGuard(body: { stampIdx: number }): Guard {
  return { ...stampGuard(body), payload: stampWithPasswordWire };
}

/** One guarded write: where it goes, what it checks first, and what it sends. */
export interface WriteSpec<T> {
  path: string;
  body: BodySchema<T>;
  guard: (body: T) => Guard;
  /** The coupon or card its audit line names. */
  target: (body: T) => string;
  /** The body as our server signs it (the redeem's memo); as checked by default. */
  signed?: (body: T, c: ServerContext) => T;
  /** The body as the service takes it, given the fresh validate; the signed body by default. */
  outgoing?: (body: T, checked: unknown) => Record<string, unknown>;
  /** What the audit line says the write gave, from the fresh validate's answer (audit/facts.ts). */
  facts: (checked: unknown) => AuditFacts;
  /** After the fresh validate said yes: a refusal of ours, so nothing is sent, or null. */
  before?: (body: T, checked: unknown, c: ServerContext, lang: Lang) => Promise<Reply | null>;
}

/**
 * A write to one coupon or card: in line behind any other write to the same one (the shared
 * KeyedLock), then checked with a fresh validate (the specification: client-side checks alone are
 * not safe, and state may have changed since the till looked), then sent once. A refusal of the
 * validate is the answer, and the write is not sent. The answer states its audit line.
 */
export function guardedWrite<T extends Record<string, unknown>>(kit: ApiKit, spec: WriteSpec<T>) {
  const { readBody, withBudget, send, answer, notSent, notRecorded, intend, lostAfterSent } = kit;
  return async (c: ServerContext): Promise<Response> => {
    const read = await readBody(c, spec.body);
    if ('reply' in read) return answer(c, read.reply, null);
    const target = spec.target(read.value);
    const body = spec.signed ? spec.signed(read.value, c) : read.value;
    const { key, check, payload } = spec.guard(body);
    // The upstream turns every failure of the wire into an outcome, so an error here comes from
    // the shared state: before the write left, nothing was sent; after it (a lock's COMMIT on
    // PostgreSQL failing), the write may have landed.
    let reply: Reply;
    let facts: AuditFacts | undefined;
    const progress = { sent: false, unrecorded: false };
    try {
      reply = await withBudget(c, (signals, lang) =>
        c.var.services.locks.run(key, signals.any, async () => {
          const verdict = await send(c, signals, lang, { ...check, retry: true }, payload);
          if (verdict.status !== 200 || verdict.code !== 0)
            return { ...verdict, unsent: checkFailure(verdict) };
          facts = spec.facts(verdict.result);
          const refused = await spec.before?.(body, verdict.result, c, lang);
          if (refused) return refused;
          const outgoing = spec.outgoing ? spec.outgoing(body, verdict.result) : body;
          const write = { method: 'PUT', path: spec.path, body: outgoing, retry: false } as const;
          // Nothing is sent unless its intent is on record first (decision 0021).
          if (!(await intend(c, target, facts))) {
            progress.unrecorded = true;
            return verdict;
          }
          progress.sent = true;
          return send(c, signals, lang, write, writeResultWire);
        }),
      );
    } catch (error) {
      return progress.sent ? lostAfterSent(c, error, target, facts) : notSent(c, error, target);
    }
    if (progress.unrecorded) return notRecorded(c, target, facts);
    return answer(c, reply, target, facts);
  };
}
