import earlyScript from '../../public/early-keys.js?raw';
import { getAuthState } from './auth-state';
import { checkConnection, connectionState } from './connection';
import { takeEarlyRead } from './early-reads';
import { ApiError } from './errors';
import { detectLanguage } from '../lib/i18n';

/**
 * The first reads and files a start needs, asked for by public/early-keys.js before the app's
 * code has run (scripts/early-preloads.ts names them at build time), and taken by the app once.
 */

const LISTS = {
  all: ['/assets/start-auth-1.js', '/assets/start-auth-1.css'],
  common: { en: ['/assets/common-en.js'], ko: ['/assets/common-ko.js'] },
  counter: { en: ['/assets/counter-en.js'], ko: ['/assets/counter-ko.js'] },
  stamps: { en: ['/assets/stamps-route.js', '/assets/stamps-en.js'], ko: ['/assets/stamps-ko.js'] },
};
const STATE_URL = 'http://localhost/api/auth/state';
const READS = [STATE_URL, 'http://localhost/healthz'];
const SIGNED_OUT = { device: null, staff: [], session: null, pausedUntil: null };
const envelope = (result: unknown) =>
  new Response(JSON.stringify({ code: 0, message: '', result }), {
    headers: { 'Content-Type': 'application/json' },
  });

/** The early script's tag as a build writes it: the lists, and a live build's reads. */
function tagAsBuilt({ live }: { live: boolean }) {
  const tag = document.createElement('script');
  tag.setAttribute('data-preload', JSON.stringify(LISTS));
  if (live) tag.setAttribute('data-early-reads', JSON.stringify(READS));
  document.head.append(tag);
}

/** public/early-keys.js as the page runs it, before the app: a classic script, top level. */
function runEarlyScript() {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own file, run as the page runs it
  const run = new Function(earlyScript) as () => void;
  run();
}

const asked = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    crossOrigin: link.getAttribute('crossorigin'),
    href: link.getAttribute('href'),
  }));

let languages: string[] = [];
beforeEach(() => {
  languages = [];
  vi.spyOn(navigator, 'languages', 'get').mockImplementation(() => languages);
});
afterEach(() => {
  document.head.innerHTML = '';
  window.__earlyKeys?.stop();
  window.__earlyKeys = undefined;
  window.__earlyReads = undefined;
  window.history.replaceState(null, '', '/');
});

describe('what the early script asks for', () => {
  it("asks for the shared strings, the screen's, and the sign-in's code, as links, before the app runs", () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    tagAsBuilt({ live: false });
    runEarlyScript();
    // A stylesheet preloaded as Vite then asks for it (crossorigin=""): in another credentials
    // mode the browser fetched it twice and warned that the preload went unused.
    expect(asked()).toEqual([
      { rel: 'modulepreload', as: null, crossOrigin: null, href: '/assets/start-auth-1.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/start-auth-1.css' },
      { rel: 'modulepreload', as: null, crossOrigin: null, href: '/assets/common-en.js' },
      { rel: 'modulepreload', as: null, crossOrigin: null, href: '/assets/counter-en.js' },
    ]);
    // A demo build names no reads: nothing is sent, and nothing is there to take.
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(takeEarlyRead(STATE_URL)).toBeNull();
  });

  it.each([
    { path: '/', stored: 'ko', browser: ['en-US'], expected: ['common-ko', 'counter-ko'] },
    { path: '/', stored: null, browser: ['ko-KR', 'en'], expected: ['common-ko', 'counter-ko'] },
    { path: '/', stored: 'fr', browser: ['fr-FR'], expected: ['common-en', 'counter-en'] },
    {
      path: '/stamps/274',
      stored: 'en',
      browser: [],
      expected: ['common-en', 'stamps-route', 'stamps-en'],
    },
    { path: '/stamps', stored: 'ko', browser: [], expected: ['common-ko', 'stamps-ko'] },
    // Another first screen loads its own code when opened: only the shared strings now.
    { path: '/clicks', stored: 'en', browser: [], expected: ['common-en'] },
  ])(
    '$path, stored $stored, browser $browser: $expected',
    ({ path, stored, browser, expected }) => {
      window.history.replaceState(null, '', path);
      if (stored) localStorage.setItem('counter-pos.language', stored);
      languages = browser;
      tagAsBuilt({ live: false });
      runEarlyScript();
      const scripts = asked()
        .filter((link) => link.rel === 'modulepreload' && !link.href?.includes('start-auth'))
        .map((link) => link.href?.replace(/^\/assets\/|\.js$/g, ''));
      expect(scripts).toEqual(expected);
      // The same language the app then picks (lib/i18n.ts): a file asked for early is one it uses.
      expect(expected[0]).toBe(`common-${detectLanguage()}`);
    },
  );

  it("sends a live build's first reads in the staff's language, each taken once", async () => {
    localStorage.setItem('counter-pos.language', 'ko');
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(envelope(SIGNED_OUT)));
    tagAsBuilt({ live: true });
    runEarlyScript();
    expect(fetchSpy.mock.calls.map(([url]) => url)).toEqual(READS);
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ 'Accept-Language': 'ko' });
    expect(init).toMatchObject({ credentials: 'same-origin', cache: 'no-store' });
    const first = takeEarlyRead(STATE_URL);
    expect(first).not.toBeNull();
    expect(takeEarlyRead(STATE_URL)).toBeNull();
    expect((await first)?.status).toBe(200);
  });

  it('breaks nothing when the tag carries no lists (a dev server, an old page)', () => {
    document.head.append(document.createElement('script'));
    expect(runEarlyScript).not.toThrow();
    expect(asked()).toEqual([]);
    expect(window.__earlyKeys).toBeDefined();
  });
});

describe("the app's first reads", () => {
  it('read the answer sent early, once: the next read is a request of its own', async () => {
    const early = Promise.resolve(envelope({ ...SIGNED_OUT, staff: [{ id: 'a', name: 'Early' }] }));
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(envelope(SIGNED_OUT)));
    await expect(getAuthState(early)).resolves.toMatchObject({ staff: [{ name: 'Early' }] });
    expect(fetchSpy).not.toHaveBeenCalled();
    await expect(getAuthState()).resolves.toMatchObject({ staff: [] });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });

  it('give up on an early read that does not answer, as on any read: a timeout', async () => {
    vi.useFakeTimers();
    try {
      const never = new Promise<Response>(() => {});
      const read = getAuthState(never).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(2_000);
      const error = await read;
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('timeout');
    } finally {
      vi.useRealTimers();
    }
  });

  it('hear an early read that failed as a network failure, not as an answer', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    await expect(getAuthState(failed)).rejects.toMatchObject({ kind: 'network' });
  });

  it("take the health route's early answer for the start's connection check", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    window.__earlyReads = {
      'http://localhost/healthz': Promise.resolve(
        new Response(JSON.stringify({ status: 'degraded' }), { status: 503 }),
      ),
    };
    await expect(checkConnection()).resolves.toBe('offline');
    expect(connectionState()).toBe('offline');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(takeEarlyRead('http://localhost/healthz')).toBeNull();
  });
});
