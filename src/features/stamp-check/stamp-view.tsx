import { MapPin } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { WriteAction } from '../../api/settle-write';
import type { Stamp } from '../../api/stamps';
import { describeError } from '../../components/api-error-message';
import { OwnerDetails } from '../../components/owner-details';
import { RetryPanel } from '../../components/retry-panel';
import { ValidityText } from '../../components/validity-text';
import { VerdictMedia } from '../../components/verdict-media';
import { VerdictPanel } from '../../components/verdict-panel';
import { VerdictSkeleton } from '../../components/verdict-skeleton';
import { useCounterSettings } from '../../lib/counter-settings';
import { serviceToday } from '../../api/service-time';
import { repeatRisk, type RepeatRisk } from '../../lib/recent-activity';
import { useDoubleCheck } from '../../lib/use-double-check';
import type { CardNotice, Series, StampView } from './use-stamp-card';
import { StampMarks } from './stamp-marks';

/** "3 stamps added", or how far a series got before one did not go through. */
function SeriesLine({ series }: { series: Series }) {
  const { t } = useTranslation('stamps');
  return series.added === series.requested ? (
    <p className="notice notice--success">{t('add.seriesDone', { count: series.added })}</p>
  ) : (
    <p className="notice notice--warning">
      {t('add.seriesPartial', { added: series.added, requested: series.requested })}
    </p>
  );
}

function Notice({ notice, stamp }: { notice: CardNotice; stamp: Stamp }) {
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
          {t('add.refused', { message: describeError(notice.error, tCommon).summary })}
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
  }
}

interface CardActionsProps {
  stamp: Stamp;
  busy: boolean;
  writing: { code: string; action: WriteAction } | null;
  /** Where a series of adds stands while it runs. */
  series: Series | undefined;
  onAdd: (quantity: number) => void;
  onReward: () => void;
}

/** Quick quantities: two coffees are two stamps, one tap. */
const QUANTITIES = [2, 3];

function CardActions({ stamp, busy, writing, series, onAdd, onReward }: CardActionsProps) {
  const { t } = useTranslation('stamps');
  const { t: tCommon } = useTranslation();
  const { stampGuardSeconds } = useCounterSettings();
  const [risk, setRisk] = useState<RepeatRisk>({ kind: 'none' });
  const confirm = useDoubleCheck();
  const full = stamp.stamps >= stamp.maxStamps;
  const mine = busy && writing?.code === String(stamp.stampIdx);
  const adding = mine && writing.action === 'add-stamp';
  const left = Math.max(0, stamp.maxStamps - stamp.stamps);
  const [quantity, setQuantity] = useState(1);

  function add(wanted: number) {
    setQuantity(wanted);
    // An add whose outcome stayed unknown always asks, whatever the guard's setting. The guard
    // looks only at earlier taps: the adds of one quantity never trip it.
    const now = repeatRisk(String(stamp.stampIdx), 'add-stamp', stampGuardSeconds * 1000);
    if (now.kind !== 'none') {
      setRisk(now);
      confirm.ask();
      return;
    }
    onAdd(wanted);
  }

  const seconds = risk.kind !== 'none' ? Math.max(1, Math.round(risk.agoMs / 1000)) : 0;
  return (
    <div className="verdict__actions">
      {busy && !mine && writing && (
        <p className="notice notice--info">
          {tCommon('writes.busyElsewhere', {
            action: tCommon(`writes.busyAction.${writing.action}`),
            code: writing.code,
          })}
        </p>
      )}
      {full && (
        <button
          type="button"
          className="button button--primary button--large"
          disabled={busy}
          aria-busy={(mine && !adding) || undefined}
          onClick={onReward}
        >
          {mine && !adding ? t('reward.working') : t('reward.action')}
        </button>
      )}
      {!confirm.asking ? (
        // A full card takes no more stamps: it offers only the reward.
        !full && (
          <div className="button-row">
            <button
              type="button"
              className="button button--primary button--large"
              disabled={busy}
              aria-busy={adding || undefined}
              onClick={() => add(1)}
            >
              {adding
                ? `${t('add.working', { number: stamp.stamps + 1 })}${
                    series
                      ? ` ${t('add.seriesProgress', { step: series.added + 1, requested: series.requested })}`
                      : ''
                  }`
                : t('add.action')}
            </button>
            {QUANTITIES.filter((count) => count <= left).map((count) => (
              <button
                key={count}
                type="button"
                className="button button--secondary button--large"
                disabled={busy}
                aria-label={t('add.moreLabel', { count })}
                onClick={() => add(count)}
              >
                {t('add.more', { count })}
              </button>
            ))}
          </div>
        )
      ) : (
        <div role="group" className="confirm" aria-label={t('add.action')}>
          <p>
            {risk.kind === 'unsure'
              ? t('add.guardUnsure', { count: seconds })
              : t('add.guard', { count: seconds })}
          </p>
          <button
            type="button"
            className="button button--primary"
            // The confirmation waits a moment: a double tap's second tap cannot be it.
            disabled={busy || !confirm.ready}
            onClick={() => {
              confirm.reset();
              onAdd(quantity);
            }}
          >
            {risk.kind === 'unsure' ? t('add.guardUnsureYes') : t('add.guardYes')}
          </button>
          <button type="button" className="button button--secondary" onClick={confirm.reset}>
            {t('add.guardNo')}
          </button>
        </div>
      )}
    </div>
  );
}

