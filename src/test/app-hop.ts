import { getResponse, type RequestHandler } from 'msw';

/**
 * The hop between the app and our server, in the tests that render the whole app (render-app.tsx):
 * MSW's handlers can stand in for our server's answer there, as `server.use` does for the
 * service's, so a test can lose the tablet's own connection (a dropped request, an answer that
 * never comes) or give an answer of our server that no seed reaches. A request no handler answers
 * goes on to our server. Its listeners hear each request as it leaves, as MSW's `request:start`.
 */
export interface AppHop {
  use(...handlers: RequestHandler[]): void;
  resetHandlers(): void;
  /** Sends a request on to our server past the handlers: for a handler that lets it land. */
  pass(request: Request): Promise<Response>;
  events: { on(event: 'request:start', listener: (args: { request: Request }) => void): void };
}

/** Why a fetch gave up: as an aborted fetch says it. */
function abortReason(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The operation was aborted.', 'AbortError');
}

export function createAppHop(toServer: (request: Request) => Promise<Response>) {
  let handlers: RequestHandler[] = [];
  const listeners: ((args: { request: Request }) => void)[] = [];
  const hop: AppHop = {
    use: (...added) => {
      handlers = [...added, ...handlers];
    },
    resetHandlers: () => {
      handlers = [];
    },
    pass: (request) => toServer(request),
    events: { on: (_event, listener) => void listeners.push(listener) },
  };
  async function send(request: Request): Promise<Response> {
    for (const listener of listeners) listener({ request: request.clone() });
    const { signal } = request;
    if (signal.aborted) throw abortReason(signal);
    const aborted = new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
    });
    const answer =
      handlers.length === 0
        ? undefined
        : await Promise.race([getResponse(handlers, request), aborted]);
    if (answer?.type === 'error') throw new TypeError('Failed to fetch');
    return answer ?? Promise.race([toServer(request), aborted]);
  }
  return { hop, send };
}
