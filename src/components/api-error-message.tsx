import { type TFunction, useTranslation } from '../lib/i18n';
import { isApiError } from '../api/errors';
import { isAppCodeError } from '../lib/app-code-error';

/**
 * One sentence in the user's language for any failure, plus the words the service (or, in live
 * mode, our server) answered with, if any, named by who said them.
 */
export function describeError(
  error: unknown,
  t: TFunction,
): { summary: string; detail: string | null } {
  if (isAppCodeError(error)) return { summary: t('errors.appCode'), detail: null };
  if (!isApiError(error)) return { summary: t('errors.unknown'), detail: null };
  const detail = error.serviceMessage
    ? t(error.saidBy === 'server' ? 'errors.serverSaid' : 'errors.serviceSaid', {
        message: error.serviceMessage,
      })
    : null;
  switch (error.kind) {
    case 'offline':
      return { summary: t('errors.offline'), detail: null };
    case 'network':
      return { summary: t('errors.network'), detail: null };
    case 'timeout':
      return { summary: t('errors.timeout'), detail: null };
    case 'rate-limited':
      return {
        summary:
          error.retryAfterSeconds !== null
            ? t('errors.rateLimited', { seconds: error.retryAfterSeconds })
            : t('errors.rateLimitedNoTime'),
        detail: null,
      };
    case 'invalid-parameter':
      return { summary: t('errors.invalidParameter'), detail };
    case 'refused':
    case 'auth':
      // The service's message is the answer staff need; our own words only when it gave none.
      return { summary: error.serviceMessage ?? t('errors.refused'), detail: null };
    case 'server':
      return { summary: t('errors.server'), detail: null };
    case 'unexpected':
      return { summary: t('errors.unexpected'), detail: null };
  }
}

interface ApiErrorMessageProps {
  error: unknown;
  onRetry?: () => void;
}

export function ApiErrorMessage({ error, onRetry }: ApiErrorMessageProps) {
  const { t } = useTranslation();
  const { summary, detail } = describeError(error, t);
  return (
    <div className="notice notice--error" role="alert">
      <p className="notice__summary">{summary}</p>
      {detail && <p className="notice__detail">{detail}</p>}
      {onRetry && (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}
