// @vitest-environment node
import { Hono } from 'hono';
import type { ServerEnv } from '../env';
import { deviceCookie, signInCookies } from './cookies';

/** What the two readers make of one Cookie header, through a real Hono request. */
async function read(cookie: string | null) {
  const app = new Hono<ServerEnv>();
  app.get('/', (c) => c.json({ both: signInCookies(c), device: deviceCookie(c) ?? null }));
  const response = await app.request('/', cookie === null ? {} : { headers: { Cookie: cookie } });
  return (await response.json()) as {
    both: { device?: string; session?: string };
    device: string | null;
  };
}

describe('signInCookies: both tokens in one pass, as the reader by name finds them', () => {
  it.each([
    ['no Cookie header', null, {}],
    ['neither cookie', 'theme=dark; other=1', {}],
    ['both', '__Host-pos-device=d1; __Host-pos-session=s1', { device: 'd1', session: 's1' }],
    ['the session alone', '__Host-pos-session=s1', { session: 's1' }],
    // Without the __Host- prefix a cookie may come from a sibling subdomain: not ours.
    ['unprefixed names', 'pos-device=d1; pos-session=s1', {}],
    ['a name that only ends like ours', 'x__Host-pos-device=d1', {}],
    [
      'the first of two with one name',
      '__Host-pos-device=d1; __Host-pos-device=d2',
      { device: 'd1' },
    ],
    [
      'spaces and quotes',
      '  __Host-pos-device = "d1" ;__Host-pos-session=s1 ',
      { device: 'd1', session: 's1' },
    ],
    [
      'a value with a forbidden character skipped',
      '__Host-pos-device=a\\b; __Host-pos-device=d2',
      { device: 'd2' },
    ],
  ])('%s', async (_name, cookie, expected) => {
    const { both, device } = await read(cookie);
    expect(both).toEqual(expected);
    expect(both.device ?? null).toBe(device);
  });
});
