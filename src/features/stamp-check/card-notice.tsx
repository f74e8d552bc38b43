/*
 * The line under the stamp card's marks that says how the last write went: added, refused,
 * recovered, not applied, read back wrong, removed; or how far a series of stamps got.
 */
import { useTranslation } from '../../lib/i18n';
import type { Stamp } from '../../api/stamps';
import { describeError } from '../../components/api-error-message';
import type { CardNotice, Series } from './stamp-card-views';

/** "3 stamps added", or how far a series got before one did not go through. */
export function SeriesLine({ series }: { series: Series }) {
  const { t } = useTranslation('stamps');
  return series.added === series.requested ? (
    <p className="notice notice--success">{t('add.seriesDone', { count: series.added })}</p>
  ) : (
    <p className="notice notice--warning">
      {t('add.seriesPartial', { added: series.added, requested: series.requested })}
    </p>
  );
}

/**
 * A series that went through whole, and the count the service confirmed after it, said in one
 * box and once: on a phone two boxes pushed the card's stamps down under the buttons that stay in
 * sight, and "3 stamps added. Stamp 6 added." said the same thing twice.
 */
export function SeriesDone({ series, stamp }: { series: Series; stamp: Stamp }) {
  const { t } = useTranslation('stamps');
  return (
    <p className="notice notice--success">
      <span>{t('add.seriesDone', { count: series.added })}</span>{' '}
      <span>{t('add.confirmed', { count: stamp.stamps, max: stamp.maxStamps })}</span>
    </p>
  );
}

export function Notice({ notice, stamp }: { notice: CardNotice; stamp: Stamp }) {
  const { t } = useTranslation('stamps');
  const { t: tCommon } = useTranslation();
  switch (notice.kind) {
    case 'added':
      return (
        <p className="notice notice--success">
          {t('add.added', { number: notice.number })}{' '}
          {t('add.confirmed', { count: stamp.stamps, max: stamp.maxStamps })}
        </p>
      );
    case 'add-refused':
      return (
        <p className="notice notice--error">
          {t(notice.error.saidBy === 'server' ? 'add.refusedByServer' : 'add.refused', {
            message: describeError(notice.error, tCommon).summary,
          })}
        </p>
      );
    case 'add-recovered':
      return <p className="notice notice--success">{t('add.recovered')}</p>;
    case 'add-not-applied':
      return <p className="notice notice--info">{t('add.notAdded')}</p>;
    case 'reward-not-recorded':
      return <p className="notice notice--info">{t('reward.notRecorded')}</p>;
    case 'reward-refused':
      return (
        <p className="notice notice--error">
          {t('reward.notGiven')} {describeError(notice.error, tCommon).summary}
        </p>
      );
    case 'read-back-failed':
      return (
        <p className="notice notice--warning">
          {t('add.readBackFailed', { reason: describeError(notice.error, tCommon).summary })}
        </p>
      );
    case 'count-mismatch':
      return (
        <p className="notice notice--warning">
          {t('add.countMismatch', { count: stamp.stamps, max: stamp.maxStamps })}
        </p>
      );
    case 'removed':
      return (
        <p className="notice notice--success">
          {t('undo.removed')} {t('add.confirmed', { count: stamp.stamps, max: stamp.maxStamps })}
        </p>
      );
    case 'remove-not-applied':
      return <p className="notice notice--info">{t('undo.notRemoved')}</p>;
    case 'remove-refused':
      return (
        <p className="notice notice--error">
          {t('undo.refused', { message: describeError(notice.error, tCommon).summary })}
        </p>
      );
  }
}
