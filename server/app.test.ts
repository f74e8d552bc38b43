// @vitest-environment node
import { Hono } from 'hono';
import type { ServerEnv } from './env';
import { BodyTooLargeError } from './body-limit';
import { CONTENT_SECURITY_POLICY, createApp, PERMISSIONS_POLICY } from './app';

/** The app around a stand-in API that answers every write with what it received. */
function appWith({ trustProxy = false } = {}) {
  const api = new Hono<ServerEnv>();
  api.get('/api/coupon/v1/validate', (c) => c.json({ code: 0, message: '', result: null }));
  api.put('/api/coupon/v1/redeem', async (c) =>
    c.json({ code: 0, message: '', result: await c.req.json<unknown>() }),
  );
  const files: Record<string, string> = {
    '/assets/index-abc123.js': 'console.info(1)',
    '/assets/index-abc123.js.map': '{"version":3}',
  };
  return createApp({
    api,
    trustProxy,
    allowedHosts: ['till.example', 'pos.example-bakery.kr'],
    readIndex: () => Promise.resolve('<!doctype html><div id="root"></div>'),
    serveStatic: async (c, next) => {
      const body = files[c.req.path];
      if (body === undefined) return next();
      return c.body(body, 200, { 'Content-Type': 'text/javascript' });
    },
  });
}

const ORIGIN = 'http://till.example:8787';
const at = (path: string) => `${ORIGIN}${path}`;

function redeem(headers: Record<string, string>, body = JSON.stringify({ cpnNo: 'PERCENT15' })) {
  return appWith().request(at('/api/coupon/v1/redeem'), {
    method: 'PUT',
    headers: { Host: 'till.example:8787', ...headers },
    body,
  });
}

describe("the build's source maps", () => {
  it('are not served, though the build has them', async () => {
    const map = await appWith().request(at('/assets/index-abc123.js.map'));
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('version');
    expect((await appWith().request(at('/assets/index-abc123.js'))).status).toBe(200);
  });
});

