import type { ServerEnv } from '../env';
import type { Hono } from 'hono';

/** Shared by the server's sign-in tests (not a test file itself: no `.test` in its name). */

/**
 * One call as the app's browser makes it: same-origin JSON in one language, with the cookies of
 * `jar`, which takes what the answer sets (and drops what it clears).
 */
export async function browserCall(
  app: Hono<ServerEnv>,
  jar: Map<string, string>,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ response: Response; cookies: string[] }> {
  const headers: Record<string, string> = { 'Accept-Language': 'en' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (jar.size > 0) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await app.request(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const cookies = takeCookies(jar, response);
  return { response, cookies };
}

/** Keeps in `jar` what the answer sets, and drops what it clears; answers the Set-Cookie lines. */
export function takeCookies(jar: Map<string, string>, response: Response): string[] {
  const cookies = response.headers.getSetCookie();
  for (const cookie of cookies) {
    const [pair = ''] = cookie.split(';');
    const at = pair.indexOf('=');
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    if (value === '' || /Max-Age=0/i.test(cookie)) jar.delete(name);
    else jar.set(name, value);
  }
  return cookies;
}
