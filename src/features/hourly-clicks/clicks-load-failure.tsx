/*
 * The clicks' states before the figures: held back by the service's wait, loading, and why they
 * could not be shown and when or how they are asked again (the day and the range alike).
 */
import { isApiError } from '../../api/errors';
import { describeError } from '../../components/api-error-message';
import { useTranslation } from '../../lib/i18n';

/**
 * Why the day could not be shown. After a rate limit with a Retry-After, the day loads again by
 * itself when the wait is over, so there is nothing to press. The alert is said once: the
 * countdown beside it is not a live region, or a screen reader would interrupt every second.
 */
export function LoadFailure({
  error,
  wait,
  onRetry,
}: {
  error: unknown;
  /** Seconds left of the service's wait (any statistics read's Retry-After). */
  wait: number;
  onRetry: () => void;
}) {
  const { t } = useTranslation('clicks');
  const { t: tCommon } = useTranslation();
  const kind = isApiError(error) ? error.kind : null;
  const { summary, detail } = describeError(error, tCommon);
  let message: string;
  if (kind === 'rate-limited') message = t(wait > 0 ? 'states.busy' : 'states.rateLimited');
  else if (kind === 'refused') {
    const ours = isApiError(error) && error.saidBy === 'server';
    message = t(ours ? 'states.refusedByServer' : 'states.refused', { reason: summary });
  } else message = t('states.failed');
  return (
    <div className="notice notice--error">
      <div role="alert">
        <p className="notice__summary">{message}</p>
        {kind !== 'refused' && kind !== 'rate-limited' && (
          <p className="notice__detail">{detail ?? summary}</p>
        )}
      </div>
      {wait > 0 ? (
        <p className="notice__detail">{t('states.loadsAgainIn', { count: wait })}</p>
      ) : (
        kind !== 'refused' && (
          <button type="button" className="button button--secondary" onClick={onRetry}>
            {t('states.retry')}
          </button>
        )
      )}
    </div>
  );
}

/** Nothing is sent during the service's wait: said once, the countdown beside it not read out. */
export function HeldBack({ wait }: { wait: number }) {
  const { t } = useTranslation('clicks');
  return (
    <div className="card">
      <p role="status">{t('states.heldBack')}</p>
      <p className="hint">{t('states.loadsIn', { count: wait })}</p>
    </div>
  );
}

/** The figures' shape while they load. */
export function Loading() {
  const { t } = useTranslation('clicks');
  return (
    <div className="card" aria-busy="true">
      <p role="status">{t('states.loading')}</p>
      <div className="clicks-skeleton" aria-hidden="true">
        {Array.from({ length: 24 }, (_, hour) => (
          <span key={hour} style={{ height: `${20 + ((hour * 37) % 60)}%` }} />
        ))}
      </div>
    </div>
  );
}
