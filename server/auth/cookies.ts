import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { ServerContext } from '../env';
import { SESSION_LIMITS } from './session-limits';

/**
 * The sign-in's two cookies, the device's (set at pairing) and the session's: their names, their
 * options, and reading, setting and clearing them. What a token opens is session.ts's business.
 */

/** A device cookie lasts as long as browsers keep one (Chromium caps at 400 days). */
const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60;
const COOKIES = { device: 'pos-device', session: 'pos-session' } as const;
/** Both cookies: `__Host-` (this origin only, Path=/, no Domain), script cannot read them, https. */
const HOST_COOKIE = {
  prefix: 'host',
  path: '/',
  secure: true,
  httpOnly: true,
  sameSite: 'Strict',
} as const;

/** The device token this request's cookie carries, as sent (its shape is not checked here). */
export function deviceCookie(c: ServerContext): string | undefined {
  return getCookie(c, COOKIES.device, 'host');
}

/**
 * Both tokens at once, in one pass over the Cookie header (every signed-in call reads both: two
 * reads by name parsed it twice). As sent: their shapes are not checked here.
 */
export function signInCookies(c: ServerContext): {
  device: string | undefined;
  session: string | undefined;
} {
  const all = getCookie(c);
  return { device: all[`__Host-${COOKIES.device}`], session: all[`__Host-${COOKIES.session}`] };
}

/** The device's cookie, for 400 days (pairing). */
export function setDeviceCookie(c: ServerContext, token: string): void {
  setCookie(c, COOKIES.device, token, { ...HOST_COOKIE, maxAge: DEVICE_COOKIE_SECONDS });
}

/** The session's cookie, for the session's whole lifetime (12 hours). */
export function setSessionCookie(c: ServerContext, token: string): void {
  setCookie(c, COOKIES.session, token, {
    ...HOST_COOKIE,
    maxAge: SESSION_LIMITS.absoluteMs / 1000,
  });
}

export function endSessionCookie(c: ServerContext): void {
  deleteCookie(c, COOKIES.session, HOST_COOKIE);
}
