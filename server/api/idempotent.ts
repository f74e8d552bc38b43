import type { MiddlewareHandler } from 'hono';
import type { ServerEnv } from '../env';
import { checkIdempotencyKey, keyedFingerprint } from '../idempotency';
import { type BodySchema, checkBody } from '../requests/bodies';
import type { ApiKit } from './kit';
import { own, parseJson, replayed } from './reply';

const REPLAYED = 'the first answer replayed (same Idempotency-Key)';

/**
 * Replays the first answer to a request sent again with the same `Idempotency-Key` (the create:
 * a till that never heard back sends it again, and gets the first answer, not a second coupon).
 * Keys are the device's own: a key from one till never replays another's answer. A body that
 * does not pass `spec` goes on to its route, which refuses it; no key is claimed for it.
 */
export function idempotent<T>(
  kit: ApiKit,
  spec: BodySchema<T>,
  target: (body: T) => string | null,
): MiddlewareHandler<ServerEnv> {
  const { answer, langOf, identityOf, notSent } = kit;
  const fingerprintOf = keyedFingerprint(kit.config.auditKey);
  return async (c, next) => {
    const store = c.var.services.idempotency;
    const json = parseJson(await c.req.text());
    const checked = json.ok ? checkBody(spec, json.value) : null;
    if (!checked?.ok) return next();
    const key = checkIdempotencyKey(c.req.header('Idempotency-Key'));
    const named = target(checked.value);
    if (!key.ok) return answer(c, own(400, 'idempotencyInvalid', langOf(c)), named);
    if (key.key === null || !store) return next();
    const scope = identityOf(c)?.device.id ?? 'server';
    let claim: Awaited<ReturnType<typeof store.claim>>;
    try {
      claim = await store.claim(scope, key.key, await fingerprintOf(checked.value));
    } catch (error) {
      // The key could not be claimed (its store unreachable): nothing is sent.
      return notSent(c, error, named);
    }
    switch (claim.kind) {
      case 'replay': {
        const said = claim.answer.audit ?? { target: named, outcome: 'ok' as const };
        c.set('audit', { ...said, detail: REPLAYED });
        return replayed(claim.answer);
      }
      case 'running':
        return answer(c, own(409, 'idempotencyRunning', langOf(c)), named);
      case 'mismatch':
        return answer(c, own(422, 'idempotencyMismatch', langOf(c)), named);
      case 'new':
        break;
    }
    try {
      await next();
    } catch (error) {
      await claim.abandon();
      throw error;
    }
    // Only the service's own verdict (created, or refused) settles the intent. After a timeout
    // or a 5xx the coupon may or may not exist: the key is freed, so a retry goes to the
    // service, which refuses the same code a second time if the first did land.
    const response = c.res;
    if (response.status !== 200) {
      await claim.abandon();
      return undefined;
    }
    const said = c.get('audit');
    await claim.finish({
      status: response.status,
      body: await response.clone().text(),
      headers: { 'Content-Type': response.headers.get('Content-Type') ?? 'application/json' },
      ...(said ? { audit: { target: said.target, outcome: said.outcome } } : {}),
    });
    return undefined;
  };
}
