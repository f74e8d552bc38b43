import { useEffect, useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { isApiError } from '../api/errors';
import { useConnection } from '../lib/connection';
import { describeError } from './api-error-message';

interface RetryPanelProps {
  error: unknown;
  /** What "offline" means on this screen, e.g. "coupons can't be checked offline". */
  offlineMessage: string;
  rateLimitedMessage: (seconds: number) => string;
  retryLabel: string;
  onRetry: () => void;
}

/**
 * A rate limit's wait (the service's Retry-After), counted down a second at a time: `waitFor` is
 * what the service asked for (0 for any other error), `left` what remains of it.
 */
export function useRetryWait(error: unknown): { waitFor: number; left: number } {
  const waitFor =
    isApiError(error) && error.kind === 'rate-limited' ? (error.retryAfterSeconds ?? 0) : 0;
  const [left, setLeft] = useState(waitFor);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
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
  const offline =
    isApiError(error) &&
    (error.kind === 'offline' || (error.kind === 'network' && connection === 'offline'));
  const described = describeError(error, t);
  const { summary } = described;
  // Refused here for want of a connection: say too that nothing left this device.
  const detail =
    isApiError(error) && error.kind === 'offline' ? t('errors.notSent') : described.detail;
  let message = summary;
  if (offline) message = offlineMessage;
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
