import { useCallback, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '../lib/i18n';
import { isApiError } from '../api/errors';
import { useConnection } from '../api/connection';
import { describeError } from './api-error-message';
import './retry-panel.css';

interface RetryPanelProps {
  error: unknown;
  /** What "offline" means on this screen, e.g. "coupons can't be checked offline". */
  offlineMessage: string;
  rateLimitedMessage: (seconds: number) => string;
  retryLabel: string;
  onRetry: () => void;
}

const secondsUntil = (at: number | null) =>
  at === null ? 0 : Math.max(0, Math.ceil((at - Date.now()) / 1000));

/**
 * Whole seconds until `at` (epoch ms; 0 once it has passed, or for null), re-rendering as each
 * second goes by. The clock is an outside store to React: read when asked, with a timer that
 * says when the next whole second is over, so the count never skips or repeats a number.
 */
export function useSecondsUntil(at: number | null): number {
  const subscribe = useCallback(
    (changed: () => void) => {
      let timer: number | undefined;
      const next = () => {
        if (at === null) return;
        const remaining = at - Date.now();
        if (remaining <= 0) return;
        timer = window.setTimeout(
          () => {
            changed();
            next();
          },
          remaining % 1000 || 1000,
        );
      };
      next();
      return () => window.clearTimeout(timer);
    },
    [at],
  );
  return useSyncExternalStore(subscribe, () => secondsUntil(at));
}

/**
 * A rate limit's wait (the service's Retry-After), counted down a second at a time: `waitFor` is
 * what the service asked for (0 for any other error), `left` what remains of it now.
 */
export function useRetryWait(error: unknown): { waitFor: number; left: number } {
  const limited = isApiError(error) && error.kind === 'rate-limited';
  const waitFor = limited ? (error.retryAfterSeconds ?? 0) : 0;
  const left = useSecondsUntil(limited ? error.retryAt : null);
  return { waitFor, left };
}

/**
 * The face of a failure that is nobody's fault at the counter: no connection, a slow or broken
 * service, or a rate limit (with a live countdown before trying again is allowed).
 */
export function RetryPanel({
  error,
  offlineMessage,
  rateLimitedMessage,
  retryLabel,
  onRetry,
}: RetryPanelProps) {
  const { t } = useTranslation();
  const { waitFor, left } = useRetryWait(error);

  // "No connection" by the health route's word (lib/connection.ts), not navigator.onLine.
  const connection = useConnection();
  const unreached = isApiError(error) && (error.kind === 'offline' || error.kind === 'network');
  const offline =
    isApiError(error) &&
    (error.kind === 'offline' || (error.kind === 'network' && connection === 'offline'));
  // Seen gone while this was on screen, and back now: "No connection" would no longer be true.
  const [sawOffline, setSawOffline] = useState(connection === 'offline');
  if (connection === 'offline' && !sawOffline) setSawOffline(true);
  const back = unreached && sawOffline && connection === 'online';
  const described = describeError(error, t);
  const { summary } = described;
  // Refused here for want of a connection: say too that nothing left this device.
  const detail =
    isApiError(error) && error.kind === 'offline' ? t('errors.notSent') : described.detail;
  let message = summary;
  if (offline) message = offlineMessage;
  else if (back) message = t('errors.connectionBack');
  else if (waitFor > 0 && left > 0) message = rateLimitedMessage(left);
  // The wait is over: the button is live again, and the words say so (never "Wait 0 seconds").
  else if (waitFor > 0) message = t('errors.waitOver');

  return (
    <div className="retry">
      <p className="verdict__message">{message}</p>
      {detail && <p className="hint">{detail}</p>}
      <button
        type="button"
        className="button button--secondary"
        disabled={left > 0}
        onClick={onRetry}
      >
        {retryLabel}
      </button>
    </div>
  );
}
