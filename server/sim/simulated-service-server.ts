import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
// This server is the simulated service's own Node door, like src/mocks/node.ts (eslint.config.js
// lets server/sim import it); nothing of the app or the live server imports this file.
import { languageOf } from '../../src/mocks/codes';
import { createHandlers } from '../../src/mocks/handlers';
import { createSimulatedService, type SimulatedService } from '../../src/mocks/service';
import { control } from './controls';
import { withoutDemoImages } from './demo-images';
import { headersOf, MAX_BODY_BYTES, readBody, sendEnvelope, sendFetchResponse } from './node-http';
import { type RecordedRequest, recordRequest } from './request-log';

/**
 * The simulated service (the demo's store, rules, seed and faults) served over real HTTP, so the
 * live server's tests and people without an account have a service at the real paths.
 *
 * Each request is turned into a Fetch `Request` and answered by MSW's own request resolution
 * over the same handlers the browser demo uses. A transport fault looks like one on the wire:
 * `HttpResponse.error()` destroys the socket without an answer, and a handler that never
 * answers leaves the request open until the client gives up (or `close()` ends it).
 *
 * This file starts the server and routes each request; the Node plumbing is in node-http.ts, the
 * `/__sim/` controls in controls.ts, the request log in request-log.ts.
 */
export interface SimulatedServiceServer {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  url: string;
  service: SimulatedService;
  /** Stops listening and ends every open connection, hanging requests included. */
  close(): Promise<void>;
}

export interface SimulatedServiceServerOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Pins the service clock (ISO date-time, or YYYY-MM-DD for noon in the service's zone). */
  now?: string | null;
}

export function startSimulatedServiceServer(
  options: SimulatedServiceServerOptions = {},
): Promise<SimulatedServiceServer> {
  const { port = 0, host = '127.0.0.1', now = null } = options;
  let service: SimulatedService;
  try {
    service = createSimulatedService({ now });
    withoutDemoImages(service.state);
  } catch (error) {
    // A `now` that is not a date (RangeError): a rejection like any other failure to start.
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  const handlers = createHandlers(service);
  const recorded: RecordedRequest[] = [];
  let baseUrl = '';

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (!request.url?.startsWith('/')) {
      sendEnvelope(response, 404, `No such path: ${request.url ?? ''}`);
      return;
    }
    // Joined, not resolved: a path such as `//x` must stay a path, not become a host.
    const url = new URL(`${baseUrl}${request.url}`);
    const method = request.method ?? 'GET';
    const body = await readBody(request);
    if (!body) {
      sendEnvelope(response, 413, `The body is larger than ${MAX_BODY_BYTES} bytes.`);
      return;
    }

    if (url.pathname.startsWith('/__sim/')) {
      control(service, recorded, request, response, url.pathname, body);
      return;
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      recordRequest(recorded, request, url, body);
    }

    const fetchRequest = new Request(url, {
      method,
      headers: headersOf(request),
      // A view of the bytes as they came, which every BodyInit typing accepts (a Buffer is one).
      body: method === 'GET' || method === 'HEAD' ? null : new Uint8Array(body),
    });
    const answer = await getResponse(handlers, fetchRequest);
    if (!answer) {
      const route = `${method} ${url.pathname}`;
      const korean = languageOf(request.headers['accept-language'] ?? null) === 'ko';
      sendEnvelope(
        response,
        404,
        korean ? `없는 경로입니다: ${route}` : `No such operation: ${route}`,
      );
      return;
    }
    if (answer.type === 'error') {
      // HttpResponse.error(): the connection drops without an answer, as a real network fault.
      request.socket.destroy();
      return;
    }
    await sendFetchResponse(response, answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A bug here, not a simulated fault: say so in the answer rather than hang.
      if (response.headersSent) {
        response.destroy();
        return;
      }
      sendEnvelope(
        response,
        500,
        `The simulated service failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      const hostPart = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      baseUrl = `http://${hostPart}:${address.port}`;
      let closing: Promise<void> | null = null;
      resolve({
        url: baseUrl,
        service,
        close() {
          closing ??= new Promise<void>((done) => {
            server.close(() => done());
            // Requests that will never be answered (no-answer faults) would hold close() forever.
            server.closeAllConnections();
          });
          return closing;
        },
      });
    });
  });
}
