import type { OperationName } from '../api/errors';

/** What a log listens on: a test's MSW server (the service's side) or the app's hop (app-hop.ts). */
interface RequestSource {
  events: { on(event: 'request:start', listener: (args: { request: Request }) => void): void };
}

/** The service's operations by method and path (docs/api.md's table). */
const OPERATIONS: Record<string, OperationName> = {
  'GET /api/coupon/v1/validate': 'coupon.validate',
  'POST /api/coupon/v1/create': 'coupon.create',
  'PUT /api/coupon/v1/redeem': 'coupon.redeem',
  'GET /api/stamp/v1/validate': 'stamp.validate',
  'PUT /api/stamp/v1/add': 'stamp.add',
  'PUT /api/stamp/v1/redeem': 'stamp.reward',
  'PUT /api/stamp/v1/remove': 'stamp.remove',
  'GET /api/statistics/v2/clicks-by-hour': 'statistics.clicksByHour',
  'GET /api/statistics/v3/clicks-by-hour': 'statistics.clicksByHour',
};

export interface LoggedRequest {
  operation: OperationName;
  query: URLSearchParams;
  /** The JSON body as sent (null for a GET). */
  body: Promise<unknown>;
}

/**
 * Every request the app sends to the service, in order, as it leaves (before any handler, so a
 * request a fault swallows is counted too). Listens on the test's own MSW server.
 */
export function logRequests(server: RequestSource) {
  const log: LoggedRequest[] = [];
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    paths.push(`${request.method} ${url.pathname}`);
    const operation = OPERATIONS[`${request.method} ${url.pathname}`];
    if (!operation) return;
    const body =
      request.method === 'GET'
        ? Promise.resolve(null)
        : request
            .clone()
            .text()
            .then((text) => JSON.parse(text) as unknown);
    log.push({ operation, query: url.searchParams, body });
  });
  return {
    all: log,
    /** Every request's method and path, the app's operations or not. */
    paths: () => [...paths],
    of: (operation: OperationName) => log.filter((entry) => entry.operation === operation),
    count: (operation: OperationName) =>
      log.filter((entry) => entry.operation === operation).length,
  };
}
