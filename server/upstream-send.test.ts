import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { type SendInit, sendOverHttp } from './upstream-send';

/** A real HTTP server on a free port, answering with `handle`; what it saw is kept. */
async function service(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const sockets = new Set<Socket>();
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] =
    [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      handle(request, response);
    });
  });
  const connections: Socket[] = [];
  server.on('connection', (socket) => {
    sockets.add(socket);
    connections.push(socket);
  });
  // Connections stay open as long as the client keeps them (Node's own server closes them
  // after 5 s idle): what a service with a long keep-alive does.
  server.keepAliveTimeout = 0;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stops.push(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((done) => server.close(done));
  });
  return { url, seen, connections };
}

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

const init = (over: Partial<SendInit> = {}): SendInit => ({
  method: 'GET',
  headers: { Accept: 'application/json' },
  body: null,
  signal: new AbortController().signal,
  cap: 1024,
  ...over,
});

describe('sendOverHttp: a request to the service and its answer', () => {
  it('sends the method, headers and body, and reads status, headers and the whole body', async () => {
    const stub = await service((_request, response) => {
      response.writeHead(201, { 'Content-Type': 'application/json', 'Retry-After': '7' });
      response.end('{"code":0,"message":"한글","result":null}');
    });
    const answer = await sendOverHttp()(
      `${stub.url}/api/coupon/v1/redeem?x=1`,
      init({
        method: 'PUT',
        headers: { Authorization: 'APIKey k', 'Content-Type': 'application/json' },
        body: '{"cpnNo":"쿠폰"}',
      }),
    );
    expect(answer.status).toBe(201);
    expect(answer.headers.get('Retry-After')).toBe('7');
    expect(answer.body).toBe('{"code":0,"message":"한글","result":null}');
    expect(stub.seen).toEqual([
      expect.objectContaining({ method: 'PUT', url: '/api/coupon/v1/redeem?x=1' }),
    ]);
    expect(stub.seen[0]?.body).toBe('{"cpnNo":"쿠폰"}');
    expect(stub.seen[0]?.headers).toMatchObject({
      authorization: 'APIKey k',
      'content-length': String(Buffer.byteLength('{"cpnNo":"쿠폰"}')),
    });
  });

  it('keeps the connection for the next request', async () => {
    const stub = await service((_request, response) => response.end('{}'));
    const send = sendOverHttp();
    for (let i = 0; i < 3; i += 1) await send(`${stub.url}/a`, init());
    expect(stub.seen).toHaveLength(3);
    expect(stub.connections).toHaveLength(1);
  });

  it('follows no redirect: a 3xx is the answer, and nothing is sent to where it points', async () => {
    const elsewhere = await service((_request, response) => response.end('{}'));
    const stub = await service((_request, response) => {
      response.writeHead(307, { Location: `${elsewhere.url}/steal` });
      response.end();
    });
    const answer = await sendOverHttp()(`${stub.url}/api`, init({ method: 'PUT', body: '{}' }));
    expect(answer.status).toBe(307);
    expect(elsewhere.seen).toHaveLength(0);
  });

  it.each([
    ['declared too large', true],
    ['streamed past the cap, no length given', false],
  ])('stops reading an answer past the cap (%s)', async (_name, declared) => {
    const stub = await service((_request, response) => {
      if (declared) response.setHeader('Content-Length', 5000);
      else response.setHeader('Transfer-Encoding', 'chunked');
      response.write('x'.repeat(600));
      response.write('x'.repeat(600));
      if (declared) response.end('x'.repeat(3800));
      // Chunked and never ended: only the cap can end this read.
    });
    const answer = await sendOverHttp()(`${stub.url}/big`, init({ cap: 1024 }));
    expect(answer.body).toBeNull();
  });

  it('an answer the service cuts off is no answer', async () => {
    const stub = await service((request, response) => {
      response.writeHead(200, { 'Content-Length': 100 });
      response.write('{"code":0');
      setImmediate(() => request.socket.destroy());
    });
    await expect(sendOverHttp()(`${stub.url}/cut`, init())).rejects.toThrow();
  });

  it('the signal stops the request on the wire: the service sees its connection close', async () => {
    let closed!: () => void;
    const connectionClosed = new Promise<void>((done) => (closed = done));
    const stub = await service((request) => {
      request.socket.on('close', closed);
      // Never answers.
    });
    const controller = new AbortController();
    const sent = sendOverHttp()(`${stub.url}/slow`, init({ signal: controller.signal }));
    await new Promise((done) => setImmediate(done));
    while (stub.seen.length === 0) await new Promise((done) => setTimeout(done, 5));
    controller.abort();
    await expect(sent).rejects.toThrow();
    await connectionClosed;
  });

  it('drops a leading byte-order mark, as fetch did', async () => {
    const stub = await service((_request, response) => response.end('\uFEFF{"code":0}'));
    expect((await sendOverHttp()(`${stub.url}/bom`, init())).body).toBe('{"code":0}');
  });

  it('undoes a compression the service applied unasked, the cap counting what it undoes to', async () => {
    const json = JSON.stringify({ code: 0, message: '', result: { nm: '쿠폰'.repeat(50) } });
    const big = JSON.stringify({ filler: 'x'.repeat(5_000) });
    const stub = await service((request, response) => {
      response.writeHead(200, { 'Content-Encoding': 'gzip' });
      response.end(gzipSync(request.url === '/big' ? big : json));
    });
    const send = sendOverHttp();
    expect((await send(`${stub.url}/small`, init({ cap: 1024 }))).body).toBe(json);
    expect((await send(`${stub.url}/big`, init({ cap: 1024 }))).body).toBeNull();
  });

  it('closes a connection left idle, so the service never closes one under a request', async () => {
    let closed!: () => void;
    const connectionClosed = new Promise<void>((done) => (closed = done));
    const stub = await service((request, response) => {
      request.socket.once('close', closed);
      response.end('{}');
    });
    // The service would keep it open; ours lets it go after its idle time.
    await sendOverHttp({ idleMs: 20 })(`${stub.url}/a`, init());
    await connectionClosed;
    expect(stub.connections).toHaveLength(1);
  });

  it('a service that cannot be reached is an error, not an answer', async () => {
    const stub = await service(() => undefined);
    const { url } = stub;
    await stops.pop()?.();
    await expect(sendOverHttp()(`${url}/gone`, init())).rejects.toThrow();
  });
});
