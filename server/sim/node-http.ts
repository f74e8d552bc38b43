import type { IncomingMessage, ServerResponse } from 'node:http';
import { SIMULATED_SERVICE_HEADER } from '../upstream-send';

/**
 * The simulated service's Node HTTP plumbing: reading a request's body and headers, and writing
 * a JSON answer, an envelope of our own, or a Fetch `Response` from the handlers back out.
 */

/** Bigger bodies are refused with 413 (the real service has a limit too; ours is generous). */
export const MAX_BODY_BYTES = 1024 * 1024;

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

/**
 * The whole body, or null when it is over the limit. An oversize body is still read to its end
 * (and dropped), so the 413 reaches the client instead of a connection reset mid-upload.
 */
export function readBody(request: IncomingMessage): Promise<Buffer | null> {
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

export function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(request.headersDistinct)) {
    if (!values || HOP_BY_HOP.has(name)) continue;
    for (const value of values) headers.append(name, value);
  }
  return headers;
}

export function sendJson(response: ServerResponse, status: number, value: unknown): void {
  if (response.destroyed) return;
  const body = JSON.stringify(value);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
  });
  response.end(body);
}

export function sendEnvelope(response: ServerResponse, status: number, message: string): void {
  sendJson(response, status, { code: status, message, result: null });
}

export async function sendFetchResponse(response: ServerResponse, answer: Response): Promise<void> {
  const body = Buffer.from(await answer.arrayBuffer());
  if (response.destroyed) return;
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    headers[name] = value;
  });
  delete headers['content-encoding'];
  delete headers['transfer-encoding'];
  // Says what it is: our server tells the staff's screens (service-kind.ts).
  headers[SIMULATED_SERVICE_HEADER] = 'true';
  headers['content-length'] = String(body.length);
  response.writeHead(answer.status, answer.statusText || undefined, headers);
  response.end(body);
}
