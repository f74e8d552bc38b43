import { useQuery } from '@tanstack/react-query';
import type { AuthState } from '../../api/auth';
import { authQueries } from '../../api/auth-queries';
import { authRefusalOf } from '../../api/auth-refusal';
import { isApiError } from '../../api/errors';
import { useTranslation } from '../../lib/i18n';
import { AuthPage } from './pairing-screen';

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
  const { t } = useTranslation('auth');
  // Asked only by "Try again"; the first read's failure stands until then.
  const state = useQuery({ ...authQueries.state(), enabled: false });
  const working = state.isFetching;
  const lastError = state.error ?? error;
  async function retry() {
    const answer = await state.refetch();
    if (answer.isSuccess) onState(answer.data);
    else if (authRefusalOf(answer.error)?.ends === 'pairing') onUnpaired();
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
