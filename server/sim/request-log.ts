import type { IncomingMessage } from 'node:http';

/**
 * The request log: what the service received on each API request, kept for tests to read
 * (`GET /__sim/requests`) and clear (`DELETE /__sim/requests`).
 */

/** What the service received on one API request, for tests (`GET /__sim/requests`). */
export interface RecordedRequest {
  method: string;
  /** The path without the query, e.g. `/api/coupon/v1/validate`. */
  path: string;
  /** The query's parameters (the first value of a repeated name, as the handlers read it). */
  query: Record<string, string>;
  /** The query string exactly as sent, `?` included, or `''`. */
  search: string;
  headers: {
    authorization: string | null;
    'user-agent': string | null;
    'accept-language': string | null;
    'content-type': string | null;
  };
  /** The body parsed as JSON when it is JSON, else its text; null when there was none. */
  body: unknown;
}

/** Most recent last; the oldest are dropped past this many. */
export const RECORDED_REQUESTS_CAP = 1_000;

function parsedBody(bytes: Buffer): unknown {
  if (bytes.length === 0) return null;
  const text = bytes.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Adds one API request to the log, dropping the oldest past the cap. */
export function recordRequest(
  recorded: RecordedRequest[],
  request: IncomingMessage,
  url: URL,
  body: Buffer,
): void {
  const header = (name: string) => {
    const value = request.headers[name];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  };
  recorded.push({
    method: request.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(
      [...new Set(url.searchParams.keys())].map((name) => [name, url.searchParams.get(name) ?? '']),
    ),
    search: url.search,
    headers: {
      authorization: header('authorization'),
      'user-agent': header('user-agent'),
      'accept-language': header('accept-language'),
      'content-type': header('content-type'),
    },
    body: parsedBody(body),
  });
  if (recorded.length > RECORDED_REQUESTS_CAP) {
    recorded.splice(0, recorded.length - RECORDED_REQUESTS_CAP);
  }
}