function CardFacts({ stamp }: { stamp: Stamp }) {
  const { t } = useTranslation('stamps');
  return (
    <>
      <dl className="facts">
        <div>
          <dt>{t('card.id')}</dt>
          <dd className="code">{stamp.stampIdx}</dd>
        </div>
        <div>
          <dt>{t('card.validity')}</dt>
          <dd>
            <ValidityText strtYmd={stamp.strtYmd} endYmd={stamp.endYmd} today={serviceToday()} />
          </dd>
        </div>
        <div>
          <dt>{t('card.status')}</dt>
          <dd>{stamp.activeYn === 'Y' ? t('card.active') : t('card.deactivated')}</dd>
        </div>
        <div>
          <dt>{t('card.owner')}</dt>
          <dd>
            <OwnerDetails {...stamp} />
          </dd>
        </div>
      </dl>
      <VerdictMedia
        imageUrl={stamp.stampImgUrl}
        imageAlt={t('card.image', { name: stamp.cardNm ?? stamp.stampIdx })}
        imageClassName="verdict__image--stamp"
        url={stamp.url}
        linkLabel={t('card.openLink')}
      />
    </>
  );
}

export interface StampViewProps {
  view: StampView;
  busy: boolean;
  writing: { code: string; action: WriteAction } | null;
  onAdd: (stamp: Stamp, quantity: number) => void;
  onReward: (stamp: Stamp) => void;
  onCancelCheck: () => void;
  onCheckAgain: (stampIdx: number) => void;
}

/** The counts a "not sure" rests on, and the service's own words when it refuses the card now. */
function UnsureFacts({ view }: { view: Extract<StampView, { kind: 'unknown' }> }) {
  const { t } = useTranslation('stamps');
  const { settled } = view;
  const now = settled.now;
  return (
    <ul className="verdict__hints">
      <li>
        {now?.kind === 'count'
          ? t('unsure.counts', { before: settled.before, now: now.count })
          : t('unsure.countsUnread', { before: settled.before })}
      </li>
      <li>{t(`unsure.reason.${settled.reason}`)}</li>
      {now?.kind === 'refused' && now.error.serviceMessage && (
        <li>{t('reward.readBack', { message: now.error.serviceMessage })}</li>
      )}
    </ul>
  );
}

/**
 * The stamp card at the counter, or why it cannot be used. Memoised: the screen re-renders when
 * its address catches up with a scan, which changes nothing here.
 */
