import { AuthError, type AuthReason } from './auth';
import { getApiClientConfig } from './client';
import { isSignInRefusal } from './sign-in-wait';
import type { TFunction } from '../lib/i18n';

/** The reasons that end or never start a session: the unlock pad (or pairing) answers them. */
const SESSION_REASONS: readonly string[] = [
  'signed-out',
  'locked',
  'expired',
  'unpaired',
  'device-revoked',
] satisfies AuthReason[];

/**
 * A sign-in call (`src/api/auth.ts`) that our server refused for sign-in goes where a refused
 * service call goes (`apiRequest` calls `onAuthRefused` itself): to the gate, which brings up the
 * unlock pad or the pairing screen.
 */
export function reportAuthError(error: unknown): void {
  if (error instanceof AuthError && error.reason && SESSION_REASONS.includes(error.reason))
    getApiClientConfig().onAuthRefused?.(error.reason);
}

/** The session ended here by a choice made on this device (everyone signed out, this device revoked). */
export function reportSessionEnded(reason: 'signed-out' | 'unpaired'): void {
  getApiClientConfig().onAuthRefused?.(reason);
}

/** A failure that unlocking cures: worth asking again once someone has unlocked. */
export function isSessionRefusal(error: unknown): boolean {
  if (error instanceof AuthError) return SESSION_REASONS.includes(error.reason ?? '');
  return isSignInRefusal(error);
}

/** "0:42": minutes and seconds. */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A refusal or failure of a sign-in call in words: our own for what we know, the server's (already
 * in the browser's language) for the rest.
 */
export function describeAuthError(error: unknown, t: TFunction<'auth'>): string {
  if (!(error instanceof AuthError)) return t('failure.unknown');
  if (error.status === null) return t('failure.network');
  if (error.reason === 'forbidden') return t('failure.forbidden');
  if (error.serverMessage) return t('failure.server', { message: error.serverMessage });
  return t('failure.unknown');
}
