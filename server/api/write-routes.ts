import { Hono } from 'hono';
import type { AroundWrite } from '../auth/guard';
import type * as z from 'zod/mini';
import { discountFacts, stampFacts } from '../audit/facts';
import { redeemMemo } from '../auth/memo';
import type { ServerContext, ServerEnv } from '../env';
import type { Lang } from '../messages';
import {
  checkBody,
  couponRedeemBody,
  stampAddBody,
  stampRemoveBody,
  stampRedeemBody,
} from '../requests/bodies';
import { rewardOutgoing, rewardPasswordProblem, stampWithPasswordWire } from '../stamp-reward';
import { mayTakeBackStamp } from '../stamp-undo-window';
import { couponWire, stampWire } from '../wire';
import { couponGuard, guardedWrite, rewardGuard, stampGuard } from './guarded-write';
import type { ApiKit } from './kit';
import { PATHS } from './paths';
import { businessRefusal, parseJson, type Reply } from './reply';

/** Stamps are taken back one at a time, across the server: see `oneRemovalAtATime`. */
export const STAMP_REMOVAL_LOCK = 'stamp-removals';

const couponTarget = (body: { cpnNo: string }) => body.cpnNo;
const cardTarget = (body: { stampIdx: number }) => String(body.stampIdx);

/** The four writes: the redeem, a stamp added, the reward, a stamp taken back. */
export function writeRoutes(kit: ApiKit): Hono<ServerEnv> {
  const { config, now, signedIn, requireJson, identityOf } = kit;

  /**
   * The redeem's memo names the person signed in on this device, whatever the browser wrote:
   * the service's only record of who redeemed must not be something a browser can make up.
   */
  function signedMemo<T extends { memo?: string | undefined }>(body: T, c: ServerContext): T {
    const identity = identityOf(c);
    if (!identity) return body;
    const { device, staff } = identity;
    return { ...body, memo: redeemMemo(device.name, staff.name, now(), config.serviceTimeZone) };
  }

  /**
   * Why a stamp may not be taken back, or null: never below 0 (the service refuses it too, but
   * nothing needs to be sent), and, signed in, only a stamp of this person's on this device within
   * the undo window, read from the audit log; owners always.
   */
  async function takeBackRefusal(
    target: string,
    card: z.output<typeof stampWire>,
    c: ServerContext,
    lang: Lang,
  ): Promise<Reply | null> {
    if (Number(card.stamps) <= 0) return businessRefusal('stampNoneToRemove', lang, 422);
    const identity = identityOf(c);
    if (!identity || !kit.auth) return null;
    const { device, staff } = identity;
    const asker = { deviceId: device.id, staff: staff.name, role: staff.role };
    const timeZone = config.serviceTimeZone;
    if (await mayTakeBackStamp(kit.auth.audit, asker, target, now(), timeZone)) return null;
    // No minutes named: the till's own window (Settings, 2 minutes by default) is shorter than
    // this server's longest one, and two numbers for one rule read as a contradiction.
    return businessRefusal('stampUndoNotAllowed', lang, 403);
  }

  // One at a time, each with its audit line written before the next is checked against the log
  // (the guard runs the route and its line inside). The body is read whole and checked first,
  // once the caller is admitted, outside the line: a body sent a byte at a time holds up its own
  // request only, never every till's take-back. A body that does not fit is refused by the route
  // without the line (it takes nothing back, and its line counts for nothing).
  const oneRemovalAtATime: AroundWrite = async (c, run) => {
    const json = parseJson(await c.req.text());
    if (!json.ok || !checkBody(stampRemoveBody, json.value).ok) return run();
    return c.var.services.locks.run(STAMP_REMOVAL_LOCK, c.req.raw.signal, run);
  };

  const routes = new Hono<ServerEnv>();
  routes.put(
    PATHS.couponRedeem,
    signedIn('couponRedeem'),
    requireJson,
    guardedWrite(kit, {
      path: PATHS.couponRedeem,
      body: couponRedeemBody,
      guard: couponGuard,
      target: couponTarget,
      facts: (checked) => discountFacts(couponWire.parse(checked)),
      signed: signedMemo,
    }),
  );
  routes.put(
    PATHS.stampAdd,
    signedIn('stampAdd'),
    requireJson,
    guardedWrite(kit, {
      path: PATHS.stampAdd,
      body: stampAddBody,
      guard: stampGuard,
      target: cardTarget,
      facts: (checked) => stampFacts('add', stampWire.parse(checked)),
    }),
  );
  // The reward is the service's own redeem (decision 0016): the typed on-site password is compared
  // here with the fresh validate's, in constant time; only a match is sent, and the service then
  // checks it too. A card that is not on site is sent no password.
  routes.put(
    PATHS.stampRedeem,
    signedIn('stampReward'),
    requireJson,
    guardedWrite(kit, {
      path: PATHS.stampRedeem,
      body: stampRedeemBody,
      guard: rewardGuard,
      target: cardTarget,
      facts: (checked) => stampFacts('reward', stampWire.parse(checked)),
      outgoing: rewardOutgoing,
      before: async (body, checked, _c, lang) => {
        const problem = await rewardPasswordProblem(
          stampWithPasswordWire.parse(checked),
          body.onsitePwd,
        );
        return problem ? businessRefusal(problem, lang, 422) : null;
      },
    }),
  );
  routes.put(
    PATHS.stampRemove,
    signedIn('stampRemove', oneRemovalAtATime),
    requireJson,
    guardedWrite(kit, {
      path: PATHS.stampRemove,
      body: stampRemoveBody,
      guard: stampGuard,
      target: cardTarget,
      facts: (checked) => stampFacts('remove', stampWire.parse(checked)),
      before: (body, checked, c, lang) =>
        takeBackRefusal(String(body.stampIdx), stampWire.parse(checked), c, lang),
    }),
  );
  return routes;
}
