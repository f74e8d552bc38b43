// @vitest-environment node
import { createServer } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerClientErrors, CLIENT_ERROR_BODY } from './client-error';

const server = createServer((_request, response) => response.end('app'));
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('a request Node cannot parse', () => {
  it('gets a 400 envelope, not an empty body', async () => {
    answerClientErrors(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const answer = await raw(
      port,
      'DELETE /api/stamp/v1/add HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n{}',
    );
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
    expect(answer).toContain('\r\nX-Said-By: server\r\n');
    expect(answer.endsWith(`\r\n\r\n${CLIENT_ERROR_BODY}`)).toBe(true);
  });
});
