import type { Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import type { Socket } from 'node:net';

export const CLIENT_ERROR_BODY = JSON.stringify({
  code: 400,
  message: 'The request could not be read as HTTP.',
  result: null,
});

/**
 * A request Node cannot parse as HTTP (a body with both Content-Length and Transfer-Encoding, a
 * broken header) never reaches the app, and Node alone would answer it with an empty 400. It
 * gets an envelope like every other answer of ours, and the connection closes. Node only.
 */
export function answerClientErrors(server: Server | Http2Server | Http2SecureServer): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    socket.end(
      'HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(CLIENT_ERROR_BODY)}\r\nCache-Control: no-store\r\n` +
        'X-Said-By: server\r\n' +
        `Connection: close\r\n\r\n${CLIENT_ERROR_BODY}`,
    );
  });
}
