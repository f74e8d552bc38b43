import { isApiError } from './errors';
import type { TFunction } from '../lib/i18n';

/** "0:42": minutes and seconds. */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * A refusal or failure of a sign-in call in words: our own for what we know, the server's (already
 * in the browser's language) for the rest.
 */
export function describeAuthError(error: unknown, t: TFunction<'sign-in'>): string {
  if (!isApiError(error)) return t('failure.unknown');
  if (error.kind === 'offline' || error.kind === 'network' || error.kind === 'timeout')
    return t('failure.network');
  if (error.authReason === 'forbidden') return t('failure.forbidden');
  if (error.serviceMessage) return t('failure.server', { message: error.serviceMessage });
  return t('failure.unknown');
}
