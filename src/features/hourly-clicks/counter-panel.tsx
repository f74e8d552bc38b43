import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState, type SyntheticEvent } from 'react';
import type { RedeemsByHour } from '../../api/redeems';
import { describeError } from '../../components/api-error-message';
import { formatNumber } from '../../lib/format';
import { currentLanguage, useTranslation } from '../../lib/i18n';
import { hourlySeries, redeemLag, type Lag } from './click-to-counter';
import type { DayHourGrid } from './day-hour-grid';

/** The server's limit on a pattern's length. */
const PATTERN_MAX = 64;

/**
 * From click to counter (decision 0028): how many coupons were redeemed at our tills over the
 * same days (all, or those whose code matches a pattern), the not-sure ones named apart, and how
 * long after the clicks the redemptions come, in words. The hours themselves are the heatmap's
 * dots and its table's notes.
 */
export function CounterPanel({
  grid,
  redeems,
  pattern,
  onPattern,
}: {
  grid: DayHourGrid;
  redeems: UseQueryResult<RedeemsByHour>;
  pattern: string;
  onPattern: (pattern: string) => void;
}) {
  const { t } = useTranslation('clicks');
  const { t: tCommon } = useTranslation();
  const language = currentLanguage();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState(pattern);
  const tooLong = typed.trim().length > PATTERN_MAX;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!tooLong) onPattern(typed.trim());
  };

  return (
    <section className="clicks-counter" aria-labelledby={`${fieldId}-title`}>
      <h2 id={`${fieldId}-title`} className="clicks-counter__title">
        {t('counter.title')}
      </h2>
      <p className="hint">{t('counter.lead')}</p>
      <form className="clicks-counter__form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={fieldId}>{t('counter.pattern')}</label>
          <input
            id={fieldId}
            className="input"
            type="text"
            value={typed}
            autoComplete="off"
            spellCheck={false}
            aria-describedby={tooLong ? `${hintId} ${errorId}` : hintId}
            aria-invalid={tooLong || undefined}
            onChange={(event) => setTyped(event.target.value)}
          />
          <p id={hintId} className="hint">
            {t('counter.patternHint')}
          </p>
          {tooLong && (
            <p id={errorId} className="field__error">
              {t('counter.tooLong')}
            </p>
          )}
        </div>
        <button type="submit" className="button button--secondary">
          {t('counter.show')}
        </button>
      </form>
      <div role="status">
        {redeems.isPending ? (
          <p>{t('counter.loading')}</p>
        ) : redeems.isError ? (
          <p className="notice notice--error">
            {t('counter.failed', { reason: describeError(redeems.error, tCommon).summary })}
          </p>
        ) : (
          <CounterWords grid={grid} data={redeems.data} language={language} />
        )}
      </div>
    </section>
  );
}

function CounterWords({
  grid,
  data,
  language,
}: {
  grid: DayHourGrid;
  data: RedeemsByHour;
  language: string;
}) {
  const { t } = useTranslation('clicks');
  const total = data.rows.reduce((sum, row) => sum + row.redeems, 0);
  const notSure = data.rows.reduce((sum, row) => sum + row.notSure, 0);
  const series = hourlySeries(grid, data.rows);
  const lag = redeemLag(series.clicks, series.redeems);
  const which = data.pattern === '' ? t('counter.all') : t('counter.of', { pattern: data.pattern });
  return (
    <>
      <p className="clicks-counter__total">
        {total === 0
          ? t('counter.noneRedeemed', { which })
          : t('counter.total', { count: total, value: formatNumber(total, language), which })}
        {notSure > 0 && ` ${t('counter.notSure', { count: notSure })}`}
      </p>
      <p>{lagWords(lag, t)}</p>
      {lag.kind === 'lag' && <p className="hint">{t('counter.lagNote')}</p>}
    </>
  );
}

function lagWords(lag: Lag, t: ReturnType<typeof useTranslation<'clicks'>>['t']) {
  if (lag.kind === 'few') return t('counter.lagFew');
  if (lag.kind === 'none') return t('counter.lagNone');
  if (lag.from === 0 && lag.to === 0) return t('counter.lagSame');
  if (lag.from === lag.to) return t('counter.lag', { count: lag.from, from: lag.from });
  return t('counter.lagRange', { from: lag.from, to: lag.to });
}
