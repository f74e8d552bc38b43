import { Hono } from 'hono';
import type { ServerEnv } from '../env';
import { couponCreateBody } from '../requests/bodies';
import { createdCouponWire } from '../wire';
import { idempotent } from './idempotent';
import type { ApiKit } from './kit';
import { PATHS } from './paths';

/** A typed code names the coupon before it exists; a drawn one is named by the answer. */
const typedCode = (body: { cpnNo?: string | undefined }) => body.cpnNo ?? null;

/**
 * The create: nothing to check first and nothing to race for, so a new coupon is sent once, as
 * it is; sent again with the same Idempotency-Key, the first answer is replayed (idempotent.ts).
 */
export function createRoutes(kit: ApiKit): Hono<ServerEnv> {
  const { signedIn, requireJson, readBody, withBudget, send, answer, intend, notRecorded } = kit;
  const routes = new Hono<ServerEnv>();
  routes.post(
    PATHS.couponCreate,
    signedIn('couponCreate'),
    requireJson,
    idempotent(kit, couponCreateBody, typedCode),
    async (c) => {
      const body = await readBody(c, couponCreateBody);
      if ('reply' in body) return answer(c, body.reply, null);
      const request = {
        method: 'POST',
        path: PATHS.couponCreate,
        body: { ...body.value },
      } as const;
      // Nothing is sent unless its intent is on record first (decision 0021).
      if (!(await intend(c, typedCode(body.value)))) return notRecorded(c, typedCode(body.value));
      const reply = await withBudget(c, (signals, lang) =>
        send(c, signals, lang, { ...request, retry: false }, createdCouponWire),
      );
      const created = reply.code === 0 && typeof reply.result === 'string' ? reply.result : null;
      return answer(c, reply, typedCode(body.value) ?? created);
    },
  );
  return routes;
}