export const StampCardView = memo(function StampCardView({
  view,
  busy,
  writing,
  onAdd,
  onReward,
  onCancelCheck,
  onCheckAgain,
}: StampViewProps) {
  const { t } = useTranslation('stamps');
  const { t: tCommon } = useTranslation();
  switch (view.kind) {
    case 'idle':
      return <p className="verdict verdict--idle">{t('idle')}</p>;
    case 'checking':
      return (
        <VerdictSkeleton label={t('checking', { id: view.stampIdx })} onCancel={onCancelCheck} />
      );
    case 'card': {
      const { stamp } = view;
      const full = stamp.stamps >= stamp.maxStamps;
      const left = Math.max(0, stamp.maxStamps - stamp.stamps);
      return (
        <VerdictPanel
          tone={full ? 'full' : 'valid'}
          word={full ? t('verdict.full') : t('verdict.card')}
        >
          <p className="verdict__discount">{stamp.cardNm ?? t('card.id')}</p>
          {stamp.cardTtl && <p className="verdict__name">{stamp.cardTtl}</p>}
          {stamp.onsiteYn === 'Y' && (
            <ul className="badges">
              <li className="badge badge--warning">
                <MapPin aria-hidden="true" className="inline-icon" /> {t('card.onsite')}
              </li>
            </ul>
          )}
          <StampMarks stamps={stamp.stamps} max={stamp.maxStamps} pending={view.adding} />
          <p className="verdict__message">
            {full ? t('card.rewardReady') : t('card.moreForReward', { count: left })}
          </p>
          <div role="status">
            {view.notice && <Notice notice={view.notice} stamp={stamp} />}
            {view.series && !view.adding && <SeriesLine series={view.series} />}
          </div>
          <CardActions
            stamp={stamp}
            busy={busy}
            writing={writing}
            series={view.adding ? view.series : undefined}
            onAdd={(quantity) => onAdd(stamp, quantity)}
            onReward={() => onReward(stamp)}
          />
          <CardFacts stamp={stamp} />
        </VerdictPanel>
      );
    }
    case 'refused':
      return (
        <VerdictPanel tone="refused" word={t('verdict.refused')}>
          {view.note === 'changed-since-check' && (
            <p className="verdict__sub">{t('reward.changed')}</p>
          )}
          <p className="verdict__message">{describeError(view.error, tCommon).summary}</p>
          <p className="code">{view.stampIdx}</p>
        </VerdictPanel>
      );
    case 'invalid-id':
      return (
        <VerdictPanel tone="refused" word={t('verdict.invalidId')}>
          <p className="verdict__message">{t('invalidId')}</p>
          <p className="code">{view.stampIdx}</p>
        </VerdictPanel>
      );
    case 'failed':
      return (
        <VerdictPanel
          tone="failed"
          word={
            view.notSent === 'add'
              ? t('verdict.notAdded')
              : view.notSent === 'reward'
                ? t('verdict.notGiven')
                : t('verdict.failed')
          }
        >
          <p className="code">{view.stampIdx}</p>
          <RetryPanel
            error={view.error}
            offlineMessage={t('offline')}
            rateLimitedMessage={(seconds) => t('rateLimitedWait', { count: seconds })}
            retryLabel={t('checkAgain')}
            onRetry={() => onCheckAgain(view.stampIdx)}
          />
        </VerdictPanel>
      );
    case 'settling':
      return (
        <VerdictPanel tone="unknown" word={t('verdict.settling')}>
          <p className="verdict__message">{t('reward.settling')}</p>
          <p className="verdict__name">
            {view.before.cardNm} · <span className="code">{view.stampIdx}</span>
          </p>
        </VerdictPanel>
      );
    case 'reward-given':
      return (
        <VerdictPanel tone="redeemed" word={t('verdict.rewardGiven')}>
          <p className="verdict__discount">
            {t('reward.handOver', {
              reward: view.before.cardTtl ?? view.before.cardNm ?? view.before.stampIdx,
            })}
          </p>
          <p className="verdict__name">
            {view.before.cardNm} · <span className="code">{view.before.stampIdx}</span>
          </p>
          <p className="verdict__message">{t('reward.advice')}</p>
        </VerdictPanel>
      );
    case 'unknown':
      return (
        <VerdictPanel tone="unknown" word={t('verdict.unknown')}>
          <p className="verdict__message">
            {view.action === 'add' ? t('add.unknown') : t('reward.unknown')}
          </p>
          <p className="code">{view.stampIdx}</p>
          {view.series && (
            <p>
              {t('add.seriesUnsure', {
                added: view.series.added,
                requested: view.series.requested,
              })}
            </p>
          )}
          <UnsureFacts view={view} />
          {view.settled.now?.kind === 'unreadable' ? (
            <RetryPanel
              error={view.settled.now.error}
              offlineMessage={t('offline')}
              rateLimitedMessage={(seconds) => t('rateLimitedWait', { count: seconds })}
              retryLabel={t('checkAgain')}
              onRetry={() => onCheckAgain(view.stampIdx)}
            />
          ) : (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => onCheckAgain(view.stampIdx)}
            >
              {t('checkAgain')}
            </button>
          )}
        </VerdictPanel>
      );
  }
});
