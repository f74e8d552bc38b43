import { useConnection } from '../api/connection';
import { useTranslation } from '../lib/i18n';
import './connection-notice.css';

/**
 * "No connection" over every screen while the health route cannot be reached (decision 0015).
 * The live region is always there, so the notice is announced when it appears.
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const offline = useConnection() === 'offline';
  return (
    <div role="status" className="connection-region">
      {offline && (
        <div className="notice notice--warning connection-notice">
          <p className="notice__summary">{t('connection.offline')}</p>
          <p className="notice__detail">{t('connection.offlineDetail')}</p>
        </div>
      )}
    </div>
  );
}
