import { execFile } from 'node:child_process';
import { createServer, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { AUDIT_KEY } from '../spawned-server.test-support';

/**
 * For the backup tests: the built commands run as an operator runs them, and a proxy in front of
 * the simulated service that holds the redeems until it is opened, so a backup is started while
 * a burst of writes is certainly in flight, without waiting on the machine's speed. Not a test.
 */

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** `node <built>/<name>.js …args` with only these variables (and PATH), never throwing. */
export function runCli(
  built: string,
  name: string,
  args: string[],
  env: Record<string, string>,
): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(built, `${name}.js`), ...args],
      { env: { PATH: process.env.PATH ?? '', AUDIT_KEY, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

export interface GatedService {
  url: string;
  /** Resolves once this many redeems are held. */
  held: (count: number) => Promise<void>;
  open: () => void;
  close: () => Promise<void>;
}

/** Everything forwarded to `target`; redeems held (closed) until `open()`. */
export async function gatedService(target: string): Promise<GatedService> {
  let opened = false;
  const waiting: (() => void)[] = [];
  const watchers: { count: number; done: () => void }[] = [];
  const wake = () => {
    for (const watcher of watchers.filter((w) => waiting.length >= w.count)) watcher.done();
  };
  const server = createServer((request, response) => {
    // Streamed through as they come; a held request's body waits in its stream.
    const forward = () => {
      const out = httpRequest(
        `${target}${request.url ?? '/'}`,
        { method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      out.on('error', () => response.destroy());
      request.pipe(out);
    };
    if (opened || !(request.url ?? '').includes('redeem')) forward();
    else {
      waiting.push(forward);
      wake();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    held: (count) =>
      new Promise<void>((done) => {
        watchers.push({ count, done });
        wake();
      }),
    open: () => {
      opened = true;
      for (const forward of waiting.splice(0)) forward();
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The seq the backup's line names (`the audit log to seq N`), or NaN. */
export function seqIn(output: string): number {
  return Number(/the audit log to seq (\d+)/.exec(output)?.[1] ?? Number.NaN);
}