describe('the live server’s headers', () => {
  const routes = [
    ['a page', '/stamps/274', 'text/html'],
    ['the start page', '/', 'text/html'],
    ['an asset', '/assets/index-abc123.js', '*/*'],
    ['an API read', '/api/coupon/v1/validate?cpnNo=PERCENT15', 'application/json'],
    ['an unknown API path', '/api/nothing/here', 'application/json'],
    ['a missing file', '/favicon-missing.png', 'image/png'],
  ] as const;

  it.each(routes)('%s carries the policy headers', async (_, path, accept) => {
    const response = await appWith().request(at(path), { headers: { Accept: accept } });
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Permissions-Policy')).toBe(PERMISSIONS_POLICY);
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    // Plain http: no HSTS (a browser ignores it there, and it would mislead).
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('the policy allows no inline script and nothing from elsewhere but images', () => {
    const directives: Record<string, string[]> = Object.fromEntries(
      CONTENT_SECURITY_POLICY.split('; ').map((d): [string, string[]] => {
        const [name = '', ...values] = d.split(' ');
        return [name, values];
      }),
    );
    expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['img-src']).toEqual(["'self'", 'https:', 'data:', 'blob:']);
    expect(PERMISSIONS_POLICY).toContain('camera=(self)');
  });

  it('HSTS for a year over TLS, and behind a trusted proxy that says https', async () => {
    const direct = await appWith().request('https://till.example/');
    expect(direct.headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const proxied = await appWith({ trustProxy: true }).request(at('/'), {
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(proxied.headers.get('Strict-Transport-Security')).toContain('max-age=31536000');
    // A scheme is case-insensitive; the proxy's first hop is the browser's.
    for (const said of ['HTTPS', 'https, http']) {
      const answer = await appWith({ trustProxy: true }).request(at('/'), {
        headers: { 'X-Forwarded-Proto': said },
      });
      expect(answer.headers.get('Strict-Transport-Security'), said).toContain('max-age');
    }
    const plainBehindProxy = await appWith({ trustProxy: true }).request(at('/'), {
      headers: { 'X-Forwarded-Proto': 'http' },
    });
    expect(plainBehindProxy.headers.get('Strict-Transport-Security')).toBeNull();
    // The API's answers come built with the policy's headers, and get HSTS all the same.
    const read = await appWith().request('https://till.example/api/coupon/v1/validate?cpnNo=X');
    expect(read.headers.get('Strict-Transport-Security')).toContain('max-age=31536000');
    expect(read.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    // An untrusted X-Forwarded-Proto is not believed.
    const spoofed = await appWith().request(at('/'), { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(spoofed.headers.get('Strict-Transport-Security')).toBeNull();
  });

  it('pages come from index.html, never cached; API answers are never stored', async () => {
    const page = await appWith().request(at('/clicks?date=2026-11-21'), {
      headers: { Accept: 'text/html' },
    });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('Cache-Control')).toBe('no-cache');
    const api = await appWith().request(at('/api/coupon/v1/validate?cpnNo=X'));
    expect(api.headers.get('Cache-Control')).toBe('no-store');
    const unknown = await appWith().request(at('/api/nothing'), {
      headers: { Accept: 'text/html' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 404, result: null });
    expect(unknown.headers.get('X-Said-By')).toBe('server');
  });
});

describe('the health route', () => {
  it('says the server is up, never cached, with the policy headers, calling nobody', async () => {
    const response = await appWith().request(at('/healthz'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', version: null });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
  });
});

describe('changes only as same-origin JSON', () => {
  it('a cross-site form post is refused', async () => {
    const response = await redeem(
      {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      'cpnNo=PERCENT15',
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ code: 403, result: null });
    // Our words, not the service's: the till says so.
    expect(response.headers.get('X-Said-By')).toBe('server');
  });

  it('a text/plain post is refused, even from this origin', async () => {
    const response = await redeem({
      'Content-Type': 'text/plain',
      Origin: ORIGIN,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(response.status).toBe(403);
  });

  it('JSON with a foreign Origin is refused', async () => {
    const response = await redeem({
      'Content-Type': 'application/json',
      Origin: 'https://evil.example',
    });
    expect(response.status).toBe(403);
  });

  it('JSON from a page of another site is refused by Sec-Fetch-Site alone', async () => {
    const response = await redeem({
      'Content-Type': 'application/json',
      'Sec-Fetch-Site': 'same-site',
    });
    expect(response.status).toBe(403);
  });

  it('same-origin JSON goes through, by Origin or by Sec-Fetch-Site', async () => {
    const ways: Record<string, string>[] = [
      { Origin: ORIGIN },
      { 'Sec-Fetch-Site': 'same-origin' },
      { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
    ];
    for (const headers of ways) {
      const response = await redeem({
        'Content-Type': 'application/json; charset=utf-8',
        ...headers,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ code: 0, result: { cpnNo: 'PERCENT15' } });
    }
  });

  it('behind a trusted proxy, the origin is the one the browser used', async () => {
    const response = await appWith({ trustProxy: true }).request(at('/api/coupon/v1/redeem'), {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        Origin: 'https://pos.example-bakery.kr',
        'X-Forwarded-Proto': 'https',
        'X-Forwarded-Host': 'pos.example-bakery.kr',
      },
      body: JSON.stringify({ cpnNo: 'PERCENT15' }),
    });
    expect(response.status).toBe(200);
  });

  it('reads need no such checks', async () => {
    const response = await appWith().request(at('/api/coupon/v1/validate?cpnNo=X'), {
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(200);
  });
});

describe('errors on a route', () => {
  /** The app around a stand-in API with no error handler of its own, as node.ts mounts the real one. */
  function failing() {
    const api = new Hono<ServerEnv>();
    api.get('/api/coupon/v1/validate', () => {
      throw new Error('a bug');
    });
    api.get('/api/stamp/v1/validate', () => {
      throw new Error('a read stopped', { cause: new BodyTooLargeError(65_536) });
    });
    return createApp({
      api,
      trustProxy: false,
      allowedHosts: ['till.example'],
      serveStatic: (c) => {
        if (c.req.path === '/assets/broken.js') throw new Error('a disk error');
        return Promise.resolve(c.text('not here', 404));
      },
    });
  }

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("an API route's error is the API's own 500, in the browser's language, with every header", async () => {
    const response = await failing().request(at('/api/coupon/v1/validate?cpnNo=X'), {
      headers: { 'Accept-Language': 'ko-KR' },
    });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      code: 500,
      message: '이 서버에서 문제가 발생했습니다.',
      result: null,
    });
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('a body found too large while read is a 413 that names the limit', async () => {
    const response = await failing().request(at('/api/stamp/v1/validate?stampIdx=1'));
    expect(response.status).toBe(413);
    expect(response.headers.get('X-Said-By')).toBe('server');
    expect(((await response.json()) as { message: string }).message).toMatch(/65536|65,536/);
  });

  it("a page's error is a plain 500, not the API's envelope", async () => {
    const response = await failing().request(at('/assets/broken.js'));
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal Server Error');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
