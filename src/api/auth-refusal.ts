import { isApiError } from './errors';

/**
 * Live mode: what a refusal by our server's sign-in ends, decided here and nowhere else. A call
 * refused because nobody is signed in any more ends the session: the unlock pad comes up over the
 * screen. One refused because this browser is no paired device ends the pairing: the pairing
 * screen replaces the app. Every other refusal (a role that may not, a wrong PIN, a pause) ends
 * nothing: the screen that asked says it in words.
 */
export type AuthRefusal =
  | { ends: 'session'; reason: 'signed-out' | 'locked' | 'expired' }
  | { ends: 'pairing'; reason: 'unpaired' | 'device-revoked' };

/** What a refusal for `reason` (as `X-Auth-Reason` names it) ends, or null if nothing. */
export function authRefusalFor(reason: string | null | undefined): AuthRefusal | null {
  switch (reason) {
    case 'signed-out':
    case 'locked':
    case 'expired':
      return { ends: 'session', reason };
    case 'unpaired':
    case 'device-revoked':
      return { ends: 'pairing', reason };
    default:
      return null;
  }
}

/** What an error ends: only an ApiError our server's sign-in answered can end anything. */
export function authRefusalOf(error: unknown): AuthRefusal | null {
  return isApiError(error) ? authRefusalFor(error.authReason) : null;
}
