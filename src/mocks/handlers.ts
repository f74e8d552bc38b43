import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { OperationName } from '../api/errors';
import { failureMessage, failureOf, languageOf, type Lang, type ServiceFailure } from './codes';
import { createCoupon, findCoupon, redeemCoupon, validateCoupon } from './rules/coupons';
import type { Outcome, RuleContext } from './rules/outcome';
import { clicksByHour, clicksByRange, type ClicksScopeInput } from './rules/statistics';
import { addStamp, removeStamp, rewardStamp, updateStamp, validateStamp } from './rules/stamps';
import type { SimulatedService } from './service';
import { couponToWire, stampToWire } from './wire';

function envelope(outcome: Outcome<unknown>, lang: Lang): Response {
  if (outcome.ok) return HttpResponse.json({ code: 0, message: '', result: outcome.value });
  return failureResponse(outcome.failure, lang);
}

function failureResponse(failure: ServiceFailure, lang: Lang): Response {
  const { code, status } = failureOf(failure.name);
  return HttpResponse.json(
    { code, message: failureMessage(failure, lang), result: null },
    { status },
  );
}

async function readBody(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function scopeOf(params: URLSearchParams): ClicksScopeInput {
  return {
    linkId: params.get('linkId'),
    domain: params.get('domain'),
    grpIdx: params.get('grpIdx'),
  };
}

type Operation = (request: Request, ctx: RuleContext, lang: Lang) => Promise<Response>;

const OTHER_TILL_MEMO = 'Counter POS · device: Till 9 · staff: Another till';

/**
 * The same write, done by another till of the same shop (with what that till would know: the
 * coupon's own user and on-site password, as its staff would type them).
 */
const otherTillWrites: Partial<
  Record<OperationName, (ctx: RuleContext, body: Record<string, unknown>) => void>
> = {
  'coupon.redeem': (ctx, body) => {
    const coupon = findCoupon(ctx.state, body.cpnNo);
    if (!coupon) return;
    redeemCoupon(ctx, {
      cpnNo: coupon.cpnNo,
      onsitePwd: coupon.onsitePwd ?? undefined,
      userId: coupon.userId ?? undefined,
      memo: OTHER_TILL_MEMO,
    });
  },
  'stamp.add': (ctx, body) => {
    addStamp(ctx, { stampIdx: body.stampIdx });
  },
  'stamp.remove': (ctx, body) => {
    removeStamp(ctx, { stampIdx: body.stampIdx });
  },
};

/**
 * Thin HTTP handlers over the rules: read the request, add the demo's latency and faults, call
 * the rule, persist what changed, answer with the envelope in the asked-for language.
 */
/** Faults that are about a write's answer: with no operation named, they hit writes only. */
const WRITE_ANSWER_FAULTS: ReadonlySet<string> = new Set([
  'lost-response',
  'applied-no-answer',
  'late-write',
]);

export function createHandlers(service: SimulatedService): HttpHandler[] {
  const withTransport =
    (operation: OperationName, run: Operation, writes: boolean) =>
    async ({ request }: { request: Request }) => {
      const { latencyMs, fault, faultOnce, faultOperations, lateWriteMs, otherTill } =
        service.transport;
      if (latencyMs > 0) await delay(latencyMs);
      const lang = languageOf(request.headers.get('Accept-Language'));
      // The faults about a write's answer ("done, but…", "lands later") leave reads alone unless
      // a read is named: from Settings (every operation) a read losing its answer is just "no
      // connection", and the check before the write would never let the write be tried.
      const hit =
        fault !== 'none' &&
        (faultOperations === null
          ? writes || !WRITE_ANSWER_FAULTS.has(fault)
          : faultOperations.includes(operation)) &&
        (fault !== 'late-write' || writes);
      if (hit && faultOnce) service.controls.update({ fault: 'none' });
      // Kept before `run` reads the body: another till's write and a late landing need it too.
      const bodyText = writes ? await request.clone().text() : '';

      /** This till's write reached the service: another till may write the same thing now. */
      const afterOurs = async () => {
        const other = otherTillWrites[operation];
        if (otherTill === 'off' || !other) return;
        if (otherTill === 'once') service.controls.update({ otherTill: 'off' });
        const body = await readBody(new Request(request.url, { method: 'PUT', body: bodyText }));
        if (body) other(service.context(), body);
      };

      if (hit) {
        switch (fault) {
          case 'rate-limit':
            return HttpResponse.json(
              { code: 429, message: 'Too many requests', result: null },
              { status: 429, headers: { 'Retry-After': '30' } },
            );
          case 'server-error':
            return HttpResponse.json(
              { code: 500, message: 'Internal server error', result: null },
              { status: 500 },
            );
          case 'non-json':
            return new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', {
              status: 200,
              headers: { 'Content-Type': 'text/html' },
            });
          case 'no-answer':
            await delay('infinite');
            return HttpResponse.error();
          case 'network-error':
            return HttpResponse.error();
          case 'lost-response':
            // The service does the work, then the connection drops before the answer arrives.
            await run(request, service.context(), lang);
            await afterOurs();
            if (writes) service.commit();
            return HttpResponse.error();
          case 'applied-no-answer':
            // The service does the work, and the answer never comes: the client times out.
            if (writes) {
              await run(request, service.context(), lang);
              await afterOurs();
              service.commit();
            }
            await delay('infinite');
            return HttpResponse.error();
          case 'late-write': {
            // The connection drops at once; the service, slowed down, applies the write later,
            // after the client has given up on an answer.
            const { url, method, headers } = request;
            setTimeout(() => {
              void (async () => {
                const replay = new Request(url, { method, headers, body: bodyText });
                await run(replay, service.context(), lang);
                await afterOurs();
                service.commit();
              })();
            }, lateWriteMs);
            return HttpResponse.error();
          }
        }
      }
      const response = await run(request, service.context(), lang);
      if (writes) await afterOurs();
      if (writes) service.commit();
      return response;
    };

  const malformed = (lang: Lang) => failureResponse({ name: 'MALFORMED_REQUEST' }, lang);

  const clicksRead = (rule: (params: URLSearchParams, ctx: RuleContext) => Outcome<unknown>) =>
    withTransport(
      'statistics.clicksByHour',
      (request, ctx, lang) =>
        Promise.resolve(envelope(rule(new URL(request.url).searchParams, ctx), lang)),
      false,
    );

  return [
    // Our server's health route (the app's "online"). The simulated service lives in this page, so
    // it answers, except when the demo cuts the network for every operation: then this goes too,
    // as it would on a tablet whose Wi-Fi is down.
    http.get('*/healthz', () => {
      const { fault, faultOperations } = service.transport;
      if (fault === 'network-error' && faultOperations === null) return HttpResponse.error();
      return HttpResponse.json({ status: 'ok', version: 'demo' });
    }),
    http.get(
      '*/api/coupon/v1/validate',
      withTransport(
        'coupon.validate',
        (request, ctx, lang) => {
          const outcome = validateCoupon(ctx, new URL(request.url).searchParams.get('cpnNo'));
          return Promise.resolve(
            envelope(
              outcome.ok ? { ok: true, value: couponToWire(outcome.value, ctx.state) } : outcome,
              lang,
            ),
          );
        },
        false,
      ),
    ),
    http.post(
      '*/api/coupon/v1/create',
      withTransport(
        'coupon.create',
        async (request, ctx, lang) => {
          const body = await readBody(request);
          return body ? envelope(createCoupon(ctx, body), lang) : malformed(lang);
        },
        true,
      ),
    ),
    http.put(
      '*/api/coupon/v1/redeem',
      withTransport(
        'coupon.redeem',
        async (request, ctx, lang) => {
          const body = await readBody(request);
          return body ? envelope(redeemCoupon(ctx, body), lang) : malformed(lang);
        },
        true,
      ),
    ),
    http.get(
      '*/api/stamp/v1/validate',
      withTransport(
        'stamp.validate',
        (request, ctx, lang) => {
          const outcome = validateStamp(ctx, new URL(request.url).searchParams.get('stampIdx'));
          return Promise.resolve(
            envelope(outcome.ok ? { ok: true, value: stampToWire(outcome.value) } : outcome, lang),
          );
        },
        false,
      ),
    ),
    http.put(
      '*/api/stamp/v1/add',
      withTransport(
        'stamp.add',
        async (request, ctx, lang) => {
          const body = await readBody(request);
          return body ? envelope(addStamp(ctx, body), lang) : malformed(lang);
        },
        true,
      ),
    ),
    http.put(
      '*/api/stamp/v1/redeem',
      withTransport(
        'stamp.reward',
        async (request, ctx, lang) => {
          const body = await readBody(request);
          return body ? envelope(rewardStamp(ctx, body), lang) : malformed(lang);
        },
        true,
      ),
    ),
    // The card editor: never sent by this app (docs/api.md, operation 6), answered so that tests
    // can see so. No latency or faults: nothing of ours is meant to meet it.
    http.put('*/api/stamp/v1/update', async ({ request }) => {
      const lang = languageOf(request.headers.get('Accept-Language'));
      const body = await readBody(request);
      if (!body) return malformed(lang);
      const outcome = updateStamp(service.context(), body);
      service.commit();
      return envelope(outcome, lang);
    }),
    http.put(
      '*/api/stamp/v1/remove',
      withTransport(
        'stamp.remove',
        async (request, ctx, lang) => {
          const body = await readBody(request);
          return body ? envelope(removeStamp(ctx, body), lang) : malformed(lang);
        },
        true,
      ),
    ),
    // v2 and v3 are one operation to the demo's fault controls: either version's clicks by hour.
    http.get(
      '*/api/statistics/v2/clicks-by-hour',
      clicksRead((params, ctx) =>
        clicksByHour(ctx, { ...scopeOf(params), ymd: params.get('ymd') }),
      ),
    ),
    http.get(
      '*/api/statistics/v3/clicks-by-hour',
      clicksRead((params, ctx) =>
        clicksByRange(ctx, {
          ...scopeOf(params),
          startYmd: params.get('startYmd'),
          endYmd: params.get('endYmd'),
        }),
      ),
    ),
  ];
}
