import type { Context, MiddlewareHandler } from 'hono';
import { languageOf, message, SAID_BY_SERVER } from './messages';

/** The largest write body the service's routes take. A full coupon-create form is well under 2 kB. */
export const BODY_LIMIT_BYTES = 8 * 1024;
/** Sign-in bodies are a name, a device name and a PIN. */
export const AUTH_BODY_LIMIT_BYTES = 2 * 1024;

/** Thrown by a body read that passes its route's limit; answered as a 413 (`bodyTooLarge`). */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
    this.name = 'BodyTooLargeError';
  }
}

export function limitOf(path: string): number {
  return path.startsWith('/api/auth/') ? AUTH_BODY_LIMIT_BYTES : BODY_LIMIT_BYTES;
}

/** The 413 envelope, in the browser's language. */
export function bodyTooLarge(c: Context, limit: number): Response {
  return c.json(
    {
      code: 413,
      message: message('payloadTooLarge', languageOf(c.req.header('Accept-Language')), { limit }),
      result: null,
    },
    413,
    { 'Cache-Control': 'no-store', ...SAID_BY_SERVER },
  );
}

/**
 * Every body is limited before anything reads it, on every route (decision 0013), so a 50 MB
 * pairing is not read whole before its 2,048-character check. A declared Content-Length over the
 * limit is refused at once, unread. A body without one (chunked) is not read here either: it is
 * wrapped so that whoever reads it (after the route's own checks: the device cookie, the session,
 * the role) stops at the limit with a BodyTooLargeError, which the API answers as a 413.
 * hono/body-limit would read such a body into memory before the route's checks, so it is not used.
 */
export function limitBodies(): MiddlewareHandler {
  return async (c, next) => {
    // A GET or HEAD has no body; asking for one would make the adapter build a whole Request.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const raw = c.req.raw;
    if (!raw.body) return next();
    const limit = limitOf(c.req.path);
    const declared = raw.headers.get('content-length');
    if (declared !== null && !raw.headers.has('transfer-encoding')) {
      return Number(declared) > limit ? bodyTooLarge(c, limit) : next();
    }
    let size = 0;
    const reader = raw.body.getReader();
    // Pulled only when the route reads it (a high-water mark of 0: nothing is read ahead).
    const counted = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) {
            controller.close();
            return;
          }
          size += value.byteLength;
          if (size > limit) {
            controller.error(new BodyTooLargeError(limit));
            await reader.cancel();
            return;
          }
          controller.enqueue(value);
        },
        cancel: (reason) => reader.cancel(reason),
      },
      { highWaterMark: 0 },
    );
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
    return next();
  };
}
