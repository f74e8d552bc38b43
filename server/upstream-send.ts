import { Agent as HttpAgent, type IncomingMessage, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';

/**
 * How one request goes out to the service and its answer comes back, read to the end or stopped
 * at the cap. Two ways: over Node's own HTTP client with kept-alive connections (the server's;
 * decision 0024: it costs the server half the CPU of `fetch`), and over a `fetch` (the tests',
 * which stand in for the service with one).
 */

/** The answer's headers, read by name (a fetch's Headers is one). */
/** On every answer of our simulated service over HTTP (server/sim), never on the real one's. */
export const SIMULATED_SERVICE_HEADER = 'x-simulated-service';

export interface AnswerHeaders {
  get(name: string): string | null;
}

export interface ServiceAnswer {
  status: number;
  headers: AnswerHeaders;
  /** The body as text; null when it grew past the cap (reading stopped there). */
  body: string | null;
}

export interface SendInit {
  method: 'GET' | 'POST' | 'PUT';
  headers: Record<string, string>;
  body: string | null;
  /** Stops the request on the wire, not only our wait for it. */
  signal: AbortSignal;
  /** Bytes of answer read at most. */
  cap: number;
}

export type SendToService = (url: string, init: SendInit) => Promise<ServiceAnswer>;

/** UTF-8, a leading byte-order mark dropped (as fetch's text() and TextDecoder do). */
const utf8 = new TextDecoder();

/** The body as text, or null when it grows past the cap (reading stops there). */
async function readCapped(response: Response, cap: number): Promise<string | null> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > cap) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return utf8.decode(Buffer.concat(chunks, size));
}

/** Sends with a `fetch` (the tests give one that stands in for the service). */
export function sendWithFetch(fetcher: typeof fetch): SendToService {
  return async (url, init) => {
    const response = await fetcher(url, {
      method: init.method,
      headers: init.headers,
      body: init.body,
      signal: init.signal,
      // A redirect is not one of the service's answers; following it could carry the key
      // elsewhere or turn a PUT into a GET.
      redirect: 'manual',
    });
    const body = await readCapped(response, init.cap);
    return { status: response.status, headers: response.headers, body };
  };
}

/** Node's own parsed headers (names lower-cased), read by name without copying them. */
function headersOf(message: IncomingMessage): AnswerHeaders {
  return {
    get(name) {
      const value = message.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(', ') : value;
    },
  };
}

/** Where a URL goes: parsed once per service base, not once per call. */
interface Origin {
  secure: boolean;
  hostname: string;
  port: string;
}
const origins = new Map<string, Origin>();
function split(url: string): { origin: Origin; path: string } {
  const at = url.indexOf('/', url.indexOf('//') + 2);
  const base = at === -1 ? url : url.slice(0, at);
  let origin = origins.get(base);
  if (!origin) {
    const parsed = new URL(base);
    // IPv6 literals come bracketed from URL; node:http wants them bare.
    const hostname = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
    origin = { secure: parsed.protocol === 'https:', hostname, port: parsed.port };
    origins.set(base, origin);
  }
  return { origin, path: at === -1 ? '/' : url.slice(at) };
}

/** An answer compressed although we asked for no compression: undone, or null if unknown. */
function decompressed(response: IncomingMessage): Readable | null {
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return response;
  if (encoding === 'gzip' || encoding === 'x-gzip') return response.pipe(createGunzip());
  if (encoding === 'deflate') return response.pipe(createInflate());
  if (encoding === 'br') return response.pipe(createBrotliDecompress());
  return null;
}

/** How long a kept-alive connection may sit idle before we close it (undici's default). */
const IDLE_CONNECTION_MS = 4_000;

/**
 * Sends over `node:http` / `node:https` with kept-alive connections. It follows no redirect (a
 * 3xx is an answer, as `fetch`'s `redirect: 'manual'`), and the signal destroys the request and
 * its connection, so a timeout or a browser that left stops it on the wire.
 */
export function sendOverHttp(options: { idleMs?: number } = {}): SendToService {
  // A connection is reused for the next request, and closed by us once idle for a while (or
  // sooner if the service's Keep-Alive header says so): a connection the service closes itself
  // just as a request goes out fails that request, and a write that failed so is "not sure".
  const idle = { keepAlive: true, timeout: options.idleMs ?? IDLE_CONNECTION_MS };
  const agents = { http: new HttpAgent(idle), https: new HttpsAgent(idle) };
  return (url, init) =>
    new Promise<ServiceAnswer>((resolve, reject) => {
      const { origin, path } = split(url);
      const { secure } = origin;
      const headers: Record<string, string | number> = { ...init.headers };
      if (init.body !== null) headers['Content-Length'] = Buffer.byteLength(init.body);
      const send = secure ? httpsRequest : httpRequest;
      const request = send(
        {
          hostname: origin.hostname,
          ...(origin.port === '' ? {} : { port: origin.port }),
          path,
          method: init.method,
          headers,
          agent: secure ? agents.https : agents.http,
          signal: init.signal,
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const chunks: Buffer[] = [];
          let size = 0;
          let tooLarge = false;
          const stop = () => {
            tooLarge = true;
            response.destroy();
            resolve({ status, headers: headersOf(response), body: null });
          };
          // Closed before its end (the connection broke, or the signal stopped it): no answer.
          response.on('close', () => {
            if (!response.complete && !tooLarge) reject(new Error('the answer was cut off'));
          });
          response.on('error', reject);
          const body = decompressed(response);
          if (body === null) {
            response.destroy();
            reject(new Error(`an answer in an unknown encoding`));
            return;
          }
          if (Number(response.headers['content-length'] ?? 0) > init.cap) {
            stop();
            return;
          }
          body.on('data', (chunk: Buffer) => {
            if (tooLarge) return;
            size += chunk.byteLength;
            if (size > init.cap) stop();
            else chunks.push(chunk);
          });
          body.on('end', () => {
            if (tooLarge) return;
            const text = utf8.decode(Buffer.concat(chunks, size));
            resolve({ status, headers: headersOf(response), body: text });
          });
          body.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(init.body ?? undefined);
    });
}
