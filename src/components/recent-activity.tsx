import { CircleCheck, CircleHelp, CircleX, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../lib/format';
import { currentLanguage } from '../lib/i18n';
import { clearRecentActivity, useRecentActivity, type Activity } from '../lib/recent-activity';

const ICONS: Record<Activity['outcome'], typeof CircleCheck> = {
  ok: CircleCheck,
  refused: CircleX,
  failed: TriangleAlert,
  'not-applied': CircleX,
  unknown: CircleHelp,
};

/** The last checks and actions on this device, for coupons and stamps alike. */
export function RecentActivity() {
  const { t } = useTranslation();
  const entries = useRecentActivity();
  const [confirming, setConfirming] = useState(false);
  const language = currentLanguage();
  return (
    <section className="recent" aria-labelledby="recent-title">
      <div className="recent__head">
        <h2 id="recent-title">{t('recent.title')}</h2>
        {entries.length > 0 && !confirming && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setConfirming(true)}
          >
            {t('recent.clear')}
          </button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-label={t('recent.clear')} className="confirm">
          <p>{t('recent.confirmClear')}</p>
          <button
            type="button"
            className="button button--danger"
            onClick={() => {
              clearRecentActivity();
              setConfirming(false);
            }}
          >
            {t('recent.yesClear')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setConfirming(false)}
          >
            {t('recent.cancel')}
          </button>
        </div>
      )}
      {entries.length === 0 ? (
        <p className="hint">{t('recent.empty')}</p>
      ) : (
        <ol className="recent__list">
          {entries.map((entry) => {
            const Icon = ICONS[entry.outcome];
            return (
              <li key={entry.id} className={`recent__item recent__item--${entry.outcome}`}>
                <time dateTime={entry.at}>{formatTime(new Date(entry.at), language)}</time>
                <span className="recent__code">{entry.code}</span>
                <span>{t(`recent.actions.${entry.action}`)}</span>
                <span className="recent__outcome">
                  <Icon aria-hidden="true" />
                  {t(`recent.outcomes.${entry.outcome}`)}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
