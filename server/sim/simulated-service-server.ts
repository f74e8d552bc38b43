import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import type { OperationName } from '../../src/api/errors';
import { DEMO_FAULTS, DEMO_PLANS, type DemoSettingsPatch } from '../../src/lib/demo-controls';
// This server is the simulated service's own Node door, like src/mocks/node.ts (eslint.config.js
// lets server/sim import it); nothing of the app or the live server imports this file.
import { languageOf } from '../../src/mocks/codes';
import { createHandlers } from '../../src/mocks/handlers';
import { createSimulatedService, type SimulatedService } from '../../src/mocks/service';

/**
 * The simulated service (the demo's store, rules, seed and faults) served over real HTTP, so the
 * live server's tests and people without an account have a service at the real paths.
 *
 * Each request is turned into a Fetch `Request` and answered by MSW's own request resolution
 * over the same handlers the browser demo uses. A transport fault looks like one on the wire:
 * `HttpResponse.error()` destroys the socket without an answer, and a handler that never
 * answers leaves the request open until the client gives up (or `close()` ends it).
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

/** Bigger bodies are refused with 413 (the real service has a limit too; ours is generous). */
const MAX_BODY_BYTES = 1024 * 1024;

/** Hop-by-hop headers belong to this connection, not to the request the handlers see. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

const OPERATIONS: readonly OperationName[] = [
  'coupon.validate',
  'coupon.create',
  'coupon.redeem',
  'stamp.validate',
  'stamp.add',
  'stamp.reward',
  'stamp.remove',
  'statistics.clicksByHour',
];

/**
 * The whole body, or null when it is over the limit. An oversize body is still read to its end
 * (and dropped), so the 413 reaches the client instead of a connection reset mid-upload.
 */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    request.on('end', () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(request.headersDistinct)) {
    if (!values || HOP_BY_HOP.has(name)) continue;
    for (const value of values) headers.append(name, value);
  }
  return headers;
}

function parsedBody(bytes: Buffer): unknown {
  if (bytes.length === 0) return null;
  const text = bytes.toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  if (response.destroyed) return;
  const body = JSON.stringify(value);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
  });
  response.end(body);
}

function sendEnvelope(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, { code: status, message, result: null });
}

async function sendFetchResponse(response: ServerResponse, answer: Response): Promise<void> {
  const body = Buffer.from(await answer.arrayBuffer());
  if (response.destroyed) return;
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    headers[name] = value;
  });
  delete headers['content-encoding'];
  delete headers['transfer-encoding'];
  headers['content-length'] = String(body.length);
  response.writeHead(answer.status, answer.statusText || undefined, headers);
  response.end(body);
}

const PATCH_CHECKS: { [K in keyof Required<DemoSettingsPatch>]: (value: unknown) => boolean } = {
  plan: (value) => DEMO_PLANS.includes(value as never),
  webhookEnabled: (value) => typeof value === 'boolean',
  latencyMs: (value) => Number.isInteger(value) && (value as number) >= 0,
  fault: (value) => DEMO_FAULTS.includes(value as never),
  faultOnce: (value) => typeof value === 'boolean',
  faultOperations: (value) =>
    value === null ||
    (Array.isArray(value) && value.every((name) => OPERATIONS.includes(name as never))),
  lateWriteMs: (value) => Number.isInteger(value) && (value as number) >= 0,
  otherTill: (value) => value === 'off' || value === 'once' || value === 'always',
  fixedNow: (value) =>
    value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value))),
};

/** A settings patch checked field by field: a typo in a test fails loudly, not silently. */
function checkPatch(value: unknown): { patch: DemoSettingsPatch } | { problem: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problem: 'The settings patch must be a JSON object.' };
  }
  for (const [key, field] of Object.entries(value)) {
    const check = PATCH_CHECKS[key as keyof DemoSettingsPatch] as
      ((value: unknown) => boolean) | undefined;
    if (!check) {
      return {
        problem: `Unknown setting "${key}"; known: ${Object.keys(PATCH_CHECKS).join(', ')}.`,
      };
    }
    if (!check(field)) {
      return { problem: `Not a valid value for "${key}": ${JSON.stringify(field)}.` };
    }
  }
  return { patch: value };
}

/**
 * The seed's images are the browser demo's own files (/demo/…), which exist only beside the demo
 * build. Over HTTP this service stands in for the real one, whose images live on its own hosts;
 * a path on the app's origin would be a broken image in a live build, so they are left out here:
 * a coupon or card without an image, a group setting that is not there.
 */
function withoutDemoImages(value: unknown): void {
  if (Array.isArray(value)) {
    for (const item of value) withoutDemoImages(item);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const [key, inner] of Object.entries(record)) {
    if (typeof inner === 'string' && inner.startsWith('/demo/')) {
      if (key === 'imgUrl' && 'onsiteYn' in record) record[key] = null;
      else if (key === 'stampImgUrl') record[key] = null;
      else Reflect.deleteProperty(record, key);
    } else {
      withoutDemoImages(inner);
    }
  }
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
  // Our live server checks the reward's on-site password and never forwards it, as it must with
  // the real service, whose update has no such field: this stand-in refuses it like the real
  // one's documentation says nothing of it.
  const handlers = createHandlers(service, { rewardPassword: 'in-front' });
  const recorded: RecordedRequest[] = [];
  let baseUrl = '';

  function record(request: IncomingMessage, url: URL, body: Buffer): void {
    const header = (name: string) => {
      const value = request.headers[name];
      return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
    };
    recorded.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(
        [...new Set(url.searchParams.keys())].map((name) => [
          name,
          url.searchParams.get(name) ?? '',
        ]),
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

  function control(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
    body: Buffer,
  ): void {
    const route = `${request.method ?? 'GET'} ${path}`;
    switch (route) {
      case 'GET /__sim/settings':
        sendJson(response, 200, service.controls.getSettings());
        return;
      case 'POST /__sim/settings': {
        let value: unknown;
        try {
          value = JSON.parse(body.toString('utf8'));
        } catch {
          sendEnvelope(response, 400, 'The settings patch is not JSON.');
          return;
        }
        const checked = checkPatch(value);
        if ('problem' in checked) {
          sendEnvelope(response, 400, checked.problem);
          return;
        }
        service.controls.update(checked.patch);
        sendJson(response, 200, service.controls.getSettings());
        return;
      }
      case 'POST /__sim/reset':
        service.controls.reset();
        withoutDemoImages(service.state);
        sendJson(response, 200, service.controls.getSettings());
        return;
      case 'GET /__sim/requests':
        sendJson(response, 200, recorded);
        return;
      case 'DELETE /__sim/requests':
        recorded.length = 0;
        response.writeHead(204).end();
        return;
      default:
        sendEnvelope(response, 404, `No such control: ${route}`);
    }
  }

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
      control(request, response, url.pathname, body);
      return;
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) record(request, url, body);

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
