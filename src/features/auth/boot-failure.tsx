import { useState } from 'react';
import { getAuthState, type AuthState } from '../../api/auth';
import { authRefusalOf } from '../../api/auth-refusal';
import { isApiError } from '../../api/errors';
import { useTranslation } from '../../lib/i18n';
import { AuthPage } from './auth-page';

/** The first read of the sign-in state failed: say so, and offer to ask again. */
export function BootFailure({
  error,
  onState,
  onUnpaired,
}: {
  error: unknown;
  onState: (state: AuthState) => void;
  onUnpaired: () => void;
}) {
  const { t } = useTranslation('sign-in');
  // Not a useQuery: this page is the first paint, and the counter's first load carries no query
  // observer (decision 0009).
  const [working, setWorking] = useState(false);
  const [lastError, setLastError] = useState(error);
  async function retry() {
    setWorking(true);
    try {
      onState(await getAuthState());
    } catch (next) {
      if (authRefusalOf(next)?.ends === 'pairing') onUnpaired();
      else setLastError(next);
    } finally {
      setWorking(false);
    }
  }
  return (
    <AuthPage title={t('boot.failed')}>
      <div className="card auth-page__card">
        <div className="notice notice--error" role="alert">
          <p className="notice__summary">{t('boot.failed')}</p>
          <p className="notice__detail">
            {isApiError(lastError) && lastError.serviceMessage
              ? t('failure.server', { message: lastError.serviceMessage })
              : t('boot.failedDetail')}
          </p>
        </div>
        <div className="button-row">
          <button
            type="button"
            className="button button--primary"
            disabled={working}
            aria-busy={working || undefined}
            onClick={() => void retry()}
          >
            {working ? t('boot.working') : t('boot.retry')}
          </button>
        </div>
      </div>
    </AuthPage>
  );
}
