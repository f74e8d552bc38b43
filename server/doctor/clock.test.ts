// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { clockProblems, readServiceClock } from './clock';

const AT = Date.parse('2026-12-04T12:00:00.000Z');

describe('clockProblems', () => {
  it.each([
    ['the same second', 0, 0, null],
    ['half a second round trip', 0, 500, null],
    ['29 s ahead', 29_000, 0, null],
    ['31 s ahead: within a second of the margin', 31_000, 0, null],
    ['32 s ahead', 32_000, 0, 'at least 31 s ahead of'],
    ['45 s behind', -45_000, 0, 'at least 45 s behind'],
    ['45 s behind, a slow answer', -45_000, 4_000, 'at least 43 s behind'],
    ['a slow answer widens the margin', 40_000, 20_000, null],
  ])('%s', (_, skewMs, roundTripMs, said) => {
    const sentAt = AT + skewMs;
    const found = clockProblems({
      sentAt,
      receivedAt: sentAt + roundTripMs,
      date: new Date(AT + roundTripMs / 2).toUTCString(),
    });
    if (said === null) expect(found).toEqual([]);
    else {
      expect(found).toHaveLength(1);
      expect(found[0]).toMatch(/^The clock is /);
      expect(found[0]).toContain(said);
      expect(found[0]).toContain('timedatectl set-ntp true');
    }
  });

  it.each([null, 'not a date'])('cannot tell from a Date header of %s', (date) => {
    expect(clockProblems({ sentAt: AT, receivedAt: AT, date })).toEqual([]);
  });
});

describe('readServiceClock', () => {
  const server: Server = createServer((request, response) => {
    response.writeHead(request.method === 'HEAD' ? 404 : 405).end();
  });
  const listening = new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    }),
  );
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('takes any answer’s Date header', async () => {
    let tick = AT;
    const reading = await readServiceClock(`${await listening}/api`, fetch, () => (tick += 10));
    expect(reading).toMatchObject({ sentAt: AT + 10, receivedAt: AT + 20 });
    expect('date' in reading && Date.parse(reading.date ?? '')).not.toBeNaN();
  });

  it('says in one line that the service did not answer', async () => {
    const refusing = () =>
      Promise.reject(new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') }));
    expect(await readServiceClock('https://api.example.com', refusing, () => AT)).toEqual({
      problem: 'SERVICE_BASE_URL: https://api.example.com did not answer (ECONNREFUSED).',
    });
  });
});
