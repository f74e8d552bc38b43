/**
 * The demo host's cookies (decision 0027): the browser's one cookie naming its shop, and the
 * shop's own sign-in cookies kept in the host's jar for that browser.
 */

/** The browser's one cookie: which demo shop it is. Not `__Host-`: the LAN demo is plain http. */
export const DEMO_COOKIE = 'pos-demo-shop';

/** `Set-Cookie` lines into the jar: a value kept, a cookie with `Max-Age=0` or no value dropped. */
export function keepCookies(jar: Map<string, string>, lines: readonly string[]): void {
  for (const line of lines) {
    const [pair = '', ...attributes] = line.split(';');
    const eq = pair.indexOf('=');
    if (eq < 1) continue;
    const name = pair.slice(0, eq).trim();
    const value = pair.slice(eq + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  }
}

export function cookieHeader(jar: Map<string, string>): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export function shopCookie(id: string): string {
  return `${DEMO_COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict`;
}

/** A cookie's value in a `Cookie` header, or undefined. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return undefined;
}

/** Whether a request is for a page (its HTML), which `welcome` gives the shop's cookie with. */
export function isPageRequest(method: string, path: string, accept: string | null | undefined) {
  return (
    method === 'GET' &&
    !/^\/(api|healthz|assets)(\/|\?|$)/.test(path) &&
    (accept ?? '').includes('text/html')
  );
}
