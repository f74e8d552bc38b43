import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { reportQueries, type Tally } from '../../api/report';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { tallyRows } from '../../lib/report/tally-rows';
import './till-today.css';

/**
 * "Today at this till" in the staff chip's panel: this device's and the signed-in person's counts
 * of the service's today, read from our server's audit log each time the panel opens. Loaded with
 * the panel, never with the counter.
 */
export function TillToday({ person }: { person: string }) {
  const { t } = useTranslation('sign-in');
  const id = useId();
  const today = useQuery(reportQueries.tillToday());
  return (
    <section className="till-today" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="till-today__title">
        {t('today.title')}
      </h2>
      {today.isPending ? (
        <p role="status">{t('today.loading')}</p>
      ) : today.isError ? (
        <p role="alert" className="till-today__failed">
          {t('today.failed')}
        </p>
      ) : (
        <>
          <TallyList
            title={t('today.till')}
            tally={today.data.till}
            alongside={today.data.person}
          />
          <TallyList
            title={t('today.person', { name: person })}
            tally={today.data.person}
            alongside={today.data.till}
          />
        </>
      )}
    </section>
  );
}

/** One of the two lists; `alongside` is the other, so both have the same rows. */
function TallyList({ title, tally, alongside }: { title: string; tally: Tally; alongside: Tally }) {
  const { t } = useTranslation('sign-in');
  const rows = tallyRows(tally, currentLanguage(), t('today.other'), alongside);
  return (
    <div className="till-today__list">
      <h3 className="till-today__heading">{title}</h3>
      <dl>
        {rows.map((row) => (
          <div
            key={row.key}
            className={row.warn ? 'till-today__row till-today__row--warn' : 'till-today__row'}
          >
            <dt>{t(`today.rows.${row.key}`)}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
