import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { formatWithOptions } from 'node:util';
import type { ServerEnv } from './env';

/**
 * The server's output as one JSON object per line, for journald, Docker or any log shipper to
 * read without guessing where a message ends: `{ time, level, msg, … }`. A request's line holds
 * its id (the audit line's and X-Request-Id's), the route pattern it matched, its status and
 * duration; never its address or query (a coupon number), its body (a PIN, an on-site password)
 * or a header (the session's cookie). Everything the server says with `console` goes the same
 * way in the Node entry (node.ts); tests read `console` as it is.
 */

export type Level = 'info' | 'warn' | 'error';
export type JsonLog = (level: Level, fields: Record<string, unknown>) => void;

/** The route pattern Hono matched last; a page or a file is '/*', whatever its address. */
export function routeOf(c: Context): string {
  return routePath(c) || '/*';
}

/** One line of JSON: its time first, then its level, then what it says. */
export function jsonLine(level: Level, fields: Record<string, unknown>, now: Date): string {
  return `${JSON.stringify({ time: now.toISOString(), level, ...fields })}\n`;
}

/** Lines to `out` (info) and `err` (warnings and errors), as the process's own streams are. */
export function jsonLog(
  out: { write(text: string): unknown },
  err: { write(text: string): unknown } = out,
  now: () => Date = () => new Date(),
): JsonLog {
  return (level, fields) => (level === 'info' ? out : err).write(jsonLine(level, fields, now()));
}

/** `console.log/info/warn/error` written as JSON lines: a stack trace stays inside its line. */
export function consoleToJson(target: Console, log: JsonLog): void {
  const as =
    (level: Level) =>
    (...args: unknown[]) =>
      log(level, { msg: formatWithOptions({ breakLength: Infinity }, ...args) });
  target.log = as('info');
  target.info = as('info');
  target.warn = as('warn');
  target.error = as('error');
}

/**
 * A line for every request, once it is answered. The request's id is made here, first, so the
 * audit line the request writes (auth/kit.ts) and this line name it alike; the answer says it.
 */
export function requestLog(
  log: JsonLog,
  clock: () => number = () => performance.now(),
): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const started = clock();
    const requestId = c.get('requestId') ?? crypto.randomUUID();
    c.set('requestId', requestId);
    try {
      await next();
    } finally {
      if (!c.res.headers.has('X-Request-Id')) c.res.headers.set('X-Request-Id', requestId);
      const status = c.res.status;
      log(status >= 500 ? 'error' : 'info', {
        msg: 'request',
        requestId,
        method: c.req.method,
        route: routeOf(c),
        status,
        ms: Math.round((clock() - started) * 10) / 10,
      });
    }
  };
}
